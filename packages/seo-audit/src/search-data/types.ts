/** The shapes `parseSearchExport` returns and `analyseSearchData` reports. Plain data: JSON-safe, structured-clone-safe. */

/** Search Console's four figures. `ctr` is a fraction (0.125 for the export's `12.5%`); `position` is 1-based, average. */
export interface SearchMetrics {
  clicks: number
  impressions: number
  ctr: number
  position: number
}

/** One row of a one-dimension table: a query, a page URL, a country, a device or a search appearance. */
export interface SearchRow extends SearchMetrics {
  key: string
}

/** One day of the dates table (`Dates.csv`, or an API export with a `date` key). */
export interface SearchDateRow extends SearchMetrics {
  /** `YYYY-MM-DD`. */
  date: string
}

/** One row of the API export: a query and the page that showed for it. */
export interface QueryPageRow extends SearchMetrics {
  query: string
  /** The page URL as Search Console gives it (absolute). */
  page: string
}

/** What the numbers cover, from the UI export's `Filters.csv` (the API response does not say). */
export interface SearchFilters {
  /** `Last 3 months`, `2025-01-01 - 2025-03-31`, ... as written. */
  dateRange: string | null
  /** `Web`, `Image`, `Video`, `News`, ... */
  searchType: string | null
  country: string | null
  device: string | null
  /** Every row of the filters file as written, in order (query and page filters too). */
  all: Array<{ filter: string; value: string }>
}

export type SearchExportSource = 'ui-export' | 'api'

/** An export, read whole: every table it holds (a UI export has no `queryPages`; an API export has only those). */
export interface SearchExport {
  source: SearchExportSource
  /** The files it was read from, by name (inside a zip: `export.zip/Queries.csv`). */
  files: string[]
  /**
   * Per query and per page. From a UI export, Search Console's own tables (queries by property, pages by
   * page). From an API export, summed over its query+page rows (position weighted by impressions).
   */
  queries: SearchRow[]
  pages: SearchRow[]
  countries: SearchRow[]
  devices: SearchRow[]
  /** By day, oldest first (empty when the export has none). */
  dates: SearchDateRow[]
  /**
   * API export only: each query with each page that showed for it, grouped by query in the order of `queries`
   * (a query's rows in the file's order).
   */
  queryPages: QueryPageRow[]
  filters: SearchFilters
}

/** The build, as the join needs it. */
export interface SearchSite {
  /** Every page the build serves (status 200), with its `<html lang>` and whether it is indexable. */
  pages: Array<{ url: string; lang: string | null; indexable: boolean }>
  /** Site path (or URL) → where it redirects, for every path the build redirects (stubs and host rules). */
  redirects: Record<string, string>
  /** The site's origin (`https://www.falconpc.ae`); default: the first page's. */
  siteUrl?: string
}

/** What the build does with an exported URL. */
export type SearchUrlStatus =
  | 'served' // a page of the build
  | 'redirected' // a redirect of the build
  | 'gone' // on this site, but the build neither serves nor redirects it: its traffic is about to be lost
  | 'other-host' // another host of a domain property (m., a subdomain): not this build's

/** A page of the export, or a page of the build with no impressions, joined. */
export interface PageFigures extends SearchMetrics {
  /** As exported (absolute), or the build's URL for a page with no impressions. */
  url: string
  /** Site path, decoded, no trailing slash (`/blog/x`, `/`); the URL for `other-host`. */
  path: string
  status: SearchUrlStatus
  /** The build page's language (`en`, `ar`, ...; null when the page has none or is not the build's). */
  lang: string | null
  indexable: boolean
  /** Where a `redirected` URL goes. */
  redirectTo?: string
}

export interface QueryFigures extends SearchMetrics {
  query: string
  /** The language of the page that got most impressions for it (API export), else by its script (Arabic letters: `ar`). */
  lang: string | null
  langFrom: 'page' | 'script'
  /** The pages that showed for it, most impressions first (API export only; empty otherwise). */
  pages: string[]
}

/** A query at positions 8–20 with real impressions: a small gain in rank brings it onto page one. */
export interface StrikingQuery extends SearchMetrics {
  query: string
  /** The page that ranks for it (most impressions), when the export pairs queries with pages. */
  page: string | null
  lang: string | null
}

/** A page (or a query on a page) whose CTR is well under the site's own CTR at that position. */
export interface LowCtrPage extends SearchMetrics {
  url: string
  path: string
  lang: string | null
  /** The site's own CTR in this position bucket. */
  expectedCtr: number
  /** Clicks it would have had at the bucket's CTR, minus what it had. */
  missedClicks: number
}

/** One query split across two or more pages (API export only). */
export interface Cannibalisation extends SearchMetrics {
  query: string
  lang: string | null
  pages: Array<SearchMetrics & { url: string; path: string }>
}

/** The site's own CTR per position bucket, the yardstick for `lowCtr`. */
export interface CtrBucket {
  /** Positions from (inclusive) to (exclusive): 1–2, 2–3, 3–4, 4–6, 6–11, 11–21, 21+. */
  from: number
  to: number
  clicks: number
  impressions: number
  ctr: number
}

export interface LanguageFigures extends SearchMetrics {
  /** `en`, `ar`, ... (the primary subtag of the page's `lang`), or null: gone URLs, pages without a lang. Other hosts are left out. */
  lang: string | null
  /** Distinct site paths. */
  pages: number
}

export interface SearchReport {
  source: SearchExportSource
  filters: SearchFilters
  /** Search Console's own totals from the dates table when there is one, else summed over this site's page rows. */
  totals: SearchMetrics
  /** Every exported page joined with the build, most impressions first. */
  pages: PageFigures[]
  /** Most impressions first. */
  queries: QueryFigures[]
  strikingDistance: StrikingQuery[]
  lowCtr: LowCtrPage[]
  /** Empty for a UI export (it does not pair queries with pages): see `notes`. */
  cannibalisation: Cannibalisation[]
  /** Exported URLs with impressions that the build neither serves nor redirects, most impressions first. */
  gone: PageFigures[]
  /** Exported URLs the build redirects (their figures move to the target). */
  redirected: PageFigures[]
  /** Indexable pages of the build with no impressions in the export. */
  noImpressions: PageFigures[]
  ctrCurve: CtrBucket[]
  /** By the build page's language. */
  languages: LanguageFigures[]
  /** By day, oldest first. */
  dates: SearchDateRow[]
  /** What the report cannot say from this export, for the reader (`Cannibalisation needs the API export ...`). */
  notes: string[]
}

/** Per-page figures the audit attaches to its findings (`--search-data`). */
export interface PageTraffic {
  clicks: number
  impressions: number
}
