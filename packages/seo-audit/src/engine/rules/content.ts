/**
 * Head and content rules beyond the specification: title and description
 * (missing, too long, duplicated across pages), one h1, a lang attribute,
 * and soft-404 wording on an indexable page (SPEC section 8).
 */
import type { Report } from '../report.ts'
import { isRedirectStatus, type PageRecord } from '../page-record.ts'
import type { SiteModel } from '../site.ts'

import { DESCRIPTION_MAX, THIN_CONTENT, TITLE_MAX } from '../search-limits.ts'

/** The same limits the content schemas enforce (one module), so `npm run check` and the audit agree. */
export { DESCRIPTION_MAX, TITLE_MAX }

/** SPEC section 8's soft-404 texts. */
export const SOFT_404_PHRASES = [
  'page not found',
  'error 404',
  'not found',
  'does not exist',
  'no results found',
  'coming soon',
  'under construction',
] as const
const SOFT_404 = new RegExp(`\\b(${SOFT_404_PHRASES.join('|')})\\b`, 'i')

export function soft404Phrase(text: string): string | null {
  const m = SOFT_404.exec(text)
  return m ? m[1]!.toLowerCase() : null
}

function quote(s: string, max = 70): string {
  return `“${s.length > max ? `${s.slice(0, max - 1)}…` : s}”`
}

export function checkContent(site: SiteModel, report: Report): void {
  const byTitle = new Map<string, PageRecord[]>()
  const byDescription = new Map<string, PageRecord[]>()

  for (const page of site.pages) {
    const f = page.facts
    if (!f || page.ignored || isRedirectStatus(page.status)) continue

    if (!f.lang) report.warn(page, 'lang-missing', '<html> has no lang attribute')

    if (!f.title) report.warn(page, 'title-missing', 'No <title>')
    else if (f.title.length > TITLE_MAX) {
      report.warn(page, 'title-too-long', `Title is ${f.title.length} characters (keep it to ${TITLE_MAX}): ${quote(f.title)}`)
    }

    // The not-found page is never indexed, and generators such as VitePress render it in the browser.
    if (page.notFoundPage) {
      /* no heading rule */
    } else if (f.h1.length === 0) report.warn(page, 'h1-missing', 'No <h1>')
    else if (f.h1.length > 1) report.warn(page, 'h1-multiple', `${f.h1.length} <h1> elements; use one`)

    if (!page.indexable) continue

    if (!f.description) report.warn(page, 'description-missing', 'No <meta name="description">')
    else if (f.description.length > DESCRIPTION_MAX) {
      report.warn(
        page,
        'description-too-long',
        `Description is ${f.description.length} characters (keep it to ${DESCRIPTION_MAX})`,
      )
    }

    if (f.title) push(byTitle, f.title.toLowerCase(), page)
    if (f.description) push(byDescription, f.description.toLowerCase(), page)

    const where = [
      ['the title', f.title ?? ''],
      ['the h1', f.h1.join(' ')],
      ['the page text', f.textLength < THIN_CONTENT ? f.textSample : ''],
    ] as const
    for (const [label, text] of where) {
      const phrase = text ? soft404Phrase(text) : null
      if (phrase) {
        report.warn(page, 'soft-404', `Indexable page reads like an error page: “${phrase}” in ${label}`)
        break
      }
    }
  }

  duplicates(report, byTitle, 'title-duplicate', 'Title')
  duplicates(report, byDescription, 'description-duplicate', 'Description')
}

function push(map: Map<string, PageRecord[]>, key: string, page: PageRecord): void {
  const list = map.get(key)
  if (list) list.push(page)
  else map.set(key, [page])
}

function duplicates(
  report: Report,
  map: Map<string, PageRecord[]>,
  rule: 'title-duplicate' | 'description-duplicate',
  label: string,
): void {
  for (const pages of map.values()) {
    if (pages.length < 2) continue
    const others = pages.length - 1
    for (const page of pages) {
      // The first three other pages, without a list of all the others per page: a description shared by
      // thousands of pages made millions of entries.
      const named: string[] = []
      for (let i = 0; i < pages.length && named.length < 3; i++) if (pages[i] !== page) named.push(pages[i]!.path)
      const shown = named.join(', ') + (others > 3 ? ` and ${others - 3} more` : '')
      report.warn(page, rule, `${label} also used by ${shown}`)
    }
  }
}
