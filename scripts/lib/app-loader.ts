/**
 * The app script starts after the first paint. The renderer writes the entry module and its
 * `modulepreload` links into <head>, so a phone downloads about 110 KB of JavaScript alongside the
 * HTML, and Chrome runs the deferred module (hydration) before it first paints whenever the files
 * are there in time. Lighthouse's simulation (Lantern) then counts every one of those requests and
 * their script evaluation in its estimate of the first and largest paint.
 *
 * Instead, each page ends with one small inline loader, after the router's hydration data (so the
 * app still runs after that data, the order issue 10 fixed), carrying the addresses in data
 * attributes. It waits for the first paint and then adds the preloads and the module script, as
 * the renderer would have written them. The loader's text is the same on every page: the Content-Security-Policy
 * allows it with one hash (scripts/lib/headers.ts reads it from the parsed pages).
 */

/**
 * The loader; `document.currentScript` is the loader's own element. Plain ES5, no helpers. It starts
 * the app once the browser reports the first contentful paint (a `paint` entry exists only after that
 * frame is on screen), at once in a hidden tab (nothing paints there) or where paint entries are unknown.
 */
export const APP_LOADER =
  "(function(){var d=document.currentScript.dataset,P=window.PerformanceObserver;function go(){d.preload.split(' ').filter(Boolean).forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)});var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=d.src;document.body.appendChild(s)}if(document.hidden||!P||(P.supportedEntryTypes||[]).indexOf('paint')<0)go();else new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(go)}}).observe({type:'paint',buffered:true})})()"

const MODULE_SCRIPT = /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>/gi
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/gi

/**
 * Moves the page's entry module and its module preloads from where the renderer wrote them into
 * the loader at the end of <body>. A page without a module script is returned as it is.
 */
export function deferAppScript(html: string): string {
  const entries = [...html.matchAll(MODULE_SCRIPT)].map((m) => m[1]!)
  if (entries.length === 0) return html
  if (entries.length > 1) throw new Error(`The page has ${entries.length} module scripts (${entries.join(', ')}); the app loader starts one`)
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => {
    const href = /\bhref="([^"]+)"/.exec(m[0])?.[1]
    if (!href) throw new Error(`A modulepreload link without href: ${m[0]}`)
    return href
  })
  const bodyEnd = html.lastIndexOf('</body>')
  if (bodyEnd < 0) throw new Error('The page has no </body> to put the app loader before')
  const rest = html.slice(0, bodyEnd).replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, '')
  const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;')
  const loader = `<script data-src="${attr(entries[0]!)}" data-preload="${attr(preloads.join(' '))}">${APP_LOADER}</script>`
  return `${rest}${loader}${html.slice(bodyEnd)}`
}

const LOADER_TAG = /<script\b[^>]*\bdata-src="([^"]+)"[^>]*\bdata-preload="([^"]*)"[^>]*>/i

/** The entry module of a built page, from its loader (for tests and tools that look for the build's entry). */
export function appEntryOf(html: string): string | undefined {
  return LOADER_TAG.exec(html)?.[1]
}

/** Every script the loader starts: the entry module and its preloads. */
export function appChunksOf(html: string): string[] {
  const m = LOADER_TAG.exec(html)
  return m ? [m[1]!, ...m[2]!.split(' ').filter(Boolean)] : []
}
