/** Parsers for attribute and text values met during extraction (srcset, CSS url(), rel, refresh). */
import type { ResourceKind } from './types.ts'

const COLLAPSIBLE = /\s\s|[\t\n\r\f\v\u00a0]/

export function normalizeSpace(s: string): string {
  const t = s.trim()
  return COLLAPSIBLE.test(t) ? t.replace(/\s+/g, ' ') : t
}

export function clip(s: string, max = 120): string {
  return s.length > max ? `${s.slice(0, max - 1)}…` : s
}

/** Parses an `srcset` attribute into its URLs (descriptors dropped). */
export function parseSrcset(value: string): string[] {
  const urls: string[] = []
  const n = value.length
  let i = 0
  while (i < n) {
    while (i < n && (value[i] === ',' || /\s/.test(value[i]!))) i++
    if (i >= n) break
    const start = i
    while (i < n && !/\s/.test(value[i]!)) i++
    let url = value.slice(start, i)
    let endsCandidate = false
    while (url.endsWith(',')) {
      url = url.slice(0, -1)
      endsCandidate = true
    }
    if (url) urls.push(url)
    if (!endsCandidate) {
      // skip descriptors up to the next comma (parentheses may hold commas)
      let depth = 0
      while (i < n) {
        const c = value[i]!
        if (c === '(') depth++
        else if (c === ')') depth = Math.max(0, depth - 1)
        else if (c === ',' && depth === 0) break
        i++
      }
    }
  }
  return urls
}

const CSS_URL = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)'"\s]*))\s*\)/gi
const CSS_IMPORT = /@import\s+(?:url\(\s*)?["']?([^"')\s;]+)/gi

/** `url(...)` references in CSS text (style attributes and <style> blocks). */
export function cssUrls(css: string): { url: string; kind: ResourceKind }[] {
  const out: { url: string; kind: ResourceKind }[] = []
  const imports = new Set<string>()
  for (const m of css.matchAll(CSS_IMPORT)) {
    if (m[1]) {
      imports.add(m[1])
      out.push({ url: m[1], kind: 'stylesheet' })
    }
  }
  const fontFaces = fontFaceRanges(css)
  for (const m of css.matchAll(CSS_URL)) {
    const url = (m[1] ?? m[2] ?? m[3] ?? '').trim()
    if (!url || imports.has(url)) continue
    const at = m.index ?? 0
    const inFontFace = fontFaces.some(([a, b]) => at >= a && at < b)
    out.push({ url, kind: inFontFace ? 'font' : 'image' })
  }
  return out
}

function fontFaceRanges(css: string): Array<[number, number]> {
  if (!css.includes('@font-face')) return []
  const ranges: Array<[number, number]> = []
  const re = /@font-face\s*\{/gi
  for (const m of css.matchAll(re)) {
    const start = m.index ?? 0
    const end = css.indexOf('}', start)
    ranges.push([start, end < 0 ? css.length : end])
  }
  return ranges
}

export function relTokens(rel: string | undefined): string[] {
  return rel ? rel.toLowerCase().split(/\s+/).filter(Boolean) : []
}

export function preloadKind(as: string | undefined): ResourceKind {
  switch ((as ?? '').toLowerCase()) {
    case 'style':
      return 'stylesheet'
    case 'image':
      return 'image'
    case 'font':
      return 'font'
    case 'audio':
    case 'video':
    case 'track':
      return 'media'
    case 'document':
    case 'iframe':
      return 'iframe'
    default:
      return 'script'
  }
}

export function isJsonLdType(type: string | undefined): boolean {
  if (!type) return false
  return type.split(';')[0]!.trim().toLowerCase() === 'application/ld+json'
}

/** The delay of a `<meta http-equiv=refresh>` in seconds (`0; url=/x` → 0), `null` when it has none. */
export function refreshDelay(content: string): number | null {
  const m = /^\s*(\d+)(?:\.\d*)?(?=$|[\s;,])/.exec(content)
  return m ? Number(m[1]) : null
}

/** A script type a browser runs as JavaScript (none, a JavaScript MIME type, or `module`). */
export function isJavaScriptType(type: string | undefined): boolean {
  if (type === undefined) return true
  const t = type.split(';')[0]!.trim().toLowerCase()
  return t === '' || t === 'module' || /^(?:text|application)\/(?:x-)?(?:java|ecma)script$/.test(t)
}

/** Inline scripts longer than this are never read as redirect stubs. */
export const REDIRECT_SCRIPT_MAX = 1024

const LOCATION = String.raw`(?:(?:window|document|self|top)\.)?location`
const STRING = String.raw`(?:"([^"\\]*)"|'([^'\\]*)')`
const KEEP = String.raw`\s*\+\s*${LOCATION}\.(search|hash)`
/**
 * A script that only sends the browser elsewhere: `location.replace("x.html" + location.search + location.hash)`,
 * `window.location.href = 'x.html'`, `location = "x.html"`. Anything more (a condition, a function) is not a stub.
 */
const REDIRECT_STATEMENT = new RegExp(
  String.raw`^\s*(?:${LOCATION}(?:\.href)?\s*=\s*|${LOCATION}\.(?:replace|assign)\s*\(\s*)${STRING}((?:${KEEP})*)\s*\)?\s*;?\s*$`,
)

/** Where an inline script that is only a redirect sends the browser, and whether it keeps the query and fragment. */
export function scriptRedirect(script: string): { url: string; keepsQuery: boolean; keepsFragment: boolean } | null {
  if (script.length > REDIRECT_SCRIPT_MAX || !script.includes('location')) return null
  const m = REDIRECT_STATEMENT.exec(script)
  if (!m) return null
  const url = (m[1] ?? m[2] ?? '').trim()
  if (!url) return null
  const kept = m[3] ?? ''
  return { url, keepsQuery: /\.search\b/.test(kept), keepsFragment: /\.hash\b/.test(kept) }
}

/** Parses the `content` of a `<meta http-equiv=refresh>`: `0; url=/x`. */
export function refreshUrl(content: string): string | null {
  const m = /^\s*[\d.]*\s*[;,]?\s*(?:url\s*=\s*)?(.*)$/i.exec(content)
  let url = m?.[1]?.trim() ?? ''
  if ((url.startsWith("'") && url.endsWith("'")) || (url.startsWith('"') && url.endsWith('"'))) {
    url = url.slice(1, -1)
  }
  return url || null
}
