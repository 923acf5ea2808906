/** The export's pages joined with the build: served, redirected, gone or another host's; the build's pages it never shows. */
import { hostOf, sameSite, sitePathOf } from './urls.ts'
import type { PageFigures, SearchExport, SearchMetrics, SearchSite } from './types.ts'

export interface PageJoin {
  /** Every exported page, most impressions first. */
  pages: PageFigures[]
  /** URLs with impressions the build neither serves nor redirects, most impressions first. */
  gone: PageFigures[]
  redirected: PageFigures[]
  /** Indexable pages of the build with no impressions, by path. */
  noImpressions: PageFigures[]
  /** Search Console's own totals from the dates table when there is one, else summed over this site's page rows. */
  totals: SearchMetrics
  /** The site path of a URL (each URL parsed once: an export has 100,000s of rows but a few thousand URLs). */
  pathOf: (url: string) => string
  /** Whether a URL is this site's (www. or not), not another host of a domain property. */
  isOwn: (url: string) => boolean
  /** The build page's language by site path. */
  langOf: (path: string) => string | null
}

/** `en-AE` → `en`; null stays null. */
export function primaryLang(lang: string | null): string | null {
  const p = lang?.trim().split('-')[0]?.toLowerCase()
  return p ? p : null
}

/**
 * The order of every table of the report: most impressions first, then most clicks, then a key of the row's own
 * (`byImpressions(key)`), so rows tied on both figures come out in one order whatever order the export listed them
 * in. Keys compare by UTF-16 code units (`<`), not by locale: the same order in Node and in every browser.
 */
export const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0)
export const byFigures = (a: SearchMetrics, b: SearchMetrics): number => b.impressions - a.impressions || b.clicks - a.clicks
export const byImpressions =
  <T extends SearchMetrics>(key: (row: T) => string) =>
  (a: T, b: T): number =>
    byFigures(a, b) || byText(key(a), key(b))

/** Joins the export's pages with the build (the part `seo-audit --search-data` needs; `analyseSearchData` adds the rest). */
export function joinSearchPages(data: SearchExport, site: SearchSite): PageJoin {
  const host = hostOf(site.siteUrl) ?? hostOf(site.pages[0]?.url) ?? ''
  const paths = new Map<string, string>()
  const pathOf = (url: string) => {
    let p = paths.get(url)
    if (p === undefined) paths.set(url, (p = sitePathOf(url)))
    return p
  }
  const own = new Map<string, boolean>()
  const isOwn = (url: string) => {
    let o = own.get(url)
    if (o === undefined) own.set(url, (o = sameSite(url, host)))
    return o
  }
  const built = new Map<string, { url: string; lang: string | null; indexable: boolean }>()
  for (const p of site.pages) built.set(pathOf(p.url), { url: p.url, lang: primaryLang(p.lang), indexable: p.indexable })
  const redirects = new Map<string, string>()
  for (const [from, to] of Object.entries(site.redirects)) redirects.set(pathOf(from), to)

  const pages: PageFigures[] = []
  const seen = new Set<string>()
  const langs = new Map<string, string | null>()
  for (const r of data.pages) {
    const m = { url: r.key, clicks: r.clicks, impressions: r.impressions, ctr: r.ctr, position: r.position }
    if (!isOwn(r.key)) {
      pages.push({ ...m, path: r.key, status: 'other-host', lang: null, indexable: false })
      continue
    }
    const path = pathOf(r.key)
    if (r.impressions > 0) seen.add(path)
    const page = built.get(path)
    const to = page ? undefined : redirects.get(path)
    const p: PageFigures = page
      ? { ...m, path, status: 'served', lang: page.lang, indexable: page.indexable }
      : to !== undefined
        ? { ...m, path, status: 'redirected', lang: built.get(pathOf(to))?.lang ?? null, indexable: false, redirectTo: to }
        : { ...m, path, status: 'gone', lang: null, indexable: false }
    langs.set(path, p.lang)
    pages.push(p)
  }
  pages.sort(byImpressions((p) => p.url)) // URLs are distinct: the export's page table is summed by URL

  const noImpressions: PageFigures[] = []
  for (const [path, p] of built) {
    if (!p.indexable || seen.has(path)) continue
    noImpressions.push({ url: p.url, path, status: 'served', lang: p.lang, indexable: true, clicks: 0, impressions: 0, ctr: 0, position: 0 })
  }
  noImpressions.sort((a, b) => byText(a.path, b.path))

  const ours = pages.filter((p) => p.status !== 'other-host')
  return {
    pages,
    totals: data.dates.length > 0 ? sumMetrics(data.dates) : sumMetrics(ours),
    gone: pages.filter((p) => p.status === 'gone' && p.impressions > 0),
    redirected: pages.filter((p) => p.status === 'redirected'),
    noImpressions,
    pathOf,
    isOwn,
    langOf: (path) => langs.get(path) ?? null,
  }
}

/** Sums: clicks and impressions added, position weighted by impressions, CTR recomputed. */
export function sumMetrics(rows: readonly SearchMetrics[]): SearchMetrics {
  let clicks = 0
  let impressions = 0
  let weighted = 0
  for (const r of rows) {
    clicks += r.clicks
    impressions += r.impressions
    weighted += r.position * r.impressions
  }
  return { clicks, impressions, ctr: impressions ? clicks / impressions : 0, position: impressions ? weighted / impressions : 0 }
}
