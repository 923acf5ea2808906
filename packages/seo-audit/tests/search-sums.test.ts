/** Summing an API export's rows by key: the typed-array sums and the packed sort give what the plain way gives. */
import { describe, expect, it } from 'vitest'
import { byQuery, sumBy } from '../src/search-data/sums.ts'
import type { QueryPageRow, SearchRow } from '../src/search-data/types.ts'

/** The plain way: a map of sums, then one comparator (most impressions, most clicks, then the key). */
function plainSums(rows: readonly QueryPageRow[], keyOf: (r: QueryPageRow) => string): SearchRow[] {
  const sums = new Map<string, SearchRow>()
  for (const r of rows) {
    const key = keyOf(r)
    let s = sums.get(key)
    if (!s) sums.set(key, (s = { key, clicks: 0, impressions: 0, ctr: 0, position: 0 }))
    s.clicks += r.clicks
    s.impressions += r.impressions
    s.position += r.position * r.impressions
  }
  const out = [...sums.values()].map((s) => ({ ...s, ctr: s.impressions ? s.clicks / s.impressions : 0, position: s.impressions ? s.position / s.impressions : 0 }))
  return out.sort((a, b) => b.impressions - a.impressions || b.clicks - a.clicks || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
}

/** Rows with many ties: few distinct figures, queries and pages in no order, an Arabic query or two. */
function rows(count: number, figure: (i: number) => number): QueryPageRow[] {
  return Array.from({ length: count }, (_, i) => ({
    query: i % 7 === 0 ? `كمبيوتر ${(i * 13) % 50}` : `q ${(i * 31) % 97}`,
    page: `https://www.falconpc.ae/p${(i * 17) % 11}`,
    clicks: (i * 7) % 3,
    impressions: figure(i),
    ctr: 0,
    position: 1 + ((i * 11) % 40) / 10,
  }))
}

describe('sums by key', () => {
  it.each([
    ['whole figures (sorted as numbers, ties by key)', (i: number) => 1 + ((i * 5) % 4)],
    ['fractional figures (the comparator)', (i: number) => 0.5 + ((i * 5) % 4)],
    ['figures too large to pack with the index (the comparator)', (i: number) => 2 ** 40 + ((i * 5) % 4)],
  ])('%s: as the plain sums, in the same order', (_, figure) => {
    const made = rows(600, figure)
    expect(sumBy(made, (r) => r.query)).toEqual(plainSums(made, (r) => r.query))
    expect(sumBy(made, (r) => r.page)).toEqual(plainSums(made, (r) => r.page))
    const { queries, grouped } = byQuery(made)
    expect(queries).toEqual(plainSums(made, (r) => r.query))
    // Each query's rows together, in the queries' order and, within a query, in the file's order.
    expect(grouped).toEqual(queries.flatMap((q) => made.filter((r) => r.query === q.key)))
  })
})
