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
export function redirectTable(data: SiteData, postSlugs: readonly string[]): Redirect[] {
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

export type LegacyResolution = { kind: 'redirect'; to: string } | { kind: 'unknown-post'; to: string } | { kind: 'not-found' }

/**
 * Where an unknown path should go: exact redirects first, then old blog
 * prefixes and slugs (`/pc-builds/x` → `/blog/{new slug of x}`), an unknown
 * blog slug to `/blog`, anything else is not found.
 */
export function resolveLegacyPath(rawPath: string, data: SiteData, postSlugs: readonly string[]): LegacyResolution {
  let path = rawPath.replace(/\/+$/, '') || '/'
  try {
    path = decodeURI(path)
  } catch {
    /* keep as is */
  }
  const exact = redirectTable(data, postSlugs).find((r) => r.from === path)
  if (exact) return { kind: 'redirect', to: exact.to }
  const prefix = [...data.redirects.blogPrefixes, '/blog/'].find((p) => path.startsWith(p))
  if (!prefix) return path === '/blog' ? { kind: 'redirect', to: '/blog' } : { kind: 'not-found' }
  const slug = path.slice(prefix.length).split('/')[0]?.toLowerCase() ?? ''
  if (postSlugs.includes(slug)) return { kind: 'redirect', to: postPath(slug) }
  const renamed = data.redirects.oldBlogSlugs[slug]
  if (renamed && postSlugs.includes(renamed)) return { kind: 'redirect', to: postPath(renamed) }
  return { kind: 'unknown-post', to: '/blog' }
}
