/** Pure helpers the screens use to shape content for display (unit-tested in tests/unit/screens/). */

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
