/** Reading Search Console exports: the UI export (zip or CSVs) and the API response, and refusing broken ones by file and row. */
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'
import { analyseSearchData, MAX_SEARCH_FILE_BYTES, parseSearchExport, SearchDataError } from '../src/search-data/index.ts'
import { apiExport, filtersCsv, generateApiRows, uiCsv, uiExportFiles, zipFiles } from '../dev/search-export.ts'

const SITE = 'https://www.falconpc.ae'
const enc = new TextEncoder()

const EXPORT = uiExportFiles({
  queries: [
    { key: 'gaming pc, dubai', clicks: 40, impressions: 320, position: 4.2 },
    { key: 'كمبيوتر ألعاب دبي', clicks: 3, impressions: 250, position: 11.6 },
    { key: 'rtx 5090 "price"', clicks: 0, impressions: 12, position: 23 },
  ],
  pages: [
    { key: `${SITE}/`, clicks: 30, impressions: 400, position: 5.1 },
    { key: `${SITE}/ar`, clicks: 3, impressions: 250, position: 11.6 },
  ],
  dates: [
    { key: '2026-03-02', clicks: 20, impressions: 300, position: 6 },
    { key: '2026-03-01', clicks: 23, impressions: 282, position: 7.5 },
  ],
  filters: [
    ['Search type', 'Web'],
    ['Date', 'Last 3 months'],
    ['Country', 'United Arab Emirates'],
  ],
})

function files(record: Record<string, string | Uint8Array>) {
  return Object.entries(record).map(([name, data]) => ({ name, data: typeof data === 'string' ? enc.encode(data) : data }))
}

function errorOf(run: () => unknown): SearchDataError {
  try {
    run()
  } catch (e) {
    if (e instanceof SearchDataError) return e
    throw e
  }
  throw new Error('no SearchDataError')
}

describe('the UI export', () => {
  it('reads the zip: BOM, quoted commas and quotes, 12.5% CTRs, decimal positions, Arabic queries, filters, dates oldest first', () => {
    const data = parseSearchExport([{ name: 'falconpc.ae-Performance-on-Search-2026-03-03.zip', data: zipFiles(EXPORT) }])
    expect(data.source).toBe('ui-export')
    expect(data.queries.map((q) => q.key)).toEqual(['gaming pc, dubai', 'كمبيوتر ألعاب دبي', 'rtx 5090 "price"'])
    expect(data.queries[0]).toEqual({ key: 'gaming pc, dubai', clicks: 40, impressions: 320, ctr: 0.125, position: 4.2 })
    expect(data.queries[1]!.ctr).toBeCloseTo(0.012, 6)
    expect(data.pages.map((p) => p.key)).toEqual([`${SITE}/`, `${SITE}/ar`])
    expect(data.dates.map((d) => d.date)).toEqual(['2026-03-01', '2026-03-02'])
    expect(data.countries[0]!.key).toBe('United Arab Emirates')
    expect(data.filters).toMatchObject({ searchType: 'Web', dateRange: 'Last 3 months', country: 'United Arab Emirates', device: null })
    expect(data.queryPages).toEqual([])
    expect(data.files).toContain('falconpc.ae-Performance-on-Search-2026-03-03.zip/Queries.csv')
  })

  it('reads the same export from its CSV files, as from the zip', () => {
    const fromZip = parseSearchExport([{ name: 'x.zip', data: zipFiles(EXPORT) }])
    const fromFiles = parseSearchExport(files(EXPORT))
    expect({ ...fromFiles, files: [] }).toEqual({ ...fromZip, files: [] })
  })

  it('knows a table by its header, so a renamed file still reads; Chart.csv is the dates table; text input works too', () => {
    const data = parseSearchExport([
      { name: 'first.csv', data: EXPORT['Pages.csv']! },
      { name: 'Chart.csv', data: EXPORT['Dates.csv']! },
    ])
    expect(data.pages).toHaveLength(2)
    expect(data.dates).toHaveLength(2)
    expect(data.queries).toEqual([])
  })

  it('accepts thousands separators and a missing final line break', () => {
    const data = parseSearchExport([{ name: 'Pages.csv', data: 'Top pages,Clicks,Impressions,CTR,Position\nhttps://a.ae/x,"1,204","12,000",10.03%,2' }])
    expect(data.pages[0]).toMatchObject({ clicks: 1204, impressions: 12000, position: 2 })
  })
})

describe('the API response', () => {
  const rows = [
    { query: 'gaming pc dubai', page: `${SITE}/`, clicks: 30, impressions: 300, position: 3 },
    { query: 'gaming pc dubai', page: `${SITE}/gaming-pc-builds-dubai`, clicks: 10, impressions: 100, position: 7 },
    { query: 'كمبيوتر ألعاب', page: `${SITE}/ar`, clicks: 2, impressions: 80, position: 9.5 },
  ]

  it('reads query+page rows and sums them per query and per page (position weighted by impressions)', () => {
    const data = parseSearchExport([{ name: 'response.json', data: apiExport(rows) }])
    expect(data.source).toBe('api')
    expect(data.queryPages).toHaveLength(3)
    expect(data.queries[0]).toEqual({ key: 'gaming pc dubai', clicks: 40, impressions: 400, ctr: 0.1, position: 4 })
    expect(data.pages.map((p) => p.key)).toEqual([`${SITE}/`, `${SITE}/gaming-pc-builds-dubai`, `${SITE}/ar`])
    expect(data.filters.all).toEqual([])
  })

  it('hands the rows over grouped by query in the order of the queries, and analyses them as rows in any other order', () => {
    const made = generateApiRows(3000, SITE, ['/', '/a', '/b', '/ar'], { pagesPerQuery: 3 })
    const data = parseSearchExport([{ name: 'response.json', data: apiExport(made) }])
    const runs = data.queryPages.map((r) => r.query).filter((q, i, all) => i === 0 || all[i - 1] !== q)
    expect(runs).toEqual(data.queries.map((q) => q.key))
    const site = { pages: ['/', '/a', '/b', '/ar'].map((p) => ({ url: `${SITE}${p}`, lang: p === '/ar' ? 'ar' : 'en', indexable: true })), redirects: {} }
    // The queries in reverse order, each query's rows still in the file's order.
    const groups: (typeof data.queryPages)[] = []
    for (const r of data.queryPages) (groups.at(-1)?.[0]?.query === r.query ? groups.at(-1)! : (groups[groups.length] = [])).push(r)
    const shuffled = { ...data, queryPages: groups.reverse().flat() }
    expect(analyseSearchData(shuffled, site)).toEqual(analyseSearchData(data, site))
  })

  it('reads the keys in either order, a date key as the dates series, and several responses (pages of startRow) as one', () => {
    const a = JSON.stringify({ rows: [{ keys: [`${SITE}/`, 'pc', '2026-03-02'], clicks: 1, impressions: 10, ctr: 0.1, position: 2 }] })
    const b = JSON.stringify({ rows: [{ keys: [`${SITE}/`, 'pc', '2026-03-01'], clicks: 3, impressions: 30, ctr: 0.1, position: 4 }] })
    const data = parseSearchExport([
      { name: 'page-1.json', data: a },
      { name: 'page-2.json', data: b },
    ])
    expect(data.queryPages).toEqual([{ query: 'pc', page: `${SITE}/`, clicks: 4, impressions: 40, ctr: 0.1, position: 3.5 }])
    expect(data.dates.map((d) => [d.date, d.clicks])).toEqual([
      ['2026-03-01', 3],
      ['2026-03-02', 1],
    ])
  })
})

describe('broken and foreign files: a SearchDataError naming the file and the row, and nothing read', () => {
  it('an empty file', () => {
    const e = errorOf(() => parseSearchExport([{ name: 'Queries.csv', data: new Uint8Array(0) }]))
    expect(e.file).toBe('Queries.csv')
    expect(e.message).toBe('Queries.csv: is empty')
    expect(errorOf(() => parseSearchExport([{ name: 'Pages.csv', data: '\uFEFF\n' }])).message).toBe('Pages.csv: is empty')
  })

  it('a missing column', () => {
    const e = errorOf(() => parseSearchExport([{ name: 'Queries.csv', data: '\uFEFFTop queries,Clicks,Impressions,Position\npc,1,2,3\n' }]))
    expect([e.file, e.row]).toEqual(['Queries.csv', 1])
    expect(e.message).toContain('has no CTR column (its columns: Top queries, Clicks, Impressions, Position)')
  })

  it('another report’s CSV (the page indexing report)', () => {
    const e = errorOf(() => parseSearchExport([{ name: 'Table.csv', data: '\uFEFFURL,Last crawled\nhttps://a.ae/,2026-03-01\n' }]))
    expect(e.message).toMatch(/^Table\.csv, row 1: is not a table of Search Console's performance report: its first column is "URL"/)
  })

  it('a comparison export, a bad CTR, a short row, a bad date: each by its line', () => {
    const compare = 'Top queries,Last 28 days Clicks,Previous 28 days Clicks,Last 28 days Impressions\npc,1,2,3\n'
    expect(errorOf(() => parseSearchExport([{ name: 'Queries.csv', data: compare }])).message).toContain('is a comparison export')
    const badCtr = uiCsv('Top queries', [{ key: 'a', clicks: 1, impressions: 10, position: 2 }]).replace('10%', 'ten')
    expect(errorOf(() => parseSearchExport([{ name: 'Queries.csv', data: badCtr }])).message).toBe('Queries.csv, row 2: CTR is "ten" (expected a percentage such as 12.5%)')
    const short = 'Top pages,Clicks,Impressions,CTR,Position\nhttps://a.ae/,1,2,50%,3\nhttps://a.ae/b,1,2\n'
    const e = errorOf(() => parseSearchExport([{ name: 'Pages.csv', data: short }]))
    expect([e.row, e.message]).toEqual([3, 'Pages.csv, row 3: has 3 fields where the header has 5'])
    const date = 'Date,Clicks,Impressions,CTR,Position\n03/01/2026,1,2,50%,3\n'
    expect(errorOf(() => parseSearchExport([{ name: 'Dates.csv', data: date }])).message).toContain('row 2: has the date "03/01/2026" (expected YYYY-MM-DD)')
  })

  it('a 50 MB file is refused by its size before it is read', () => {
    const big = new Uint8Array(50 * 1024 * 1024)
    const e = errorOf(() => parseSearchExport([{ name: 'Queries.csv', data: big }]))
    expect(e.message).toBe(`Queries.csv: is 50 MB, larger than the ${MAX_SEARCH_FILE_BYTES / 1024 / 1024} MB read (a Search Console export is far smaller: is it the right file?)`)
  })

  it('a zip whose file inflates past the limit is refused before it is inflated', () => {
    // A small zip whose headers say its file inflates to one byte past the limit (a zip bomb's claim).
    const zip = zipFiles({ 'Queries.csv': EXPORT['Queries.csv']! })
    const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength)
    for (let i = 0; i + 4 <= zip.length; i++) {
      const sig = view.getUint32(i, true)
      if (sig === 0x04034b50) view.setUint32(i + 22, MAX_SEARCH_FILE_BYTES + 1, true) // local header
      if (sig === 0x02014b50) view.setUint32(i + 24, MAX_SEARCH_FILE_BYTES + 1, true) // central directory
    }
    expect(errorOf(() => parseSearchExport([{ name: 'e.zip', data: zip }])).file).toBe('e.zip/Queries.csv')
  })

  it('filters alone, two exports at once, a UI export with an API response: refused', () => {
    expect(errorOf(() => parseSearchExport([{ name: 'Filters.csv', data: filtersCsv([['Date', 'Last 7 days']]) }])).message).toContain('holds neither Queries.csv nor Pages.csv')
    const twice = [
      { name: 'a/Pages.csv', data: EXPORT['Pages.csv']! },
      { name: 'b/Pages.csv', data: EXPORT['Pages.csv']! },
    ]
    expect(errorOf(() => parseSearchExport(twice)).message).toBe('b/Pages.csv: holds the same table as a/Pages.csv: give one export at a time')
    const mixed = [
      { name: 'Pages.csv', data: EXPORT['Pages.csv']! },
      { name: 'r.json', data: apiExport([{ query: 'q', page: `${SITE}/`, clicks: 1, impressions: 2, position: 3 }]) },
    ]
    expect(errorOf(() => parseSearchExport(mixed)).message).toContain('is part of a UI export, and r.json is an API response')
  })

  it('API responses: invalid JSON, an error body, no rows, keys without a page, a bad figure in row 2', () => {
    const msg = (data: string) => errorOf(() => parseSearchExport([{ name: 'r.json', data }])).message
    expect(msg('{"rows": [')).toMatch(/^r\.json: is not valid JSON/)
    expect(msg('{"error": {"code": 403, "message": "User does not have sufficient permission"}}')).toBe(
      'r.json: is an API error response: User does not have sufficient permission',
    )
    expect(msg('{"responseAggregationType": "byProperty"}')).toContain('has no "rows" list')
    expect(msg('{"rows": []}')).toContain('has no rows')
    expect(msg('{"rows": [{"keys": ["pc", "mobile"], "clicks": 1, "impressions": 2, "ctr": 0.5, "position": 1}]}')).toContain('row 1: its keys')
    const bad = JSON.stringify({
      rows: [
        { keys: ['pc', `${SITE}/`], clicks: 1, impressions: 2, ctr: 0.5, position: 1 },
        { keys: ['pc', `${SITE}/a`], clicks: 1, impressions: 2, ctr: 50, position: 1 },
      ],
    })
    expect(msg(bad)).toBe('r.json, row 2: "ctr" is 50 (expected a number from 0 to 1)')
  })

  it('bytes that are not UTF-8, and a zip that is not readable', () => {
    expect(errorOf(() => parseSearchExport([{ name: 'Queries.csv', data: new Uint8Array([0xff, 0xfe, 0x41, 0x00]) }])).message).toBe('Queries.csv: is not UTF-8 text')
    const truncated = zipFiles(EXPORT).slice(0, 200)
    expect(errorOf(() => parseSearchExport([{ name: 'e.zip', data: truncated }])).message).toMatch(/^e\.zip: is not a readable zip/)
  })
})

describe('the module', () => {
  it('is browser-safe: it bundles for the browser with nothing from Node (the staff page runs it)', async () => {
    const entry = fileURLToPath(new URL('../src/search-data/index.ts', import.meta.url))
    const out = await build({ entryPoints: [entry], bundle: true, platform: 'browser', format: 'esm', write: false, logLevel: 'silent' })
    expect(out.errors).toEqual([])
    expect(out.outputFiles[0]!.text).not.toMatch(/\bnode:|\brequire\(/)
  })
})
