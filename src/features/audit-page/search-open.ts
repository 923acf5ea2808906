/**
 * Opens a Search Console export in the staff page: the engine's parser and join (`seo-audit/search-data`,
 * the code the CLI's `--search-data` runs) over the files the staff member picked and the pages this
 * build serves, as the page already read them for the audit. Loaded only when a file is opened.
 */
import { analyseSearchData, parseSearchExport, type PageFigures, type QueryFigures, type SearchReport, type SearchSite } from 'seo-audit/search-data'
import { extractPage, sitePathForFile } from 'seo-audit'
import type { SiteSnapshot } from './run-audit.ts'
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
  /** Whether a keyword (data/keywords.json) is one of the export's queries. */
  measured: (keyword: string) => boolean
}

const LABELS: Record<string, string> = { en: 'English', ar: 'Arabic' }
const primary = (lang: string | null) => (lang ?? '').toLowerCase().split('-')[0] || 'other'

/** The build as the join needs it: every served page with its language and whether it is indexable, and every redirect stub. */
export function searchSite(snapshot: SiteSnapshot): SearchSite {
  const files = new Set(snapshot.files)
  const pages: SearchSite['pages'] = []
  const redirects: SearchSite['redirects'] = {}
  for (const page of snapshot.pages) {
    if (page.html === undefined) continue
    const facts = extractPage(page.html, { textMax: 0 })
    const path = sitePathForFile(page.file, files)
    const target = facts.location ?? facts.clientRedirect?.url ?? null
    if (target !== null) redirects[path] = new URL(target, `${snapshot.siteUrl}${path}`).href
    else if (facts.statusCode === null || facts.statusCode === 200) pages.push({ url: `${snapshot.siteUrl}${path === '/' ? '' : path}`, lang: facts.lang, indexable: !facts.noindex })
  }
  return { pages, redirects, siteUrl: snapshot.siteUrl }
}

function byLanguage(report: SearchReport): LanguageTables[] {
  const groups = new Map<string, LanguageTables>()
  const group = (lang: string | null) => {
    const key = primary(lang)
    let g = groups.get(key)
    if (!g) groups.set(key, (g = { lang: key, label: LABELS[key] ?? (key === 'other' ? 'Not a page of this build' : key), pages: [], queries: [] }))
    return g
  }
  for (const page of report.pages) if (page.status === 'served') group(page.lang).pages.push(page)
  for (const query of report.queries) group(query.lang).queries.push(query)
  const order = (l: string) => (l === 'en' ? 0 : l === 'ar' ? 1 : l === 'other' ? 3 : 2)
  return [...groups.values()].sort((a, b) => order(a.lang) - order(b.lang))
}

/** Parses the files (throws the engine's SearchDataError, naming the file and row) and joins them with the build. */
export function openExport(files: { name: string; data: Uint8Array }[], snapshot: SiteSnapshot): OpenedExport {
  const data = parseSearchExport(files)
  const report = analyseSearchData(data, searchSite(snapshot))
  const queries = new Set(report.queries.map((q) => normalizeText(q.query)))
  return { names: files.map((f) => f.name), report, languages: byLanguage(report), measured: (keyword) => queries.has(normalizeText(keyword)) }
}
