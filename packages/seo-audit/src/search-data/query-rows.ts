/** An API export's query+page rows by query, for `analyseSearchData`: each query's rows, most impressions first. */
import { byFigures, byText } from './join.ts'
import type { QueryPageRow, SearchExport } from './types.ts'

export interface QueryRows {
  /** The rows grouped by query, each group in `byShown` order. */
  rows: readonly QueryPageRow[]
  /** Group `g` is `rows[start[g]]` up to `rows[start[g + 1]]` (excluded); groups in the order of their first rows in the export. */
  start: Int32Array
  /** The group of `data.queries[i]` (whose key is `query`), or -1 when the export pairs it with no page. */
  groupOf: (i: number, query: string) => number
}

/**
 * A query's rows: most impressions, then most clicks, then by page URL; one page's rows tied on both figures (an
 * export without the date may repeat a query+page) by position, so even their sums' rounding is one.
 */
const byShown = (a: QueryPageRow, b: QueryPageRow): number => byFigures(a, b) || byText(a.page, b.page) || a.position - b.position

/**
 * `parseSearchExport` hands the rows over grouped by query in the order of `queries`: then the two are walked
 * side by side, with no lookup and no list per query. Rows in any other order are grouped by a map.
 */
export function rowsByQuery(data: SearchExport): QueryRows {
  const given = data.queryPages
  const start = new Int32Array(data.queries.length + 1)
  let at = 0
  let g = 0
  let rows = given
  for (; g < data.queries.length; g++) {
    const key = data.queries[g]!.key
    if (at >= given.length || given[at]!.query !== key) break
    start[g] = at++
    while (at < given.length && given[at]!.query === key) at++
    if (at - start[g]! > 1) {
      if (rows === given) rows = given.slice() // sorted within groups, never the caller's array
      const sorted = given.slice(start[g], at).sort(byShown)
      for (let k = 0; k < sorted.length; k++) rows[start[g]! + k] = sorted[k]!
    }
  }
  if (g === data.queries.length && at === given.length) {
    start[g] = at
    return { rows, start, groupOf: (i) => i }
  }

  const lists = new Map<string, QueryPageRow[]>()
  for (const r of given) {
    const list = lists.get(r.query)
    if (list) list.push(r)
    else lists.set(r.query, [r])
  }
  const grouped: QueryPageRow[] = []
  const starts = new Int32Array(lists.size + 1)
  const index = new Map<string, number>()
  let n = 0
  for (const [query, list] of lists) {
    index.set(query, n)
    starts[n++] = grouped.length
    if (list.length > 1) list.sort(byShown)
    for (const r of list) grouped.push(r)
  }
  starts[n] = grouped.length
  return { rows: grouped, start: starts, groupOf: (_, query) => index.get(query) ?? -1 }
}
