/**
 * An API export's rows summed by a key (the query, the page): clicks and impressions added, position weighted by
 * impressions, CTR recomputed; the sums in the order of every table of the report (`byImpressions` in `join.ts`:
 * most impressions, then most clicks, then the key).
 *
 * Written for the staff page, where this runs once, on the phone's CPU, over 100,000 rows: the figures are summed
 * in typed arrays and each sum becomes an object once, with its final figures, in its final place (an object made
 * with a whole `ctr` and given a fraction later changes shape, and 100,000 of them are each converted again).
 */
import { byText } from './join.ts'
import type { QueryPageRow, SearchMetrics, SearchRow } from './types.ts'

/** Rows summed by key number (keys numbered in the order of their first rows). */
interface Sums {
  keys: string[]
  numberOf: Map<string, number>
  /** Plain arrays: whole figures stay small integers (a typed array would hand each back as a new heap number). */
  clicks: number[]
  impressions: number[]
  /** Position × impressions, summed. */
  weighted: Float64Array
  /** By key number: its first row. */
  first: Int32Array
  /** By row: the next row of its key, or -1. */
  next: Int32Array
}

function sumRows<T extends SearchMetrics>(rows: readonly T[], keyOf: (r: T) => string): Sums {
  const n = rows.length
  const keys: string[] = []
  const numberOf = new Map<string, number>()
  const clicks: number[] = []
  const impressions: number[] = []
  const weighted = new Float64Array(n)
  const first = new Int32Array(n)
  const last = new Int32Array(n)
  const next = new Int32Array(n).fill(-1)
  for (let i = 0; i < n; i++) {
    const r = rows[i]!
    const key = keyOf(r)
    let k = numberOf.get(key)
    if (k === undefined) {
      k = keys.length
      numberOf.set(key, k)
      keys.push(key)
      clicks.push(0)
      impressions.push(0)
      first[k] = i
    } else next[last[k]!] = i
    last[k] = i
    clicks[k]! += r.clicks
    impressions[k]! += r.impressions
    weighted[k]! += r.position * r.impressions
  }
  return { keys, numberOf, clicks, impressions, weighted, first, next }
}

/**
 * The key numbers in the report's order. Whole figures small enough to share one exact number with the key
 * number (impressions, clicks and key number within 2^53, as any site's are) are sorted as numbers, without a
 * comparator; only keys with the same impressions and clicks are then sorted, as strings (the default sort
 * compares code units, as `byText` does) and numbered again by the map. Anything else takes a comparator.
 */
function order({ keys, numberOf, clicks, impressions }: Sums): number[] {
  const n = keys.length
  let maxImpressions = 0
  let maxClicks = 0
  let whole = true
  for (let k = 0; k < n; k++) {
    const i = impressions[k]!
    const c = clicks[k]!
    whole &&= Number.isInteger(i) && Number.isInteger(c) && i >= 0 && c >= 0
    if (i > maxImpressions) maxImpressions = i
    if (c > maxClicks) maxClicks = c
  }
  const clickSpan = maxClicks + 1
  const indexSpan = 2 ** Math.ceil(Math.log2(n + 1))
  if (!whole || (maxImpressions + 1) * clickSpan * indexSpan > Number.MAX_SAFE_INTEGER) {
    return Array.from(keys.keys()).sort((a, b) => impressions[b]! - impressions[a]! || clicks[b]! - clicks[a]! || byText(keys[a]!, keys[b]!))
  }
  // Ascending numbers: most impressions, then most clicks first; the key number in the low part.
  const packed = new Float64Array(n)
  for (let k = 0; k < n; k++) packed[k] = ((maxImpressions - impressions[k]!) * clickSpan + (maxClicks - clicks[k]!)) * indexSpan + k
  packed.sort()
  const out = new Array<number>(n)
  const tied: string[] = []
  for (let j = 0; j < n; ) {
    const figures = Math.floor(packed[j]! / indexSpan)
    let end = j + 1
    while (end < n && Math.floor(packed[end]! / indexSpan) === figures) end++
    if (end - j === 1) out[j] = packed[j]! - figures * indexSpan
    else {
      tied.length = 0
      for (let t = j; t < end; t++) tied.push(keys[packed[t]! - figures * indexSpan]!)
      tied.sort()
      for (let t = j; t < end; t++) out[t] = numberOf.get(tied[t - j]!)!
    }
    j = end
  }
  return out
}

/** The sum of key number `k` as a row. */
function rowOf(s: Sums, k: number): SearchRow {
  const clicks = s.clicks[k]!
  const impressions = s.impressions[k]!
  return { key: s.keys[k]!, clicks, impressions, ctr: impressions ? clicks / impressions : 0, position: impressions ? s.weighted[k]! / impressions : 0 }
}

/** Sums rows by a key, in the report's order. */
export function sumBy<T extends SearchMetrics>(rows: readonly T[], keyOf: (r: T) => string): SearchRow[] {
  const s = sumRows(rows, keyOf)
  return order(s).map((k) => rowOf(s, k))
}

/**
 * The rows summed by query, as `sumBy` sums them, and the rows grouped by query in that order (each query's rows
 * in the file's order), so the analysis walks queries and their rows side by side instead of looking up 100,000s
 * of queries again. Each query's rows are chained by index (typed arrays): no list per query.
 */
export function byQuery(rows: readonly QueryPageRow[]): { queries: SearchRow[]; grouped: QueryPageRow[] } {
  const s = sumRows(rows, (r) => r.query)
  const ordered = order(s)
  const queries = new Array<SearchRow>(ordered.length)
  const grouped = new Array<QueryPageRow>(rows.length)
  let at = 0
  for (let j = 0; j < ordered.length; j++) {
    const k = ordered[j]!
    queries[j] = rowOf(s, k)
    for (let i = s.first[k]!; i !== -1; i = s.next[i]!) grouped[at++] = rows[i]!
  }
  return { queries, grouped }
}

/** Rows of a query+page+date export, summed over the days (pairs in the order of their first rows). */
export function mergeDays(rows: readonly QueryPageRow[]): QueryPageRow[] {
  const s = sumRows(rows, (r) => `${r.query}\u0000${r.page}`)
  const out = new Array<QueryPageRow>(s.keys.length)
  for (let k = 0; k < out.length; k++) {
    const { query, page } = rows[s.first[k]!]!
    const { clicks, impressions, ctr, position } = rowOf(s, k)
    out[k] = { query, page, clicks, impressions, ctr, position }
  }
  return out
}
