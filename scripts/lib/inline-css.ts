/**
 * The site's stylesheet goes into every page as a `<style>`, in place of the `<link>` the renderer
 * writes: a phone on a slow link paints the page from the HTML alone, without a render-blocking
 * request (Lighthouse's "render-blocking resources"). The whole sheet is small (about 8 KB gzip) and
 * the same on every page, so the Content-Security-Policy allows it with one hash
 * (scripts/lib/headers.ts). Critical-CSS extraction per page (beasties) would need a hash per page
 * (over the 2,000-character `_headers` line) and loads the rest with an `onload=` handler, which the
 * policy blocks.
 *
 * The `<style>` keeps the file's address in `data-href`, for pages made later from it (offline.html).
 */
export function inlineStylesheets(html: string, read: (href: string) => string): string {
  return html.replace(/<link\b[^>]*\brel="stylesheet"[^>]*>/gi, (tag) => {
    const href = /\bhref="(\/assets\/[^"]+\.css)"/.exec(tag)?.[1]
    if (!href) return tag
    const css = read(href)
    if (/<\/style/i.test(css)) throw new Error(`${href}: contains "</style", which would end the inlined stylesheet early`)
    return `<style data-href="${href}">${css}</style>`
  })
}

/**
 * Preloads the font files a page's first view needs (`stems`: file names without `.woff2`; Vite adds
 * a hash), found in the page's inlined stylesheet, so they load with the HTML rather than after the
 * browser has matched the CSS. Inserted before the stylesheet.
 */
export function preloadFonts(html: string, stems: readonly string[]): string {
  const urls = stems.map((stem) => {
    const url = new RegExp(`/assets/${stem.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-[\\w-]+\\.woff2`).exec(html)?.[0]
    if (!url) throw new Error(`No font /assets/${stem}-….woff2 in the page's stylesheet: is it still in src/styles/global.css?`)
    return url
  })
  const links = urls.map((url) => `<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin="">`).join('')
  const at = html.search(/<style\b/i)
  return at < 0 ? html : `${html.slice(0, at)}${links}${html.slice(at)}`
}
