/**
 * A Search Analytics API response (`searchanalytics.query`) with the dimensions query and page, as saved:
 * `{ "rows": [{ "keys": [query, page], "clicks", "impressions", "ctr", "position" }], "responseAggregationType" }`.
 * The response does not name its dimensions: the page is the key that is an http(s) URL, a `YYYY-MM-DD` key is
 * a date, the other one is the query. Several responses (the API pages by `startRow`) are read as one.
 */
import { SearchDataError } from './errors.ts'
import type { QueryPageRow, SearchDateRow } from './types.ts'

export interface ApiRows {
  rows: QueryPageRow[]
  /** Summed by day when the rows have a date key. */
  dates: SearchDateRow[]
}

interface Layout {
  query: number
  page: number
  date: number
}

const DATE = /^\d{4}-\d{2}-\d{2}$/
const isUrl = (k: unknown) => typeof k === 'string' && /^https?:\/\/[^/\s]/i.test(k)

function layoutOf(file: string, keys: unknown[], row: number): Layout {
  const page = keys.findIndex(isUrl)
  const date = keys.findIndex((k) => typeof k === 'string' && DATE.test(k))
  const query = keys.findIndex((_, i) => i !== page && i !== date)
  if (page === -1 || query === -1) {
    throw new SearchDataError(
      file,
      `its keys (${JSON.stringify(keys).slice(0, 120)}) are not a query and a page URL: request the dimensions ["query", "page"]`,
      row,
    )
  }
  if (keys.length > (date === -1 ? 2 : 3)) throw new SearchDataError(file, `has ${keys.length} keys per row: request the dimensions ["query", "page"] (and at most "date")`, row)
  return { query, page, date }
}

function metric(file: string, row: number, name: string, value: unknown, max = Infinity): number {
  if (typeof value !== 'number' || !(value >= 0) || value > max) {
    throw new SearchDataError(file, `"${name}" is ${JSON.stringify(value)} (expected a number${max < Infinity ? ` from 0 to ${max}` : ' of 0 or more'})`, row)
  }
  return value
}

/** Reads one response into `into`; throws `SearchDataError` naming the file and the row (1-based index in `rows`). */
export function readApiJson(file: string, text: string, into: ApiRows, byDate: Map<string, SearchDateRow>): void {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (e) {
    throw new SearchDataError(file, `is not valid JSON (${(e as Error).message})`)
  }
  const body = json as { rows?: unknown; error?: { message?: unknown } }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new SearchDataError(file, 'is JSON but not a Search Analytics API response (an object with "rows")')
  if (body.error) throw new SearchDataError(file, `is an API error response: ${String(body.error.message ?? JSON.stringify(body.error))}`)
  if (!Array.isArray(body.rows)) throw new SearchDataError(file, 'is JSON but not a Search Analytics API response: it has no "rows" list')
  const rows = body.rows as unknown[]
  if (rows.length === 0) throw new SearchDataError(file, 'has no rows (the API returns none when the date range or filters match nothing)')
  let layout: Layout | null = null
  for (let i = 0; i < rows.length; i++) {
    const n = i + 1
    const r = rows[i] as { keys?: unknown; clicks?: unknown; impressions?: unknown; ctr?: unknown; position?: unknown } | null
    if (r === null || typeof r !== 'object' || !Array.isArray(r.keys)) throw new SearchDataError(file, 'is not a row with "keys"', n)
    const keys = r.keys as unknown[]
    layout ??= layoutOf(file, keys, n)
    const query = keys[layout.query]
    const page = keys[layout.page]
    if (typeof query !== 'string' || !isUrl(page) || keys.length !== rows0Length(layout)) {
      throw new SearchDataError(file, `has the keys ${JSON.stringify(keys).slice(0, 120)}, unlike the first row's`, n)
    }
    const clicks = metric(file, n, 'clicks', r.clicks)
    const impressions = metric(file, n, 'impressions', r.impressions)
    const ctr = metric(file, n, 'ctr', r.ctr, 1)
    const position = metric(file, n, 'position', r.position)
    into.rows.push({ query, page: page as string, clicks, impressions, ctr, position })
    if (layout.date !== -1) {
      const date = keys[layout.date]
      if (typeof date !== 'string' || !DATE.test(date)) throw new SearchDataError(file, `has the date ${JSON.stringify(date)} (expected YYYY-MM-DD)`, n)
      let d = byDate.get(date)
      if (!d) byDate.set(date, (d = { date, clicks: 0, impressions: 0, ctr: 0, position: 0 }))
      d.clicks += clicks
      d.impressions += impressions
      d.position += position * impressions // weighted; divided when done
    }
  }
}

function rows0Length(layout: Layout): number {
  return layout.date === -1 ? 2 : 3
}

/** Finishes the per-day sums `readApiJson` gathered. */
export function finishDates(byDate: Map<string, SearchDateRow>): SearchDateRow[] {
  return [...byDate.values()]
    .map((d) => ({ ...d, ctr: d.impressions ? d.clicks / d.impressions : 0, position: d.impressions ? d.position / d.impressions : 0 }))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
}
