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
interface RedirectRule {
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

/** Published URLs the new build no longer serves, and the canonicals that now point at them. */
export function checkBaseline(site: SiteModel, report: Report, baseline: AuditBaseline, redirectsFile: string | undefined): number {
  const redirects = redirectsFile ? parseRedirectsFile(redirectsFile) : []
  const gone = new Set<string>()
  const seen = new Set<string>()
  for (const published of baseline.published) {
    const pathname = pathOf(published)
    if (pathname === null || seen.has(pathname)) continue
    seen.add(pathname)
    const url = new URL(pathname, `${site.origin}/`)
    const first = site.follow(url).first
    if (first.file !== null && !first.page?.notFoundPage) continue
    if (redirects.some((r) => r.from.test(pathname))) continue
    gone.add(url.href)
    const shown = decodePathname(pathname) ?? pathname
    report.warn(
      { path: shown },
      'published-url-gone',
      `${shown} was published (${baseline.source}) and this build serves nothing there: add a redirect (a _redirects rule or a stub) or restore the page`,
      { url: url.href, level: 'error' },
    )
  }
  if (gone.size === 0) return 0
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
      if (gone.has(target.href)) {
        report.warn(page, 'canonical-target-gone', `The canonical ${target.href} was published (${baseline.source}) and is gone from this build`, {
          offset: c.offset,
          url: target.href,
          level: 'error',
        })
      }
    }
  }
  return gone.size
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
