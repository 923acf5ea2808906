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

const LOCATION = String.raw`(?:\b(?:window|document|self|top)\.)?\blocation`
/** Where a script sends the browser: `location = "x"`, `location.href = 'x'`, `location.replace("x"`, `location.assign("x"`. */
const NAVIGATION = new RegExp(String.raw`${LOCATION}(?:\.href)?\s*=(?!=)\s*|${LOCATION}\.(?:replace|assign)\s*\(\s*`, 'g')
const STRING_LITERAL = /^(?:"([^"\\]*)"|'([^'\\]*)')/
/** Anything that makes a script more than a redirect: a condition, a function, a timer, an event. */
const NOT_A_STUB = /\b(?:if|function|for|while|switch|setTimeout|setInterval|addEventListener|fetch|import)\b|=>|\bon[a-z]+\s*=/

/**
 * A short inline script that only sends the browser to a literal URL, as generators write at old
 * addresses: rustdoc's `location.replace("x.html" + location.search + location.hash)`, jekyll-redirect-from's
 * `location="x"`, mkdocs-redirects' `var anchor=window.location.hash.substr(1);location.href="x"+(anchor?"#"+anchor:"")`.
 * It keeps the fragment (or query) when it reads `location.hash` (or `location.search`).
 */
export function scriptRedirect(script: string): { url: string; keepsQuery: boolean; keepsFragment: boolean } | null {
  if (script.length > REDIRECT_SCRIPT_MAX || !script.includes('location') || NOT_A_STUB.test(script)) return null
  const navigations = [...script.matchAll(NAVIGATION)]
  if (navigations.length !== 1) return null
  const nav = navigations[0]!
  const literal = STRING_LITERAL.exec(script.slice(nav.index + nav[0].length))
  const url = (literal?.[1] ?? literal?.[2] ?? '').trim()
  if (!url) return null
  return {
    url,
    keepsQuery: new RegExp(String.raw`${LOCATION}\.search\b`).test(script),
    keepsFragment: new RegExp(String.raw`${LOCATION}\.hash\b`).test(script),
  }
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
