import { describe, expect, it } from 'vitest'
import { checkContent } from '../../../build/content/check.ts'
import {
  CACHE,
  contentSecurityPolicy,
  cspHash,
  FILE_POLICY,
  headerRules,
  headersFile,
  headersFor,
  inlineExecutableScripts,
  MAX_HEADER_RULES,
  parseHeadersFile,
  pathMatcher,
  policyMetaTag,
  WORKER_POLICY,
} from '../../../build/postbuild/headers.ts'
import { ROOT } from '../content/helpers.ts'
import { formEndpointOrigin } from '../../../src/lib/third-parties.ts'

const { data } = checkContent(ROOT)
const site = data.site
const withIds = (ga: string, pixel: string) => ({ ...site, analytics: { gaMeasurementId: ga, metaPixelId: pixel } })
const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? ''

describe('inline scripts and their hashes', () => {
  it('finds the scripts a browser runs and skips JSON-LD, external and data blocks', () => {
    const html = `<head><script type="application/ld+json">{"a":1}</script><script src="/x.js"></script>
      <script>window.a = 1</script><script type="module">import '/m.js'</script><script type="text/template"><b></script>
      <SCRIPT TYPE="text/javascript">b()</SCRIPT></head>`
    expect(inlineExecutableScripts(html)).toEqual(['window.a = 1', "import '/m.js'", 'b()'])
  })

  it('hashes the exact script text as CSP expects (sha256, base64)', () => {
    // Known value: printf 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(cspHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='")
  })
})

describe('contentSecurityPolicy', () => {
  const hashes = [cspHash('a()'), cspHash('b()')]

  it('allows scripts from the site and the listed inline hashes only: no unsafe-inline, no eval', () => {
    const csp = contentSecurityPolicy(site, hashes)
    const script = directive(csp, 'script-src')
    expect(script.startsWith(`script-src 'self' ${hashes.join(' ')}`)).toBe(true)
    expect(script).not.toContain('unsafe')
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("base-uri 'self'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("worker-src 'self'")
  })

  it('lets the store load (script, API, frames) on a page that needs it, and only there', () => {
    const csp = contentSecurityPolicy(site, hashes, ['store'])
    expect(directive(csp, 'script-src')).toContain('https://app.ecwid.com')
    expect(directive(csp, 'connect-src')).toContain('https://*.ecwid.com')
    expect(directive(csp, 'frame-src')).toBe('frame-src https://*.ecwid.com')
    const plain = contentSecurityPolicy(site, hashes)
    expect(plain).not.toContain('ecwid')
    expect(directive(plain, 'frame-src')).toBe("frame-src 'none'")
    expect(directive(plain, 'connect-src')).toBe("connect-src 'self'")
    expect(directive(contentSecurityPolicy(site, hashes, ['outside-links']), 'connect-src')).toBe("connect-src 'self' https:")
  })

  it('adds the analytics hosts to every page’s rule when ids are set', () => {
    const rules = headerRules(withIds('G-ABC123', '1234567890'), hashes, [{ path: '/' }, { path: '/blog/a' }, { path: '/shop', needs: ['store'] }, { path: '/audit', needs: ['outside-links'] }])
    for (const p of ['/', '/blog/a', '/shop', '/audit']) {
      const csp = headersFor(rules, p)['Content-Security-Policy']!
      expect(directive(csp, 'script-src'), p).toContain('https://*.googletagmanager.com')
      expect(directive(csp, 'script-src'), p).toContain('https://connect.facebook.net')
    }
  })

  it('groups a language’s pages as their originals: the Arabic store’s sources stay off Arabic posts and the Arabic contact page', () => {
    const rules = headerRules(site, hashes, [{ path: '/shop', needs: ['store'] }, { path: '/ar' }, { path: '/ar/shop', needs: ['store'] }, { path: '/ar/contact-dubai' }, { path: '/ar/blog/a' }, { path: '/ar/blog/b' }])
    expect(rules.map((r) => r.path).filter((p) => p.startsWith('/ar'))).toEqual(['/ar', '/ar/blog/*', '/ar/contact-dubai', '/ar/shop'])
    expect(headersFor(rules, '/ar/shop')['Content-Security-Policy']).toContain('ecwid')
    for (const p of ['/ar', '/ar/contact-dubai', '/ar/blog/a']) expect(headersFor(rules, p)['Content-Security-Policy'], p).not.toContain('ecwid')
  })

  it("lets every page post to the form endpoint's origin when one is set, from the one value in data/site.json", () => {
    expect(formEndpointOrigin(site)).toBeNull()
    const withEndpoint = { ...site, forms: { endpoint: 'https://formspree.io/f/abcdwxyz' } }
    const rules = headerRules(withEndpoint, hashes, [{ path: '/' }, { path: '/contact-dubai' }, { path: '/shop', needs: ['store'] }])
    for (const p of ['/', '/contact-dubai', '/shop']) expect(directive(headersFor(rules, p)['Content-Security-Policy']!, 'connect-src'), p).toContain(' https://formspree.io')
    expect(directive(contentSecurityPolicy(withEndpoint, hashes), 'connect-src')).toBe("connect-src 'self' https://formspree.io")
    expect(directive(contentSecurityPolicy(withEndpoint, hashes), 'form-action')).toBe("form-action 'self'")
  })

  it('refuses a policy line longer than Cloudflare Pages reads, naming the rule', () => {
    const many = Array.from({ length: 30 }, (_, i) => cspHash(`s${i}()`))
    expect(() => headerRules(site, many, [{ path: '/' }, { path: '/shop', needs: ['store'] }])).toThrow(/^_headers: \/shop: the Content-Security-Policy line would be \d{4} characters; Cloudflare Pages reads at most 2000\./)
    expect(() => headerRules(site, hashes, [{ path: '/' }, { path: '/shop', needs: ['store'] }])).not.toThrow()
  })

  it('refuses more _headers rules than Cloudflare Pages reads', () => {
    const many = Array.from({ length: MAX_HEADER_RULES }, (_, i) => ({ path: `/page-${i}` }))
    expect(() => headerRules(site, hashes, many)).toThrow(new RegExp(`_headers would have 1\\d\\d rules; Cloudflare Pages reads at most ${MAX_HEADER_RULES}`))
  })

  it('adds analytics hosts only for a real measurement id, the pixel only with an id', () => {
    const placeholder = contentSecurityPolicy(withIds('G-XXXXXXXXXX', ''), hashes)
    expect(placeholder).not.toMatch(/google|facebook/)
    const ga = contentSecurityPolicy(withIds('G-ABC123', ''), hashes)
    expect(directive(ga, 'script-src')).toContain('https://*.googletagmanager.com')
    expect(directive(ga, 'connect-src')).toContain('https://*.google-analytics.com')
    expect(ga).not.toContain('facebook')
    const pixel = contentSecurityPolicy(withIds('', '1234567890'), hashes)
    expect(directive(pixel, 'script-src')).toContain('https://connect.facebook.net')
    expect(directive(pixel, 'img-src')).toContain('https://www.facebook.com')
    expect(pixel).not.toContain('google')
  })

})

describe('_headers', () => {
  const rules = headerRules(site, [cspHash('a()')], ['/', '/blog', '/blog/a-post', '/blog/another', '/about', '/gaming-pc-news-blog/x', '/404'].map((path) => ({ path })))

  it('never sets Cache-Control twice for one path (hosts would join the values)', () => {
    const paths = ['/', '/blog', '/blog/a-post', '/assets/app-123.js', '/img/a-640.webp', '/sw.js', '/about', '/404', '/sitemap.xml']
    for (const p of paths) expect(headersFor(rules, p)['Cache-Control'], p).not.toContain(', public')
  })

  it('gives hashed assets a year, pages a revalidation, the worker no-cache', () => {
    expect(headersFor(rules, '/assets/app-123.js')['Cache-Control']).toBe(CACHE.immutable)
    for (const p of ['/', '/blog', '/blog/a-post', '/about', '/gaming-pc-news-blog/x']) expect(headersFor(rules, p)['Cache-Control'], p).toBe(CACHE.html)
    expect(headersFor(rules, '/sw.js')['Cache-Control']).toBe('no-cache')
  })

  it('gives every path at most one policy: pages their own, other files a short one, unknown paths none (the 404 page has its own)', () => {
    for (const p of ['/', '/blog', '/blog/a-post', '/about', '/404']) {
      const csp = headersFor(rules, p)['Content-Security-Policy']!
      expect(csp, p).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/)
      expect(csp, p).not.toContain(', ')
    }
    for (const p of ['/assets/app-123.js', '/assets/inter-1.woff2', '/img/a-640.webp', '/logos/x.svg', '/favicon.svg', '/sitemap.xml', '/robots.txt', '/redirect.js'])
      expect(headersFor(rules, p)['Content-Security-Policy'], p).toBe(FILE_POLICY)
    expect(headersFor(rules, '/sw.js')['Content-Security-Policy']).toBe(WORKER_POLICY)
    expect(headersFor(rules, '/no-such-page')['Content-Security-Policy']).toBeUndefined()
    // The policy a file's response carries is short: it goes out with every script, font and image.
    expect(FILE_POLICY.length).toBeLessThan(100)
    for (const p of ['/', '/assets/app-123.js', '/no-such-page']) {
      expect(headersFor(rules, p)['X-Content-Type-Options'], p).toBe('nosniff')
      expect(headersFor(rules, p)['X-Frame-Options'], p).toBe('DENY')
      expect(headersFor(rules, p)['Strict-Transport-Security'], p).toMatch(/^max-age=/)
    }
  })

  it('writes a page policy as a meta tag without frame-ancestors (browsers ignore it there), escaped', () => {
    const csp = contentSecurityPolicy(site, [cspHash('a()')])
    const tag = policyMetaTag(csp)
    expect(tag).toMatch(/^<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'sha256-[^"]+">$/)
    expect(tag).not.toContain('frame-ancestors')
    expect(tag).toContain("object-src 'none'")
    expect(policyMetaTag('a "b" & c')).toBe('<meta http-equiv="Content-Security-Policy" content="a &quot;b&quot; &amp; c">')
  })

  it('round-trips through the Netlify format', () => {
    const text = headersFile(rules)
    expect(text.startsWith('# Generated')).toBe(true)
    expect(parseHeadersFile(text)).toEqual(rules)
  })

  it('parses comments, blank lines and repeated names as hosts do, and names a bad line', () => {
    const parsed = parseHeadersFile('# c\n\n/a/*\n  X-One: 1\n  X-One: 2\n/b\n  Cache-Control: no-cache\n')
    expect(parsed).toEqual([
      { path: '/a/*', headers: { 'X-One': '1, 2' } },
      { path: '/b', headers: { 'Cache-Control': 'no-cache' } },
    ])
    expect(() => parseHeadersFile('/a\n  not a header\n')).toThrow('_headers line 2: expected "  Header-Name: value" under a path, got "not a header"')
    expect(() => parseHeadersFile('  X-Orphan: 1\n')).toThrow(/line 1/)
  })

  it('matches splats and placeholders like Netlify', () => {
    expect(pathMatcher('/*')('/anything/at/all')).toBe(true)
    expect(pathMatcher('/blog/*')('/blog/x')).toBe(true)
    expect(pathMatcher('/blog/*')('/blog')).toBe(false)
    expect(pathMatcher('/blog/:slug')('/blog/x')).toBe(true)
    expect(pathMatcher('/blog/:slug')('/blog/x/y')).toBe(false)
    expect(pathMatcher('/a.b')('/aXb')).toBe(false)
  })
})
