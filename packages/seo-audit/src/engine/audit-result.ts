/** What an audit reports: its findings, their rules and levels, the score, the baseline comparison. */
import type { ResourceKind } from './page-facts.ts'
import type { PageTraffic, SearchExportSource, SearchFilters, SearchMetrics } from '../search-data/types.ts'

/** Per-rule severity from a config file (see severity.ts). */
export type RuleSeverity = 'off' | 'warn' | 'error'
/** Rules of the three scored finding kinds. */
export type FindingRuleName = 'broken-link' | 'mixed-content' | 'missing-alt'
export type RuleName = FindingRuleName | WarningRule
export type RuleSeverities = Partial<Record<RuleName, RuleSeverity>>

export type ScoreColor = 'green' | 'yellow' | 'red'
export type LinkType = 'internal' | 'external'

/** Why a link counts as broken. */
export type BrokenReason =
  | 'not-found' // resolves to nothing (the host would serve 404.html)
  | 'error-status' // a page that answers 4xx/5xx, or an external status >= 400
  | 'missing-fragment' // the page exists but has no such id / <a name>
  | 'no-response' // external: connection refused, DNS failure, reset
  | 'redirect-loop'

/** `error` only when the config makes the rule one (it then fails the run). */
export type WarningLevel = 'error' | 'warning' | 'notice'

export type WarningRule =
  | 'title-missing'
  | 'title-too-long'
  | 'title-duplicate'
  | 'description-missing'
  | 'description-too-long'
  | 'description-duplicate'
  | 'canonical-missing'
  | 'canonical-multiple'
  | 'canonical-relative'
  | 'canonical-not-self'
  | 'canonical-broken'
  | 'canonical-noindex'
  | 'sitemap-missing'
  | 'sitemap-invalid'
  | 'sitemap-missing-page'
  | 'sitemap-noindex'
  | 'sitemap-redirect'
  | 'sitemap-unknown-url'
  | 'sitemap-not-canonical'
  | 'jsonld-invalid'
  | 'jsonld-missing-property'
  | 'jsonld-expired'
  | 'jsonld-self-serving-review'
  | 'jsonld-multiple-products'
  | 'jsonld-geo-precision'
  | 'jsonld-date-order'
  | 'og-image-missing'
  | 'og-image-incomplete'
  | 'link-to-redirect'
  | 'redirect-target-broken'
  | 'redirect-drops-fragment'
  | 'published-url-gone'
  | 'canonical-target-gone'
  | 'h1-missing'
  | 'h1-multiple'
  | 'lang-missing'
  | 'hreflang-invalid'
  | 'hreflang-duplicate'
  | 'hreflang-self-missing'
  | 'hreflang-no-return'
  | 'hreflang-broken'
  | 'hreflang-redirect'
  | 'hreflang-not-canonical'
  | 'hreflang-noindex'
  | 'hreflang-lang-mismatch'
  | 'hreflang-sitemap-mismatch'
  | 'dir-rtl-missing'
  | 'soft-404'
  | 'programming-value'
  | 'external-unknown'
  | 'external-skipped'
  | 'page-unreadable'
  | 'symlink-outside-root'
  | 'symlink-loop'

/** Where in a file a finding comes from (for CI annotations). */
export interface FindingLocation {
  /** Posix path relative to the site root, e.g. `blog/post.html`. */
  file?: string
  /** 1-based line of the element in that file. */
  line?: number
}

/** With a baseline report (`--baseline`): the finding was already there, so it does not fail the run. */
export interface BaselineMark {
  known?: boolean
}

/** With Search Console data (`--search-data`): the affected page's clicks and impressions (zero when it had none). */
export interface SearchMark {
  search?: PageTraffic
}

export interface BrokenLink extends FindingLocation, BaselineMark, SearchMark {
  /** The URL as resolved (absolute for internal links when the site URL is known). */
  url: string
  /** HTTP-like status: 404 for a missing internal target, 200 for a missing fragment, 0 for no response. */
  status: number
  /** 'No Response' for status 0, otherwise the status and its reason. */
  statusText: string
  /** Site path of the page that holds the link, e.g. `/blog/some-post`. */
  page: string
  linkText: string
  type: LinkType
  reason: BrokenReason
  message: string
}

export interface MixedContentItem extends FindingLocation, BaselineMark, SearchMark {
  page: string
  url: string
  kind: ResourceKind
  /** 'Insecure image: {url}', 'Insecure script: {url}', 'Insecure stylesheet: {url}', ... */
  message: string
}

export interface MissingAltTag extends FindingLocation, BaselineMark, SearchMark {
  page: string
  src: string
  /** 'Missing alt tag: {src}' */
  message: string
}

export interface AuditWarning extends FindingLocation, BaselineMark, SearchMark {
  rule: WarningRule
  /** `warning` lowers the score with `strict`; `notice` never does; `error` always does and fails the run. */
  level: WarningLevel
  page: string
  message: string
  url?: string
}

export interface AuditResult {
  auditDate: string
  score: number
  scoreColor: ScoreColor
  pagesScanned: number
  brokenLinks: BrokenLink[]
  mixedContent: MixedContentItem[]
  missingAltTags: MissingAltTag[]
  /** Always empty: nothing is measured offline (SPEC decision 5). */
  slowLoadingResources: never[]
  warnings: AuditWarning[]
  /** True counts of every list above (equal to the lists' lengths unless `maxFindings` capped them; the score uses these). */
  totals: FindingTotals
  /** What `maxFindings` left out of the lists (empty without it): "and N more" per page and rule (or per rule, for pages with none listed). */
  omitted: OmittedFindings[]
  /** The site URL used to tell internal from external links, if known. */
  siteUrl: string | null
  strict: boolean
  stats: AuditStats
  /**
   * What this build publishes: the URL of every indexable page (status 200, not noindex). A later run's
   * `--baseline` reads it to tell which published URLs a new build lost.
   */
  published: string[]
  /** The comparison with `--baseline`, when one was given. */
  baseline?: BaselineSummary
  /** What the Search Console data (`--search-data`) covered, when it was given. */
  search?: SearchSummary
}

/** The Search Console export an audit was given: where it came from, what it covers, its totals. */
export interface SearchSummary {
  source: SearchExportSource
  files: string[]
  filters: SearchFilters
  totals: SearchMetrics
  /** This site's exported URLs with impressions, and how many of them this build lost without a redirect. */
  pagesWithImpressions: number
  gone: number
}

/** A previous deploy, as `--baseline` reads it from its report or sitemap. */
export interface AuditBaseline {
  /** Where it came from, for messages: `in the baseline sitemap.xml`. */
  source: string
  /** URLs it published. */
  published: string[]
  /** The previous report's findings (`findingKeys`); `null` for a sitemap, which has none. */
  findings: string[] | null
  /** The previous report's score. */
  score?: number
}

export interface BaselineSummary {
  source: string
  /** Published URLs checked, and how many of them this build lost. */
  published: number
  gone: number
  /** Of this run's findings, those the baseline report already held (all zero for a sitemap). */
  known: FindingTotals
  /** Whether the baseline had findings to compare with (a report, not a sitemap). */
  compared: boolean
  score?: number
}

export interface FindingTotals {
  brokenLinks: number
  mixedContent: number
  missingAltTags: number
  /** Warnings of level `warning`. */
  warnings: number
  /** Warnings of level `notice`. */
  notices: number
  /** Warnings a config made errors (`rules`: a rule set to `error`). */
  errors: number
}

export interface OmittedFindings {
  /** 'broken-link', 'mixed-content', 'missing-alt' or a warning rule. */
  rule: string
  /** The page whose further findings were left out; absent: findings on pages that have none of this rule listed. */
  page?: string
  file?: string
  count: number
}

export interface AuditStats {
  /** Link and resource references examined (before de-duplication). */
  linksChecked: number
  /** Distinct external URLs handed to the external checker. */
  externalChecked: number
  durationMs: number
}
