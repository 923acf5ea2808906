/**
 * The performance report's UI export: one CSV per table, written by Search Console as UTF-8 with a byte-order
 * mark, fields quoted when they hold a comma, CTR as `12.5%`, positions with decimals. A table is known by its
 * first column's header (the file name is only a hint: people rename files), so a CSV of another report is
 * refused by name.
 */
import Papa from 'papaparse'
import { SearchDataError } from './errors.ts'
import type { SearchDateRow, SearchFilters, SearchRow } from './types.ts'

export type UiTable = 'queries' | 'pages' | 'countries' | 'devices' | 'dates' | 'appearance' | 'filters'

/** First header cell (lower case) → table. `Chart.csv` is the dates table of newer exports. */
const FIRST_HEADER: Record<string, UiTable> = {
  'top queries': 'queries',
  query: 'queries',
  queries: 'queries',
  'top pages': 'pages',
  page: 'pages',
  pages: 'pages',
  country: 'countries',
  countries: 'countries',
  device: 'devices',
  devices: 'devices',
  date: 'dates',
  dates: 'dates',
  'search appearance': 'appearance',
  filter: 'filters',
}

const METRICS = ['clicks', 'impressions', 'ctr', 'position'] as const

export type UiTableData =
  | { table: 'queries' | 'pages' | 'countries' | 'devices' | 'appearance'; rows: SearchRow[] }
  | { table: 'dates'; rows: SearchDateRow[] }
  | { table: 'filters'; filters: SearchFilters }

/** Reads one table of the UI export; throws `SearchDataError` naming the file and the line. */
export function readUiCsv(file: string, text: string): UiTableData {
  const parsed = Papa.parse<string[]>(text, { delimiter: ',', skipEmptyLines: false })
  const error = parsed.errors[0]
  if (error) {
    throw new SearchDataError(file, `not a readable CSV (${error.message})`, error.row !== undefined ? error.row + 1 : undefined)
  }
  const lines = parsed.data
  const header = (lines[0] ?? []).map((h) => h.trim())
  if (header.length === 0 || header.every((h) => h === '')) throw new SearchDataError(file, 'has no header line')
  const first = header[0]!.toLowerCase()
  const table = FIRST_HEADER[first]
  if (!table) {
    throw new SearchDataError(
      file,
      `is not a table of Search Console's performance report: its first column is "${header[0]}" ` +
        `(expected Top queries, Top pages, Country, Device, Date, Search appearance or Filter; export the report with Search Console in English)`,
      1,
    )
  }
  if (table === 'filters') return { table, filters: readFilters(file, header, lines) }

  const lower = header.map((h) => h.toLowerCase())
  if (lower.some((h, i) => i > 0 && /\bclicks$/.test(h) && h !== 'clicks')) {
    throw new SearchDataError(file, 'is a comparison export (two date ranges side by side): export the report without "Compare"', 1)
  }
  const at = METRICS.map((m) => lower.indexOf(m))
  const missing = METRICS.filter((_, i) => at[i] === -1)
  if (missing.length > 0) {
    throw new SearchDataError(
      file,
      `has no ${missing.map((m) => (m === 'ctr' ? 'CTR' : m[0]!.toUpperCase() + m.slice(1))).join(', ')} column (its columns: ${header.join(', ')})`,
      1,
    )
  }
  const [ci, ii, ri, pi] = at as [number, number, number, number]
  const rows: Array<SearchRow & { date?: string }> = []
  for (let n = 1; n < lines.length; n++) {
    const cells = lines[n]!
    if (cells.length === 1 && cells[0]!.trim() === '') continue // a blank line (the file's last)
    const line = n + 1
    if (cells.length !== header.length) {
      throw new SearchDataError(file, `has ${cells.length} fields where the header has ${header.length}`, line)
    }
    const key = cells[0]!.trim()
    if (key === '') throw new SearchDataError(file, `has an empty ${header[0]}`, line)
    if (table === 'dates' && !/^\d{4}-\d{2}-\d{2}$/.test(key)) throw new SearchDataError(file, `has the date "${key}" (expected YYYY-MM-DD)`, line)
    rows.push({
      key,
      clicks: count(file, line, 'Clicks', cells[ci]!),
      impressions: count(file, line, 'Impressions', cells[ii]!),
      ctr: ctrOf(file, line, cells[ri]!),
      position: positionOf(file, line, cells[pi]!),
    })
  }
  if (table === 'dates') {
    return { table, rows: rows.map(({ key, ...m }) => ({ date: key, ...m })).sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)) }
  }
  return { table, rows }
}

function readFilters(file: string, header: string[], lines: string[][]): SearchFilters {
  if (header[1]?.toLowerCase() !== 'value') throw new SearchDataError(file, `has the columns ${header.join(', ')} (a filters table has Filter, Value)`, 1)
  const filters: SearchFilters = { dateRange: null, searchType: null, country: null, device: null, all: [] }
  for (let n = 1; n < lines.length; n++) {
    const cells = lines[n]!
    if (cells.length === 1 && cells[0]!.trim() === '') continue
    if (cells.length < 2) throw new SearchDataError(file, 'has a filter without a value', n + 1)
    const filter = cells[0]!.trim()
    const value = cells[1]!.trim()
    filters.all.push({ filter, value })
    switch (filter.toLowerCase()) {
      case 'date':
        filters.dateRange = value
        break
      case 'search type':
        filters.searchType = value
        break
      case 'country':
        filters.country = value
        break
      case 'device':
        filters.device = value
        break
    }
  }
  return filters
}

/** `1234`, or `1,234` as a spreadsheet may write it. */
function count(file: string, line: number, column: string, raw: string): number {
  const s = raw.trim()
  if (!/^(\d+|\d{1,3}(,\d{3})+)$/.test(s)) throw new SearchDataError(file, `${column} is "${raw}" (expected a whole number)`, line)
  return Number(s.replace(/,/g, ''))
}

/** `12.5%` (as exported) or a fraction `0.125`. */
function ctrOf(file: string, line: number, raw: string): number {
  const s = raw.trim()
  const percent = /^(\d+(?:\.\d+)?)\s*%$/.exec(s)
  const n = percent ? Number(percent[1]) / 100 : /^\d+(\.\d+)?$/.test(s) && Number(s) <= 1 ? Number(s) : NaN
  if (!(n >= 0 && n <= 1)) throw new SearchDataError(file, `CTR is "${raw}" (expected a percentage such as 12.5%)`, line)
  return n
}

function positionOf(file: string, line: number, raw: string): number {
  const s = raw.trim()
  if (!/^\d+(\.\d+)?$/.test(s)) throw new SearchDataError(file, `Position is "${raw}" (expected a number such as 8.3)`, line)
  return Number(s)
}
