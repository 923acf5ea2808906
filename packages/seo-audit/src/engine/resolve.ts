/**
 * Site path ⇄ file, the way a static host serves the build: clean URLs
 * (`/blog` → `blog.html`), directory indexes (`/x` → `x/index.html`) and
 * files by their exact name (`/sitemap.xml`). Anything else is the 404 page,
 * which is never a success.
 */
import type { TrailingSlash } from './types.ts'

export type { TrailingSlash } from './types.ts'

/** Percent-decodes a URL pathname; `null` when it is not valid UTF-8 percent-encoding. */
export function decodePathname(pathname: string): string | null {
  if (!pathname.includes('%')) return pathname
  try {
    return decodeURIComponent(pathname)
  } catch {
    return null
  }
}

export function isHtmlFile(file: string): boolean {
  return file.endsWith('.html')
}

/**
 * Where hosts put the slash (`--trailing-slash`):
 * - `auto` (the default, what GitHub Pages, Netlify, Cloudflare Pages and nginx do):
 *   `dir/index.html` at `/dir/` (a request for `/dir` redirects there), `page.html` at `/page`;
 * - `always`: every page at a URL ending in `/` (`page.html` at `/page/`);
 * - `never`: no page URL ends in `/` (`dir/index.html` at `/dir`), e.g. Vercel's `trailingSlash: false`.
 * The served URL is the base relative links resolve against: from `/dir/`, `a.html` is `/dir/a.html`;
 * from `/dir`, it is `/a.html`.
 */
export const TRAILING_SLASH_MODES: readonly TrailingSlash[] = ['auto', 'always', 'never']

/**
 * The site path a host serves an HTML file at: `index.html` → `/`,
 * `blog/post.html` → `/blog/post`, `docs/index.html` → `/docs/`
 * (see {@link TrailingSlash} for the other modes).
 */
export function sitePathForFile(file: string, files?: ReadonlySet<string>, trailingSlash: TrailingSlash = 'auto'): string {
  if (file === 'index.html') return '/'
  if (file.endsWith('/index.html')) {
    const dir = file.slice(0, -'/index.html'.length)
    // `never` still cannot serve two files at `/dir`: with `dir.html` present, the index keeps the slash.
    if (trailingSlash === 'never' && !files?.has(`${dir}.html`)) return `/${dir}`
    return `/${dir}/`
  }
  if (file.endsWith('.html')) {
    const name = file.slice(0, -'.html'.length)
    if (trailingSlash !== 'always') return `/${name}`
    // `/name/` belongs to `name/index.html` when there is one; this file then keeps its `.html`.
    return files?.has(`${name}/index.html`) ? `/${file}` : `/${name}/`
  }
  return `/${file}`
}

/**
 * The file a host serves for a decoded pathname, or `null` (→ 404.html).
 * Query strings and fragments must already be stripped.
 */
export function resolveSitePath(pathname: string, files: ReadonlySet<string>): string | null {
  if (!pathname.startsWith('/')) return null
  if (pathname === '/') return files.has('index.html') ? 'index.html' : null
  const rel = pathname.slice(1)
  // Never look up dot segments or empty segments: a host would not serve them from the root either.
  const segments = rel.split('/')
  for (let i = 0; i < segments.length; i++) {
    const s = segments[i]!
    if (s === '.' || s === '..' || (s === '' && i !== segments.length - 1) || s.includes('\\')) return null
  }
  if (rel.endsWith('/')) {
    const dir = rel.slice(0, -1)
    if (files.has(`${rel}index.html`)) return `${rel}index.html`
    if (files.has(`${dir}.html`)) return `${dir}.html`
    return null
  }
  if (files.has(rel)) return rel
  if (files.has(`${rel}.html`)) return `${rel}.html`
  if (files.has(`${rel}/index.html`)) return `${rel}/index.html`
  return null
}
