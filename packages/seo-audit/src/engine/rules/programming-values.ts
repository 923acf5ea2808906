/**
 * Programming values in what a visitor reads (`programming-value`): `NaN`, `undefined`, `null`,
 * `[object Object]`, `Infinity` and `-Infinity`, and the forms `Intl.NumberFormat` prints for NaN and
 * Infinity in other languages (Arabic «ليس رقمًا», Russian «не число», «∞»), in a page's visible text,
 * its <title> and its meta description. A template handed a missing or malformed value prints them:
 * "Delivery within NaN hours", "Price: undefined AED".
 *
 * The extractor looks for them as it reads the visible text (not <script>, <style>, <template>,
 * <noscript>, nor code elements: <code>, <pre>, <kbd>, <samp>): `ProgrammingValueScanner` below, fed
 * the text ranges of the one parse of the page; the title and description as it meets them. Only whole words count, in their letter case ("NaNa",
 * "nullable", "Null" do not). Documentation and ordinary prose use most of these words too ("null and
 * void", "returns NaN if either argument is NaN", "AMD Infinity Fabric", "from 0 to ∞", a changelog's
 * "263877 undefined instruction", a defaults table's `<td>null</td>`), so where a word stands decides:
 * - In a value's place, it counts on every page: with nothing but spaces (and inline tags) between it
 *   and a unit or a currency ("NaN hours", "undefined AED", "$null", "NaN%", "AED NaN"), or joined to a
 *   number by a range or ratio sign ("5–NaN", "NaN/10"). A bare number next to it is not enough.
 * - Alone, as the whole text of an element (`<span>NaN</span>`, `<td>undefined</td>`; not of a link, a
 *   term, a heading or a header cell, which name things) or as the value after a label ("Price: null"),
 *   it counts on pages that show no code (no code element anywhere): documentation sets values apart
 *   like that (`<td>null</td>`, `<em>undefined</em>`).
 * - In a sentence, only the forms no writer types count, and only on pages that show no code: the
 *   localised forms Intl writes with no-break spaces (ليس رقمًا), `-Infinity` and `[object …]`.
 * - `∞` counts only next to a currency ("∞ AED"): it is a common symbol and icon ("∞ GB", "0 to ∞").
 */
import type { Report } from '../report.ts'
import { isRedirectStatus, type PageRecord } from '../page-record.ts'
import type { ProgrammingValueHit } from '../types.ts'

/**
 * NaN as `new Intl.NumberFormat(locale).format(NaN)` prints it (Node 20.20, ICU 78), for the common
 * locales whose form is not "NaN"; tests/programming-values.test.ts checks this table
 * against Intl for every locale in NAN_LOCALES. Intl separates words with a no-break space (U+00A0;
 * Lao with U+200B), which is matched as written, as `&nbsp;` or as a numeric reference, but not as an
 * ordinary space: «не число» typed in a Russian sentence is prose.
 * Infinity is «∞» in every one of them (with a minus sign for -Infinity).
 */
export const LOCALISED_NAN: ReadonlyArray<{ form: string; language: string; locales: readonly string[] }> = [
  { form: '\u0644\u064a\u0633\u00a0\u0631\u0642\u0645\u064b\u0627', language: 'Arabic', locales: ['ar'] },
  { form: '\u0646\u0627\u0639\u062f\u062f', language: 'Persian', locales: ['fa'] },
  { form: '\u043d\u0435\u00a0\u0447\u0438\u0441\u043b\u043e', language: 'Russian', locales: ['ru'] },
  { form: '\u0441\u0430\u043d\u00a0\u0435\u043c\u0435\u0441', language: 'Kazakh', locales: ['kk'] },
  { form: '\u0441\u0430\u043d\u00a0\u044d\u043c\u0435\u0441', language: 'Kyrgyz', locales: ['ky'] },
  { form: 'son\u00a0emas', language: 'Uzbek', locales: ['uz'] },
  { form: 'san\u00a0d\u00e4l', language: 'Turkmen', locales: ['tk'] },
  { form: '\u975e\u6578\u503c', language: 'Traditional Chinese', locales: ['zh-Hant', 'yue'] },
  { form: '\u0e9a\u0ecd\u0ec8\u200b\u0ec1\u0ea1\u0ec8\u0e99\u200b\u0ec2\u0e95\u200b\u0ec0\u0ea5\u0e81', language: 'Lao', locales: ['lo'] },
  { form: '\u1002\u100f\u1014\u103a\u1038\u1019\u101f\u102f\u1010\u103a\u101e\u1031\u102c', language: 'Burmese', locales: ['my'] },
  { form: 'ep\u00e4luku', language: 'Finnish', locales: ['fi'] },
  { form: 'Nuimh', language: 'Irish', locales: ['ga'] },
  { form: '\u0548\u0579\u0539', language: 'Armenian', locales: ['hy'] },
  { form: '\u10d0\u10e0\u00a0\u10d0\u10e0\u10d8\u10e1\u00a0\u10e0\u10d8\u10ea\u10ee\u10d5\u10d8', language: 'Georgian', locales: ['ka'] },
  { form: '\u1260\u1241\u1325\u122d\u00a0\u120a\u1308\u1208\u133d\u00a0\u12e8\u121b\u12ed\u127d\u120d', language: 'Amharic', locales: ['am'] },
]

/** Locales whose NaN form is not in LOCALISED_NAN on purpose: Latvian "NS" is an abbreviation in too many texts. */
export const NAN_FORMS_LEFT_OUT: Readonly<Record<string, string>> = { NS: 'lv' }

/** The locales LOCALISED_NAN was read from (the rest print "NaN"). */
export const NAN_LOCALES = [
  'en', 'ar', 'fa', 'ur', 'ps', 'he', 'ru', 'uk', 'be', 'kk', 'ky', 'uz', 'tk', 'az', 'tr', 'zh', 'zh-Hant', 'yue', 'ja', 'ko',
  'hi', 'bn', 'pa', 'ta', 'te', 'mr', 'gu', 'ne', 'si', 'th', 'lo', 'my', 'km', 'vi', 'id', 'ms', 'fil', 'de', 'fr', 'es', 'pt',
  'it', 'nl', 'pl', 'cs', 'sk', 'sl', 'hr', 'sr', 'bs', 'bg', 'mk', 'ro', 'hu', 'el', 'sv', 'da', 'nb', 'fi', 'et', 'lv', 'lt',
  'is', 'ga', 'cy', 'ca', 'eu', 'gl', 'sq', 'hy', 'ka', 'am', 'sw', 'zu', 'af', 'mn',
] as const

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** A no-break or zero-width space as HTML may write it. */
const SEPARATOR = '(?:[\\u00a0\\u200b]|&(?:nbsp|#160|#[xX]0*[aA]0|#8203|#[xX]0*200[bB]);)'
const localisedPattern = (form: string) => form.split(/[\u00a0\u200b]/).map(escapeRegExp).join(SEPARATOR)

const CANDIDATES = ['NaN', 'null', 'undefined', 'Infinity', '\u221e', '\\[object [A-Z][A-Za-z]*\\]', ...LOCALISED_NAN.map((l) => localisedPattern(l.form))].join('|')
/** A candidate starting where the search is (sticky), in a page's HTML. */
const CANDIDATE_AT = new RegExp(CANDIDATES, 'y')
/** Every candidate of a title or a description. */
const IN_TEXT = new RegExp(CANDIDATES, 'g')

/**
 * The visible text is read a character at a time against a table of one character of each word, chosen
 * to be rare in text: `N` of NaN, `u` of null and undefined, `I`, `[`, `∞`, the no-break space of Intl's
 * forms with several words, `ä` of «epäluku»; only where one stands is the word compared, then the
 * regular expression run. The regular expression alone, searching the whole page, cost four times as
 * much (docs/decisions/seo-audit-programming-values.md).
 */
const ANCHORS: ReadonlyArray<readonly [word: string, anchor: number]> = [
  ['NaN', 0],
  ['null', 1],
  ['undefined', 0],
  ['Infinity', 0],
  ['\u221e', 0],
  ['[object ', 0],
  ...LOCALISED_NAN.map(({ form }): [string, number] => {
    const space = form.search(/[\u00a0\u200b]/)
    if (space >= 0) return [form, space]
    const rare = form.search(/[\u00e4\u0639]/) // epäluku, ناعدد
    return [form, rare >= 0 ? rare : 0]
  }),
]
/** Per character code: 0, or 1 + the index in WORDS_AT of the words anchored on it. */
const ANCHOR_OF = new Uint8Array(65536)
const WORDS_AT: Array<Array<readonly [word: string, anchor: number]>> = []
for (const entry of ANCHORS) {
  const c = entry[0].charCodeAt(entry[1])
  if (ANCHOR_OF[c] === 0) ANCHOR_OF[c] = WORDS_AT.push([])
  WORDS_AT[ANCHOR_OF[c]! - 1]!.push(entry)
}
/** The first word of each form Intl writes with no-break spaces, for one written `ليس&nbsp;رقمًا` (no raw space to find). */
const BEFORE_ENTITY = new Set(LOCALISED_NAN.filter((l) => /[\u00a0\u200b]/.test(l.form)).map((l) => l.form.split(/[\u00a0\u200b]/)[0]!))
const LETTER = /[\p{L}\p{M}]/u

const LANGUAGE_OF = new Map(LOCALISED_NAN.map((l) => [l.form, l.language]))
/** What code prints and no writer types in a sentence (besides `[object …]` and `-Infinity`): Intl's forms with no-break spaces. */
const PRINTED = new Set(LOCALISED_NAN.filter((l) => /[\u00a0\u200b]/.test(l.form)).map((l) => l.form))

/**
 * Units a quantity is written with: a word among these right after a candidate puts it in a value's
 * place ("NaN hours"). Not the ones prose puts after these words ("in", "a", "values", "points").
 */
const UNITS = new Set([
  'ms', 's', 'sec', 'secs', 'second', 'seconds', 'min', 'mins', 'minute', 'minutes', 'h', 'hr', 'hrs', 'hour', 'hours',
  'day', 'days', 'week', 'weeks', 'month', 'months', 'year', 'years', 'yr', 'yrs',
  'B', 'KB', 'kB', 'MB', 'GB', 'TB', 'PB', 'Kbps', 'Mbps', 'Gbps', 'MB/s', 'GB/s', 'Hz', 'kHz', 'MHz', 'GHz',
  'W', 'kW', 'V', 'mAh', 'Wh', 'kWh', 'mm', 'cm', 'm', 'km', 'ft', 'inch', 'inches', 'kg', 'g', 'lb', 'lbs', 'oz',
  'fps', 'FPS', 'px', '\u00b0C', '\u00b0F', '\u2103', '\u2109', 'pcs', 'pieces', 'items', 'reviews', 'orders',
  // Arabic: hour(s), day(s), minute(s), week(s), month(s), year(s), dirham
  '\u0633\u0627\u0639\u0629', '\u0633\u0627\u0639\u0627\u062a', '\u064a\u0648\u0645', '\u0623\u064a\u0627\u0645', '\u062f\u0642\u064a\u0642\u0629',
  '\u062f\u0642\u0627\u0626\u0642', '\u0623\u0633\u0628\u0648\u0639', '\u0623\u0633\u0627\u0628\u064a\u0639', '\u0634\u0647\u0631', '\u0623\u0634\u0647\u0631',
  '\u0633\u0646\u0629', '\u0633\u0646\u0648\u0627\u062a', '\u062f\u0631\u0647\u0645',
])

const WORD_CHAR = /[\p{L}\p{M}\p{N}_]/u
const CURRENCY_SIGN = /\p{Sc}/u
const PERCENT = /[%\u2030\u066a]/
const WORD_AFTER = /^[\p{L}\p{M}\u00b0\u2103\u2109]+(?:\/s)?/u
const WORD_BEFORE = /[\p{L}\p{M}]+$/u
const NUMBER_JOINED_BEFORE = /\p{Nd}\s*[-\u2013\u2014/]\s*$/u
const NUMBER_JOINED_AFTER = /^\s*[-\u2013\u2014/]\s*\p{Nd}/u
/** Elements whose whole text names something rather than shows a value: a link, a term, a heading, a header cell (a glossary's `<dt>null</dt>`). */
const NAMING = /^<(?:a|dt|th|h[1-6]|caption|legend)[\s>]/i
/** What may follow a value that stands alone: closing punctuation. */
const CLOSING = /^[\s.,;:!?\u060c\u061b\u061f)\]»”’]*$/
/** How far either side of a candidate its text node and its neighbours are looked for, and how much context a message quotes. */
const NODE_REACH = 400
const CONTEXT_CHARS = 40

/**
 * Currency codes prices are written with ("AED 1,999", "15 USD"). Not every ISO 4217 code: many are
 * words or names in capitals ("AMD Infinity Fabric", "PHP null", "CAD", "ALL", "TRY", "MAD", "TOP").
 */
const CURRENCY_CODES = new Set([
  'AED', 'SAR', 'QAR', 'KWD', 'BHD', 'OMR', 'EGP', 'JOD', 'USD', 'EUR', 'GBP', 'CHF', 'JPY', 'CNY', 'RMB', 'HKD', 'SGD', 'AUD',
  'NZD', 'INR', 'PKR', 'BDT', 'LKR', 'IDR', 'MYR', 'THB', 'VND', 'KRW', 'TWD', 'RUB', 'UAH', 'KZT', 'PLN', 'CZK', 'HUF', 'RON',
  'SEK', 'NOK', 'DKK', 'ISK', 'BRL', 'MXN', 'ARS', 'CLP', 'COP', 'ZAR', 'NGN', 'KES', 'ILS', 'IRR',
])
const isCurrencyCode = (word: string | undefined) => word !== undefined && CURRENCY_CODES.has(word)

const NAMED: Record<string, string> = { nbsp: '\u00a0', amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", minus: '\u2212', infin: '\u221e', deg: '\u00b0' }
/** Decodes the character references a quote or a neighbour check meets (not every named one: unknown ones stay as written). */
function decode(s: string): string {
  if (!s.includes('&')) return s
  return s.replace(/&(?:#(\d+)|#[xX]([0-9a-fA-F]+)|([A-Za-z]+));/g, (all, dec?: string, hex?: string, name?: string) => {
    if (name !== undefined) return NAMED[name] ?? all
    const cp = dec !== undefined ? Number(dec) : Number.parseInt(hex!, 16)
    return cp > 0 && cp <= 0x10ffff ? String.fromCodePoint(cp) : all
  })
}

/** Elements whose start or end separates text (a table cell's value is not next to the next cell's unit). */
const BLOCK = /^<\/?(?:p|div|li|ul|ol|dl|dt|dd|td|th|tr|table|thead|tbody|h[1-6]|br|hr|section|article|header|footer|nav|main|aside|blockquote|figure|figcaption|details|summary|address|form|button|option|select|label)\b/i

/**
 * The text a visitor reads in an HTML fragment: inline tags dropped, a block's edge and a script or
 * style as a paragraph break (U+2029), references decoded. Not whitespace-collapsed.
 */
function readable(html: string): string {
  return decode(
    html
      .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '\u2029')
      .replace(/<[^>]*>/g, (tag) => (BLOCK.test(tag) ? '\u2029' : '')),
  )
}

/** The readable text running up to `start` and on from `end`, within NODE_REACH characters and up to a block's edge. */
function neighbours(html: string, start: number, end: number): { before: string; after: string } {
  const left = html.slice(Math.max(0, start - NODE_REACH), start).replace(/^[^<]*>/, '')
  const right = html.slice(end, end + NODE_REACH).replace(/<[^>]*$/, '')
  const before = readable(left)
  const after = readable(right)
  return { before: before.slice(before.lastIndexOf('\u2029') + 1), after: after.slice(0, (after.indexOf('\u2029') + 1 || after.length + 1) - 1) }
}

/** Whether a value stands between `before` and `after` (the text on either side, across inline tags). */
function inValuePlace(before: string, after: string): boolean {
  const b = before.trimEnd()
  const a = after.trimStart()
  if (b && CURRENCY_SIGN.test(b[b.length - 1]!)) return true
  if (a && (CURRENCY_SIGN.test(a[0]!) || PERCENT.test(a[0]!))) return true
  const next = WORD_AFTER.exec(a)?.[0]
  if (next !== undefined && (UNITS.has(next) || isCurrencyCode(next))) return true
  if (isCurrencyCode(WORD_BEFORE.exec(b)?.[0])) return true
  return NUMBER_JOINED_BEFORE.test(b) || NUMBER_JOINED_AFTER.test(a)
}

/** “…about 40 characters, the value, about 40 characters…”. */
function quote(before: string, value: string, after: string): string {
  const l = before.replace(/\s+/g, ' ').trimStart()
  const r = after.replace(/\s+/g, ' ').trimEnd()
  const left = l.length > CONTEXT_CHARS ? `…${l.slice(-CONTEXT_CHARS).trimStart()}` : l
  const right = r.length > CONTEXT_CHARS ? `${r.slice(0, CONTEXT_CHARS).trimEnd()}…` : r
  return `${left}${value}${right}`.replace(/[\s\u00a0\u200b]+/g, ' ')
}

/**
 * The candidate `match` of `source` as a programming value a visitor reads, or null: when it is part
 * of a word, or a word of prose that counts nowhere (see the top of this file). In the page text,
 * `source` is the page's HTML (the text node around the candidate runs from the last `>` to the next
 * `<`); in the title or the description, it is that text as written (no-break spaces kept), one node.
 */
export function readValueAt(source: string, match: RegExpExecArray, where: ProgrammingValueHit['in']): ProgrammingValueHit | null {
  const html = where === 'text'
  const start = match.index
  const end = start + match[0].length
  // the text node: for the word's edges and for "alone"
  let inNodeBefore = source.slice(0, start)
  let inNodeAfter = source.slice(end)
  let tagBefore = ''
  if (html) {
    const gt = source.lastIndexOf('>', start - 1)
    const nodeStart = gt >= 0 && start - gt <= NODE_REACH ? gt + 1 : Math.max(0, start - NODE_REACH)
    const lt = source.indexOf('<', end)
    const nodeEnd = lt >= 0 && lt - end <= NODE_REACH ? lt : Math.min(source.length, end + NODE_REACH)
    inNodeBefore = decode(source.slice(nodeStart, start))
    inNodeAfter = decode(source.slice(end, nodeEnd))
    if (gt >= 0 && nodeStart === gt + 1) tagBefore = source.slice(source.lastIndexOf('<', gt), gt + 1)
  }
  if ((inNodeBefore && WORD_CHAR.test(inNodeBefore[inNodeBefore.length - 1]!)) || (inNodeAfter && WORD_CHAR.test(inNodeAfter[0]!))) return null

  let value = html ? decode(match[0]) : match[0]
  const around = html ? neighbours(source, start, end) : { before: inNodeBefore, after: inNodeAfter }
  if (value === 'Infinity' && inNodeBefore.endsWith('-')) {
    value = '-Infinity'
    around.before = around.before.slice(0, -1)
  }
  let place: ProgrammingValueHit['place'] | null = null
  if (value === '\u221e') {
    const b = around.before.trimEnd()
    const a = around.after.trimStart()
    const currency = (b && CURRENCY_SIGN.test(b[b.length - 1]!)) || (a && CURRENCY_SIGN.test(a[0]!)) || isCurrencyCode(WORD_AFTER.exec(a)?.[0]) || isCurrencyCode(WORD_BEFORE.exec(b)?.[0])
    place = currency ? 'value' : null
  } else if (inValuePlace(around.before, around.after)) place = 'value'
  else if (value !== '-Infinity' && /^\s*(?:.*[:\uff1a]\s*)?$/s.test(inNodeBefore) && CLOSING.test(inNodeAfter) && !NAMING.test(tagBefore)) place = 'alone'
  else if (value === '-Infinity' || value.startsWith('[object ') || PRINTED.has(value)) place = 'prose'
  if (place === null) return null
  const shown = value.replace(/[\u00a0\u200b]/g, ' ')
  return { value, in: where, context: quote(around.before, shown, around.after), offset: start, place }
}

/** Every programming value in a title or a description as written, whether or not it counts on its page. */
export function programmingValuesIn(text: string, where: 'title' | 'description' = 'title'): ProgrammingValueHit[] {
  const hits: ProgrammingValueHit[] = []
  const re = IN_TEXT
  re.lastIndex = 0
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const hit = readValueAt(text, m, where)
    if (hit) hits.push(hit)
  }
  return hits
}

/** At most this many of each kind (in a value's place, in prose) are kept per page. */
export const HITS_KEPT = 10

/**
 * Finds programming values in a page's visible text while the extractor reads it: `visibleText` is
 * given each range of the HTML that is visible text outside code elements, in page order (a range ends
 * at a tag or a character reference; a candidate may run on through `&nbsp;`).
 */
export class ProgrammingValueScanner {
  /** Where the last candidate found ends: a range may start inside it (after its `&nbsp;`). */
  private resume = 0
  /** Found in a value's place, and alone or in prose (these count only on a page without code). */
  readonly inValuePlace: ProgrammingValueHit[] = []
  readonly inProse: ProgrammingValueHit[] = []

  constructor(private readonly html: string) {}

  /** A range of visible text: read a character at a time against ANCHOR_OF (the tokenizer skipped it natively). */
  visibleText(start: number, end: number, pageShowsCode: boolean): void {
    const html = this.html
    for (let i = start; i < end; i++) {
      const a = ANCHOR_OF[html.charCodeAt(i)]!
      if (a === 0) continue
      for (const [word, anchor] of WORDS_AT[a - 1]!) {
        const at = i - anchor
        if (at >= start && at >= this.resume && html.startsWith(word, at)) this.tryAt(at, pageShowsCode)
      }
    }
    // a range ends before a character reference: `ليس&nbsp;رقمًا` has no raw no-break space to find
    if (html.charCodeAt(end) === 38) {
      let w = end
      while (w > start && LETTER.test(html[w - 1]!)) w--
      if (w < end && w >= this.resume && BEFORE_ENTITY.has(html.slice(w, end))) this.tryAt(w, pageShowsCode)
    }
  }

  private tryAt(at: number, pageShowsCode: boolean): void {
    CANDIDATE_AT.lastIndex = at
    const m = CANDIDATE_AT.exec(this.html)
    if (m === null) return
    this.resume = at + m[0].length
    this.found(m, pageShowsCode)
  }

  private found(m: RegExpExecArray, pageShowsCode: boolean): void {
    if (this.inValuePlace.length >= HITS_KEPT && (pageShowsCode || this.inProse.length >= HITS_KEPT)) return
    const hit = readValueAt(this.html, m, 'text')
    if (hit === null) {
      // a part of a word, or a word of prose
    } else if (hit.place === 'value') {
      if (this.inValuePlace.length < HITS_KEPT) this.inValuePlace.push(hit)
    } else if (!pageShowsCode && this.inProse.length < HITS_KEPT) this.inProse.push(hit)
  }
}

const WHERE = { title: 'the title', description: 'the description', text: 'the page text' } as const

function describe(hit: ProgrammingValueHit): string {
  const shown = hit.value.replace(/[\u00a0\u200b]/g, ' ')
  const language = LANGUAGE_OF.get(hit.value)
  return language ? `“${shown}” (NaN in ${language})` : `“${shown}”`
}

/**
 * Reports each programming value a visitor reads, as an error by default: a page that shows one is
 * broken for every visitor, whatever its score. Redirect stubs are not read by anyone.
 */
export function checkProgrammingValues(pages: readonly PageRecord[], report: Report): void {
  for (const page of pages) {
    const f = page.facts
    if (!f || page.ignored || isRedirectStatus(page.status)) continue
    for (const hit of f.programmingValues) {
      if (hit.place !== 'value' && f.showsCode) continue
      const message = `${describe(hit)} in ${WHERE[hit.in]}: “${hit.context}”`
      report.warn(page, 'programming-value', message, hit.in === 'text' ? { offset: hit.offset, level: 'error' } : { level: 'error' })
    }
  }
}
