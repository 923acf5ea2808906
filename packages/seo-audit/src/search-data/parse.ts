/** `parseSearchExport`: files as downloaded (a zip, CSVs, API JSON) → one `SearchExport`, read whole or not at all. */
import { unzipSync } from 'fflate'
import { finishDates, readApiJson, type ApiRows } from './api-json.ts'
import { readUiCsv, type UiTable, type UiTableData } from './csv.ts'
import { MAX_SEARCH_FILE_BYTES, SearchDataError } from './errors.ts'
import { byQuery, mergeDays, sumBy } from './sums.ts'
import type { SearchDateRow, SearchExport, SearchFilters, SearchRow } from './types.ts'

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
