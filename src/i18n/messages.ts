/**
 * The site's copy, per locale: message files `data/messages/<locale>/<namespace>.json`, each a
 * tree of ICU MessageFormat strings ("{count, plural, one {# day} other {# days}}", "see the
 * <link>return policy</link>"). English is the source; every other locale must have the same files, the
 * same keys and the same arguments, which `npm run check` enforces. Formatting is intl-messageformat's
 * (formatjs): Arabic has six plural forms, and rich text needs tags, both of which it does well.
 * Pure: no file access (build/content/translations.ts reads the files).
 */
import { IntlMessageFormat } from 'intl-messageformat'
import { formatDate } from '../lib/dates.ts'

export const LOCALES = ['en', 'ar'] as const
export type Locale = (typeof LOCALES)[number]
export const SOURCE_LOCALE: Locale = 'en'

/** The locale numbers and plurals are formatted in: Arabic with Western digits, as UAE retailers print prices. */
export const FORMAT_LOCALE: Record<Locale, string> = { en: 'en-US', ar: 'ar-AE-u-nu-latn' }

/** The locale of a page by its path: `/ar` and `/ar/…` are Arabic, everything else English. */
export function localeOfPath(pathname: string): Locale {
  return pathname === '/ar' || pathname.startsWith('/ar/') ? 'ar' : SOURCE_LOCALE
}

/** Each language's name in itself, for the language switcher. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', ar: 'العربية' }

/** Open Graph's `og:locale` per locale (language_TERRITORY). */
export const OG_LOCALE: Record<Locale, string> = { en: 'en_AE', ar: 'ar_AE' }

/** `<html lang dir>` per locale. */
export const HTML_ATTRS: Record<Locale, { lang: string; dir: 'ltr' | 'rtl' }> = { en: { lang: 'en', dir: 'ltr' }, ar: { lang: 'ar', dir: 'rtl' } }

/**
 * Text that must read left to right whatever surrounds it (a phone number, an e-mail address) in a
 * right-to-left page: wrapped in Unicode's left-to-right isolate (U+2066 … U+2069, as `<bdi dir="ltr">`
 * would), which works in text, attributes, messages and island props alike, with no-break spaces, since a
 * number wrapped inside right-to-left text would show its second line's digits before its first's.
 * Left-to-right pages get the text as it is.
 */
export function ltr(text: string, locale: Locale): string {
  return HTML_ATTRS[locale].dir === 'rtl' ? `\u2066${text.replace(/ /g, '\u00a0')}\u2069` : text
}

const compiled = new Map<string, IntlMessageFormat>()
/** A message compiled for a locale, once per build. */
export function compile(message: string, locale: Locale): IntlMessageFormat {
  const key = `${locale}\u0000${message}`
  let f = compiled.get(key)
  if (!f) compiled.set(key, (f = new IntlMessageFormat(message, FORMAT_LOCALE[locale])))
  return f
}

/** A message with its arguments filled in, as text (no React: page titles and descriptions use it too). */
export function fmt(locale: Locale, message: string, values?: Record<string, string | number | boolean | null | undefined | Date>): string {
  return String(compile(message, locale).format(values))
}

/**
 * `2025-07-08` → `8 July 2025`, or `8 يوليو 2025`: English through the site's own formatDate (which islands
 * share), other locales through Intl with Western digits.
 */
export function formatDateIn(locale: Locale, iso: string): string {
  if (locale === SOURCE_LOCALE) return formatDate(iso)
  return new Intl.DateTimeFormat(FORMAT_LOCALE[locale], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`))
}

export interface MessageTree {
  [key: string]: string | MessageTree
}

const isTree = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** Every leaf as `a.b.c` → value, and the keys whose value is neither text nor a group. */
function flatten(tree: Record<string, unknown>, prefix = '', out: Map<string, string> = new Map(), bad: string[] = []) {
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k
    if (typeof v === 'string') out.set(key, v)
    else if (isTree(v)) flatten(v, key, out, bad)
    else bad.push(key)
  }
  return { messages: out, bad }
}

interface Element {
  type: number
  value?: string
  children?: Element[]
  options?: Record<string, { value: Element[] }>
}
// intl-messageformat's element types (its parser's TYPE enum): 1-6 name an argument, 8 is a tag.
const ARGUMENT_TYPES = new Set([1, 2, 3, 4, 5, 6])
const TAG = 8

/** The arguments and tags a message uses: `count`, `<link>`. */
function argumentsOf(elements: Element[], out: Set<string> = new Set()): Set<string> {
  for (const el of elements) {
    if (ARGUMENT_TYPES.has(el.type) && el.value) out.add(el.value)
    if (el.type === TAG && el.value) out.add(`<${el.value}>`)
    if (el.children) argumentsOf(el.children, out)
    for (const option of Object.values(el.options ?? {})) argumentsOf(option.value, out)
  }
  return out
}

const list = (names: Iterable<string>) => [...names].sort().join(', ') || 'none'

/**
 * Every problem of one namespace's files, as `file: key: message` lines: a value that is not text, a
 * message that does not parse, and, for each locale but English, a key English does not have or lacks,
 * or arguments that differ from English's. `files` maps each locale to its parsed file (undefined when
 * there is none); `fileOf` names a locale's file.
 */
export function messageProblems(files: Partial<Record<Locale, unknown>>, fileOf: (locale: Locale) => string): string[] {
  const problems: string[] = []
  // Per locale, each key's arguments, or null when the message did not parse (reported once, not compared).
  const parsed = new Map<Locale, Map<string, Set<string> | null>>()
  for (const locale of LOCALES) {
    const file = fileOf(locale)
    const tree = files[locale]
    if (tree === undefined) {
      problems.push(`${file}: missing: every locale needs the same message files as ${fileOf(SOURCE_LOCALE)}`)
      continue
    }
    if (!isTree(tree)) {
      problems.push(`${file}: expected an object of messages`)
      continue
    }
    const { messages, bad } = flatten(tree)
    for (const key of bad) problems.push(`${file}: ${key}: expected text or a group of messages`)
    const args = new Map<string, Set<string> | null>()
    for (const [key, text] of messages) {
      try {
        args.set(key, argumentsOf(new IntlMessageFormat(text, FORMAT_LOCALE[locale]).getAst() as Element[]))
      } catch (error) {
        args.set(key, null)
        problems.push(`${file}: ${key}: not a valid message (${(error as Error).message})`)
      }
      if (!text.trim()) problems.push(`${file}: ${key}: must not be empty`)
    }
    parsed.set(locale, args)
  }
  const source = parsed.get(SOURCE_LOCALE)
  if (!source) return problems
  for (const [locale, args] of parsed) {
    if (locale === SOURCE_LOCALE) continue
    const file = fileOf(locale)
    for (const key of source.keys()) if (!args.has(key)) problems.push(`${file}: ${key}: missing (untranslated); ${fileOf(SOURCE_LOCALE)} has it`)
    for (const [key, used] of args) {
      const expected = source.get(key)
      if (expected === undefined) problems.push(`${file}: ${key}: not in ${fileOf(SOURCE_LOCALE)}; remove it or add it there first`)
      else if (used && expected && list(used) !== list(expected)) problems.push(`${file}: ${key}: uses ${list(used)}, but ${fileOf(SOURCE_LOCALE)} uses ${list(expected)}`)
    }
  }
  return problems
}
