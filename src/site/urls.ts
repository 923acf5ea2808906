/** One URL policy for links, canonicals, the sitemap and emitted files: no trailing slash, home is `/`. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return path === '/' ? `${siteUrl}/` : `${siteUrl}${path}`
}

/** The file a static host serves for a site path (vite-react-ssg's flat style). */
export function htmlFileFor(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`
}

/** `/contact-dubai#quote-form` → `/contact-dubai`. */
export function pathOf(href: string): string {
  const cut = href.search(/[?#]/)
  const p = cut === -1 ? href : href.slice(0, cut)
  return p === '' ? '/' : p
}
