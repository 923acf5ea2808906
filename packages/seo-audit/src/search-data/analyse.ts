/** `analyseSearchData`: an export joined with a build's pages and redirects, and what it says. */
import { byImpressions, joinSearchPages, sumMetrics } from './join.ts'
import { rowsByQuery } from './query-rows.ts'
import type {
  Cannibalisation,
  CtrBucket,
  LanguageFigures,
  LowCtrPage,
  PageFigures,
  QueryFigures,
  QueryPageRow,
  SearchExport,
  SearchMetrics,
  SearchReport,
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

function bucketOf(position: number): number {
  return BUCKETS.findIndex(([from, to]) => position >= from && position < to)
}

export function analyseSearchData(data: SearchExport, site: SearchSite, options: Partial<AnalyseOptions> = {}): SearchReport {
  const o = { ...ANALYSE_DEFAULTS, ...options }
  const { pages, gone, redirected, noImpressions, totals, pathOf, isOwn, langOf } = joinSearchPages(data, site)

  // The pages that showed for each query (API export), most impressions first.
  const { rows: shownRows, start, groupOf } = rowsByQuery(data)
  // The language of a page URL, looked up once per URL rather than three times per query.
  const pageLangs = new Map<string, string | null>()
  const pageLangOf = (url: string) => {
    let lang = pageLangs.get(url)
    if (lang === undefined) pageLangs.set(url, (lang = isOwn(url) ? langOf(pathOf(url)) : null))
    return lang
  }
  const queries: QueryFigures[] = []
  for (let i = 0; i < data.queries.length; i++) {
    const r = data.queries[i]!
    const g = groupOf(i, r.key)
    const top = g < 0 ? undefined : shownRows[start[g]!]
    const pageLang = top ? pageLangOf(top.page) : null
    queries.push({
      query: r.key,
      clicks: r.clicks,
      impressions: r.impressions,
      ctr: r.ctr,
      position: r.position,
      lang: pageLang ?? (ARABIC.test(r.key) ? 'ar' : top ? null : 'en'),
      langFrom: pageLang ? 'page' : 'script',
      pages: g < 0 ? [] : distinctPages(shownRows, start[g]!, start[g + 1]!),
    })
  }
  queries.sort(byImpressions((q) => q.query)) // queries are distinct: the export's query table is summed by query

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
  const lowCtrOrder = byImpressions<LowCtrPage>((p) => p.url)
  lowCtr.sort((a, b) => b.missedClicks - a.missedClicks || lowCtrOrder(a, b))

  const cannibalisation: Cannibalisation[] = []
  for (let g = 0; g + 1 < start.length; g++) {
    const from = start[g]!
    const to = start[g + 1]!
    if (to - from < 2 || shownRows[from + 1]!.impressions < o.cannibalMinImpressions) continue // sorted: the second is too small
    const query = shownRows[from]!.query
    // This site's pages for the query, URL variants of one path (`/x`, `/x/`) summed as one page.
    const own: Array<SearchMetrics & { url: string; path: string }> = []
    for (let k = from; k < to; k++) {
      const s = shownRows[k]!
      if (!isOwn(s.page)) continue
      const path = pathOf(s.page)
      const same = own.find((x) => x.path === path)
      if (!same) own.push({ url: s.page, path, clicks: s.clicks, impressions: s.impressions, ctr: 0, position: s.position * s.impressions })
      else {
        same.clicks += s.clicks
        same.impressions += s.impressions
        same.position += s.position * s.impressions
      }
    }
    const split = own.filter((x) => x.impressions >= o.cannibalMinImpressions)
    if (split.length < 2) continue
    for (const x of split) {
      x.ctr = x.clicks / x.impressions
      x.position /= x.impressions
    }
    split.sort(byImpressions((x) => x.path)) // one row per path: summed above
    cannibalisation.push({ query, lang: langOf(split[0]!.path) ?? (ARABIC.test(query) ? 'ar' : 'en'), ...sumMetrics(split), pages: split })
  }
  cannibalisation.sort(byImpressions((c) => c.query)) // one row per query: its group's

  const langs = new Map<string | null, PageFigures[]>()
  for (const p of ours) {
    const key = p.status === 'served' || p.status === 'redirected' ? p.lang : null
    const list = langs.get(key)
    if (list) list.push(p)
    else langs.set(key, [p])
  }
  const languages: LanguageFigures[] = [...langs]
    .map(([lang, list]) => ({ lang, pages: new Set(list.map((p) => p.path)).size, ...sumMetrics(list) }))
    .sort(byImpressions((l) => l.lang ?? '')) // one row per language, pages of none first among ties

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
    totals,
    pages,
    queries,
    strikingDistance,
    lowCtr,
    cannibalisation,
    gone,
    redirected,
    noImpressions,
    ctrCurve,
    languages,
    dates: data.dates,
    notes,
  }
}

/** The pages of a query's rows (`rows[from]` up to `rows[to]`), each once, in order. */
function distinctPages(rows: readonly QueryPageRow[], from: number, to: number): string[] {
  const out: string[] = [rows[from]!.page]
  for (let i = from + 1; i < to; i++) if (!out.includes(rows[i]!.page)) out.push(rows[i]!.page)
  return out
}

function metrics(m: SearchMetrics): SearchMetrics {
  return { clicks: m.clicks, impressions: m.impressions, ctr: m.ctr, position: m.position }
}
