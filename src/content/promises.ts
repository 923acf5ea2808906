/**
 * The business's promises, each stated once: what data/site.json and data/emirates.json hold, plus what
 * follows from the data rather than being typed (the starting price is the cheapest build on offer; the
 * days on the road across the UAE come from the emirates). Pages, structured data and `npm run check`
 * read this one table. Pure: no file access.
 *
 * Promises of different kinds stay apart, and copy names the kind it means:
 * - delivery: a ready-to-ship PC (the shop's, or a sample build in stock) is ready within
 *   `readyWithinHours`; a PC built to order takes `buildBusinessDays`; then either is on the road for
 *   its emirate's `roadDays`;
 * - returns: a faulty PC is replaced free within `faultyReplacementDays`; a change of mind is a return
 *   of an unopened item within `unopenedDays`;
 * - support: WhatsApp is answered `whatsApp` ("24/7"); the workshop and phone keep the opening hours.
 */
import type { SiteData } from './schemas.ts'

export interface DayRange {
  min: number
  max: number
}

export type OrderKind = 'ready-to-ship' | 'built-to-order'

/** The cheapest build the chooser can recommend (src/features/chooser/starting-price.ts); its price is every "from … AED". */
export interface StartingPrice {
  aed: number
  build: string
}

export interface Promises {
  startingPrice: StartingPrice
  delivery: {
    free: boolean
    readyWithinHours: number
    buildBusinessDays: DayRange
    complexBuildBusinessDays: number
    /** Days on the road over all emirates (1–3). */
    roadDays: DayRange
    /** The emirates (English names) reached the next day, and the road days of the others (null when every emirate is next day). */
    nextDayEmirates: string[]
    otherRoadDays: DayRange | null
    /** Each emirate's own road days, by English name. */
    byEmirate: Record<string, DayRange>
  }
  returns: { unopenedDays: number; changeOfMindShippingAed: number }
  warranty: { faultyReplacementDays: number; serviceYears: number; componentYears: string }
  priceMatch: { responseHours: number; complexResponseHours: number }
  support: { whatsApp: string; hours: SiteData['site']['hours'] }
}

/** The data the promises are read from. */
export type PromiseData = Pick<SiteData, 'site' | 'emirates'>

/** `{ min: 2, max: 3 }` → `2–3`; `{ min: 1, max: 1 }` → `1`. */
export function formatRange(r: DayRange): string {
  return r.min === r.max ? String(r.min) : `${r.min}–${r.max}`
}

const span = (ranges: readonly DayRange[]): DayRange | null =>
  ranges.length ? { min: Math.min(...ranges.map((r) => r.min)), max: Math.max(...ranges.map((r) => r.max)) } : null

/** The promises of data/, with the starting price the chooser's data gives. */
export function promisesOf(data: PromiseData, start: StartingPrice): Promises {
  const { site, emirates } = data
  const nextDay = emirates.filter((e) => e.roadDays.max <= 1)
  return {
    startingPrice: start,
    delivery: {
      free: site.delivery.free,
      readyWithinHours: site.delivery.readyWithinHours,
      buildBusinessDays: site.delivery.buildBusinessDays,
      complexBuildBusinessDays: site.delivery.complexBuildBusinessDays,
      roadDays: span(emirates.map((e) => e.roadDays))!,
      nextDayEmirates: nextDay.map((e) => e.name),
      otherRoadDays: span(emirates.filter((e) => e.roadDays.max > 1).map((e) => e.roadDays)),
      byEmirate: Object.fromEntries(emirates.map((e) => [e.name, e.roadDays])),
    },
    returns: { unopenedDays: site.returns.unopenedDays, changeOfMindShippingAed: site.returns.changeOfMindShippingAed },
    warranty: { faultyReplacementDays: site.warranty.faultyReplacementDays, serviceYears: site.warranty.serviceYears, componentYears: site.warranty.componentYears },
    priceMatch: site.priceMatch,
    support: { whatsApp: site.support.whatsApp, hours: site.hours },
  }
}

/**
 * The days before an order of this kind leaves the workshop (structured data's handling time): a
 * ready-to-ship PC within `readyWithinHours` (0 to that many days), a PC built to order in its business days.
 */
export function handlingDays(site: Pick<SiteData['site'], 'delivery'>, kind: OrderKind): DayRange {
  return kind === 'ready-to-ship' ? { min: 0, max: Math.ceil(site.delivery.readyWithinHours / 24) } : site.delivery.buildBusinessDays
}

/** Days on the road over all emirates, from data/emirates.json. */
export function roadDaysOf(emirates: Pick<SiteData, 'emirates'>['emirates']): DayRange {
  return span(emirates.map((e) => e.roadDays)) ?? { min: 1, max: 1 }
}
