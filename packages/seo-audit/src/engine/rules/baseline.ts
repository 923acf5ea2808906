/**
 * The deploy guard (`--baseline`): what the previous deploy published must still answer, and a
 * pull request fails only on findings that are new.
 *
 * - A published URL (in the previous sitemap, or the previous report's `published`) that the new build
 *   serves nothing at, with no redirect stub and no `_redirects` rule, is `published-url-gone`: the
 *   mistake that costs a site its search traffic.
 * - A page whose canonical points at such a URL is `canonical-target-gone`.
 * - With a previous report, each finding it held is marked `known`; only new ones fail the run.
 */
import type { Report } from '../report.ts'
import { decodePathname } from '../resolve.ts'
import type { SiteModel } from '../site.ts'
import type { AuditBaseline, AuditResult, AuditWarning, BrokenLink, FindingTotals, MissingAltTag, MixedContentItem } from '../types.ts'

/** What identifies a finding across builds: its rule, its page, and what it is about. */
export function findingKey(rule: string, page: string, subject: string): string {
  return `${rule}\u0000${page}\u0000${subject}`
}

/** Every finding of a result, keyed as `findingKey` does (what a baseline report holds). */
export function findingKeys(result: Pick<AuditResult, 'brokenLinks' | 'mixedContent' | 'missingAltTags' | 'warnings'>): string[] {
  return [
    ...result.brokenLinks.map((b) => brokenKey(b)),
    ...result.mixedContent.map((m) => mixedKey(m)),
    ...result.missingAltTags.map((a) => altKey(a)),
    ...result.warnings.map((w) => warningKey(w)),
  ]
}

const brokenKey = (b: BrokenLink) => findingKey('broken-link', b.page, b.url)
const mixedKey = (m: MixedContentItem) => findingKey('mixed-content', m.page, m.url)
const altKey = (a: MissingAltTag) => findingKey('missing-alt', a.page, a.src)
const warningKey = (w: AuditWarning) => findingKey(w.rule, w.page, w.message)

/** One rule of a Netlify/Cloudflare `_redirects` file, as a matcher of site paths. */
export interface RedirectRule {
  from: RegExp
  to: string
}

/** `_redirects`: `from to [status]` per line; `*` at the end and `:name` segments match anything. */
export function parseRedirectsFile(text: string): RedirectRule[] {
  const rules: RedirectRule[] = []
  for (const raw of text.split('\n')) {
    const line = raw.trim()
    if (!line || line.startsWith('#')) continue
    const [from, to, status] = line.split(/\s+/)
    if (!from || !to || !from.startsWith('/')) continue
    if (status && !/^30[1278]!?$/.test(status)) continue // 200 rewrites and 404s are not redirects
    const segments = from.replace(/\/+$/, '').split('/')
    const splat = segments[segments.length - 1] === '*'
    if (splat) segments.pop()
    const pattern = segments.map((seg) => (seg.startsWith(':') ? '[^/]+' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/')
    // `/news/*` answers `/news` and everything under it
    rules.push({ from: new RegExp(`^${pattern}${splat ? '(?:/.*)?' : '/?'}$`, 'i'), to })
  }
  return rules
}

function pathOf(url: string): string | null {
  try {
    return new URL(url, 'https://site.invalid/').pathname
  } catch {
    return null
  }
}

/** Whether the build answers a path of its site: a file (not the not-found page), a redirect stub, or a `_redirects` rule. */
export function answers(site: SiteModel, pathname: string, redirects: readonly RedirectRule[]): boolean {
  const first = site.follow(new URL(pathname, `${site.origin}/`)).first
  if (first.file !== null && !first.page?.notFoundPage) return true
  return redirects.some((r) => r.from.test(pathname))
}

/** The `_redirects` rule a path matches, if any (its target as written). */
export function redirectRuleFor(pathname: string, redirects: readonly RedirectRule[]): string | null {
  return redirects.find((r) => r.from.test(pathname))?.to ?? null
}

/**
 * Published URLs the new build no longer serves (how many). `gone` holds the URLs already reported gone (by the
 * search data), which are not reported twice; the ones found here are added to it.
 */
export function checkBaseline(
  site: SiteModel,
  report: Report,
  baseline: AuditBaseline,
  redirects: readonly RedirectRule[],
  gone: Map<string, string>,
): number {
  const seen = new Set<string>()
  let count = 0
  for (const published of baseline.published) {
    const pathname = pathOf(published)
    if (pathname === null || seen.has(pathname)) continue
    seen.add(pathname)
    if (answers(site, pathname, redirects)) continue
    count++
    const url = new URL(pathname, `${site.origin}/`)
    if (gone.has(url.href)) continue
    gone.set(url.href, baseline.source)
    const shown = decodePathname(pathname) ?? pathname
    report.warn(
      { path: shown },
      'published-url-gone',
      `${shown} was published (${baseline.source}) and this build serves nothing there: add a redirect (a _redirects rule or a stub) or restore the page`,
      { url: url.href, level: 'error' },
    )
  }
  return count
}

/** Pages whose canonical points at a URL found gone (URL → where it was known from, for the message). */
export function checkCanonicalsGone(site: SiteModel, report: Report, gone: ReadonlyMap<string, string>): void {
  if (gone.size === 0) return
  for (const page of site.pages) {
    if (page.ignored || !page.facts) continue
    for (const c of page.facts.canonicals) {
      let target: URL
      try {
        target = new URL(c.href, page.url)
      } catch {
        continue
      }
      target.hash = ''
      const source = gone.get(target.href)
      if (source !== undefined) {
        report.warn(page, 'canonical-target-gone', `The canonical ${target.href} was published (${source}) and is gone from this build`, {
          offset: c.offset,
          url: target.href,
          level: 'error',
        })
      }
    }
  }
}

/** Marks the findings a baseline report already held, and counts them. */
export function markKnown(result: AuditResult, known: ReadonlySet<string>): FindingTotals {
  const t: FindingTotals = { brokenLinks: 0, mixedContent: 0, missingAltTags: 0, warnings: 0, notices: 0, errors: 0 }
  for (const b of result.brokenLinks)
    if (known.has(brokenKey(b))) {
      b.known = true
      t.brokenLinks++
    }
  for (const m of result.mixedContent)
    if (known.has(mixedKey(m))) {
      m.known = true
      t.mixedContent++
    }
  for (const a of result.missingAltTags)
    if (known.has(altKey(a))) {
      a.known = true
      t.missingAltTags++
    }
  for (const w of result.warnings) {
    if (!known.has(warningKey(w))) continue
    w.known = true
    if (w.level === 'error') t.errors++
    else if (w.level === 'warning') t.warnings++
    else t.notices++
  }
  return t
}
