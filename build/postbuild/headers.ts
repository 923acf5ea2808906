/**
 * Response headers for static hosts, from one description: the security
 * headers (a Content-Security-Policy that allows only what the site loads) and
 * the cache rules. It is written as Netlify / Cloudflare Pages `_headers` and
 * as the nginx config, and scripts/serve.ts applies the `_headers` file, so
 * every browser test runs under the same policy.
 */
import crypto from 'node:crypto'
import { Parser } from 'htmlparser2'
import type { PageNeed, SiteData } from '../../src/content/schemas.ts'
import { thirdPartySources } from '../../src/lib/third-parties.ts'
import { LOCALE_PREFIX } from '../../src/site/locales.ts'

/** Script types the policy must allow inline: JavaScript, and the speculation rules (Chrome checks them against script-src). */
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module', 'speculationrules'])

/**
 * The text of each inline element of the parsed page that `accept` picks, outside `<noscript>`:
 * text inside attribute values (a writer's imageAlt or seoTitle), titles, text areas and comments
 * is never an element.
 */
function inlineElements(html: string, accept: (name: string, attrs: Record<string, string>) => boolean): { name: string; text: string }[] {
  const texts: { name: string; text: string }[] = []
  let current: string | null = null
  let currentName = ''
  let noscript = 0
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (name === 'noscript') noscript++
        else if (noscript === 0 && accept(name, attrs)) {
          current = ''
          currentName = name
        }
      },
      ontext(text) {
        if (current !== null) current += text
      },
      onclosetag(name) {
        if (name === 'noscript' && noscript > 0) noscript--
        else if (name === currentName && current !== null) {
          texts.push({ name, text: current })
          current = null
        }
      },
    },
    { decodeEntities: true },
  )
  parser.end(html)
  return texts
}

const isExecutableScript = (name: string, attrs: Record<string, string>) =>
  name === 'script' && attrs.src === undefined && EXECUTABLE_TYPES.has((attrs.type ?? '').trim().toLowerCase())

/**
 * Inline `<script>` elements a browser executes (no `src`, a JavaScript type),
 * from the parsed page: JSON-LD and other data blocks are not executed.
 */
export function inlineExecutableScripts(html: string): string[] {
  return inlineElements(html, isExecutableScript).map((e) => e.text)
}

/** A page's policy hashes, from one parse: its inline executable scripts and its inline styles, each sorted and distinct. */
export function pageHashes(html: string): { scriptHashes: string[]; styleHashes: string[] } {
  const elements = inlineElements(html, (name, attrs) => name === 'style' || isExecutableScript(name, attrs))
  const hashes = (name: string) => [...new Set(elements.filter((e) => e.name === name).map((e) => cspHash(e.text)))].sort()
  return { scriptHashes: hashes('script'), styleHashes: hashes('style') }
}

export const cspHash = (script: string) => `'sha256-${crypto.createHash('sha256').update(script, 'utf8').digest('base64')}'`

/** Above this many distinct inline scripts the policy header gets too long for some hosts: move scripts out instead. */
export const MAX_INLINE_SCRIPT_HASHES = 40

/** The union of the pages' hashes, sorted; fails at the page that takes it past `max`, naming it. */
function unionOfHashes(perPage: Iterable<readonly [file: string, hashes: readonly string[]]>, max: number, tooMany: (file: string, count: number) => string): string[] {
  const hashes = new Set<string>()
  for (const [file, list] of perPage)
    for (const hash of list) {
      hashes.add(hash)
      if (hashes.size > max) throw new Error(tooMany(file, hashes.size))
    }
  return [...hashes].sort()
}

const tooManyScripts = (file: string, count: number) =>
  `${file}: this page brings the number of different inline scripts to ${count}; the Content-Security-Policy lists at most ${MAX_INLINE_SCRIPT_HASHES}. Load scripts from files instead.`
const tooManyStyles = (file: string, count: number) =>
  `${file}: this page brings the number of different inline stylesheets to ${count}; the site allows at most ${MAX_INLINE_STYLE_HASHES}. Pages of one kind should render the same components.`

/**
 * Above this many distinct inline stylesheets something is wrong: each page inlines the sheets of what it
 * renders (src/lib/styles.tsx), so pages of one kind share one sheet; each page's policy lists only
 * the hashes of its own pages (headerRules), and the 2,000-character line check bounds those.
 */
export const MAX_INLINE_STYLE_HASHES = 40

/** The site's script and style hashes, the union of each page's own ({@link pageHashes}), within the two limits above. */
export function siteHashes(perPage: ReadonlyMap<string, { scriptHashes: readonly string[]; styleHashes: readonly string[] }>): { scriptHashes: string[]; styleHashes: string[] } {
  const entries = [...perPage]
  return {
    scriptHashes: unionOfHashes(entries.map(([file, h]) => [file, h.scriptHashes] as const), MAX_INLINE_SCRIPT_HASHES, tooManyScripts),
    styleHashes: unionOfHashes(entries.map(([file, h]) => [file, h.styleHashes] as const), MAX_INLINE_STYLE_HASHES, tooManyStyles),
  }
}

/** The policy of a page with these needs (data/pages.json): the site's own files, the listed inline scripts, and the outside sources it uses. */
export function contentSecurityPolicy(site: SiteData['site'], scriptHashes: readonly string[], needs: readonly PageNeed[] = [], styleHashes: readonly string[] = []): string {
  const third = thirdPartySources(site, needs)
  const list = (...parts: (string | readonly string[])[]) => parts.flat().join(' ')
  // A browser that sees a hash ignores 'unsafe-inline', so a policy that allows any inline style (the store's) lists no hash.
  const styleInline = third.style.includes("'unsafe-inline'") ? [] : styleHashes
  const directives: [string, string][] = [
    ['default-src', "'self'"],
    ['script-src', list("'self'", scriptHashes, third.script)],
    ['style-src', list("'self'", styleInline, third.style)],
    ['img-src', list("'self'", 'data:', third.img)],
    ['font-src', list("'self'", third.font)],
    ['connect-src', list("'self'", third.connect)],
    ['frame-src', third.frame.length ? list(third.frame) : "'none'"],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['media-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', list("'self'", third.form)],
    ['frame-ancestors', "'none'"],
  ]
  return directives.map(([name, value]) => `${name} ${value}`).join('; ')
}

/**
 * Headers every response gets. The Content-Security-Policy is not among them: a browser applies a
 * policy only to a document or a worker, and the policy that allows every page's scripts is 1.5 KB,
 * which the site-wide rule would repeat on every script, font and image (about 25 KB of a first
 * view over HTTP/1.1). Pages get their own policy; other files get FILE_POLICY (headerRules).
 * No Cross-Origin-Opener-Policy: it made every page start in a fresh browsing-context group, a
 * 250-420 ms task on the page's main thread in Lighthouse (TBT +200-400 ms, performance -5), and
 * guards no state this site has (docs/decisions/no-coop-header.md).
 */
export function securityHeaders(): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), usb=(), payment=(self)',
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  }
}

/**
 * The policy of files that are not pages (scripts, styles, fonts, images, the sitemap): a file a
 * visitor opens on its own, an SVG or an XML file, is a document, and this one runs nothing in it.
 */
export const FILE_POLICY = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox"

/** The service worker's policy: it fetches and caches the site's own files, nothing else (src/features/offline/sw.ts). */
export const WORKER_POLICY = "default-src 'self'"

/**
 * A page's policy as a `<meta http-equiv>` tag, for the 404 page: a host serves it at any unknown
 * path, which no page rule matches. `frame-ancestors` has no effect in a meta tag (browsers warn),
 * and X-Frame-Options (every response) already forbids framing.
 */
export function policyMetaTag(policy: string): string {
  const content = policy
    .split('; ')
    .filter((d) => !d.startsWith('frame-ancestors '))
    .join('; ')
  return `<meta http-equiv="Content-Security-Policy" content="${content.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">`
}

/** `html` with the policy's meta tag first in <head>, before any script or style it governs. */
export function withPolicyMetaTag(html: string, file: string, policy: string): string {
  const at = [/<meta charset="utf-8">/i, /<head>/i, /<!doctype html>/i].map((re) => re.exec(html)).find((m) => m !== null)
  if (!at) throw new Error(`${file}: no <head> to put the Content-Security-Policy tag in`)
  const end = at.index + at[0].length
  return `${html.slice(0, end)}${policyMetaTag(policy)}${html.slice(end)}`
}

export const CACHE = {
  /** File names carry a content hash: cache for a year, never revalidate. */
  immutable: 'public, max-age=31536000, immutable',
  /** Pages: always ask the host (cheap 304s), so a deploy shows at once. */
  html: 'public, max-age=0, must-revalidate',
  /** Images and logos keep their names across builds: a day, then revalidate. */
  media: 'public, max-age=86400, stale-while-revalidate=604800',
  /** The service worker and other fixed names whose content changes per build. */
  revalidate: 'no-cache',
  /** Sitemap and robots. */
  hourly: 'public, max-age=3600',
} as const

export interface HeaderRule {
  path: string
  headers: Record<string, string>
}

/** Cloudflare Pages reads at most 100 rules from `_headers`, and lines of at most 2,000 characters. */
export const MAX_HEADER_RULES = 100
export const MAX_HEADER_LINE = 2000

/** A page (or redirect stub) and what its policy must allow: outside sources, and the hashes of its own inline scripts and styles. */
export interface PagePolicy {
  path: string
  needs?: readonly PageNeed[]
  scriptHashes?: readonly string[]
  styleHashes?: readonly string[]
}

/** Language prefixes (`/ar`): a page under one is grouped as its original is, so an Arabic post shares `/ar/blog/*` and the Arabic contact page has a rule of its own. */
const LOCALE_ROOTS = new Set(Object.values(LOCALE_PREFIX).filter(Boolean).map((prefix) => prefix.slice(1)))

/**
 * The rule a page falls under: `/<folder>/*` for a page in a folder (every post, every build page: one rule
 * each, within Cloudflare's rule limit), else the page's own path. A group's policy is the union of its pages'
 * needs, so grouping a language's pages under one rule would give an Arabic post the store's sources: a
 * longer header on every response, in the bytes of the page's first round trip.
 */
function ruleOf(pagePath: string): string {
  const parts = pagePath.split('/').filter(Boolean)
  const depth = LOCALE_ROOTS.has(parts[0] ?? '') ? 2 : 1
  return parts.length > depth ? `/${parts.slice(0, depth).join('/')}/*` : pagePath
}

/**
 * Every rule of the `_headers` file. Cache-Control rules never overlap (hosts
 * join the values of overlapping rules), so HTML pages are listed by path.
 * Hosts join the policies of every matching rule too, and a browser enforces
 * each policy it gets, so no two rules give one path a policy: `/*` has none,
 * each page (or group of pages under a prefix) gets what it needs, other
 * files FILE_POLICY, the worker WORKER_POLICY. An unknown path gets the 404
 * page, which carries its policy in a meta tag (policyMetaTag). A page's policy
 * lists the inline-script and style hashes of the pages its rule covers (the
 * site-wide lists for a page that names none).
 */
export function headerRules(site: SiteData['site'], scriptHashes: readonly string[], pages: readonly PagePolicy[], styleHashes: readonly string[] = []): HeaderRule[] {
  const patterns = new Map<string, { needs: Set<PageNeed>; scripts: Set<string>; styles: Set<string> }>()
  for (const page of pages) {
    const pattern = ruleOf(page.path)
    const group = patterns.get(pattern) ?? { needs: new Set<PageNeed>(), scripts: new Set<string>(), styles: new Set<string>() }
    for (const need of page.needs ?? []) group.needs.add(need)
    for (const hash of page.scriptHashes ?? scriptHashes) group.scripts.add(hash)
    for (const hash of page.styleHashes ?? styleHashes) group.styles.add(hash)
    patterns.set(pattern, group)
  }
  const file = (path: string, cache: string, policy = FILE_POLICY): HeaderRule => ({ path, headers: { 'Cache-Control': cache, 'Content-Security-Policy': policy } })
  const rules = [
    { path: '/*', headers: securityHeaders() },
    file('/assets/*', CACHE.immutable),
    file('/img/*', CACHE.media),
    file('/logos/*', CACHE.media),
    file('/favicon.svg', CACHE.media),
    file('/sw.js', CACHE.revalidate, WORKER_POLICY),
    file('/redirect.js', CACHE.revalidate),
    file('/sitemap.xml', CACHE.hourly),
    file('/robots.txt', CACHE.hourly),
    ...[...patterns.keys()].sort().map((p) => {
      const { needs, scripts, styles } = patterns.get(p)!
      return { path: p, headers: { 'Cache-Control': CACHE.html, 'Content-Security-Policy': contentSecurityPolicy(site, [...scripts].sort(), [...needs], [...styles].sort()) } }
    }),
  ]
  if (rules.length > MAX_HEADER_RULES)
    throw new Error(`_headers would have ${rules.length} rules; Cloudflare Pages reads at most ${MAX_HEADER_RULES}. Group pages under fewer path prefixes.`)
  for (const rule of rules)
    for (const [name, value] of Object.entries(rule.headers)) {
      const length = `  ${name}: ${value}`.length
      if (length > MAX_HEADER_LINE)
        throw new Error(
          `_headers: ${rule.path}: the ${name} line would be ${length} characters; Cloudflare Pages reads at most ${MAX_HEADER_LINE}. Load inline scripts from files or allow fewer hosts.`,
        )
    }
  return rules
}

export function headersFile(rules: readonly HeaderRule[]): string {
  const blocks = rules.map((r) => `${r.path}\n${Object.entries(r.headers).map(([k, v]) => `  ${k}: ${v}`).join('\n')}`)
  return `# Generated by scripts/build.ts (build/postbuild/headers.ts); do not edit.\n${blocks.join('\n')}\n`
}

/** Reads a Netlify / Cloudflare Pages `_headers` file; throws with the line number on a malformed line. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  text.split(/\r?\n/).forEach((line, i) => {
    if (!line.trim() || line.trim().startsWith('#')) return
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {} })
      return
    }
    const m = /^\s+([!A-Za-z0-9-]+)\s*:\s*(.*)$/.exec(line)
    const rule = rules.at(-1)
    if (!m || !rule) throw new Error(`_headers line ${i + 1}: expected "  Header-Name: value" under a path, got "${line.trim()}"`)
    const name = m[1]!
    rule.headers[name] = rule.headers[name] ? `${rule.headers[name]}, ${m[2]}` : m[2]!
  })
  return rules
}

const matchers = new Map<string, (pathname: string) => boolean>()

/** A `_headers` path pattern as a matcher: `*` matches anything, `:name` one segment. */
export function pathMatcher(pattern: string): (pathname: string) => boolean {
  const known = matchers.get(pattern)
  if (known) return known
  const source = pattern
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('')
  const re = new RegExp(`^${source}$`)
  const matcher = (pathname: string) => re.test(pathname)
  matchers.set(pattern, matcher)
  return matcher
}

/** The headers for a path, as Netlify and Cloudflare Pages apply them: every matching rule, values of repeated names joined. */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const rule of rules) {
    if (!pathMatcher(rule.path)(pathname)) continue
    for (const [k, v] of Object.entries(rule.headers)) out[k] = out[k] ? `${out[k]}, ${v}` : v
  }
  return out
}
