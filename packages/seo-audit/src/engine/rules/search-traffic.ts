/**
 * Search Console data in the audit (`--search-data`): the export joined with the build the audit reads
 * (the page join `analyseSearchData` starts with, which the staff page runs), so
 * - a URL of this site with impressions that the build neither serves nor redirects is `published-url-gone`
 *   (its traffic is about to be lost), with or without a baseline;
 * - every finding carries its page's clicks and impressions, so reports can put what costs traffic first.
 */
import { joinSearchPages, type PageJoin } from '../../search-data/join.ts'
import type { SearchExport, SearchSite } from '../../search-data/types.ts'
import { sameSite, sitePathOf } from '../../search-data/urls.ts'
import { trafficWords } from '../../search-data/words.ts'
import { isRedirectStatus } from '../page-record.ts'
import type { Report } from '../report.ts'
import type { SiteModel } from '../site.ts'
import type { PageTraffic } from '../../search-data/types.ts'
import type { AuditResult, SearchSummary } from '../types.ts'
import { answers, redirectRuleFor, type RedirectRule } from './baseline.ts'

/** The build as the join needs it: its served pages, its stubs, and what the host answers for each exported URL. */
export function searchSite(site: SiteModel, data: SearchExport, redirects: readonly RedirectRule[]): SearchSite {
  const pages: SearchSite['pages'] = []
  const stubs: Record<string, string> = {}
  const known = new Set<string>()
  for (const p of site.pages) {
    if (p.ignored || p.notFoundPage) continue
    known.add(sitePathOf(p.path))
    if (p.status === 200) pages.push({ url: p.url, lang: p.facts?.lang ?? null, indexable: p.indexable })
    else if (isRedirectStatus(p.status) && p.redirect) stubs[p.path] = p.redirect
  }
  // Exported URLs that are no page of the build may still be answered: a file (a PDF), another spelling of a
  // page's path, a `_redirects` rule. Asked the way the deploy guard asks.
  const host = new URL(site.origin).host
  for (const row of data.pages) {
    if (!sameSite(row.key, host)) continue
    const path = sitePathOf(row.key)
    if (known.has(path)) continue
    known.add(path)
    let pathname: string
    try {
      pathname = new URL(row.key).pathname
    } catch {
      continue
    }
    const rule = redirectRuleFor(pathname, redirects)
    if (rule !== null) stubs[path] = rule
    else if (answers(site, pathname, [])) pages.push({ url: row.key, lang: null, indexable: false })
  }
  return { pages, redirects: stubs, siteUrl: site.origin }
}

/** Joins the export with the build and reports the URLs with impressions it lost; `gone` gets them (URL → why). */
export function checkSearchTraffic(
  site: SiteModel,
  report: Report,
  data: SearchExport,
  redirects: readonly RedirectRule[],
  gone: Map<string, string>,
): PageJoin {
  const joined = joinSearchPages(data, searchSite(site, data, redirects))
  const period = [data.filters.dateRange, data.filters.searchType].filter(Boolean).join(', ')
  for (const p of joined.gone) {
    const url = new URL(p.path, `${site.origin}/`).href
    if (gone.has(url)) continue
    const had = trafficWords(p)
    gone.set(url, `it had ${had} in Search Console`)
    report.warn(
      { path: p.path },
      'published-url-gone',
      `${p.path} had ${had} in Search Console${period ? ` (${period})` : ''} and this build serves nothing there: add a redirect (a _redirects rule or a stub) or restore the page`,
      { url, level: 'error' },
    )
  }
  return joined
}

/** Puts each finding's page figures on it (zero for a page with none), and sums up the export. */
export function markTraffic(result: AuditResult, joined: PageJoin, data: SearchExport): SearchSummary {
  const byPath = new Map<string, PageTraffic>()
  for (const p of joined.pages) {
    if (p.status === 'other-host') continue
    const t = byPath.get(p.path)
    if (t) {
      t.clicks += p.clicks
      t.impressions += p.impressions
    } else byPath.set(p.path, { clicks: p.clicks, impressions: p.impressions })
  }
  const mark = (f: { page: string; search?: PageTraffic }) => {
    const t = byPath.get(sitePathOf(f.page))
    f.search = t ? { clicks: t.clicks, impressions: t.impressions } : { clicks: 0, impressions: 0 }
  }
  result.brokenLinks.forEach(mark)
  result.mixedContent.forEach(mark)
  result.missingAltTags.forEach(mark)
  result.warnings.forEach(mark)
  return {
    source: data.source,
    files: data.files,
    filters: data.filters,
    totals: joined.totals,
    pagesWithImpressions: [...byPath.values()].filter((t) => t.impressions > 0).length,
    gone: joined.gone.length,
  }
}
