/**
 * Search Console data, read and joined with a build. Browser-safe (no `node:`, no fetch): the CLI reads the
 * files and passes their bytes in; the staff page passes what the visitor picked. Nothing here stores or sends.
 *
 *   parseSearchExport(files: { name: string; data: Uint8Array | string }[]): SearchExport
 *     The performance report's UI export (its zip, or its CSVs: Queries, Pages, Countries, Devices, Dates or
 *     Chart, Filters, Search appearance) or one Search Analytics API response with the dimensions query+page.
 *     Throws `SearchDataError` (`file`, `row`, message) on anything it cannot read whole; never half-read data.
 *
 *   analyseSearchData(data: SearchExport, site: SearchSite, options?: AnalyseOptions): SearchReport
 *     Per page and per query figures; striking distance; low CTR against the site's own CTR per position;
 *     cannibalisation (API export); URLs with impressions that the build neither serves nor redirects; indexable
 *     pages with no impressions; figures by page language; the filters and the dates series.
 *
 *   joinSearchPages(data, site): PageJoin   the page join alone (what `seo-audit --search-data` needs)
 *   sitePathOf(url: string): string     the key pages are joined on (decoded path, no trailing slash)
 *   thousands(n), trafficWords(t)       figures in words, as the audit writes them (`1,234 impressions and 5 clicks`)
 *   MAX_SEARCH_FILE_BYTES                larger files are refused (check `File.size` before reading)
 */
export type * from './types.ts'
export type { AnalyseOptions } from './analyse.ts'
export { SearchDataError, MAX_SEARCH_FILE_BYTES } from './errors.ts'
export { parseSearchExport } from './parse.ts'
export { analyseSearchData, ANALYSE_DEFAULTS } from './analyse.ts'
export { joinSearchPages, type PageJoin } from './join.ts'
export { sitePathOf } from './urls.ts'
export { thousands, trafficWords } from './words.ts'
