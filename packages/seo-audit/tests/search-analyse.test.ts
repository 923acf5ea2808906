/** Joining an export with the build: per page and query, striking distance, low CTR, cannibalisation, lost URLs, languages. */
import { describe, expect, it } from 'vitest'
import { analyseSearchData, parseSearchExport, type SearchSite } from '../src/search-data/index.ts'
import { apiExport, uiExportFiles, type ApiRowInput } from '../dev/search-export.ts'

const SITE = 'https://www.falconpc.ae'
const site: SearchSite = {
  pages: [
    { url: `${SITE}/`, lang: 'en', indexable: true },
    { url: `${SITE}/gaming-pc-builds-dubai`, lang: 'en', indexable: true },
    { url: `${SITE}/contact-dubai`, lang: 'en', indexable: true },
    { url: `${SITE}/blog/rtx-guide`, lang: 'en-AE', indexable: true },
    { url: `${SITE}/ar`, lang: 'ar', indexable: true },
    { url: `${SITE}/ar/%D8%AA%D8%AC%D9%85%D9%8A%D8%B9`, lang: 'ar', indexable: true },
    { url: `${SITE}/never-seen`, lang: 'en', indexable: true },
    { url: `${SITE}/seo-audit`, lang: 'en', indexable: false },
  ],
  redirects: { '/sample-builds': '/gaming-pc-builds-dubai', [`${SITE}/old-ar`]: `${SITE}/ar` },
}

const row = (query: string, path: string, clicks: number, impressions: number, position: number): ApiRowInput => ({
  query,
  page: path.startsWith('http') ? path : `${SITE}${path}`,
  clicks,
  impressions,
  position,
})

const API_ROWS = [
  row('gaming pc dubai', '/', 100, 1000, 1.5), // sets the 1-2 bucket: 10 %
  row('custom pc', '/contact-dubai', 2, 1000, 1.6), // 0.2 % at position 1.6: low CTR
  row('rtx 5090 price', '/blog/rtx-guide', 5, 400, 12.4), // striking distance
  row('rtx 5090 price', '/gaming-pc-builds-dubai', 1, 50, 18), // ... and split over two pages
  row('rtx 4090', '/blog/rtx-guide/', 0, 5, 9), // too few impressions for striking distance; trailing slash joins
  row('تجميع كمبيوتر', '/ar/تجميع', 4, 200, 9.2), // Arabic, decoded path joins the encoded build URL
  row('old offer', '/summer-sale', 7, 300, 4), // gone: no page, no redirect
  row('sample builds', '/sample-builds', 3, 60, 6), // redirected
  row('old arabic', '/old-ar', 1, 20, 7),
  row('pc', 'https://shop.falconpc.ae/cart', 1, 90, 3), // another host of a domain property
  row('pc', 'https://falconpc.ae/', 1, 10, 2), // the bare domain is the same site
]

describe('analyseSearchData on an API export', () => {
  const report = analyseSearchData(parseSearchExport([{ name: 'r.json', data: apiExport(API_ROWS) }]), site)

  it('joins every exported page with the build: served, redirected, gone, another host', () => {
    const status = Object.fromEntries(report.pages.map((p) => [p.url, p.status]))
    expect(status).toMatchObject({
      [`${SITE}/`]: 'served',
      [`${SITE}/blog/rtx-guide/`]: 'served',
      [`${SITE}/ar/تجميع`]: 'served',
      [`${SITE}/summer-sale`]: 'gone',
      [`${SITE}/sample-builds`]: 'redirected',
      [`${SITE}/old-ar`]: 'redirected',
      'https://shop.falconpc.ae/cart': 'other-host',
      'https://falconpc.ae/': 'served',
    })
    expect(report.pages[0]!.impressions).toBeGreaterThanOrEqual(report.pages[1]!.impressions)
    expect(report.gone.map((p) => [p.path, p.impressions, p.clicks])).toEqual([['/summer-sale', 300, 7]])
    expect(report.redirected.find((p) => p.path === '/old-ar')).toMatchObject({ redirectTo: `${SITE}/ar`, lang: 'ar' })
  })

  it('striking distance: positions 8-20 with real impressions, with the page that ranks', () => {
    expect(report.strikingDistance.map((q) => [q.query, q.page, q.lang])).toEqual([
      ['rtx 5090 price', `${SITE}/blog/rtx-guide`, 'en'],
      ['تجميع كمبيوتر', `${SITE}/ar/تجميع`, 'ar'],
    ])
  })

  it('low CTR against the site’s own CTR at that position, not a borrowed curve', () => {
    const bucket = report.ctrCurve.find((b) => b.from === 0)!
    expect(bucket).toMatchObject({ clicks: 102, impressions: 2000 })
    expect(report.lowCtr.map((p) => [p.path, p.missedClicks])).toEqual([['/contact-dubai', Math.round(1000 * (102 / 2000) - 2)]])
  })

  it('cannibalisation: one query on two or more of the site’s pages', () => {
    expect(report.cannibalisation.map((c) => [c.query, c.pages.map((p) => p.path)])).toEqual([['rtx 5090 price', ['/blog/rtx-guide', '/gaming-pc-builds-dubai']]])
    expect(report.cannibalisation[0]).toMatchObject({ impressions: 450, clicks: 6 })
  })

  it('indexable pages with no impressions, and English apart from Arabic by the page’s language', () => {
    expect(report.noImpressions.map((p) => p.path)).toEqual(['/ar', '/never-seen'])
    const byLang = Object.fromEntries(report.languages.map((l) => [String(l.lang), [l.pages, l.impressions]]))
    expect(byLang).toEqual({ en: [5, 2525], ar: [2, 220], null: [1, 300] }) // pages: distinct paths
    expect(report.queries.find((q) => q.query === 'تجميع كمبيوتر')).toMatchObject({ lang: 'ar', langFrom: 'page' })
  })
})

describe('analyseSearchData on a UI export', () => {
  const data = parseSearchExport(
    Object.entries(
      uiExportFiles({
        queries: [
          { key: 'gaming pc, dubai', clicks: 30, impressions: 300, position: 3 },
          { key: 'كمبيوتر ألعاب', clicks: 1, impressions: 90, position: 14.2 },
        ],
        pages: [
          { key: `${SITE}/`, clicks: 30, impressions: 300, position: 3 },
          { key: `${SITE}/deleted-post`, clicks: 1, impressions: 90, position: 14.2 },
        ],
        dates: [
          { key: '2026-03-01', clicks: 10, impressions: 100, position: 4 },
          { key: '2026-03-02', clicks: 21, impressions: 290, position: 6 },
        ],
      }),
    ).map(([name, text]) => ({ name, data: text })),
  )
  const report = analyseSearchData(data, site)

  it('reports the filters and the dates series, totals from the dates, and what it cannot tell', () => {
    expect(report.filters).toMatchObject({ searchType: 'Web', dateRange: 'Last 3 months' })
    expect(report.dates.map((d) => d.clicks)).toEqual([10, 21])
    expect(report.totals).toMatchObject({ clicks: 31, impressions: 390 })
    expect(report.cannibalisation).toEqual([])
    expect(report.notes.join(' ')).toContain('Cannibalisation needs the API export')
  })

  it('a query’s language is told by its script when no page is paired with it', () => {
    expect(report.queries.map((q) => [q.query, q.lang, q.langFrom])).toEqual([
      ['gaming pc, dubai', 'en', 'script'],
      ['كمبيوتر ألعاب', 'ar', 'script'],
    ])
    expect(report.strikingDistance.map((q) => [q.query, q.page])).toEqual([['كمبيوتر ألعاب', null]])
    expect(report.gone.map((p) => p.path)).toEqual(['/deleted-post'])
  })
})

describe('rows tied on impressions and clicks', () => {
  // Every tie listed in the reverse of the expected order: a table that kept the export's order would show it.
  const TIED = [
    row('gaming pc dubai', '/', 100, 1000, 1.5),
    row('zz query', '/gaming-pc-builds-dubai', 5, 100, 9),
    row('zz query', '/contact-dubai', 5, 100, 9),
    row('aa query', '/gaming-pc-builds-dubai', 5, 100, 9),
    row('aa query', '/contact-dubai', 5, 100, 9),
    row('low b', '/zz-gone', 1, 500, 1.7),
    row('low a', '/aa-gone', 1, 500, 1.7),
  ]
  const analyse = (rows: readonly ApiRowInput[]) => analyseSearchData(parseSearchExport([{ name: 'r.json', data: apiExport(rows) }]), site)

  it('come out by their key (query, then page URL or path), whatever order the export lists them in', () => {
    const report = analyse(TIED)
    expect(report.queries.map((q) => q.query)).toEqual(['gaming pc dubai', 'low a', 'low b', 'aa query', 'zz query'])
    expect(report.pages.map((p) => p.path)).toEqual(['/', '/aa-gone', '/zz-gone', '/contact-dubai', '/gaming-pc-builds-dubai'])
    expect(report.strikingDistance.map((q) => [q.query, q.page])).toEqual([
      ['aa query', `${SITE}/contact-dubai`],
      ['zz query', `${SITE}/contact-dubai`],
    ])
    expect(report.cannibalisation.map((c) => [c.query, c.pages.map((p) => p.path)])).toEqual([
      ['aa query', ['/contact-dubai', '/gaming-pc-builds-dubai']],
      ['zz query', ['/contact-dubai', '/gaming-pc-builds-dubai']],
    ])
    expect(report.gone.map((p) => p.path)).toEqual(['/aa-gone', '/zz-gone'])
    expect(report.lowCtr.map((p) => p.path)).toEqual(['/aa-gone', '/zz-gone'])
    expect(analyse([...TIED].reverse())).toEqual(report)
  })

  it('in a UI export too, whose tables come in the file’s order', () => {
    const tied = (keys: string[]) => keys.map((key) => ({ key, clicks: 10, impressions: 100, position: 9 }))
    const files = uiExportFiles({ queries: tied(['zz', 'aa']), pages: tied([`${SITE}/gaming-pc-builds-dubai`, `${SITE}/contact-dubai`]) })
    const report = analyseSearchData(parseSearchExport(Object.entries(files).map(([name, data]) => ({ name, data }))), site)
    expect(report.queries.map((q) => q.query)).toEqual(['aa', 'zz'])
    expect(report.strikingDistance.map((q) => q.query)).toEqual(['aa', 'zz'])
    expect(report.pages.map((p) => p.path)).toEqual(['/contact-dubai', '/gaming-pc-builds-dubai'])
  })
})
