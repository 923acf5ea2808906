/** `parseSearchExport`: files as downloaded (a zip, CSVs, API JSON) → one `SearchExport`, read whole or not at all. */
import { unzipSync } from 'fflate'
import { finishDates, readApiJson, type ApiRows } from './api-json.ts'
import { readUiCsv, type UiTable, type UiTableData } from './csv.ts'
import { MAX_SEARCH_FILE_BYTES, SearchDataError } from './errors.ts'
import { byImpressions, byText } from './join.ts'
import type { QueryPageRow, SearchDateRow, SearchExport, SearchFilters, SearchMetrics, SearchRow } from './types.ts'

export interface SearchFile {
  name: string
  data: Uint8Array | string
}

const utf8 = new TextDecoder('utf-8', { fatal: true })

function isZip(data: Uint8Array | string): data is Uint8Array {
  return typeof data !== 'string' && data.length >= 4 && data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03 && data[3] === 0x04
}

function sizeOf(data: Uint8Array | string): number {
  return typeof data === 'string' ? data.length : data.byteLength
}

function tooLarge(file: string, bytes: number): SearchDataError {
  const mb = (n: number) => `${Math.round(n / 1024 / 1024)} MB`
  return new SearchDataError(file, `is ${mb(bytes)}, larger than the ${mb(MAX_SEARCH_FILE_BYTES)} read (a Search Console export is far smaller: is it the right file?)`)
}

function textOf(file: string, data: Uint8Array | string): string {
  let text: string
  if (typeof data === 'string') text = data
  else {
    try {
      text = utf8.decode(data) // drops a leading byte-order mark
    } catch {
      throw new SearchDataError(file, 'is not UTF-8 text')
    }
  }
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
}

/** The zip's files (directories and macOS resource forks left out), each checked for size before it is inflated. */
function unzip(file: string, data: Uint8Array): SearchFile[] {
  let entries: Record<string, Uint8Array>
  try {
    entries = unzipSync(data, {
      filter: (f) => {
        if (f.name.endsWith('/') || f.name.startsWith('__MACOSX/')) return false
        if (f.originalSize > MAX_SEARCH_FILE_BYTES) throw tooLarge(`${file}/${f.name}`, f.originalSize)
        return true
      },
    })
  } catch (e) {
    if (e instanceof SearchDataError) throw e
    throw new SearchDataError(file, `is not a readable zip (${(e as Error).message})`)
  }
  const files = Object.entries(entries).map(([name, bytes]) => ({ name: `${file}/${name}`, data: bytes }))
  if (files.length === 0) throw new SearchDataError(file, 'is an empty zip')
  return files
}

const emptyFilters = (): SearchFilters => ({ dateRange: null, searchType: null, country: null, device: null, all: [] })

/**
 * Reads a UI export (its zip, or its CSVs) or Search Analytics API responses (JSON). Throws `SearchDataError`
 * on the first file or row it cannot read, or on a set of files that is not one export.
 */
export function parseSearchExport(files: readonly SearchFile[]): SearchExport {
  if (files.length === 0) throw new SearchDataError('(no file)', 'nothing to read: give the export zip, its CSV files, or an API response')
  const all: SearchFile[] = []
  for (const f of files) {
    const bytes = sizeOf(f.data)
    if (bytes > MAX_SEARCH_FILE_BYTES) throw tooLarge(f.name, bytes)
    if (bytes === 0) throw new SearchDataError(f.name, 'is empty')
    all.push(...(isZip(f.data) ? unzip(f.name, f.data) : [f]))
  }

  const tables = new Map<UiTable, { file: string; data: UiTableData }>()
  const api: ApiRows = { rows: [], dates: [] }
  const byDate = new Map<string, SearchDateRow>()
  const apiFiles: string[] = []
  for (const f of all) {
    const text = textOf(f.name, f.data)
    if (text.trim() === '') throw new SearchDataError(f.name, 'is empty')
    if (/^\s*[[{]/.test(text)) {
      readApiJson(f.name, text, api, byDate)
      apiFiles.push(f.name)
      continue
    }
    const data = readUiCsv(f.name, text)
    const earlier = tables.get(data.table)
    if (earlier) throw new SearchDataError(f.name, `holds the same table as ${earlier.file}: give one export at a time`)
    tables.set(data.table, { file: f.name, data })
  }
  const names = all.map((f) => f.name)

  if (apiFiles.length > 0) {
    const ui = [...tables.values()][0]
    if (ui) throw new SearchDataError(ui.file, `is part of a UI export, and ${apiFiles[0]} is an API response: give one or the other`)
    const rows = byDate.size > 0 ? mergeDays(api.rows) : api.rows
    const { queries, grouped } = byQuery(rows)
    return {
      source: 'api',
      files: names,
      queries,
      pages: sumBy(rows, (r) => r.page),
      countries: [],
      devices: [],
      dates: finishDates(byDate),
      queryPages: grouped,
      filters: emptyFilters(),
    }
  }

  const rowsOf = (t: 'queries' | 'pages' | 'countries' | 'devices'): SearchRow[] => {
    const d = tables.get(t)?.data
    return d && 'rows' in d ? (d.rows as SearchRow[]) : []
  }
  if (!tables.has('queries') && !tables.has('pages')) {
    throw new SearchDataError(names.join(', '), 'holds neither Queries.csv nor Pages.csv: give the whole export (the zip Search Console downloads)')
  }
  const dates = tables.get('dates')?.data
  const filters = tables.get('filters')?.data
  return {
    source: 'ui-export',
    files: names,
    queries: rowsOf('queries'),
    pages: rowsOf('pages'),
    countries: rowsOf('countries'),
    devices: rowsOf('devices'),
    dates: dates && dates.table === 'dates' ? dates.rows : [],
    queryPages: [],
    filters: filters && filters.table === 'filters' ? filters.filters : emptyFilters(),
  }
}

/** Most impressions first, then most clicks, then by key (keys are distinct: one order only), as every table of the report. */
const bySums = byImpressions<SearchRow>((r) => r.key)
const byKey = (a: SearchRow, b: SearchRow) => byText(a.key, b.key)

/**
 * The indexes of `sums` in `bySums` order. Whole figures small enough to share one exact number with the index
 * (impressions, clicks and index within 2^53, as any site's are) are sorted as numbers, without a comparator;
 * only rows with the same impressions and clicks are then compared by key. Anything else takes the comparator.
 */
function orderBySums(sums: readonly SearchRow[]): number[] {
  const n = sums.length
  let maxImpressions = 0
  let maxClicks = 0
  let whole = true
  for (const s of sums) {
    whole &&= Number.isInteger(s.impressions) && Number.isInteger(s.clicks) && s.impressions >= 0 && s.clicks >= 0
    if (s.impressions > maxImpressions) maxImpressions = s.impressions
    if (s.clicks > maxClicks) maxClicks = s.clicks
  }
  const clickSpan = maxClicks + 1
  const indexSpan = 2 ** Math.ceil(Math.log2(n + 1))
  if (!whole || (maxImpressions + 1) * clickSpan * indexSpan > Number.MAX_SAFE_INTEGER) {
    return Array.from(sums.keys()).sort((a, b) => bySums(sums[a]!, sums[b]!))
  }
  // Ascending numbers: most impressions, then most clicks first; the index in the low part.
  const packed = new Float64Array(n)
  for (let i = 0; i < n; i++) {
    const s = sums[i]!
    packed[i] = ((maxImpressions - s.impressions) * clickSpan + (maxClicks - s.clicks)) * indexSpan + i
  }
  packed.sort()
  const order = new Array<number>(n)
  for (let k = 0; k < n; ) {
    const figures = Math.floor(packed[k]! / indexSpan)
    let end = k + 1
    while (end < n && Math.floor(packed[end]! / indexSpan) === figures) end++
    for (let j = k; j < end; j++) order[j] = packed[j]! - figures * indexSpan
    if (end - k > 1) {
      const tied = order.slice(k, end).sort((a, b) => byKey(sums[a]!, sums[b]!))
      for (let j = k; j < end; j++) order[j] = tied[j - k]!
    }
    k = end
  }
  return order
}

/**
 * The rows summed by query, as `sumBy` sums them, and the rows grouped by query in that order (each query's rows
 * in the file's order), so the analysis walks queries and their rows side by side instead of looking up 100,000s
 * of queries again. Each query's rows are chained by index (typed arrays): no list per query.
 */
function byQuery(rows: readonly QueryPageRow[]): { queries: SearchRow[]; grouped: QueryPageRow[] } {
  const sums: SearchRow[] = []
  const numberOf = new Map<string, number>()
  const last = new Int32Array(rows.length) // by query number: its last row so far
  const next = new Int32Array(rows.length).fill(-1) // by row: the next row of its query
  const first: number[] = [] // by query number
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i]!
    let n = numberOf.get(r.query)
    if (n === undefined) {
      n = sums.length
      numberOf.set(r.query, n)
      sums.push({ key: r.query, clicks: 0, impressions: 0, ctr: 0, position: 0 })
      first.push(i)
    } else next[last[n]!] = i
    last[n] = i
    const s = sums[n]!
    s.clicks += r.clicks
    s.impressions += r.impressions
    s.position += r.position * r.impressions
  }
  for (const s of sums) {
    s.ctr = s.impressions ? s.clicks / s.impressions : 0
    s.position = s.impressions ? s.position / s.impressions : 0
  }
  const order = orderBySums(sums)
  const grouped: QueryPageRow[] = []
  for (const n of order) for (let i = first[n]!; i !== -1; i = next[i]!) grouped.push(rows[i]!)
  return { queries: order.map((n) => sums[n]!), grouped }
}

/** Sums rows by a key: clicks and impressions added, position weighted by impressions, CTR recomputed. Most impressions first. */
export function sumBy<T extends SearchMetrics>(rows: readonly T[], keyOf: (r: T) => string): SearchRow[] {
  const out: SearchRow[] = []
  // Most calls sum a handful of rows (the pages of one query): a scan is cheaper there than a Map.
  const sums = rows.length > 8 ? new Map<string, SearchRow>() : null
  for (const r of rows) {
    const key = keyOf(r)
    let s = sums ? sums.get(key) : out.find((x) => x.key === key)
    if (!s) {
      s = { key, clicks: 0, impressions: 0, ctr: 0, position: 0 }
      out.push(s)
      sums?.set(key, s)
    }
    s.clicks += r.clicks
    s.impressions += r.impressions
    s.position += r.position * r.impressions
  }
  for (const s of out) {
    s.ctr = s.impressions ? s.clicks / s.impressions : 0
    s.position = s.impressions ? s.position / s.impressions : 0
  }
  return out.length < 2 ? out : orderBySums(out).map((i) => out[i]!)
}

/** Rows of a query+page+date export, summed over the days. */
function mergeDays(rows: readonly QueryPageRow[]): QueryPageRow[] {
  const byPair = new Map<string, QueryPageRow[]>()
  for (const r of rows) {
    const k = `${r.query}\u0000${r.page}`
    const list = byPair.get(k)
    if (list) list.push(r)
    else byPair.set(k, [r])
  }
  return [...byPair.values()].map((list) => {
    const [s] = sumBy(list, () => '')
    return { query: list[0]!.query, page: list[0]!.page, clicks: s!.clicks, impressions: s!.impressions, ctr: s!.ctr, position: s!.position }
  })
}
