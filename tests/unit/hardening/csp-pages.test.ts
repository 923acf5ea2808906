/**
 * The Content-Security-Policy the build writes for real pages: what a writer's
 * text can and cannot add to it, and which page may load what.
 */
import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { writePostBuildOutputs } from '../../../build/postbuild/index.ts'
import { checkContent } from '../../../build/content/check.ts'
import { cspHash, headersFor, inlineExecutableScripts, MAX_INLINE_SCRIPT_HASHES, pageHashes, parseHeadersFile, siteHashes } from '../../../build/postbuild/headers.ts'
import { sitePages } from '../../../src/site/page-table.ts'
import { pageTableI18n } from '../../../build/content/load.ts'
import { htmlFileFor } from '../../../src/site/urls.ts'
import { ROOT } from '../content/helpers.ts'
import { scratchDir } from '../scratch-dir.ts'

const content = checkContent(ROOT)
const pages = sitePages(content.data, content.posts, '2026-01-15', {}, pageTableI18n(content))
const post = pages.find((p) => p.id === 'post')!
const HYDRATION = 'window.__VITE_REACT_SSG_HASH__ = "abc123"'

/** What the renderer writes for a post whose writer typed `<script>` into imageAlt and seoTitle (markup as React 19 emits it). */
const writerPage = `<!doctype html><html lang="en"><head><meta charset="UTF-8">
<title data-rh="true">AMD vs Intel &lt;script&gt;alert(9)&lt;/script&gt; Dubai</title>
<meta data-rh="true" property="og:title" content="AMD vs Intel <script>alert(9)</script> Dubai">
<meta data-rh="true" property="og:image:alt" content="Two CPUs <script>alert(8)</script> side by side">
<meta data-rh="true" name="description" content='Cheap <script>alert(7)</script> PCs'>
<script>${HYDRATION}</script></head>
<body><img src="/img/x-640.webp" width="1600" height="900" alt="Two CPUs <script>alert(8)</script> side by side"></body></html>`

let out: string
const read = (file: string) => fs.readFileSync(path.join(out, file), 'utf8')

beforeAll(async () => {
  out = scratchDir('csp-pages-')
  for (const p of pages) {
    const file = path.join(out, htmlFileFor(p.path))
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, p === post ? writerPage : `<!doctype html><title>${p.title}</title>`)
  }
  await writePostBuildOutputs(out, content, new Date('2026-01-15T00:00:00Z'))
})

describe('text in attributes never joins the policy', () => {
  it('hashes the page’s real inline script and nothing a writer typed into imageAlt, seoTitle or metaDescription', () => {
    for (const file of ['_headers', 'nginx.conf']) {
      const text = read(file)
      expect(text, file).toContain(cspHash(HYDRATION))
      for (const typed of ['alert(7)', 'alert(8)', 'alert(9)']) expect(text, `${file}: ${typed}`).not.toContain(cspHash(typed))
    }
  })

  it('reads scripts from the parsed page: attribute values, titles, text areas, comments and noscript are not scripts', () => {
    const html = `<img alt="<script>a()</script>"><meta content='<script>b()</script>'><title><script>c()</script></title>
      <textarea><script>d()</script></textarea><!-- <script>e()</script> --><noscript><script>f()</script></noscript>
      <script>real &amp; raw < text</script><script type="application/ld+json">{"g":1}</script><script src="/h.js"></script>`
    expect(inlineExecutableScripts(html)).toEqual(['real &amp; raw < text'])
  })
})

describe('too many inline scripts', () => {
  it('names the page that brings the count over the limit', () => {
    const built = Array.from({ length: MAX_INLINE_SCRIPT_HASHES + 1 }, (_, i) => ({ file: `blog/post-${i}.html`, html: `<script>s${i}()</script>` }))
    // What the post-build does: each page's hashes, then the site's union.
    const inlineScriptHashes = (pages: typeof built) => siteHashes(new Map(pages.map((p) => [p.file, pageHashes(p.html)]))).scriptHashes
    expect(() => inlineScriptHashes(built)).toThrow(
      `blog/post-${MAX_INLINE_SCRIPT_HASHES}.html: this page brings the number of different inline scripts to ${MAX_INLINE_SCRIPT_HASHES + 1}; the Content-Security-Policy lists at most ${MAX_INLINE_SCRIPT_HASHES}. Load scripts from files instead.`,
    )
    expect(inlineScriptHashes(built.slice(1))).toHaveLength(MAX_INLINE_SCRIPT_HASHES)
  })
})

/**
 * Whether a response's Content-Security-Policy header allows `source` for a
 * directive. A header may carry several policies (comma-separated, as hosts
 * join matching `_headers` rules); a browser enforces every one of them.
 */
function allows(header: string, directive: string, source: string): boolean {
  const policies = header.split(', ')
  return policies.every((policy) => {
    const d = policy.split('; ').find((x) => x.startsWith(`${directive} `)) ?? ''
    return d.split(' ').slice(1).includes(source)
  })
}

/** The policy of a page's `<meta http-equiv="Content-Security-Policy">` tag ('' when it has none). */
function metaPolicy(html: string): string {
  return (/<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html)?.[1] ?? '').replace(/&quot;/g, '"').replace(/&amp;/g, '&')
}

/** The policy nginx sends for a page path: its exact location, else its prefix's (`^~ /blog/`), else `location /`. */
function nginxPolicy(conf: string, pagePath: string): string {
  const prefix = pagePath.split('/').filter(Boolean).length > 1 ? `  location ^~ /${pagePath.split('/')[1]}/ {` : null
  const candidates = [`  location = ${pagePath} {`, ...(prefix ? [prefix] : []), '  location / {']
  const start = candidates.map((c) => conf.indexOf(c)).find((i) => i >= 0)!
  const block = conf.slice(start, conf.indexOf('\n  }', start))
  return /add_header Content-Security-Policy "([^"]*)"/.exec(block)![1]!
}

describe('each page gets the policy it needs (from data/pages.json)', () => {
  const path = (id: string) => pages.find((p) => p.id === id)!.path
  const shop = () => path('shop')
  const others = () => [path('home'), path('blog'), post.path, path('contact'), path('builds'), path('seo-audit'), path('not-found'), '/no-such-page']
  const policies = () => {
    const rules = parseHeadersFile(read('_headers'))
    const conf = read('nginx.conf')
    // An unknown path matches no page rule of `_headers` (and `/*` has no policy): the 404 page the host
    // sends there carries its own policy in a meta tag. nginx sends the 404 page's policy as a header.
    return (p: string) => [
      p === '/no-such-page'
        ? { host: '404.html meta', csp: metaPolicy(read('404.html')) }
        : { host: '_headers', csp: headersFor(rules, p)['Content-Security-Policy'] ?? '' },
      { host: 'nginx', csp: nginxPolicy(conf, p === '/no-such-page' ? '/404.html' : p) },
    ]
  }

  it('loads the store’s script, frames and inline styles on the shop only', () => {
    const policyOf = policies()
    for (const { host, csp } of policyOf(shop())) {
      expect(allows(csp, 'script-src', 'https://app.ecwid.com'), host).toBe(true)
      expect(allows(csp, 'frame-src', 'https://*.ecwid.com'), host).toBe(true)
      expect(allows(csp, 'style-src', "'unsafe-inline'"), host).toBe(true)
    }
    for (const p of others())
      for (const { host, csp } of policyOf(p)) {
        expect(allows(csp, 'script-src', 'https://app.ecwid.com'), `${host} ${p}`).toBe(false)
        expect(allows(csp, 'script-src', 'https://*.ecwid.com'), `${host} ${p}`).toBe(false)
        expect(allows(csp, 'frame-src', 'https://*.ecwid.com'), `${host} ${p}`).toBe(false)
        expect(allows(csp, 'style-src', "'unsafe-inline'"), `${host} ${p}`).toBe(false)
      }
  })

  it('lets only /seo-audit connect to any https site (its outside-link check)', () => {
    const policyOf = policies()
    for (const { host, csp } of policyOf(path('seo-audit'))) expect(allows(csp, 'connect-src', 'https:'), host).toBe(true)
    for (const p of [shop(), ...others().filter((p) => p !== path('seo-audit'))])
      for (const { host, csp } of policyOf(p)) expect(allows(csp, 'connect-src', 'https:'), `${host} ${p}`).toBe(false)
  })

  it('allows each page its own inline scripts, not other pages\' ones, and nothing looser', () => {
    const policyOf = policies()
    for (const p of [shop(), ...others()])
      for (const { host, csp } of policyOf(p)) {
        // Only the post carries HYDRATION; a policy covers the pages of its rule (all posts share /blog/*).
        expect(allows(csp, 'script-src', cspHash(HYDRATION)), `${host} ${p}`).toBe(p.startsWith('/blog/'))
        expect(allows(csp, 'script-src', "'self'"), `${host} ${p}`).toBe(true)
        // A meta policy cannot forbid framing (browsers ignore frame-ancestors there); X-Frame-Options on every response does.
        if (host !== '404.html meta') expect(allows(csp, 'frame-ancestors', "'none'"), `${host} ${p}`).toBe(true)
        expect(allows(csp, 'script-src', "'unsafe-inline'"), `${host} ${p}`).toBe(false)
      }
  })
})
