/**
 * Short values derived from data/ at build time (served as `virtual:facts`),
 * so a page that shows one line about, say, delivery does not download the
 * whole data file it comes from.
 */
import type { SiteData } from './schemas.ts'
import { SOURCE_LOCALE, type Locale } from '../i18n/messages.ts'
import { formatRange, promisesOf, type DayRange, type PromiseData, type StartingPrice } from './promises.ts'

export interface SiteFacts {
  /** "Dubai, Sharjah and Ajman": the emirates with next-day delivery, from data/emirates.json. */
  nextDayEmirates: string
  /** The days on the road to the other emirates ("2–3"). */
  otherRoadDays: string
  /** The days on the road anywhere in the UAE ("1–3"), and as numbers. */
  roadDays: string
  roadDaysRange: DayRange
  /** The business days a PC built to order takes before it ships ("2–3"). */
  buildDays: string
  /** The starting price in AED: the cheapest build the chooser can recommend (src/content/promises.ts). */
  startingPriceAed: number
}

/**
 * The facts in one language: which emirates get next-day delivery is read from English (`roadDays`),
 * their names from `names` (the same emirates in the locale's data/<locale>/emirates.json, same order).
 */
export function siteFactsFor(data: PromiseData, start: StartingPrice, locale: Locale = SOURCE_LOCALE, names: readonly { name: string }[] = data.emirates): SiteFacts {
  const p = promisesOf(data, start)
  const nextDay = data.emirates.flatMap((e, i) => (e.roadDays.max <= 1 ? [names[i]?.name ?? e.name] : []))
  return {
    nextDayEmirates: joinNames(nextDay, locale),
    otherRoadDays: formatRange(p.delivery.otherRoadDays ?? p.delivery.roadDays),
    roadDays: formatRange(p.delivery.roadDays),
    roadDaysRange: p.delivery.roadDays,
    buildDays: formatRange(p.delivery.buildBusinessDays),
    startingPriceAed: p.startingPrice.aed,
  }
}

/**
 * `['Dubai', 'Sharjah', 'Ajman']` → `Dubai, Sharjah and Ajman` (no serial comma, as the site writes
 * English); other languages by their own rule (Intl.ListFormat: `دبي والشارقة وعجمان`).
 */
export function joinNames(names: readonly string[], locale: Locale = SOURCE_LOCALE): string {
  if (locale !== SOURCE_LOCALE) return new Intl.ListFormat(locale, { type: 'conjunction' }).format(names)
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '')
}

export type { SiteData }
