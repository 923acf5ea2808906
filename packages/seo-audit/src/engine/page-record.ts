/** A page as the static host serves it, and what a path on the site leads to. */
import type { Classified } from './internal-url.ts'
import type { PageFacts } from './types.ts'

export interface PageRecord {
  file: string
  /** Site path, e.g. `/blog/post`. */
  path: string
  /** The page's own absolute URL (origin + path). */
  url: string
  html: string | null
  facts: PageFacts | null
  /** Why the page could not be read (binary, too large); `null` when it was parsed. */
  problem: string | null
  /** Base for relative links (honours `<base href>`). */
  baseUrl: string
  /** 200, a 3xx for a redirect stub, 404 for the not-found page, or another prerender status. */
  status: number
  /** Absolute redirect target of a stub (or `null`). */
  redirect: string | null
  /**
   * Whether following the stub keeps a link's #fragment: an HTTP redirect does (the browser carries it
   * over), a client-side stub only when its script appends `location.hash`.
   */
  redirectKeepsFragment: boolean
  notFoundPage: boolean
  /** Readable, status 200 and not `noindex`: belongs in the sitemap and search results. */
  indexable: boolean
  ignored: boolean
  /** Offsets of line starts, for line numbers: built when first needed (from `html`, or from `reread`). */
  lineStarts?: ArrayLike<number>
  /** The page's HTML read again (an extracted page that kept no link text: see `ExtractedPageInput`). */
  reread?: () => string
  /** The resolution cache of the page's directory (`SiteModel.classify`); `null`: none (a base URL with `?` or `#`). */
  dirCache?: Map<string, Classified> | null
}

export interface Target {
  file: string | null
  page: PageRecord | null
  /** What the host answers: 200, 3xx for a stub, 404 for unknown paths and the not-found page. */
  status: number
}

/** A 3xx status: the page is a redirect (an HTTP one, or a stub the audit follows like one). */
export function isRedirectStatus(status: number): boolean {
  return status >= 300 && status < 400
}
