/**
 * The redirect table: data/redirects.json plus the aliases every post gets.
 * It feeds the stub pages, `_redirects`, the nginx config, the 404 page's
 * client-side resolver and the audit's alias rule.
 */
import type { SiteData } from '../content/schemas.ts'
import { postPath } from './page-table.ts'

export interface Redirect {
  from: string
  to: string
}

/** Every exact redirect, one stub page each. */
export function redirectTable(data: Pick<SiteData, 'redirects'>, postSlugs: readonly string[]): Redirect[] {
  const table: Redirect[] = [...data.redirects.redirects]
  const newsPrefix = '/gaming-pc-news-blog/'
  for (const slug of postSlugs) table.push({ from: `${newsPrefix}${slug}`, to: postPath(slug) })
  for (const [old, slug] of Object.entries(data.redirects.oldBlogSlugs)) {
    if (!postSlugs.includes(slug)) continue
    table.push({ from: `/blog/${old}`, to: postPath(slug) })
    table.push({ from: `${newsPrefix}${old}`, to: postPath(slug) })
  }
  return table
}

/**
 * What the resolver needs, and nothing else: small enough to inline into the
 * 404 page's script (plain JSON, no site data).
 */
export interface LegacyTables {
  /** Exact redirects (`from` → `to`). */
  redirects: readonly Redirect[]
  /** Old blog prefixes such as `/pc-builds/`. */
  blogPrefixes: readonly string[]
  /** Old slug → current slug. */
  oldBlogSlugs: Readonly<Record<string, string>>
  /** Current post slugs. */
  postSlugs: readonly string[]
  /** Paths of the site's pages, to send `/Gaming-PC-FAQ` to `/gaming-pc-faq`. */
  pagePaths: readonly string[]
}

export function legacyTables(data: Pick<SiteData, 'redirects' | 'pages'>, postSlugs: readonly string[]): LegacyTables {
  return {
    redirects: redirectTable(data, postSlugs),
    blogPrefixes: data.redirects.blogPrefixes,
    oldBlogSlugs: data.redirects.oldBlogSlugs,
    postSlugs,
    pagePaths: data.pages.filter((p) => p.id !== 'not-found').map((p) => p.path),
  }
}

export type LegacyResolution =
  | { kind: 'redirect'; to: string }
  | { kind: 'unknown-post'; to: '/blog'; slug: string }
  | { kind: 'not-found' }

const BLOG = '/blog'

/**
 * Normalises what a visitor or an old site may have typed: query and hash
 * cut off (the caller keeps them), percent-escapes decoded, repeated and
 * trailing slashes dropped, `.html` and `/index.html` endings dropped, lower case.
 */
export function normaliseLegacyPath(rawPath: string): string {
  let path = rawPath
  const cut = path.search(/[?#]/)
  if (cut !== -1) path = path.slice(0, cut)
  try {
    path = decodeURIComponent(path)
  } catch {
    /* a malformed escape: keep the text as it came */
  }
  path = path.trim().toLowerCase().replace(/\/{2,}/g, '/')
  if (!path.startsWith('/')) path = `/${path}`
  path = path.replace(/\/index\.html?$/, '/').replace(/\.html?$/, '')
  return path.replace(/\/+$/, '') || '/'
}

/**
 * Where an unknown path should go: exact redirects first, then a page typed in
 * another case, then old blog prefixes and slugs (`/pc-builds/x` →
 * `/blog/{new slug of x}`); an unknown blog slug goes to `/blog`; anything
 * else is not found. Pure: runs in Node, in the app and in the 404 page's script.
 */
export function resolveLegacy(rawPath: string, tables: LegacyTables): LegacyResolution {
  const path = normaliseLegacyPath(rawPath)
  const exact = tables.redirects.find((r) => r.from === path)
  if (exact) return { kind: 'redirect', to: exact.to }
  if (tables.pagePaths.includes(path)) return { kind: 'redirect', to: path }
  const prefixes = [...tables.blogPrefixes, `${BLOG}/`]
  // `/pc-builds` on its own is a blog listing: the blog.
  if (prefixes.some((p) => p.slice(0, -1) === path)) return { kind: 'redirect', to: BLOG }
  const prefix = prefixes.find((p) => path.startsWith(p))
  if (!prefix) return { kind: 'not-found' }
  const slug = path.slice(prefix.length).split('/')[0] ?? ''
  if (tables.postSlugs.includes(slug)) return { kind: 'redirect', to: postPath(slug) }
  const renamed = Object.hasOwn(tables.oldBlogSlugs, slug) ? tables.oldBlogSlugs[slug] : undefined
  if (renamed && tables.postSlugs.includes(renamed)) return { kind: 'redirect', to: postPath(renamed) }
  return { kind: 'unknown-post', to: BLOG, slug }
}

/** {@link resolveLegacy} from the site data (build scripts and tests). */
export function resolveLegacyPath(rawPath: string, data: Pick<SiteData, 'redirects' | 'pages'>, postSlugs: readonly string[]): LegacyResolution {
  return resolveLegacy(rawPath, legacyTables(data, postSlugs))
}

export interface LegacyLocation {
  pathname: string
  search: string
  hash: string
}

export type LegacyRedirect = { href: string; unknownSlug?: string }

/**
 * What the 404 page does with the address it was served at: the URL to go to
 * (query string and fragment kept), or null to stay and show Not found. Never
 * returns the page's own address, so it cannot loop.
 */
export function legacyRedirectFor(location: LegacyLocation, tables: LegacyTables): LegacyRedirect | null {
  const result = resolveLegacy(location.pathname, tables)
  if (result.kind === 'not-found') return null
  if (result.to === location.pathname) return null
  const href = `${result.to}${location.search}${location.hash}`
  return result.kind === 'unknown-post' ? { href, unknownSlug: result.slug } : { href }
}

/** The console line for an old link to a post that does not exist (SPEC section 8). */
export function unknownPostMessage(pathname: string, slug: string): string {
  return `Unknown blog post "${slug}" (${pathname}): no current or old slug matches, so it goes to ${BLOG}.`
}
