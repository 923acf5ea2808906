/**
 * Short values derived from data/ at build time (served as `virtual:facts`),
 * so a page that shows one line about, say, delivery does not download the
 * whole data file it comes from.
 */
import type { SiteData } from './schemas.ts'

export interface SiteFacts {
  /** "Dubai, Sharjah and Ajman": the emirates with next-day delivery, from data/emirates.json. */
  nextDayEmirates: string
}

export function siteFactsFor(data: Pick<SiteData, 'emirates'>): SiteFacts {
  return { nextDayEmirates: joinNames(data.emirates.filter((e) => /^next day/i.test(e.deliveryTime)).map((e) => e.name)) }
}

/** `['Dubai', 'Sharjah', 'Ajman']` → `Dubai, Sharjah and Ajman`. */
export function joinNames(names: readonly string[]): string {
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '')
}
