/**
 * Public types of the audit engine. The engine is pure: it is given file
 * contents and returns findings; the CLI (fs) and the /seo-audit page (fetch)
 * are adapters around it.
 */

/**
 * The URL a host serves each page at, which relative links resolve against: `auto` (dir/index.html
 * at /dir/, page.html at /page), `always` (page.html at /page/ too), `never` (dir/index.html at /dir).
 */
export type TrailingSlash = 'auto' | 'always' | 'never'

/** Per-rule severity from a config file (see severity.ts). */
export type RuleSeverity = 'off' | 'warn' | 'error'
/** Rules of the three scored finding kinds. */
export type FindingRuleName = 'broken-link' | 'mixed-content' | 'missing-alt'
export type RuleName = FindingRuleName | WarningRule
export type RuleSeverities = Partial<Record<RuleName, RuleSeverity>>

export type ScoreColor = 'green' | 'yellow' | 'red'
export type LinkType = 'internal' | 'external'

/** What kind of subresource a URL is loaded as (mixed-content wording). */
export type ResourceKind =
  | 'image'
  | 'script'
  | 'stylesheet'
  | 'icon'
  | 'iframe'
  | 'media'
  | 'font'
  | 'object'
  | 'manifest'

export type LinkRole =
  /** <a href>, <area href>: navigation; checked for existence and fragments. */
  | 'anchor'
  /** Loaded by the page (img, script, stylesheet, ...): checked for existence and mixed content. */
  | 'resource'
  /** <link rel=alternate|next|prev>, og:image: checked for existence only. */
  | 'reference'

export interface LinkRef {
  /** Attribute value as written (entities decoded, trimmed). */
  url: string
  role: LinkRole
  /** For resources: how the browser loads it. */
  kind?: ResourceKind
  tag: string
  /** Anchor text, image alt, or a label such as `<script>`. */
  text: string
  /** Character offset of the element in the page's HTML. */
  offset: number
}

export interface PageFacts {
  lang: string | null
  /** `<html dir>` as written (trimmed), or `null`. */
  dir: string | null
  title: string | null
  titleCount: number
  description: string | null
  /** Lower-cased tokens of every robots / googlebot meta. */
  robots: string[]
  noindex: boolean
  canonicals: Array<{ href: string; offset: number }>
  baseHref: string | null
  h1: string[]
  /** Every `id` and every `<a name>`. */
  ids: Set<string>
  links: LinkRef[]
  /**
   * Set by `compactFacts` instead of `links` (then empty): the links as numbers in a table shared by
   * every page (`linksOf(facts)` gives them as objects).
   */
  packedLinks?: PackedLinks
  imagesWithoutAlt: Array<{ src: string; offset: number }>
  jsonLd: Array<{ text: string; offset: number }>
  /** `<meta name="prerender-status-code">`, e.g. 301 for a redirect stub, 404 for the not-found page. */
  statusCode: number | null
  /** Redirect target from `prerender-header: Location: ...` or a meta refresh. */
  location: string | null
  /**
   * An instant redirect in the browser, as many generators leave at an old address: a meta refresh
   * with delay 0, and/or an inline script that is only `location.replace("new.html" + location.hash)`.
   * `keepsFragment`: the browser lands on the target with the link's #fragment (only a script can).
   */
  clientRedirect: { url: string; keepsFragment: boolean; keepsQuery: boolean } | null
  /** Visible body text: total length (whitespace runs collapsed) and its first characters. */
  textLength: number
  textSample: string
  /** The first og:image and its alt, width and height (`null` when absent). */
  ogImage: { url: string | null; alt: string | null; width: string | null; height: string | null }
  /** Every `<link rel="alternate" hreflang>`, in page order (empty on a site with one language). */
  hreflang: HreflangLink[]
  /**
   * Programming values (`NaN`, `undefined`, «ليس رقمًا», ...) in the title, the description and the visible
   * text outside code elements: in the text, those in a value's place and the others unless a code
   * element came before them (at most 10 of each; see rules/programming-values.ts).
   */
  programmingValues: ProgrammingValueHit[]
  /** Whether the page has a code element (`<code>`, `<pre>`, `<kbd>`, `<samp>`): it talks about code. */
  showsCode: boolean
}

/** A programming value a page shows (rules/programming-values.ts). */
export interface ProgrammingValueHit {
  /** As a visitor reads it (references decoded): `NaN`, `-Infinity`, `[object Object]`, `ليس\u00a0رقمًا`. */
  value: string
  /** Where a visitor reads it. */
  in: 'title' | 'description' | 'text'
  /** The text around it, whitespace collapsed, about 40 characters either side. */
  context: string
  /** Where it starts in the page's HTML (in the title or description: in that text). */
  offset: number
  /**
   * Where it stands: `value`, next to a unit or a currency or joined to a number (counts on every page);
   * `alone`, the whole text of an element or a label's value, or `prose`, a form only code prints in a
   * sentence (these count on pages that show no code).
   */
  place: 'value' | 'alone' | 'prose'
}

/**
 * A page's links packed by `compactFacts` (compact.ts): links `start` to `end - 1` of a table of numbers
 * shared by every page, their strings in `pool.strings`.
 */
export interface PackedLinks {
  pool: {
    readonly strings: readonly string[]
    readonly links: {
      field(i: number, field: number): number
      role(code: number): LinkRole
      kind(code: number): ResourceKind | undefined
      tag(code: number): string
    }
  }
  start: number
  end: number
}

/** One `<link rel="alternate" hreflang="ar" href="...">`: the code and href as written (trimmed). */
export interface HreflangLink {
  lang: string
  href: string
  offset: number
}

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

export interface BrokenLink extends FindingLocation, BaselineMark {
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

export interface MixedContentItem extends FindingLocation, BaselineMark {
  page: string
  url: string
  kind: ResourceKind
  /** 'Insecure image: {url}', 'Insecure script: {url}', 'Insecure stylesheet: {url}', ... */
  message: string
}

export interface MissingAltTag extends FindingLocation, BaselineMark {
  page: string
  src: string
  /** 'Missing alt tag: {src}' */
  message: string
}

export interface AuditWarning extends FindingLocation, BaselineMark {
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

/** Result of checking one external URL. */
export interface ExternalCheckResult {
  /** Final HTTP status, or 0 when there was no response at all. */
  status: number
  /** Human detail: 'timed out after 5000 ms', 'ECONNREFUSED', 'HEAD 405, GET 200'. */
  note?: string
  /** True when the checker could not tell (timeout): reported as a notice, not broken. */
  unknown?: boolean
  /** True when the checker refused to request it (a private or metadata address): a notice, never broken. */
  skipped?: boolean
}

/** Injected by the adapter; the engine itself never touches the network. */
export type ExternalChecker = (url: string) => Promise<ExternalCheckResult>

/** A page the adapter could read. `file` is its posix path relative to the site root. */
export interface HtmlPageInput {
  file: string
  html: string
  /** `extractPage(html)`, when the adapter already ran it (the CLI does, on several threads). */
  facts?: PageFacts
}

/**
 * A page the adapter extracted as it read it and then let go of (the CLI, so memory does not grow with
 * the bytes read): its facts made independent of the HTML (`compactFacts`).
 */
export interface ExtractedPageInput {
  file: string
  facts: PageFacts
  /** Where its lines start (`lineStartsOf(html)`); without them, they come from `reread` when a finding needs a line. */
  lineStarts?: Uint32Array
  /**
   * The page's HTML read again. With it, `compactFacts(facts, pool, { dropLinkText: true })` may keep no
   * link text: the few links a finding names get theirs from the page extracted again.
   */
  reread?: () => string
}

/** A page the adapter could not read as HTML (binary, too large); becomes a `page-unreadable` warning. */
export interface UnreadablePageInput {
  file: string
  problem: string
}

export type PageInput = HtmlPageInput | ExtractedPageInput | UnreadablePageInput

export interface AuditProgress {
  phase: 'parse' | 'external'
  done: number
  total: number
}

export interface AuditInput {
  /** Every `.html` file of the build. */
  pages: PageInput[]
  /** Every file the build emitted (posix, relative, no leading slash), HTML or not. */
  files: Iterable<string>
  /**
   * Files or directories the adapter knows exist but did not read (symlinks out of the root):
   * a link to one, or to anything under one, counts as working and is not checked further.
   */
  unreadPaths?: Iterable<string>
  /** Text files the engine reads, keyed by file: `sitemap.xml` and the child sitemaps a sitemap index names. */
  texts?: Record<string, string>
  /** e.g. `https://www.falconpc.ae`; inferred from the home page's canonical when absent. */
  siteUrl?: string | null
  /** When given, external links are checked with it; otherwise they are not checked. */
  checkExternal?: ExternalChecker
  /** Glob (`*` matches anything) or `/regex/flags`; matched against link URLs and page paths. */
  ignore?: ReadonlyArray<string | RegExp>
  /** Warnings (level `warning`) lower the score too. */
  strict?: boolean
  /** Per-rule severity from the config file: `off`, `warn` or `error` (see severity.ts). */
  rules?: RuleSeverities
  /** The URL a host serves each page at, which relative links resolve against (default `auto`). */
  trailingSlash?: TrailingSlash
  /** Findings made by the adapter (symlinks, ...), merged into the result. */
  extraWarnings?: AuditWarning[]
  onProgress?: (progress: AuditProgress) => void
  /** A previous deploy (`--baseline`): published URLs that must still answer, and findings that are not new. */
  baseline?: AuditBaseline
  /** The build's `_redirects` (Netlify/Cloudflare format): redirects that keep a published URL alive. */
  redirectsFile?: string
  /**
   * List at most this many findings per rule, and per page and rule; the rest are counted in `omitted`.
   * Unset: every finding is listed (machine reports must be complete).
   */
  maxFindings?: number
  /** Clock, for `auditDate` and expiry checks (tests). */
  now?: Date
}
