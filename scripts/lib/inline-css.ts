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
