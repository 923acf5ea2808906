/**
 * Language versions: `<link rel="alternate" hreflang>` on the pages, `<html lang>` and `dir`, and the
 * sitemap's `<xhtml:link rel="alternate" hreflang>` entries, the way Google reads them:
 *
 * - each code is a valid one (ISO 639-1 language, optional script and region, or x-default), and one
 *   code names one URL per page;
 * - the set names the page itself, and every page it names links back (hreflang only counts when
 *   both pages agree);
 * - it names pages that exist, answer 200, are indexable and are named by their canonical URL;
 * - the page named `ar` is in Arabic: its `<html lang>` fits the code the others use for it, and a
 *   right-to-left language has `dir="rtl"`;
 * - when the sitemap lists alternates, it lists the same pairs as the pages.
 *
 * URLs are compared the way the link rules resolve them: two hrefs name the same page when the host
 * would serve the same file for both (`/ar/`, `/ar/index.html`, `https://…/ar/`). A page whose hreflang
 * search engines ignore (noindex, or its canonical names another URL) is not checked itself; the pages
 * naming it are told. On a site without hreflang this is one look at each page's (empty) list and `lang`.
 */
import { hreflangProblem, isRightToLeft, langMatches } from '../language-tags.ts'
import type { Report } from '../report.ts'
import { decodePathname } from '../resolve.ts'
import { isRedirectStatus, type PageRecord, type Target } from '../page-record.ts'
import type { SiteModel } from '../site.ts'
import type { HreflangLink } from '../types.ts'
import type { SitemapListing } from './sitemap.ts'

/** One hreflang link of a page, resolved. */
interface Alternate {
  /** The code as written, and lower-cased for comparisons. */
  code: string
  key: string
  valid: boolean
  href: string
  offset: number
  /** The URL it names (no fragment), or `null` when the href is not an http(s) URL. */
  url: URL | null
  /** How messages show it: the site path for a page of this site, the URL otherwise. */
  shown: string
  /** What makes two hrefs the same page: the file the host serves for an internal URL, else the URL. */
  target: string
  /** What the host answers for an internal URL (`null` for an external or malformed one). */
  served: Target | null
  ignored: boolean
}

const RTL_NAMES: Record<string, string> = { ar: 'Arabic', he: 'Hebrew', fa: 'Persian', ur: 'Urdu' }

function inScope(page: PageRecord): boolean {
  return page.facts !== null && !page.ignored && !isRedirectStatus(page.status) && !page.notFoundPage
}

function withoutHash(url: URL): URL {
  if (!url.hash) return url
  const copy = new URL(url.href)
  copy.hash = ''
  return copy
}

/** The URL an href names and what the host serves for it. */
function locate(site: SiteModel, url: URL): { shown: string; target: string; served: Target | null } {
  if (!site.isInternalUrl(url)) return { shown: url.href, target: url.href, served: null }
  const served = site.target(decodePathname(url.pathname))
  return { shown: site.displayPath(url), target: served.file ?? url.href, served }
}

function resolveAlternate(site: SiteModel, page: PageRecord, link: HreflangLink, isIgnored: (s: string) => boolean): Alternate {
  const code = link.lang
  const base = { code, key: code.toLowerCase(), valid: hreflangProblem(code) === null, href: link.href, offset: link.offset }
  const c = site.classify(link.href, page)
  if (c.kind !== 'internal' && c.kind !== 'external') {
    return { ...base, url: null, shown: `“${link.href}”`, target: `\u0000${link.href}`, served: null, ignored: isIgnored(link.href) }
  }
  const url = withoutHash(c.url)
  const where = locate(site, url)
  return { ...base, url, ...where, ignored: isIgnored(link.href) || isIgnored(where.shown) || isIgnored(url.href) }
}

/** `/a`, `/a and /b`, `/a, /b and 3 more`. */
function listPaths(paths: string[]): string {
  if (paths.length <= 2) return paths.join(' and ')
  if (paths.length === 3) return `${paths[0]}, ${paths[1]} and ${paths[2]}`
  return `${paths[0]}, ${paths[1]} and ${paths.length - 2} more`
}

export function checkHreflang(site: SiteModel, report: Report, isIgnored: (s: string) => boolean, sitemap: SitemapListing | null): void {
  const resolved = new Map<PageRecord, Alternate[]>()
  for (const page of site.pages) {
    const f = page.facts
    if (f === null || !inScope(page)) continue
    if (f.lang && isRightToLeft(f.lang) && f.dir?.toLowerCase() !== 'rtl') {
      const name = RTL_NAMES[f.lang.slice(0, 2).toLowerCase()]
      const what = name ? `${name} is written right to left` : 'a right-to-left language'
      const has = f.dir ? `it has dir="${f.dir}"` : 'it has no dir'
      report.warn(page, 'dir-rtl-missing', `<html lang="${f.lang}"> needs dir="rtl" (${what}); ${has}`)
    }
    if (f.hreflang.length > 0 && page.indexable && isCanonical(site, page)) {
      resolved.set(page, f.hreflang.map((h) => resolveAlternate(site, page, h, isIgnored)))
    }
  }
  const sitemapAlternates = sitemap?.alternates ?? []
  if (resolved.size === 0 && sitemapAlternates.length === 0) return

  /** Per page, the hreflang codes other pages (or itself) give it, and who gives them. */
  const claims = new Map<PageRecord, Map<string, { code: string; from: PageRecord[] }>>()

  for (const [page, alternates] of resolved) {
    checkCodes(page, alternates, report)
    const lang = page.facts!.lang
    if (!alternates.some((a) => a.target === page.file)) {
      const codes = [...new Set(alternates.map((a) => a.code))].join(', ')
      const add = lang ? `add hreflang="${lang}" href="${page.url}"` : 'add one with its own language and URL'
      report.warn(page, 'hreflang-self-missing', `hreflang links (${codes}) leave out this page itself; ${add}`)
    }
    for (const alt of alternates) {
      const target = checkTarget(site, page, alt, report)
      if (target === null || target === page) {
        if (target === page && alt.valid && alt.key !== 'x-default') claim(claims, target, alt, page)
        continue
      }
      const back = resolved.get(target)
      if (!back || !back.some((b) => b.target === page.file)) {
        report.warn(page, 'hreflang-no-return', `hreflang="${alt.code}" → ${alt.shown} has no hreflang link back to this page`, {
          offset: alt.offset,
          url: alt.url!.href,
        })
      }
      if (alt.valid && alt.key !== 'x-default') claim(claims, target, alt, page)
    }
  }

  for (const [page, byCode] of claims) {
    const lang = page.facts!.lang
    if (!lang) continue // lang-missing says so
    for (const { code, from } of byCode.values()) {
      if (langMatches(lang, code)) continue
      const others = from.filter((p) => p !== page).map((p) => p.path)
      const message =
        others.length === 0
          ? `<html lang="${lang}"> does not match this page's own hreflang="${code}"`
          : `<html lang="${lang}"> does not match hreflang="${code}" that ${listPaths(others)} ${others.length === 1 ? 'uses' : 'use'} for this page`
      report.warn(page, 'hreflang-lang-mismatch', message)
    }
  }

  if (sitemap !== null && sitemapAlternates.length > 0) checkSitemapAlternates(site, report, resolved, sitemap)
}

function claim(claims: Map<PageRecord, Map<string, { code: string; from: PageRecord[] }>>, target: PageRecord, alt: Alternate, from: PageRecord): void {
  let byCode = claims.get(target)
  if (!byCode) claims.set(target, (byCode = new Map()))
  const c = byCode.get(alt.key)
  if (!c) byCode.set(alt.key, { code: alt.code, from: [from] })
  else if (!c.from.includes(from)) c.from.push(from)
}

/** Valid codes, and one URL per code. */
function checkCodes(page: PageRecord, alternates: Alternate[], report: Report): void {
  const byCode = new Map<string, Alternate[]>()
  for (const alt of alternates) {
    const problem = alt.valid ? null : hreflangProblem(alt.code)
    if (problem !== null) {
      report.warn(page, 'hreflang-invalid', `hreflang="${alt.code}" is not a valid language code: ${problem}`, { offset: alt.offset, url: alt.href })
    }
    const same = byCode.get(alt.key)
    if (!same) byCode.set(alt.key, [alt])
    else if (!same.some((s) => s.target === alt.target)) same.push(alt)
  }
  for (const same of byCode.values()) {
    if (same.length < 2) continue
    report.warn(page, 'hreflang-duplicate', `hreflang="${same[0]!.code}" names ${same.length} different URLs: ${listPaths(same.map((a) => a.shown))}`, {
      offset: same[1]!.offset,
      level: 'error',
    })
  }
}

/**
 * What an hreflang link names: a page of this build that exists, answers 200, is indexable and is
 * named by its canonical URL. Returns that page, or `null` when it is not one (reported) or cannot be
 * judged (external, not HTML, unreadable, ignored).
 */
function checkTarget(site: SiteModel, page: PageRecord, alt: Alternate, report: Report): PageRecord | null {
  if (alt.ignored) return null
  const at = { offset: alt.offset, url: alt.url?.href ?? alt.href }
  const named = `hreflang="${alt.code}" → ${alt.shown}`
  if (alt.url === null) {
    report.warn(page, 'hreflang-broken', `${named} is not a valid URL`, at)
    return null
  }
  const served = alt.served
  if (served === null) return null // another site: not ours to judge
  if (served.file === null || served.page?.notFoundPage) {
    report.warn(page, 'hreflang-broken', `${named} does not exist`, at)
    return null
  }
  const target = served.page
  if (isRedirectStatus(served.status)) {
    let to = target?.redirect ?? 'elsewhere'
    try {
      const u = new URL(to)
      if (site.isInternalUrl(u)) to = site.displayPath(u)
    } catch {
      /* shown as written */
    }
    report.warn(page, 'hreflang-redirect', `${named} is a redirect (to ${to}); name the page it leads to`, at)
    return null
  }
  if (served.status !== 200) {
    report.warn(page, 'hreflang-broken', `${named} answers ${served.status}`, at)
    return null
  }
  if (target === null || target.facts === null || target.ignored) return null // not an HTML page, or not read
  if (target.facts.noindex) {
    report.warn(page, 'hreflang-noindex', `${named} is a noindex page`, at)
    return null
  }
  const canonical = canonicalOf(target)
  if (canonical !== null && !sameUrl(site, alt.url, canonical)) {
    report.warn(page, 'hreflang-not-canonical', `${named} is not canonical: that page's canonical URL is ${canonical.href}`, at)
    return null
  }
  return target
}

/** A page's canonical URL (its first `<link rel=canonical>`, else its own URL); `null` when that is not a URL. */
function canonicalOf(page: PageRecord): URL | null {
  const href = page.facts?.canonicals[0]?.href
  try {
    return withoutHash(new URL(href ?? page.url, page.url))
  } catch {
    return null
  }
}

/** Whether a page's canonical URL is its own (the canonical rules report the others). */
function isCanonical(site: SiteModel, page: PageRecord): boolean {
  const canonical = canonicalOf(page)
  return canonical === null || sameUrl(site, new URL(page.url), canonical)
}

function sameUrl(site: SiteModel, a: URL, b: URL): boolean {
  // Without a site URL, pages sit at a placeholder origin while canonicals name the real one.
  return site.siteUrl ? a.href === b.href : a.pathname + a.search === b.pathname + b.search
}

/** The key of an (hreflang, page) pair, on a page or in the sitemap. */
function pairKey(code: string, target: string): string {
  return `${code.toLowerCase()}\u0000${target}`
}

/**
 * The sitemap's alternates against the pages': each pair a `<url>` lists is on its page, and, as the
 * sitemap lists alternates at all, each pair on a page it lists is in the page's `<url>`.
 */
function checkSitemapAlternates(site: SiteModel, report: Report, resolved: Map<PageRecord, Alternate[]>, sitemap: SitemapListing): void {
  const inSitemap = new Map<PageRecord, Map<string, { code: string; shown: string }>>()
  for (const { loc, hreflang, href } of sitemap.alternates) {
    let locUrl: URL
    try {
      locUrl = new URL(loc)
    } catch {
      continue // sitemap-invalid
    }
    if (!site.isInternalUrl(locUrl)) continue // sitemap-unknown-url
    const page = site.target(decodePathname(locUrl.pathname)).page
    // a page whose own hreflang is not checked (noindex, canonical elsewhere: reported as such) is not compared either
    if (!page || !inScope(page) || (!resolved.has(page) && page.facts!.hreflang.length > 0)) continue
    let pair: { shown: string; target: string }
    try {
      pair = locate(site, withoutHash(new URL(href)))
    } catch {
      pair = { shown: `“${href}”`, target: `\u0000${href}` }
    }
    let pairs = inSitemap.get(page)
    if (!pairs) inSitemap.set(page, (pairs = new Map()))
    pairs.set(pairKey(hreflang, pair.target), { code: hreflang, shown: pair.shown })
  }

  for (const [page, pairs] of inSitemap) {
    const onPage = new Set((resolved.get(page) ?? []).map((a) => pairKey(a.code, a.target)))
    for (const [key, { code, shown }] of pairs) {
      if (!onPage.has(key)) {
        report.warn(page, 'hreflang-sitemap-mismatch', `sitemap.xml lists hreflang="${code}" → ${shown} for this page, but the page has no such link`)
      }
    }
  }
  for (const [page, alternates] of resolved) {
    if (!sitemap.listed.has(page.file)) continue // sitemap-missing-page, when it should be there
    const pairs = inSitemap.get(page)
    for (const alt of alternates) {
      if (alt.ignored || pairs?.has(pairKey(alt.code, alt.target))) continue
      report.warn(page, 'hreflang-sitemap-mismatch', `hreflang="${alt.code}" → ${alt.shown} is missing from this page's alternates in sitemap.xml`, {
        offset: alt.offset,
      })
    }
  }
}
