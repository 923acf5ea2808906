/**
 * The copy that lives in data/ (navigation labels, page titles and descriptions…), per locale. English is
 * the data file itself; a translation is `data/<locale>/<file>.json`, the same shape holding only the
 * fields TRANSLATED names, in the same order. Everything else (paths, ids, numbers) comes from English, so
 * one table still feeds every output. Pure: no file access.
 */
import type { Locale } from './messages.ts'

/**
 * The translated fields of each data file, as paths: `[]` is any array item, `*` any key of an object.
 * A file not listed here has no translation yet.
 */
export const TRANSLATED: Readonly<Record<string, readonly string[]>> = {
  navigation: ['main[].label', 'cart.label', 'quote.label', 'footerQuickLinks[].label', 'footerServices[].label', 'breadcrumbLabels.*'],
  pages: ['[].title', '[].description'],
  // FAQ and emirate `keywords` are not listed: no page shows them (they are search terms for the team).
  faqs: ['general[].question', 'general[].answer', 'contact[].question', 'contact[].answer', 'priceMatch[].question', 'priceMatch[].answer', 'serviceAreas[].question', 'serviceAreas[].answer'],
  emirates: ['[].name', '[].description', '[].areas[]', '[].deliveryTime'],
  'service-regions': ['[].title', '[].description', '[].areas[]', '[].delivery'],
  quote: ['budgetRanges[].label', 'purposes[].label', 'cpuPreferences[].label', 'gpuPreferences[].label'],
  // A category's `keywords` only go into the listing page's structured data, for search engines.
  categories: ['[].name', '[].description'],
  certifications: ['[].title', '[].description'],
  // Game names are product names and stay as they are; so do the titles and publishers of review sources.
  // Partner names are brands; their one-line description is copy.
  partners: ['[].description'],
  games: ['groups[].name', 'performance[].expectations.*.note', 'performance[].expectations.*.source.note'],
  // Specs are part names and sizes ("AMD Ryzen 7 7700", "32 GB DDR5-6000") and stay as they are; npm run check
  // also matches a product's specs against its parts in English. What a tier or product plays comes from data/games.json.
  builds: ['tiers[].name', 'products[].name', 'products[].description', 'products[].imageAlt', 'products[].bestFor'],
  // A chooser build's `name` ("Falcon Starter") is a product name and stays; a product's name in builds is
  // translated because it is more than the name ("Falcon Strike 1440p Gaming PC").
  'chooser-builds': ['[].description', '[].goodFor', '[].imageAlt'],
  // Customers' words, in the reader's language; `name` is the customer's name as an Arabic reader writes it.
  testimonials: ['[].name', '[].location', '[].text'],
  // The name, legal name, brand and payment provider are names; hours, codes, URLs and counts are values.
  // The address is shown on the contact, about and returns pages and in the footer; `region` only in
  // structured data, where it stays with the street and locality of the same address. Of the claims only
  // `experience` ("5 Years") has words; "500+", "100%" and WhatsApp's "24/7" read the same in Arabic, and so do the
  // ranges such as `componentYears` ("1–5") that messages put their units around.
  site: ['tagline', 'description', 'address.street', 'address.locality', 'address.region', 'address.countryName', 'rating.source', 'claims.experience', 'delivery.nextDayCutoff'],
}

type Json = string | number | boolean | null | Json[] | { [key: string]: Json }
const isObject = (v: unknown): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** `main[].label` → ['main', '[]', 'label']; `[].title` → ['[]', 'title']. */
const segments = (pattern: string) => pattern.split(/\.|(?=\[\])|(?<=\[\])/).filter(Boolean)

function matches(path: readonly (string | number)[], pattern: readonly string[]): boolean {
  return path.length === pattern.length && pattern.every((seg, i) => (seg === '[]' ? typeof path[i] === 'number' : seg === '*' ? typeof path[i] === 'string' : seg === path[i]))
}

const show = (path: readonly (string | number)[]) => path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? p : `.${p}`)).join('') || '(file)'

/** Every string of English the patterns name, by path. */
function translatable(value: Json, patterns: readonly string[][], path: (string | number)[] = [], out: (string | number)[][] = []) {
  if (typeof value === 'string') {
    if (patterns.some((p) => matches(path, p))) out.push(path)
  } else if (Array.isArray(value)) value.forEach((v, i) => translatable(v, patterns, [...path, i], out))
  else if (isObject(value)) for (const [k, v] of Object.entries(value)) translatable(v, patterns, [...path, k], out)
  return out
}

function at(value: unknown, path: readonly (string | number)[]): unknown {
  let v = value
  for (const p of path) v = isObject(v) || Array.isArray(v) ? (v as Record<string | number, unknown>)[p] : undefined
  return v
}

/**
 * The problems of one translation against English, as `file: field: message` lines: a field left
 * untranslated or empty, a field that is not translated text (an id, a path, an extra key), and an array
 * whose length differs from English's.
 */
export function translationProblems(name: string, english: unknown, translation: unknown, file: string): string[] {
  const patterns = (TRANSLATED[name] ?? []).map(segments)
  const problems: string[] = []
  const wanted = translatable(english as Json, patterns)
  const wantedKeys = new Set(wanted.map(show))
  for (const path of wanted) {
    const v = at(translation, path)
    if (v === undefined) problems.push(`${file}: ${show(path)}: missing (untranslated); data/${name}.json has "${String(at(english, path))}"`)
    else if (typeof v !== 'string' || !v.trim()) problems.push(`${file}: ${show(path)}: expected the translated text`)
  }
  const walk = (v: unknown, e: unknown, path: (string | number)[]) => {
    if (Array.isArray(v)) {
      if (!Array.isArray(e)) return void problems.push(`${file}: ${show(path)}: not in data/${name}.json`)
      if (v.length !== e.length) problems.push(`${file}: ${show(path)}: ${v.length} items, but data/${name}.json has ${e.length}; keep English's order and count`)
      v.forEach((item, i) => walk(item, e[i], [...path, i]))
    } else if (isObject(v)) {
      for (const [k, item] of Object.entries(v)) walk(item, isObject(e) ? e[k] : undefined, [...path, k])
    } else if (!wantedKeys.has(show(path))) {
      problems.push(`${file}: ${show(path)}: ${e === undefined ? `not in data/${name}.json` : 'not a translated field; it comes from English'}`)
    }
  }
  walk(translation, english, [])
  return problems
}

/** English with the translated fields replaced. */
export function translateData<T>(name: string, english: T, translation: unknown): T {
  const out = structuredClone(english) as Json
  for (const path of translatable(out, (TRANSLATED[name] ?? []).map(segments))) {
    const v = at(translation, path)
    if (typeof v !== 'string') continue
    const parent = at(out, path.slice(0, -1)) as Record<string | number, Json>
    parent[path.at(-1)!] = v
  }
  return out as T
}

export type { Locale }
