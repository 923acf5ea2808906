/**
 * Opens a Search Console export in the staff page: the engine's parser (`seo-audit/search-data`) and its join
 * with the build (`joinSearchData`: the same served pages, stubs and `_redirects` rules as the CLI's
 * `--search-data`) over the files the staff member picked and the site as the page already read it for the
 * audit. Loaded only when a file is opened.
 */
import { parseSearchExport, type PageFigures, type QueryFigures, type SearchReport } from 'seo-audit/search-data'
import { joinSearchData } from 'seo-audit'
import { siteInput, type SiteSnapshot } from './run-audit.ts'
import { normalizeText } from './keywords.ts'

export interface LanguageTables {
  lang: string
  /** `English`, `Arabic`. */
  label: string
  pages: PageFigures[]
  queries: QueryFigures[]
}

export interface OpenedExport {
  /** The files opened, by name. */
  names: string[]
  report: SearchReport
  /** Pages and queries by the language of the page (queries with no page: by their script), English first. */
  languages: LanguageTables[]
  /** Whether a keyword (one of those given to `openExport`: data/keywords.json) is one of the export's queries. */
  measured: (keyword: string) => boolean
}

/**
 * Queries already in `normalizeText`'s form (lower-case Latin letters, digits, Arabic letters, single spaces)
 * are their own key; only the others pay for the Unicode-aware `normalizeText`.
 */
const PLAIN = /^[a-z0-9\u0621-\u063a\u0641-\u064a]+(?: [a-z0-9\u0621-\u063a\u0641-\u064a]+)*$/
const keyOf = (text: string) => (PLAIN.test(text) ? text : normalizeText(text).slice(1, -1))

/** The keywords (by `keyOf`) that are one of the queries: each query looked up in the few keywords, nothing kept per query. */
function measuredKeywords(queries: readonly QueryFigures[], keywords: readonly string[]): Set<string> {
  const wanted = new Set(keywords.map(keyOf))
  const found = new Set<string>()
  for (const { query } of queries) {
    // A query that is a keyword's key is in its normal form already; one that is not may still normalise to one.
    if (wanted.has(query)) found.add(query)
    else if (!PLAIN.test(query)) {
      const key = normalizeText(query).slice(1, -1)
      if (wanted.has(key)) found.add(key)
    }
  }
  return found
}

const LABELS: Record<string, string> = { en: 'English', ar: 'Arabic' }
const primary = (lang: string | null) => (lang ?? '').toLowerCase().split('-')[0] || 'other'

function byLanguage(report: SearchReport): LanguageTables[] {
  const groups = new Map<string, LanguageTables>()
  // By the lang as written (a handful of values over 100,000s of rows): its primary subtag worked out once.
  const ofLang = new Map<string | null, LanguageTables>()
  const group = (lang: string | null) => {
    let g = ofLang.get(lang)
    if (g) return g
    const key = primary(lang)
    g = groups.get(key)
    if (!g) groups.set(key, (g = { lang: key, label: LABELS[key] ?? (key === 'other' ? 'Not a page of this build' : key), pages: [], queries: [] }))
    ofLang.set(lang, g)
    return g
  }
  for (const page of report.pages) if (page.status === 'served') group(page.lang).pages.push(page)
  for (const query of report.queries) group(query.lang).queries.push(query)
  const order = (l: string) => (l === 'en' ? 0 : l === 'ar' ? 1 : l === 'other' ? 3 : 2)
  return [...groups.values()].sort((a, b) => order(a.lang) - order(b.lang))
}

/**
 * Parses the files (throws the engine's SearchDataError, naming the file and row) and joins them with the build;
 * `keywords` (the staff's estimates) are matched with the export's queries.
 */
export function openExport(files: { name: string; data: Uint8Array }[], snapshot: SiteSnapshot, keywords: readonly string[]): OpenedExport {
  // Each step measured for npm run bench:search (search-data:parse, :join, :tables).
  const step = <T,>(name: string, run: () => T): T => {
    const start = performance.now()
    const value = run()
    performance.measure(`search-data:${name}`, { start, end: performance.now() })
    return value
  }
  const data = step('parse', () => parseSearchExport(files))
  const report = step('join', () => joinSearchData(siteInput(snapshot), data))
  return step('tables', () => {
    const measured = measuredKeywords(report.queries, keywords)
    return { names: files.map((f) => f.name), report, languages: byLanguage(report), measured: (keyword: string) => measured.has(keyOf(keyword)) }
  })
}
