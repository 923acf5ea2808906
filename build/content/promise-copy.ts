/**
 * `npm run check`'s reading of the copy: every figure a sentence states for a promise (a starting price,
 * a delivery, build or ready time, a return or replacement window, 24/7 support, a frame rate) must be
 * one the promise table holds (src/content/promises.ts). Copy that needs the figure takes it from the
 * table (a message placeholder, `{startingPrice}` in data/), so a typed one is either the same or wrong.
 * English and Arabic. Pure: the caller reads the files.
 */
import { formatRange, type DayRange, type Promises } from '../../src/content/promises.ts'

/** One piece of copy and where it is: `data/messages/en/home.json: hero.badge`, `posts/x.md:83`. */
export interface CopyText {
  where: string
  text: string
  /** Frame rates are the chooser's words only (its namespaces); a post may discuss them. */
  allowFps?: boolean
  /** An emirate's own copy (data/emirates.json): its delivery figures must be its own road days. */
  emirate?: string
}

type Kind = 'returns' | 'replacement' | 'ready' | 'build' | 'delivery' | 'priceMatch' | 'other'

/** Words that say which promise a figure belongs to; the nearest one in the clause wins. */
const KIND_WORDS: [Kind, RegExp][] = [
  ['returns', /\breturn|إرجاع|أعِده|تُرجع|ترجع|إرجاعه/gi],
  ['replacement', /replac|faulty|defect|استبدال|نستبدل|معيب|عطل/gi],
  ['ready', /\bready\b|جاهز/gi],
  ['build', /\bbuil(?:d|t)s?\b|assembl|نجمّع|تُجمَّع|تجميع|أيام عمل/gi],
  ['delivery', /deliver|arriv|\bship|on the road|dispatch|توصيل|تصل|يصل|الشحن|شحن/gi],
  ['priceMatch', /price match|match it|\breply|\brespon|مطابقة|نطابق|نرد/gi],
  ['other', /stress|test|warranty|year|اختبار|ضمان|سنة|سنوات/gi],
]

/** `2–3 days`, `24 hours`, `48h`, `3-day`, `2 to 3 business days`; Arabic `2–3 أيام`, `24 ساعة`. */
const FIGURE = /(\d+)(?:\s*(?:–|-|to)\s*(\d+))?(?:\s|-)*(?:business\s+|working\s+)?(days?|hours?|h)\b|(\d+)(?:\s*[–-]\s*(\d+))?\s*(أيام|يومًا|يوم|ساعات|ساعة)/gi

const STARTING_EN = /(?:\b(?:builds?|PCs?|prices?|computers?)\b[^.;:!?]{0,40}?\b(?:start(?:s|ing)?\s+(?:at|from)|from)|^\s*from|\bstarting\s+(?:at|from))\s+([\d][\d,]*)\s*AED/gi
const STARTING_AR = /(?:ابتداءً|بدءًا|تبدأ|يبدأ)[^.؛!?]{0,40}?من\s+([\d][\d,٬]*)\s*درهم/g
const ALL_HOURS = /24\s*\/\s*7|around the clock|على مدار الساعة/gi
const WHATSAPP = /whats\s*app|واتساب|chat|محادثة/i
const FPS = /\d+\+?\s*(?:[–-]\s*\d+\s*)?fps\b|\d+\s*(?:إطار|إطارًا)/gi
const NEXT_DAY = /next[- ]day|اليوم التالي/i
/** Opening hours typed as times: `9 AM–7 PM`, `9am-7pm`, `09:00–19:00`. */
const OPENING = /\b(\d{1,2})(?::(\d{2}))?\s*(am|pm)?\s*[–-]\s*(\d{1,2})(?::(\d{2}))?\s*(am|pm)\b|\b(\d{2}):(\d{2})\s*[–-]\s*(\d{2}):(\d{2})\b/gi

/** `9`, `am` → `09:00`; `7`, `pm` → `19:00`. */
function clockOf(hour: string, minutes: string | undefined, half: string | undefined): string {
  let h = Number(hour) % 12
  if (!half) h = Number(hour)
  else if (half.toLowerCase() === 'pm') h += 12
  return `${String(h).padStart(2, '0')}:${minutes ?? '00'}`
}

const sameRange = (a: DayRange, b: DayRange) => a.min === b.min && a.max === b.max
const shown = (ranges: readonly DayRange[]) => [...new Set(ranges.map(formatRange))].join(' or ')

/** The clauses of a text: split after . ! ? ; and the Arabic ؛, and at line breaks. */
function clauses(text: string): string[] {
  return text.split(/(?<=[.!?;؛])\s+|\n+/).filter((c) => c.trim())
}

/** The kind of promise whose word is nearest to the figure at [start, end) in the clause. */
function kindAt(clause: string, start: number, end: number): Kind | null {
  let best: { kind: Kind; distance: number } | null = null
  for (const [kind, words] of KIND_WORDS) {
    for (const m of clause.matchAll(words)) {
      const distance = m.index >= end ? m.index - end : Math.max(0, start - (m.index + m[0].length))
      if (!best || distance < best.distance) best = { kind, distance }
    }
  }
  return best?.kind ?? null
}

/** Every problem of one piece of copy, as `where: message` lines. */
export function promiseProblems(copy: CopyText, p: Promises): string[] {
  const problems: string[] = []
  const say = (message: string) => problems.push(`${copy.where}: ${message}`)
  const d = p.delivery
  const roadRanges = [d.roadDays, ...Object.values(d.byEmirate), ...(d.otherRoadDays ? [d.otherRoadDays] : [])]
  const own = copy.emirate ? d.byEmirate[copy.emirate] : undefined
  const allowedDays: Record<Exclude<Kind, 'other'>, DayRange[]> = {
    returns: [{ min: p.returns.unopenedDays, max: p.returns.unopenedDays }],
    replacement: [{ min: p.warranty.faultyReplacementDays, max: p.warranty.faultyReplacementDays }],
    ready: [],
    build: [d.buildBusinessDays, { min: d.complexBuildBusinessDays, max: d.complexBuildBusinessDays }],
    delivery: own ? [own] : roadRanges,
    priceMatch: [],
  }
  const allowedHours: Record<Exclude<Kind, 'other'>, DayRange[]> = {
    returns: [],
    replacement: [],
    ready: [{ min: d.readyWithinHours, max: d.readyWithinHours }],
    build: [{ min: d.readyWithinHours, max: d.readyWithinHours }],
    delivery: [],
    priceMatch: [p.priceMatch.responseHours, p.priceMatch.complexResponseHours].map((h) => ({ min: h, max: h })),
  }
  const what: Record<Exclude<Kind, 'other'>, string> = {
    returns: `a change-of-mind return of an unopened item is ${p.returns.unopenedDays} days (data/site.json returns.unopenedDays)`,
    replacement: `a faulty PC is replaced free within ${p.warranty.faultyReplacementDays} days (data/site.json warranty.faultyReplacementDays)`,
    ready: `a ready-to-ship PC is ready within ${d.readyWithinHours} hours (data/site.json delivery.readyWithinHours)`,
    build: `a PC built to order takes ${formatRange(d.buildBusinessDays)} business days, up to ${d.complexBuildBusinessDays} with custom liquid cooling (data/site.json delivery)`,
    delivery: own
      ? `${copy.emirate} is ${formatRange(own)} ${own.max === 1 ? 'day' : 'days'} on the road (data/emirates.json roadDays)`
      : `the road takes ${shown(roadRanges)} days by emirate (data/emirates.json roadDays); ready and build times are separate promises`,
    priceMatch: `a price match is answered within ${p.priceMatch.responseHours} or ${p.priceMatch.complexResponseHours} hours (data/site.json priceMatch)`,
  }

  for (const m of copy.text.matchAll(STARTING_EN)) {
    const aed = Number(m[1]!.replace(/,/g, ''))
    if (aed !== p.startingPrice.aed)
      say(`says builds start at ${m[1]} AED, but the cheapest build on offer, the ${p.startingPrice.build}, costs ${p.startingPrice.aed} AED; write {startingPrice} (data/) or the page's price placeholder instead of a number`)
  }
  for (const m of copy.text.matchAll(STARTING_AR)) {
    const aed = Number(m[1]!.replace(/[,٬]/g, ''))
    if (aed !== p.startingPrice.aed)
      say(`says builds start at ${m[1]} درهم, but the cheapest build on offer, the ${p.startingPrice.build}, costs ${p.startingPrice.aed} AED; write {startingPrice} (data/) or the page's price placeholder instead of a number`)
  }

  // The table's own value ("24/7" in data/site.json) is not copy about it.
  if (copy.text === p.support.whatsApp) return problems
  for (const clause of clauses(copy.text)) {
    for (const m of clause.matchAll(FIGURE)) {
      const min = Number(m[1] ?? m[4])
      const max = Number(m[2] ?? m[5] ?? min)
      const unit = (m[3] ?? m[6])!.toLowerCase()
      const hours = /^h|ساع/.test(unit)
      const kind = kindAt(clause, m.index, m.index + m[0].length)
      if (!kind || kind === 'other') continue
      // The nearest word names the promise; a clause that names several ("up to 48 hours for complex builds"
      // answers a price match) may give the figure of any of them, but never one the table lacks.
      const named = [kind, ...KIND_WORDS.filter(([k, words]) => k !== 'other' && new RegExp(words.source, 'i').test(clause)).map(([k]) => k)] as Exclude<Kind, 'other'>[]
      const table = hours ? allowedHours : allowedDays
      if (named.some((k) => table[k].some((r) => sameRange(r, { min, max })))) continue
      say(`"${m[0].trim()}" in "${clause.trim()}" is not in the promise table: ${what[kind]}`)
    }
    if (copy.emirate && own && own.max > 1 && NEXT_DAY.test(clause))
      say(`says next day, but ${copy.emirate} is ${formatRange(own)} days on the road (data/emirates.json roadDays)`)
    for (const m of clause.matchAll(ALL_HOURS)) {
      if (p.support.whatsApp !== '24/7')
        say(`says "${m[0]}", but no channel is answered around the clock (data/site.json support.whatsApp is "${p.support.whatsApp}")`)
      else if (!WHATSAPP.test(clause))
        say(`says "${m[0]}" without naming the channel: only WhatsApp is answered ${p.support.whatsApp}; the workshop and phone keep the opening hours (data/site.json support, hours)`)
    }
    for (const m of clause.matchAll(OPENING)) {
      const [opens, closes] = m[7]
        ? [`${m[7]}:${m[8]}`, `${m[9]}:${m[10]}`]
        : [clockOf(m[1]!, m[2], m[3] ?? m[6]), clockOf(m[4]!, m[5], m[6])]
      if (!p.support.hours.some((h) => h.opens === opens && h.closes === closes))
        say(`"${m[0]}" is not the workshop's opening hours (${p.support.hours.map((h) => `${h.opens}–${h.closes}`).join(', ')}, data/site.json hours)`)
    }
    if (!copy.allowFps)
      for (const m of clause.matchAll(FPS))
        say(`states a frame rate ("${m[0]}"); what a PC plays comes from the chooser's table (data/games.json) in words, never a typed frame rate`)
  }
  return problems
}

/** Every problem of every piece of copy. */
export function promiseCopyProblems(copy: readonly CopyText[], p: Promises): string[] {
  return copy.flatMap((c) => promiseProblems(c, p))
}
