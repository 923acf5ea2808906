/** Pure helpers the screens use to shape content for display (unit-tested in tests/unit/screens/). */

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

/** `2025-07-08` → `8 July 2025`, the same on the server and in every browser. */
export function formatDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number]
  return `${d} ${MONTHS[m - 1]} ${y}`
}

export const RELATED_POSTS = 3

/** Up to three other posts of the same category, in the order given (newest first). */
export function relatedPosts<P extends { slug: string; category: string }>(post: P, all: readonly P[]): P[] {
  return all.filter((p) => p.slug !== post.slug && p.category === post.category).slice(0, RELATED_POSTS)
}

/** `['Dubai', 'Sharjah', 'Ajman']` → `Dubai, Sharjah and Ajman`. */
export function joinNames(names: readonly string[]): string {
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '')
}

export const BRAND_LOCATIONS = 12

/** Service locations taken in turn from each emirate (first area of each, then the second…), so the list spans the country. */
export function serviceLocations(emirates: readonly { name: string; areas: readonly string[] }[], count = BRAND_LOCATIONS): string[] {
  const out: string[] = []
  for (let round = 0; out.length < count; round++) {
    const before = out.length
    for (const e of emirates) {
      const area = e.areas[round]
      if (area && out.length < count) out.push(`${area}, ${e.name}`)
    }
    if (out.length === before) break
  }
  return out
}

/** Areas shown on an emirate's card before '+N more areas'. */
export const AREAS_SHOWN = 4
