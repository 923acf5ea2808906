/** `analyseSearchData`: an export joined with a build's pages and redirects, and what it says. */
import { sumBy } from './parse.ts'
import { hostOf, sameSite, sitePathOf } from './urls.ts'
import type {
  Cannibalisation,
  CtrBucket,
  LanguageFigures,
  LowCtrPage,
  PageFigures,
  QueryFigures,
  SearchExport,
  SearchMetrics,
  SearchReport,
  SearchRow,
  SearchSite,
  StrikingQuery,
} from './types.ts'

export interface AnalyseOptions {
  /** Striking distance: positions from..to (inclusive) with at least this many impressions. */
  strikingFrom: number
  strikingTo: number
  strikingMinImpressions: number
  /** Low CTR: pages with at least this many impressions whose CTR is under `lowCtrRatio` × their bucket's. */
  lowCtrMinImpressions: number
  lowCtrRatio: number
  /** Cannibalisation: a query on two or more pages that each have at least this many impressions for it. */
  cannibalMinImpressions: number
}

export const ANALYSE_DEFAULTS: Readonly<AnalyseOptions> = {
  strikingFrom: 8,
  strikingTo: 20,
  strikingMinImpressions: 10,
  lowCtrMinImpressions: 100,
  lowCtrRatio: 0.5,
  cannibalMinImpressions: 10,
}

/** Position buckets of the CTR curve: [from, to). */
const BUCKETS: ReadonlyArray<readonly [number, number]> = [
  [0, 2],
  [2, 3],
  [3, 4],
  [4, 6],
  [6, 11],
  [11, 21],
  [21, Infinity],
]

/** The UI export lists at most this many rows per table. */
const UI_ROW_CAP = 1000

const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/

/** `en-AE` → `en`; null stays null. */
function primaryLang(lang: string | null): string | null {
  const p = lang?.trim().split('-')[0]?.toLowerCase()
  return p ? p : null
}

const byImpressions = <T extends SearchMetrics>(a: T, b: T) => b.impressions - a.impressions || b.clicks - a.clicks

function bucketOf(position: number): number {
  return BUCKETS.findIndex(([from, to]) => position >= from && position < to)
}

export function analyseSearchData(data: SearchExport, site: SearchSite, options: Partial<AnalyseOptions> = {}): SearchReport {
  const o = { ...ANALYSE_DEFAULTS, ...options }
  const host = hostOf(site.siteUrl) ?? hostOf(site.pages[0]?.url) ?? ''
  const built = new Map<string, { url: string; lang: string | null; indexable: boolean }>()
  for (const p of site.pages) built.set(sitePathOf(p.url), { url: p.url, lang: primaryLang(p.lang), indexable: p.indexable })
  const redirects = new Map<string, string>()
  for (const [from, to] of Object.entries(site.redirects)) redirects.set(sitePathOf(from), to)

  const pages: PageFigures[] = data.pages.map((r) => joinPage(r, host, built, redirects)).sort(byImpressions)
  const langOfPath = new Map(pages.filter((p) => p.status !== 'other-host').map((p) => [p.path, p.lang]))
  const seen = new Set(pages.filter((p) => p.impressions > 0 && p.status !== 'other-host').map((p) => p.path))

  // Queries, with the pages that showed for each (API export).
  const pagesOfQuery = new Map<string, SearchRow[]>()
  if (data.queryPages.length > 0) {
    const byQuery = new Map<string, Array<SearchMetrics & { page: string }>>()
    for (const r of data.queryPages) {
      const list = byQuery.get(r.query)
      if (list) list.push(r)
      else byQuery.set(r.query, [r])
    }
    for (const [q, rows] of byQuery) pagesOfQuery.set(q, sumBy(rows, (r) => r.page))
  }
  const queries: QueryFigures[] = data.queries
    .map((r) => {
      const shown = pagesOfQuery.get(r.key) ?? []
      const top = shown[0]
      const pageLang = top ? (langOfPath.get(sitePathOf(top.key)) ?? null) : null
      const q: QueryFigures = {
        query: r.key,
        ...metrics(r),
        lang: pageLang ?? (ARABIC.test(r.key) ? 'ar' : top ? null : 'en'),
        langFrom: pageLang ? 'page' : 'script',
        pages: shown.map((s) => s.key),
      }
      return q
    })
    .sort(byImpressions)

  const strikingDistance: StrikingQuery[] = queries
    .filter((q) => q.position >= o.strikingFrom && q.position <= o.strikingTo && q.impressions >= o.strikingMinImpressions)
    .map((q) => ({ query: q.query, ...metrics(q), page: q.pages[0] ?? null, lang: q.lang }))

  // The site's own CTR per position bucket, from its pages.
  const ours = pages.filter((p) => p.status !== 'other-host')
  const ctrCurve: CtrBucket[] = BUCKETS.map(([from, to]) => ({ from, to, clicks: 0, impressions: 0, ctr: 0 }))
  for (const p of ours) {
    const b = ctrCurve[bucketOf(p.position)]
    if (!b) continue
    b.clicks += p.clicks
    b.impressions += p.impressions
  }
  for (const b of ctrCurve) b.ctr = b.impressions ? b.clicks / b.impressions : 0
  const lowCtr: LowCtrPage[] = []
  for (const p of ours) {
    const b = ctrCurve[bucketOf(p.position)]
    if (!b || p.impressions < o.lowCtrMinImpressions || !(p.ctr < b.ctr * o.lowCtrRatio)) continue
    lowCtr.push({ url: p.url, path: p.path, lang: p.lang, ...metrics(p), expectedCtr: b.ctr, missedClicks: Math.round(p.impressions * b.ctr - p.clicks) })
  }
  lowCtr.sort((a, b) => b.missedClicks - a.missedClicks || byImpressions(a, b))

  const cannibalisation: Cannibalisation[] = []
  for (const [query, shown] of pagesOfQuery) {
    const own = sumBy(
      shown.filter((s) => sameSite(s.key, host)),
      (s) => sitePathOf(s.key),
    ).filter((s) => s.impressions >= o.cannibalMinImpressions)
    if (own.length < 2) continue
    const q = queries.find((x) => x.query === query)
    cannibalisation.push({
      query,
      lang: q?.lang ?? null,
      ...sumMetrics(own),
      pages: own.map((s) => ({ url: shown.find((x) => sitePathOf(x.key) === s.key)?.key ?? s.key, path: s.key, ...metrics(s) })),
    })
  }
  cannibalisation.sort(byImpressions)

  const noImpressions: PageFigures[] = []
  for (const [path, p] of built) {
    if (!p.indexable || seen.has(path)) continue
    noImpressions.push({ url: p.url, path, status: 'served', lang: p.lang, indexable: true, clicks: 0, impressions: 0, ctr: 0, position: 0 })
  }
  noImpressions.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))

  const langs = new Map<string | null, PageFigures[]>()
  for (const p of ours) {
    const key = p.status === 'served' || p.status === 'redirected' ? p.lang : null
    const list = langs.get(key)
    if (list) list.push(p)
    else langs.set(key, [p])
  }
  const languages: LanguageFigures[] = [...langs]
    .map(([lang, list]) => ({ lang, pages: new Set(list.map((p) => p.path)).size, ...sumMetrics(list) }))
    .sort(byImpressions)

  const notes: string[] = []
  if (data.source === 'ui-export') {
    notes.push('Cannibalisation needs the API export with the dimensions query and page: the UI export does not pair queries with pages.')
    if (data.pages.length >= UI_ROW_CAP) notes.push(`The UI export lists at most ${UI_ROW_CAP} pages: a page past them shows as having no impressions.`)
  } else {
    notes.push('The API response does not say which dates, country or search type it covers: the request did.')
    notes.push('Per-query figures are summed over its pages, so a search that showed two pages counts twice.')
  }

  return {
    source: data.source,
    filters: data.filters,
    totals: data.dates.length > 0 ? sumMetrics(data.dates) : sumMetrics(ours),
    pages,
    queries,
    strikingDistance,
    lowCtr,
    cannibalisation,
    gone: pages.filter((p) => p.status === 'gone' && p.impressions > 0),
    redirected: pages.filter((p) => p.status === 'redirected'),
    noImpressions,
    ctrCurve,
    languages,
    dates: data.dates,
    notes,
  }
}

function joinPage(
  r: SearchRow,
  host: string,
  built: ReadonlyMap<string, { url: string; lang: string | null; indexable: boolean }>,
  redirects: ReadonlyMap<string, string>,
): PageFigures {
  const base = { url: r.key, ...metrics(r) }
  if (!sameSite(r.key, host)) return { ...base, path: r.key, status: 'other-host', lang: null, indexable: false }
  const path = sitePathOf(r.key)
  const page = built.get(path)
  if (page) return { ...base, path, status: 'served', lang: page.lang, indexable: page.indexable }
  const to = redirects.get(path)
  if (to !== undefined) {
    const target = built.get(sitePathOf(to))
    return { ...base, path, status: 'redirected', lang: target?.lang ?? null, indexable: false, redirectTo: to }
  }
  return { ...base, path, status: 'gone', lang: null, indexable: false }
}

function metrics(m: SearchMetrics): SearchMetrics {
  return { clicks: m.clicks, impressions: m.impressions, ctr: m.ctr, position: m.position }
}

/** Sums: clicks and impressions added, position weighted by impressions, CTR recomputed. */
function sumMetrics(rows: readonly SearchMetrics[]): SearchMetrics {
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
