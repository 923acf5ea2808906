/**
 * The SEO audit engine. Pure TypeScript: no fs, no window, no network.
 * The CLI (../cli/main.ts) feeds it files from dist/; the /seo-audit
 * page feeds it same-origin fetches. External links are checked only through
 * an injected `checkExternal` function.
 */
import { classifyExternal } from './external.ts'
import { compileIgnore } from './ignore.ts'
import { describeStatus, findingCaps, Report } from './report.ts'
import { checkBaseline, checkCanonicalsGone, markKnown, parseRedirectsFile } from './rules/baseline.ts'
import { checkCanonicals } from './rules/canonical.ts'
import { checkContent } from './rules/content.ts'
import { checkMissingAlt } from './rules/images.ts'
import { checkProgrammingValues } from './rules/programming-values.ts'
import { checkJsonLd } from './rules/jsonld.ts'
import { holdGooglePolicies, reportHeld, type HeldWarnings } from './rules/jsonld-policy.ts'
import { checkHreflang } from './rules/hreflang.ts'
import { checkLinks, checkRedirectStubs, type ExternalUse } from './rules/links.ts'
import { checkSitemap, sitemapOrigin } from './rules/sitemap.ts'
import { checkSearchTraffic, markTraffic } from './rules/search-traffic.ts'
import { checkSocialCards } from './rules/social.ts'
import { computeScore, scoreColor } from './score.ts'
import { SiteModel } from './site.ts'
import type { AuditInput, AuditResult, ExternalCheckResult, ExternalChecker } from './types.ts'

export type * from './types.ts'
export { extractPage, parseSrcset, type LinkRef, type PageFacts } from './extract.ts'
export { compactFacts, linksOf, packedLink } from './compact.ts'
export { StringPool } from './string-pool.ts'
export { lineStartsOf } from './lines.ts'
export { compileIgnore } from './ignore.ts'
export { classifyExternal, noAnswer, type ExternalVerdict, type NoAnswer } from './external.ts'
export { describeStatus, missingAltMessage, mixedContentMessage, findingCaps } from './report.ts'
export { resolveSitePath, sitePathForFile, isHtmlFile, TRAILING_SLASH_MODES } from './resolve.ts'
export { computeScore, scoreColor, PENALTY } from './score.ts'
export { failingFindings, runPasses, scoreFloor, RULE_NAMES, RULE_SEVERITIES, severityOf, type RuleName, type RuleSeverities, type RuleSeverity } from './severity.ts'
export { parseSitemap, type ParsedSitemap, type SitemapAlternate } from './rules/sitemap.ts'
export { hreflangProblem, isRightToLeft, langMatches } from './language-tags.ts'
export { LOCALISED_NAN, programmingValuesIn } from './rules/programming-values.ts'
export { findingKey, findingKeys, parseRedirectsFile } from './rules/baseline.ts'
export { joinSearchData, type SearchJoinInput } from './search-join.ts'

/** Audits a built site: one parse per page, then every rule over the extracted facts. */
export async function auditSite(input: AuditInput): Promise<AuditResult> {
  const started = Date.now()
  const now = input.now ?? new Date()
  const isIgnored = compileIgnore(input.ignore)
  const texts = input.texts ?? {}
  const strict = input.strict ?? false

  const siteUrl = input.siteUrl ?? null
  const site = new SiteModel(
    input.pages,
    input.files,
    siteUrl,
    isIgnored,
    input.onProgress,
    () => sitemapOrigin(texts['sitemap.xml']),
    input.trailingSlash,
    input.unreadPaths,
  )
  const report = new Report(input.rules, findingCaps(input.maxFindings), input.lineStartsOf)
  for (const w of input.extraWarnings ?? []) report.addWarning(w)

  for (const page of site.pages) {
    if (page.problem !== null && !page.ignored) {
      report.warn(page, 'page-unreadable', `Not audited: ${page.problem}`)
    }
  }
  const links = checkLinks(site, report, isIgnored, input.checkExternal !== undefined)
  site.clearUrlCaches()
  input.afterLinks?.()
  checkRedirectStubs(site, report)
  checkMissingAlt(site, report)
  checkContent(site, report)
  checkProgrammingValues(site.pages, report)
  checkCanonicals(site, report)
  checkHreflang(site, report, isIgnored, checkSitemap(site, report, texts))
  // Google's policies are checked on each page's parsed JSON-LD as it is parsed (so it is not all kept),
  // and reported after the JSON-LD rule's own findings, as before.
  const policies: HeldWarnings = []
  checkJsonLd(site, report, now, (page, blocks) => holdGooglePolicies(page, blocks, policies))
  reportHeld(policies, report)
  checkSocialCards(site, report)
  // The deploy guard: URLs with impressions (--search-data) or published before (--baseline) that the build lost.
  const redirectsFile = input.redirectsFile ?? texts['_redirects']
  const redirects = (input.baseline || input.searchData) && redirectsFile ? parseRedirectsFile(redirectsFile) : []
  const goneUrls = new Map<string, string>()
  const joined = input.searchData ? checkSearchTraffic(site, report, input.searchData, redirects, goneUrls) : null
  const gone = input.baseline ? checkBaseline(site, report, input.baseline, redirects, goneUrls) : 0
  checkCanonicalsGone(site, report, goneUrls)
  if (input.checkExternal) await checkExternalLinks(links.external, input.checkExternal, report, input.onProgress)

  const totals = report.totals
  const score = computeScore(
    {
      brokenLinks: totals.brokenLinks,
      mixedContent: totals.mixedContent,
      missingAltTags: totals.missingAltTags,
      warnings: totals.warnings,
      errorWarnings: totals.errors,
    },
    strict,
  )
  const published = site.pages.filter((p) => p.indexable && !p.ignored).map((p) => p.url)
  const byPage = (a: { page: string }, b: { page: string }) => (a.page < b.page ? -1 : a.page > b.page ? 1 : 0)
  const result: AuditResult = {
    auditDate: now.toISOString(),
    score,
    scoreColor: scoreColor(score),
    pagesScanned: site.pages.filter((p) => !p.ignored).length,
    brokenLinks: report.brokenLinks.sort(byPage),
    mixedContent: report.mixedContent.sort(byPage),
    missingAltTags: report.missingAltTags.sort(byPage),
    slowLoadingResources: [],
    warnings: report.warnings.sort(byPage),
    totals: { ...totals },
    omitted: report.omitted,
    siteUrl: site.siteUrl,
    strict,
    stats: {
      linksChecked: links.linksChecked,
      externalChecked: links.external.size,
      durationMs: Date.now() - started,
    },
    published,
  }
  if (joined && input.searchData) result.search = markTraffic(result, joined, input.searchData)
  if (input.baseline) {
    const b = input.baseline
    const known = markKnown(result, new Set(b.findings ?? []))
    result.baseline = { source: b.source, published: b.published.length, gone, known, compared: b.findings !== null }
    if (b.score !== undefined) result.baseline.score = b.score
  }
  return result
}

async function checkExternalLinks(
  external: Map<string, ExternalUse[]>,
  check: ExternalChecker,
  report: Report,
  onProgress: AuditInput['onProgress'],
): Promise<void> {
  const total = external.size
  let done = 0
  const entries = [...external]
  const results = await Promise.all(
    entries.map(async ([url]) => {
      let r: ExternalCheckResult
      try {
        r = await check(url)
      } catch (e) {
        r = { status: 0, note: e instanceof Error ? e.message : String(e) }
      }
      done++
      onProgress?.({ phase: 'external', done, total })
      return r
    }),
  )
  entries.forEach(([url, uses], i) => {
    const r = results[i]!
    const verdict = classifyExternal(r)
    if (verdict === 'ok') return
    const detail = r.note ? `${describeStatus(r.status)}, ${r.note}` : describeStatus(r.status)
    for (const { page, link } of uses) {
      if (verdict === 'skipped') {
        report.warn(page, 'external-skipped', `Not checked: ${url} (${r.note ?? 'refused by the checker'})`, {
          offset: link.offset,
          url,
          level: 'notice',
        })
      } else if (verdict === 'unknown') {
        const why = r.unknown ? (r.note ?? 'no answer') : describeStatus(r.status)
        report.warn(page, 'external-unknown', `Could not verify ${url} (${why})`, {
          offset: link.offset,
          url,
          level: 'notice',
        })
      } else {
        report.broken(page, link.offset, {
          url,
          status: r.status,
          type: 'external',
          linkText: link.text,
          reason: r.status === 0 ? 'no-response' : 'error-status',
          message: r.status === 0 ? `No Response from ${url}${r.note ? ` (${r.note})` : ''}` : `${url} answers ${detail}`,
        })
      }
    }
  })
}
