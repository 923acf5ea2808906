/** What an adapter gives the engine: the pages, the files, the options and the external-link checker. */
import type { PageFacts } from './page-facts.ts'
import type { AuditBaseline, AuditWarning, RuleSeverities } from './audit-result.ts'
import type { SearchExport } from '../search-data/types.ts'

/**
 * The URL a host serves each page at, which relative links resolve against: `auto` (dir/index.html
 * at /dir/, page.html at /page), `always` (page.html at /page/ too), `never` (dir/index.html at /dir).
 */
export type TrailingSlash = 'auto' | 'always' | 'never'

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
  /**
   * Where the lines of an extracted page start, read again without making its text (the CLI's reader
   * scans an ASCII page's bytes; `undefined`: from `reread`, as without it). A page of several hundred
   * kilobytes read again as a string goes to V8's large-object space and stays until a full collection.
   */
  lineStartsOf?: (file: string) => Uint32Array | undefined
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
  /**
   * Called once the link rule is done. Most of the rules' garbage is its own (the pages read again for
   * broken links' texts, the resolution caches it leaves), and the CLI collects it there: V8 may
   * otherwise not collect before the end of the rules, and the heap then holds it on top of the findings.
   */
  afterLinks?: () => void
  /** A previous deploy (`--baseline`): published URLs that must still answer, and findings that are not new. */
  baseline?: AuditBaseline
  /**
   * A Search Console export (`parseSearchExport`, `--search-data`): every finding carries its page's clicks and
   * impressions, and a URL with impressions that the build neither serves nor redirects is `published-url-gone`.
   */
  searchData?: SearchExport
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
