/**
 * Server side of island copy (islands get no LocaleProvider and must not load intl-messageformat): a
 * namespace's messages, or part of them, formatted in the page's locale into plain text for an island's
 * props. Arguments known at build time (the site's name, its e-mail, hours) are filled in here; any other
 * argument stays `{name}` for the browser's `fill` (src/i18n/fill.ts), and a tag stays `<tag>…</tag>` for
 * `fillParts`. Counts the browser learns use `pluralForms`. Pages import this; islands only its types.
 */
import { compile, FORMAT_LOCALE, type Locale } from './messages.ts'

type Tree = { readonly [key: string]: string | Tree }
type Known = Readonly<Record<string, string | number>>

interface AstElement {
  type: number
  value?: string
  children?: AstElement[]
  options?: Record<string, { value: AstElement[] }>
}
// intl-messageformat's element types: 1 a plain argument, 2-6 a formatted one (number, date, time, select, plural), 8 a tag.
const ARGUMENT = 1
const TAG = 8

function walk(elements: AstElement[], visit: (el: AstElement) => void) {
  for (const el of elements) {
    visit(el)
    if (el.children) walk(el.children, visit)
    for (const option of Object.values(el.options ?? {})) walk(option.value, visit)
  }
}

/** One message as island text: `known` filled in, other plain arguments left as `{name}`, tags kept. */
export function islandText(locale: Locale, message: string, known: Known = {}): string {
  const format = compile(message, locale)
  const values: Record<string, unknown> = { ...known }
  walk(format.getAst() as AstElement[], (el) => {
    if (!el.value || el.value in known) return
    if (el.type === TAG) values[el.value] = (chunks: string[]) => `<${el.value}>${chunks.join('')}</${el.value}>`
    else if (el.type === ARGUMENT) values[el.value] = `{${el.value}}`
    else if (el.type > ARGUMENT && el.type < 7) throw new Error(`"${message}": {${el.value}} is formatted (a number, plural or select), so the server must know it; for a count use pluralForms`)
  })
  const out = format.format(values as Parameters<typeof format.format>[0])
  return Array.isArray(out) ? out.join('') : String(out)
}

type Copy<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Copy<T[K]> }

/** Every message of a tree as island text (`islandText`), the same shape. */
export function islandCopy<T extends Tree>(locale: Locale, tree: T, known: Known = {}): Copy<T> {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(tree)) out[key] = typeof value === 'string' ? islandText(locale, value, known) : islandCopy(locale, value, known)
  return out as Copy<T>
}

/** The plural forms the browser chooses from with `Intl.PluralRules` (`pluralForm`), for the locale's categories. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }

/**
 * A message with a plural of `arg` (`{count, plural, one {# order} other {# orders}}`) as one island text
 * per plural category of the locale, each with `{count}` where the number goes: Arabic gets six, English two.
 * Each form is the message formatted with a number of that category, the number then replaced.
 */
export function pluralForms(locale: Locale, message: string, arg = 'count', known: Known = {}): PluralForms {
  const rules = new Intl.PluralRules(FORMAT_LOCALE[locale])
  const forms: Partial<Record<Intl.LDMLPluralRule, string>> = {}
  for (const category of rules.resolvedOptions().pluralCategories) {
    const n = [...Array(200).keys()].find((x) => rules.select(x) === category)
    if (n === undefined) continue
    const text = islandText(locale, message, { ...known, [arg]: n })
    const form = text.split(String(n)).join(`{${arg}}`)
    if (/\d/.test(form.replace(/\{\w+\}/g, ''))) throw new Error(`"${message}": other digits than the count would be mistaken for it`)
    forms[category] = form
  }
  if (!forms.other) throw new Error(`"${message}": no "other" form`)
  return forms as PluralForms
}
