/**
 * The site model: every page extracted once, plus URL classification and
 * cached resolution of internal URLs to pages, the way the static host would.
 */
import { extractPage, type PageFacts } from './extract.ts'
import { InternalUrl, type Classified } from './internal-url.ts'
import { isRedirectStatus, type PageRecord, type Target } from './page-record.ts'
import { decodePathname, isHtmlFile, resolveSitePath, sitePathForFile, type TrailingSlash } from './resolve.ts'
import type { AuditProgress, PageInput } from './types.ts'

/** Origin used for resolution when the site URL is unknown. */
export const PLACEHOLDER_ORIGIN = 'https://site.invalid'

export interface FollowResult {
  first: Target
  /** Where the redirects end; `null` when they leave the site (then assumed fine). */
  final: Target | null
  finalUrl: URL
  hops: number
  loop: boolean
  /** A client-side stub on the way drops the fragment: the browser lands at the top of the target. */
  dropsFragment: boolean
}

const SCHEME = /^([a-zA-Z][a-zA-Z0-9+.-]*):/
/** How a link in `SiteModel.byId` is written: with a scheme, or from the root (`/blog`). */
const ABSOLUTE = 1
const ROOT_RELATIVE = 2

/**
 * Entries each resolution cache keeps before it starts afresh: a site links
 * the same few thousand URLs from every page, while a page with a million
 * distinct links must not keep a million URL objects alive.
 */
/** Entries a per-run cache keeps before it starts over (bounded memory on a page with a million links). */
export const CACHE_MAX = 20_000
/**
 * Links the resolution caches keep before they start over: the Rust docs (32,101 pages) have 151,380
 * distinct (directory, relative link) pairs, and with 20,000 the cache started over every few hundred
 * pages and resolved most links again. About 40 MB at most.
 */
export const URL_CACHE_MAX = 200_000

export function normalizeSiteUrl(input: string | null | undefined): string | null {
  if (!input) return null
  try {
    const u = new URL(input)
    if (u.protocol !== 'https:' && u.protocol !== 'http:') return null
    return u.origin
  } catch {
    return null
  }
}

export class SiteModel {
  readonly files: ReadonlySet<string>
  readonly pages: PageRecord[] = []
  readonly pageByFile = new Map<string, PageRecord>()
  /** Site URL (origin) as given or inferred; `null` when unknown. */
  readonly siteUrl: string | null
  readonly origin: string
  private readonly host: string
  private readonly urlCache = new Map<string, Classified>()
  /** Per directory of the pages' base URLs: path-relative link → classification. */
  private readonly dirCaches = new Map<string, Map<string, Classified>>()
  /** Cached classifications by resolved URL, shared by the links that resolve to it. */
  private readonly byHref = new Map<string, Classified>()
  /** Absolute and root-relative links by their string-pool number (in `idPool`, the first pool seen). */
  private byId: Classified[] = []
  private idPool: object | null = null // the pool whose numbers `byId` is indexed by
  /** Per string-pool number, how the link is written, once `byId` has held it: ABSOLUTE, ROOT_RELATIVE, else 0. */
  private idForm = new Uint8Array(0)
  /** Entries in `urlCache`, `byId` and every directory's table. */
  private cached = 0
  private readonly targetCache = new Map<string, Target>()
  /** Paths present but not read (symlinks out of the root); whatever is under them is assumed served. */
  private readonly unread = new Set<string>()

  constructor(
    pages: PageInput[],
    files: Iterable<string>,
    siteUrl: string | null,
    isIgnored: (s: string) => boolean,
    onProgress?: (p: AuditProgress) => void,
    fallbackSiteUrl?: () => string | null,
    trailingSlash: TrailingSlash = 'auto',
    unreadPaths: Iterable<string> = [],
  ) {
    const fileSet = new Set<string>()
    for (const f of files) fileSet.add(f)
    for (const f of unreadPaths) {
      fileSet.add(f)
      this.unread.add(f)
    }
    for (const p of pages) fileSet.add(p.file)
    this.files = fileSet

    const extracted: Array<{ input: PageInput; facts: PageFacts | null; path: string }> = []
    const total = pages.length
    let done = 0
    for (const input of pages) {
      const path = sitePathForFile(input.file, fileSet, trailingSlash)
      const facts = 'html' in input ? (input.facts ?? extractPage(input.html)) : 'facts' in input ? input.facts : null
      extracted.push({ input, facts, path })
      done++
      if (onProgress && (done % 50 === 0 || done === total)) onProgress({ phase: 'parse', done, total })
    }

    this.siteUrl = normalizeSiteUrl(siteUrl) ?? inferSiteUrl(extracted) ?? normalizeSiteUrl(fallbackSiteUrl?.())
    this.origin = this.siteUrl ?? PLACEHOLDER_ORIGIN
    this.host = new URL(this.origin).host

    for (const { input, facts, path } of extracted) {
      const url = new URL(path, `${this.origin}/`).href
      let baseUrl = url
      if (facts?.baseHref) {
        try {
          baseUrl = new URL(facts.baseHref, url).href
        } catch {
          /* keep the page URL */
        }
      }
      let status = 200
      if (facts?.statusCode && facts.statusCode >= 100 && facts.statusCode < 600) status = facts.statusCode
      const notFoundPage = input.file === '404.html' || status === 404
      if (input.file === '404.html') status = 404
      let redirect: string | null = null
      let redirectKeepsFragment = true
      let clientRedirect = false
      if (facts?.clientRedirect && !isRedirectStatus(status) && status === 200) {
        // An instant client-side redirect: Google reads a meta refresh of 0 as a permanent redirect,
        // and a browser lands on the target, so links to it are followed like an HTTP redirect's.
        status = 301
        clientRedirect = true
        redirectKeepsFragment = facts.clientRedirect.keepsFragment
      }
      if (facts && isRedirectStatus(status)) {
        const target = (clientRedirect ? facts.clientRedirect?.url : null) ?? facts.location ?? facts.canonicals[0]?.href ?? null
        if (target) {
          try {
            redirect = new URL(target, url).href
          } catch {
            redirect = null
          }
        }
      }
      const record: PageRecord = {
        file: input.file,
        path,
        url,
        html: 'html' in input ? input.html : null,
        facts,
        problem: 'problem' in input ? input.problem : null,
        ...('lineStarts' in input ? { lineStarts: input.lineStarts } : {}),
        ...('reread' in input && input.reread ? { reread: input.reread } : {}),
        baseUrl,
        status,
        redirect,
        redirectKeepsFragment,
        notFoundPage,
        indexable: facts !== null && status === 200 && !facts.noindex,
        ignored: isIgnored(path) || isIgnored(url),
      }
      this.pages.push(record)
      this.pageByFile.set(input.file, record)
    }
  }

  /**
   * Classifies a link as written on a page. `id`: the link's number in the string pool `pool` (a packed
   * link's, see compact.ts): an absolute or root-relative link is then looked up by that number, in an
   * array, rather than by hashing the string (most links of a site with root-relative links).
   */
  classify(raw: string, page: PageRecord, id = -1, pool: { readonly strings: readonly string[] } | null = null): Classified {
    // A link seen before by its number is found without reading its string: the string is somewhere in a
    // pool of 250,000, and reading its first character was a cache miss on most of 2.5 M links.
    if (id >= 0 && pool === this.idPool && id < this.byId.length) {
      const form = this.idForm[id]
      if (form === ABSOLUTE || (form === ROOT_RELATIVE && page.baseUrl === page.url)) {
        const hit = this.byId[id]
        if (hit !== undefined) return hit
      }
    }
    // Absolute and root-relative links ("/blog") resolve the same on every page: cached by the link.
    const first = raw.charCodeAt(0)
    const rootRelative = first === 47 /* / */ && raw.charCodeAt(1) !== 47
    const scheme = rootRelative ? null : SCHEME.exec(raw)
    const pageIndependent = scheme !== null || (rootRelative && page.baseUrl === page.url)
    // A path-relative link ("../core/x.html") resolves the same from every page of a directory: cached in
    // the directory's own table, by the link as written (the pool's string: its hash is computed once),
    // as a documentation site links the same few paths from thousands of sibling pages.
    // `#x` and `?q` depend on the page's own URL, and `//host` is absolute: those are not.
    let cache: Map<string, Classified> | null = null
    let byId: Classified[] | null = null
    if (pageIndependent) {
      cache = this.urlCache
      if (id >= 0 && pool !== null) {
        if (this.idPool === null) {
          // Sized once, filled: an array written at scattered indexes would fall back to a hash table.
          this.idPool = pool
          this.byId = new Array<Classified | undefined>(pool.strings.length).fill(undefined) as Classified[]
          this.idForm = new Uint8Array(pool.strings.length)
        }
        if (this.idPool === pool && id < this.byId.length) {
          byId = this.byId
          const hit = byId[id]
          if (hit !== undefined) return hit
        }
      }
    }
    else if (scheme === null && !rootRelative && first !== 35 /* # */ && first !== 63 /* ? */ && first !== 47 && raw !== '') {
      cache = page.dirCache === undefined ? this.dirCacheOf(page) : page.dirCache
    }
    if (cache !== null && byId === null) {
      const hit = cache.get(raw)
      if (hit) return hit
    }
    let result: Classified
    if (scheme && scheme[1]!.toLowerCase() !== 'http' && scheme[1]!.toLowerCase() !== 'https') result = { kind: 'skip' }
    else {
      let url: URL | null
      try {
        url = new URL(raw, page.baseUrl)
      } catch {
        url = null
      }
      if (url === null) result = { kind: 'invalid' }
      else if (url.protocol !== 'http:' && url.protocol !== 'https:') result = { kind: 'skip' }
      else {
        // Links written differently that land on one URL share one classification (and the link rule's
        // memo on it): `../std/x.html` from ten directories is one URL.
        const same = cache !== null ? this.byHref.get(url.href) : undefined
        if (same) result = same
        else {
          result = url.host === this.host ? new InternalUrl(url.href, url.hash, cache === null ? url : null) : { kind: 'external', url }
          if (cache !== null) this.byHref.set(url.href, result)
        }
      }
    }
    if (cache !== null) {
      if (this.cached >= URL_CACHE_MAX) this.clearUrlCaches()
      if (byId !== null) {
        this.byId[id] = result // `this.byId`: a new array if the caches just started over
        this.idForm[id] = scheme !== null ? ABSOLUTE : ROOT_RELATIVE
        this.cached++
      } else if (cache === this.urlCache || page.dirCache !== undefined) {
        cache.set(raw, result)
        this.cached++
      }
    }
    return result
  }

  /** The resolution table of a page's directory (`null` when its base URL has a query or fragment). */
  private dirCacheOf(page: PageRecord): Map<string, Classified> | null {
    const base = page.baseUrl
    if (/[?#]/.test(base)) return (page.dirCache = null)
    const dir = base.slice(0, base.lastIndexOf('/') + 1)
    let cache = this.dirCaches.get(dir)
    if (!cache) this.dirCaches.set(dir, (cache = new Map()))
    return (page.dirCache = cache)
  }

  /**
   * Forgets every cached classification: the link rule's memos are most of them, and no later rule
   * needs them (the hreflang rule classifies a few links again).
   */
  clearUrlCaches(): void {
    this.byId = new Array<Classified | undefined>(this.byId.length).fill(undefined) as Classified[]
    this.urlCache.clear()
    this.byHref.clear()
    this.dirCaches.clear()
    for (const p of this.pages) p.dirCache = undefined
    this.cached = 0
  }

  /** What the host serves for a decoded pathname. */
  target(pathname: string | null): Target {
    if (pathname === null) return { file: null, page: null, status: 404 }
    const hit = this.targetCache.get(pathname)
    if (hit) return hit
    const file = resolveSitePath(pathname, this.files) ?? this.underUnread(pathname)
    let t: Target
    if (file === null) t = { file: null, page: null, status: 404 }
    else {
      const page = this.pageByFile.get(file) ?? null
      t = { file, page, status: page ? page.status : 200 }
    }
    if (this.targetCache.size >= CACHE_MAX) this.targetCache.clear()
    this.targetCache.set(pathname, t)
    return t
  }

  /** `dir/x.js` when `dir` (or `dir/x.js` itself) is an unread path, else `null`. */
  private underUnread(pathname: string): string | null {
    if (this.unread.size === 0) return null
    const rel = pathname.slice(1)
    if (/(^|\/)\.\.?(\/|$)/.test(rel)) return null
    for (let i = rel.indexOf('/'); i !== -1; i = rel.indexOf('/', i + 1)) {
      if (this.unread.has(rel.slice(0, i))) return rel
    }
    return null
  }

  /** Resolves an internal URL and follows redirect stubs (at most 10 hops). */
  follow(url: URL): FollowResult {
    const first = this.target(decodePathname(url.pathname))
    let current = first
    let currentUrl = url
    let hops = 0
    let dropsFragment = false
    const seen = new Set<string>([url.pathname])
    const result = (final: Target | null, finalUrl: URL, loop: boolean): FollowResult => ({ first, final, finalUrl, hops, loop, dropsFragment })
    while (isRedirectStatus(current.status) && current.page) {
      const next = current.page.redirect
      if (!next) return result(current, currentUrl, false)
      let nextUrl: URL
      try {
        nextUrl = new URL(next)
      } catch {
        return result(current, currentUrl, false)
      }
      hops++
      if (!current.page.redirectKeepsFragment) dropsFragment = true
      if (nextUrl.host !== this.host) return result(null, nextUrl, false)
      if (seen.has(nextUrl.pathname) || hops > 10) return result(current, nextUrl, true)
      seen.add(nextUrl.pathname)
      current = this.target(decodePathname(nextUrl.pathname))
      currentUrl = nextUrl
    }
    return result(current, currentUrl, false)
  }

  /** The site path of an internal URL (for messages): `/blog/post#x`. */
  displayPath(url: URL): string {
    return `${decodePathname(url.pathname) ?? url.pathname}${url.search}${url.hash}`
  }

  /** The host name of the site's own URLs (for the mixed-content rule's loopback exception). */
  get hostname(): string {
    return (this.siteHostname ??= new URL(this.origin).hostname)
  }

  private siteHostname: string | undefined

  isInternalUrl(url: URL): boolean {
    return url.host === this.host
  }

  /** Resolves a link's page for messages, `null` when it is not an HTML page. */
  htmlPage(file: string | null): PageRecord | null {
    return file && isHtmlFile(file) ? (this.pageByFile.get(file) ?? null) : null
  }
}

/** The site URL from the home page's canonical, when nothing else says it. */
function inferSiteUrl(pages: Array<{ facts: PageFacts | null; path: string }>): string | null {
  const home = pages.find((p) => p.path === '/')
  const href = home?.facts?.canonicals[0]?.href
  if (!href || !/^https?:\/\//i.test(href)) return null
  return normalizeSiteUrl(href)
}
