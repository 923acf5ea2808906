/**
 * Search Console exports in the shapes Search Console writes them, made up for tests and the benchmark (no real
 * data): the performance report's UI export (UTF-8 CSVs with a byte-order mark, quoted fields, `12.5%` CTRs,
 * decimal positions) and a Search Analytics API response with the dimensions query and page.
 */
import { zipSync } from 'fflate'

export interface MadeRow {
  key: string
  clicks: number
  impressions: number
  position: number
}

/** Search Console's CSV quoting: a field with a comma, quote or line break is quoted, quotes doubled. */
function field(s: string): string {
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s
}

/** One UI table: BOM, header, rows; CTR written as Search Console does (`12.5%`, `0%`). */
export function uiCsv(first: string, rows: readonly MadeRow[]): string {
  const lines = [`${first},Clicks,Impressions,CTR,Position`]
  for (const r of rows) {
    const ctr = r.impressions ? `${Math.round((r.clicks / r.impressions) * 10000) / 100}%` : '0%'
    lines.push([field(r.key), r.clicks, r.impressions, ctr, r.position].join(','))
  }
  return `\uFEFF${lines.join('\n')}\n`
}

export function filtersCsv(filters: ReadonlyArray<readonly [string, string]>): string {
  return `\uFEFF${['Filter,Value', ...filters.map(([f, v]) => `${field(f)},${field(v)}`)].join('\n')}\n`
}

export interface UiExportInput {
  queries: MadeRow[]
  pages: MadeRow[]
  dates?: MadeRow[]
  countries?: MadeRow[]
  devices?: MadeRow[]
  filters?: ReadonlyArray<readonly [string, string]>
}

/** The export's files by name, as in the zip Search Console downloads. */
export function uiExportFiles(input: UiExportInput): Record<string, string> {
  return {
    'Queries.csv': uiCsv('Top queries', input.queries),
    'Pages.csv': uiCsv('Top pages', input.pages),
    'Countries.csv': uiCsv('Country', input.countries ?? [{ key: 'United Arab Emirates', clicks: 1, impressions: 10, position: 5 }]),
    'Devices.csv': uiCsv('Device', input.devices ?? [{ key: 'Mobile', clicks: 1, impressions: 10, position: 5 }]),
    'Search appearance.csv': uiCsv('Search Appearance', []),
    'Dates.csv': uiCsv('Date', input.dates ?? []),
    'Filters.csv': filtersCsv(input.filters ?? [['Search type', 'Web'], ['Date', 'Last 3 months']]),
  }
}

/** A zip, deflated as Search Console's download is. */
export function zipFiles(files: Record<string, string | Uint8Array>): Uint8Array {
  const enc = new TextEncoder()
  return zipSync(Object.fromEntries(Object.entries(files).map(([n, d]) => [n, typeof d === 'string' ? enc.encode(d) : d])))
}

export interface ApiRowInput {
  query: string
  page: string
  clicks: number
  impressions: number
  position: number
}

/** A `searchanalytics.query` response body, as saved from the API (dimensions query, page). */
export function apiExport(rows: readonly ApiRowInput[], indent = 2): string {
  return JSON.stringify(
    {
      rows: rows.map((r) => ({
        keys: [r.query, r.page],
        clicks: r.clicks,
        impressions: r.impressions,
        ctr: r.impressions ? r.clicks / r.impressions : 0,
        position: r.position,
      })),
      responseAggregationType: 'byPage',
    },
    null,
    indent,
  )
}

/** A small deterministic generator (mulberry32), so generated exports are the same on every run. */
function random(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const WORDS = ['gaming', 'pc', 'dubai', 'build', 'rtx', 'custom', 'price', 'best', 'uae', 'workstation', 'cheap', 'ryzen', 'intel', 'setup']
const ARABIC_WORDS = ['كمبيوتر', 'ألعاب', 'دبي', 'تجميع', 'سعر', 'أفضل', 'الإمارات']

export interface GenerateOptions {
  /** Rows per query (default 3: about three pages per query; 1: every row a query of its own, the most queries). */
  pagesPerQuery?: number
  seed?: number
}

/**
 * `count` query+page rows over `pages` (site paths) of `siteUrl`: `pagesPerQuery` rows per query (a query and a page
 * may repeat, as rows of different countries or devices would not, so the parser sums them), a tenth of the
 * queries Arabic, some with commas.
 */
export function generateApiRows(count: number, siteUrl: string, pages: readonly string[], { pagesPerQuery = 3, seed = 1 }: GenerateOptions = {}): ApiRowInput[] {
  const rnd = random(seed)
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!
  const rows: ApiRowInput[] = []
  const queries = Math.max(1, Math.ceil(count / pagesPerQuery))
  for (let i = 0; i < count; i++) {
    const n = i % queries
    const arabic = n % 10 === 0
    const words = Array.from({ length: 2 + (n % 3) }, (_, w) => (arabic ? ARABIC_WORDS : WORDS)[(n * 7 + w * 3) % (arabic ? ARABIC_WORDS : WORDS).length]!)
    const query = `${words.join(n % 20 === 1 ? ', ' : ' ')} ${n}`
    const impressions = 1 + Math.floor(rnd() ** 3 * 2000)
    const position = Math.round((1 + rnd() * 40) * 10) / 10
    const clicks = Math.floor(impressions * Math.max(0, 0.3 - position / 100) * rnd())
    rows.push({ query, page: `${siteUrl}${pick(pages)}`, clicks, impressions, position })
  }
  return rows
}
