/**
 * Search Console exports made up for the tests and the benchmark (no real data): the performance report's
 * CSVs as its UI writes them (UTF-8 with a byte-order mark, quoted fields with commas, CTR with a `%`,
 * positions with decimals, Arabic queries) and the Search Analytics API's JSON answer with the dimensions
 * query and page.
 */
export interface ExportFile {
  name: string
  mimeType: string
  buffer: Buffer
}

export interface Measured {
  clicks: number
  impressions: number
  position: number
}

const BOM = '\uFEFF'
const quote = (v: string | number) => (typeof v === 'number' || !/[",\n]/.test(v) ? String(v) : `"${v.replace(/"/g, '""')}"`)
const pct = (clicks: number, impressions: number) => `${impressions ? +((clicks / impressions) * 100).toFixed(2) : 0}%`

function csv(name: string, header: string[], rows: (string | number)[][]): ExportFile {
  const text = BOM + [header, ...rows].map((r) => r.map(quote).join(',')).join('\n') + '\n'
  return { name, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') }
}

const figures = (m: Measured) => [m.clicks, m.impressions, pct(m.clicks, m.impressions), m.position.toFixed(2)]

/** The UI export's CSV files (what its zip holds), from per-query, per-page and per-day figures. */
export function uiExportCsvs(input: {
  queries: Record<string, Measured>
  pages: Record<string, Measured>
  days: Record<string, { clicks: number; impressions: number }>
  filters: { date: string; country?: string; searchType: string }
}): ExportFile[] {
  const head = (first: string) => [first, 'Clicks', 'Impressions', 'CTR', 'Position']
  const totals = Object.values(input.pages).reduce((t, p) => ({ clicks: t.clicks + p.clicks, impressions: t.impressions + p.impressions }), { clicks: 0, impressions: 0 })
  const filterRows: string[][] = [['Search type', input.filters.searchType], ['Date', input.filters.date]]
  if (input.filters.country) filterRows.push(['Country', input.filters.country])
  return [
    csv('Queries.csv', head('Top queries'), Object.entries(input.queries).map(([q, m]) => [q, ...figures(m)])),
    csv('Pages.csv', head('Top pages'), Object.entries(input.pages).map(([p, m]) => [p, ...figures(m)])),
    csv('Countries.csv', head('Country'), [['United Arab Emirates', ...figures({ ...totals, position: 9.1 })]]),
    csv('Devices.csv', head('Device'), [['Mobile', ...figures({ ...totals, position: 9.1 })]]),
    csv('Dates.csv', head('Date'), Object.entries(input.days).map(([d, m]) => [d, m.clicks, m.impressions, pct(m.clicks, m.impressions), '9.10'])),
    csv('Filters.csv', ['Filter', 'Value'], filterRows),
  ]
}

export interface ApiRow extends Measured {
  query: string
  page: string
}

/** The Search Analytics API's answer to searchanalytics.query with dimensions ["query", "page"]. */
export function apiExportJson(rows: readonly ApiRow[], name = 'search-analytics.json'): ExportFile {
  const body = {
    rows: rows.map((r) => ({ keys: [r.query, r.page], clicks: r.clicks, impressions: r.impressions, ctr: r.impressions ? r.clicks / r.impressions : 0, position: r.position })),
    responseAggregationType: 'byPage',
  }
  return { name, mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(body), 'utf8') }
}

/** A large API answer: `count` rows over the given page URLs, figures from a fixed seed (the same on every run). */
export function bigApiRows(count: number, pageUrls: readonly string[]): ApiRow[] {
  let seed = 42
  const next = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648)
  const words = ['gaming', 'pc', 'dubai', 'custom', 'build', 'rtx', 'price', 'uae', 'best', 'cheap', 'الألعاب', 'كمبيوتر', 'دبي']
  return Array.from({ length: count }, (_, i) => {
    const impressions = 1 + Math.floor(next() * 500)
    return {
      query: `${words[i % words.length]} ${words[(i * 7) % words.length]} ${i}`,
      page: pageUrls[i % pageUrls.length]!,
      clicks: Math.floor(impressions * next() * 0.2),
      impressions,
      position: 1 + next() * 40,
    }
  })
}
