/**
 * The Search Console join on its own, for the staff page (which shows the whole joined report): the build
 * read as `auditSite` reads it, with the same served pages, stubs, `_redirects` rules and host answers
 * as `--search-data`, joined with an export by `analyseSearchData`.
 */
import { analyseSearchData } from '../search-data/analyse.ts'
import type { SearchExport, SearchReport } from '../search-data/types.ts'
import { compileIgnore } from './ignore.ts'
import { parseRedirectsFile } from './rules/baseline.ts'
import { searchSite } from './rules/search-traffic.ts'
import { sitemapOrigin } from './rules/sitemap.ts'
import { SiteModel } from './site.ts'
import type { AuditInput } from './types.ts'

export type SearchJoinInput = Pick<AuditInput, 'pages' | 'files' | 'siteUrl' | 'texts' | 'redirectsFile' | 'trailingSlash' | 'ignore'>

export function joinSearchData(input: SearchJoinInput, data: SearchExport): SearchReport {
  const texts = input.texts ?? {}
  const site = new SiteModel(input.pages, input.files, input.siteUrl ?? null, compileIgnore(input.ignore), undefined, () => sitemapOrigin(texts['sitemap.xml']), input.trailingSlash)
  const redirectsFile = input.redirectsFile ?? texts['_redirects']
  return analyseSearchData(data, searchSite(site, data, redirectsFile ? parseRedirectsFile(redirectsFile) : []))
}
