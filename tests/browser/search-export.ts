/**
 * Search Console exports made up for the tests and the benchmark (no real data), as files a page can be given:
 * the performance report's CSVs and the Search Analytics API's JSON answer, written by the package's own
 * generator (packages/seo-audit/dev/search-export.ts: UTF-8 with a byte-order mark, quoted fields, CTR with
 * a `%`, decimal positions).
 */
import { apiExport, filtersCsv, uiCsv, zipFiles, type ApiRowInput, type MadeRow } from 'seo-audit/dev/search-export'

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

export type ApiRow = ApiRowInput

const file = (name: string, mimeType: string, text: string): ExportFile => ({ name, mimeType, buffer: Buffer.from(text, 'utf8') })
const rows = (figures: Record<string, Measured>): MadeRow[] => Object.entries(figures).map(([key, m]) => ({ key, ...m }))

/** The UI export's CSV files (what its zip holds), from per-query, per-page and per-day figures. */
export function uiExportCsvs(input: {
  queries: Record<string, Measured>
  pages: Record<string, Measured>
  days: Record<string, { clicks: number; impressions: number }>
  filters: { date: string; country?: string; searchType: string }
}): ExportFile[] {
  const totals = Object.values(input.pages).reduce((t, p) => ({ clicks: t.clicks + p.clicks, impressions: t.impressions + p.impressions }), { clicks: 0, impressions: 0 })
  const filters: [string, string][] = [['Search type', input.filters.searchType], ['Date', input.filters.date]]
  if (input.filters.country) filters.push(['Country', input.filters.country])
  const csv = (name: string, first: string, made: MadeRow[]) => file(name, 'text/csv', uiCsv(first, made))
  return [
    csv('Queries.csv', 'Top queries', rows(input.queries)),
    csv('Pages.csv', 'Top pages', rows(input.pages)),
    csv('Countries.csv', 'Country', [{ key: 'United Arab Emirates', ...totals, position: 9.1 }]),
    csv('Devices.csv', 'Device', [{ key: 'Mobile', ...totals, position: 9.1 }]),
    csv('Dates.csv', 'Date', Object.entries(input.days).map(([key, m]) => ({ key, ...m, position: 9.1 }))),
    file('Filters.csv', 'text/csv', filtersCsv(filters)),
  ]
}

/** The Search Analytics API's answer to searchanalytics.query with dimensions ["query", "page"]. */
export function apiExportJson(apiRows: readonly ApiRow[], name = 'search-analytics.json'): ExportFile {
  return file(name, 'application/json', apiExport(apiRows, 0))
}

/** The files zipped into one, as Search Console's download is. */
export function zipExport(files: readonly ExportFile[], name = 'export.zip'): ExportFile {
  return { name, mimeType: 'application/zip', buffer: Buffer.from(zipFiles(Object.fromEntries(files.map((f) => [f.name, new Uint8Array(f.buffer)])))) }
}
