/**
 * Short values derived from data/ at build time (served as `virtual:facts`),
 * so a page that shows one line about, say, delivery does not download the
 * whole data file it comes from.
 */
import type { SiteData } from './schemas.ts'
import { SOURCE_LOCALE, type Locale } from '../i18n/messages.ts'

export interface SiteFacts {
  /** "Dubai, Sharjah and Ajman": the emirates with next-day delivery, from data/emirates.json. */
  nextDayEmirates: string
}

/**
 * The facts in one language: which emirates get next-day delivery is read from English (`deliveryTime`),
 * their names from `names` (the same emirates in the locale's data/<locale>/emirates.json, same order).
 */
export function siteFactsFor(data: Pick<SiteData, 'emirates'>, locale: Locale = SOURCE_LOCALE, names: readonly { name: string }[] = data.emirates): SiteFacts {
  const nextDay = data.emirates.flatMap((e, i) => (/^next day/i.test(e.deliveryTime) ? [names[i]?.name ?? e.name] : []))
  return { nextDayEmirates: joinNames(nextDay, locale) }
}

/**
 * `['Dubai', 'Sharjah', 'Ajman']` → `Dubai, Sharjah and Ajman` (no serial comma, as the site writes
 * English); other languages by their own rule (Intl.ListFormat: `دبي والشارقة وعجمان`).
 */
export function joinNames(names: readonly string[], locale: Locale = SOURCE_LOCALE): string {
  if (locale !== SOURCE_LOCALE) return new Intl.ListFormat(locale, { type: 'conjunction' }).format(names)
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '')
}
