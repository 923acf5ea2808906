import { describe, expect, it, vi } from 'vitest'
import type { ExternalChecker } from '../src/engine/index.ts'
import { NOT_FOUND_PAGE, SITE, auditFiles, page, rules, stub, withHome } from './helpers.ts'

describe('broken internal links', () => {
  it('finds nothing on a site whose links all resolve the way the host serves them', async () => {
    const r = await auditFiles(
      withHome(
        `<a href="/blog">Blog</a> <a href="/blog/some-post">Post</a> <a href="/docs">Docs</a>
         <a href="/blog/">Blog, trailing slash</a> <a href="/sitemap.xml">Sitemap</a>
         <a href="/blog?page=2">Page 2</a> <a href="${SITE}/blog">Absolute</a> <a href="http://www.falconpc.ae/blog">http</a>
         <a href="mailto:sales@falconpc.ae">Mail</a> <a href="tel:+9710">Call</a> <a href="javascript:void 0">JS</a>
         <a href="data:text/plain,hi">Data</a> <a href="">Empty</a> <a>No href</a>
         <img src="/images/a.webp" alt="A"><script src="/assets/app.js"></script>`,
        {
          'blog.html': page('/blog'),
          'blog/some-post.html': page('/blog/some-post'),
          'docs/index.html': page('/docs/'), // served at /docs/ (/docs redirects there)
          'images/a.webp': '',
          'assets/app.js': '',
        },
      ),
    )
    expect(r.brokenLinks).toEqual([])
    expect(r.warnings).toEqual([])
    expect(r.score).toBe(100)
  })

  it('reports a link to a missing page with url, status, page, link text and type', async () => {
    const r = await auditFiles({
      'index.html': page('/'),
      'blog/post.html': page('/blog/post', { body: '<p>See <a href="/blog/old-post">the  old\n post</a>.</p>' }),
    })
    expect(r.brokenLinks).toEqual([
      expect.objectContaining({
        url: `${SITE}/blog/old-post`,
        status: 404,
        statusText: '404 Not Found',
        page: '/blog/post',
        linkText: 'the old post',
        type: 'internal',
        reason: 'not-found',
        file: 'blog/post.html',
        line: 8,
      }),
    ])
  })

  it('does not count the 404 fallback as success, nor a link straight to the 404 page', async () => {
    const r = await auditFiles(withHome('<a href="/nope">x</a> <a href="/404">y</a>', { '404.html': NOT_FOUND_PAGE }))
    expect(r.brokenLinks.map((b) => [b.url, b.status])).toEqual([
      [`${SITE}/nope`, 404],
      [`${SITE}/404`, 404],
    ])
  })

  it('reports missing assets (images, scripts, stylesheets) as broken links too', async () => {
    const r = await auditFiles(
      withHome('<img src="/images/gone.webp" alt="Gone">', {}, '<link rel="stylesheet" href="/assets/gone.css">'),
    )
    expect(r.brokenLinks.map((b) => [b.url, b.linkText])).toEqual([
      [`${SITE}/assets/gone.css`, '<link rel=stylesheet>'],
      [`${SITE}/images/gone.webp`, 'Gone'],
    ])
  })

  it('reports one finding per page and URL, however often the page repeats the link', async () => {
    const r = await auditFiles(withHome('<a href="/gone">Header</a> <a href="/gone">Footer</a>'))
    expect(r.brokenLinks).toHaveLength(1)
    expect(r.brokenLinks[0]!.linkText).toBe('Header')
  })

  it('never leaves the site: ../../etc/passwd is just a missing page', async () => {
    const r = await auditFiles({
      'index.html': page('/'),
      'blog/post.html': page('/blog/post', { body: '<a href="../../etc/passwd">x</a> <a href="/..%2f..%2fetc/passwd">y</a>' }),
    })
    expect(r.brokenLinks.map((b) => b.url)).toEqual([`${SITE}/etc/passwd`, `${SITE}/..%2f..%2fetc/passwd`])
    expect(r.brokenLinks.every((b) => b.status === 404)).toBe(true)
  })

  it('reports a malformed URL', async () => {
    const r = await auditFiles(withHome('<a href="http://[bad">x</a>'))
    expect(r.brokenLinks).toEqual([expect.objectContaining({ url: 'http://[bad', message: 'Malformed URL: http://[bad' })])
  })
})

describe('#fragment targets', () => {
  const target = page('/contact-dubai', {
    body: '<form id="quote-form"></form><a name="legacy"></a><h2 id="café">Café</h2><h2 id="a b">Spaced</h2>',
  })

  it('accepts ids, <a name>, percent-encoded ids, #top, text fragments and #! routes', async () => {
    const r = await auditFiles(
      withHome(
        `<a href="/contact-dubai#quote-form">1</a> <a href="/contact-dubai#legacy">2</a>
         <a href="/contact-dubai#caf%C3%A9">3</a> <a href="/contact-dubai#a%20b">4</a>
         <a href="/contact-dubai#top">5</a> <a href="/contact-dubai#:~:text=quote">6</a>
         <a href="/contact-dubai#quote-form:~:text=x">7</a> <a href="/gaming-pc-shop-dubai#!/~/cart">8</a>
         <a href="#main">9</a> <a href="#">10</a> <div id="main"></div>`,
        { 'contact-dubai.html': target, 'gaming-pc-shop-dubai.html': page('/gaming-pc-shop-dubai') },
      ),
    )
    expect(r.brokenLinks).toEqual([])
  })

  it('reports a missing fragment, on another page or the same one', async () => {
    const r = await auditFiles(
      withHome('<a href="/contact-dubai#quote">Quote</a> <a href="#nowhere">Jump</a>', { 'contact-dubai.html': target }),
    )
    expect(r.brokenLinks).toEqual([
      expect.objectContaining({
        url: `${SITE}/contact-dubai#quote`,
        status: 200,
        reason: 'missing-fragment',
        message: '#quote is not an id or <a name> on /contact-dubai',
      }),
      expect.objectContaining({ url: `${SITE}/#nowhere`, reason: 'missing-fragment' }),
    ])
  })

  it('checks a same-page fragment against the page itself, even on the 404 page (served at every unknown URL)', async () => {
    const notFound = NOT_FOUND_PAGE.replace('<h1>', '<a href="#main">Skip to content</a><a href="#nav">Menu</a><main id="main"><h1>')
    const r = await auditFiles({ 'index.html': page('/'), '404.html': notFound })
    expect(r.brokenLinks.map((b) => [b.page, b.url, b.message])).toEqual([
      ['/404', `${SITE}/404#nav`, '#nav is not an id or <a name> on this page'],
    ])
  })

  it('does not judge fragments of non-HTML files', async () => {
    const r = await auditFiles(withHome('<a href="/guide.pdf#page=2">PDF</a>', { 'guide.pdf': '%PDF' }))
    expect(r.brokenLinks).toEqual([])
  })
})

describe('redirect stubs', () => {
  const builder = page('/gaming-pc-builder-dubai', { body: '<section id="team"></section>' })

  it('a link to a redirect alias works (the host 301s) but earns a warning', async () => {
    const r = await auditFiles(
      withHome('<a href="/about">About</a>', {
        'about.html': stub(`${SITE}/gaming-pc-builder-dubai`),
        'gaming-pc-builder-dubai.html': builder,
      }),
    )
    expect(r.brokenLinks).toEqual([])
    expect(r.warnings).toEqual([
      expect.objectContaining({
        rule: 'link-to-redirect',
        page: '/',
        message: 'Link to /about redirects to /gaming-pc-builder-dubai; link the target directly',
      }),
    ])
  })

  it('checks a fragment through the redirect, on the target page', async () => {
    const files = {
      'about.html': stub(`${SITE}/gaming-pc-builder-dubai`),
      'gaming-pc-builder-dubai.html': builder,
    }
    const ok = await auditFiles(withHome('<a href="/about#team">Team</a>', files))
    expect(ok.brokenLinks).toEqual([])
    const bad = await auditFiles(withHome('<a href="/about#staff">Staff</a>', files))
    expect(bad.brokenLinks).toEqual([
      expect.objectContaining({ reason: 'missing-fragment', message: '#staff is not an id or <a name> on /gaming-pc-builder-dubai' }),
    ])
  })

  it('a redirect to a missing page is a broken link and a broken stub; a loop too', async () => {
    const r = await auditFiles(
      withHome('<a href="/shop">Shop</a> <a href="/a">Loop</a>', {
        'shop.html': stub(`${SITE}/gaming-pc-shop-dubai`),
        'a.html': stub(`${SITE}/b`),
        'b.html': stub(`${SITE}/a`),
      }),
    )
    const fromHome = r.brokenLinks.filter((b) => b.page === '/')
    expect(fromHome.map((b) => [b.url, b.reason, b.message])).toEqual([
      [`${SITE}/shop`, 'not-found', '/shop redirects to /gaming-pc-shop-dubai, which does not exist'],
      [`${SITE}/a`, 'redirect-loop', '/a is part of a redirect loop'],
    ])
    // the stubs' own visible links are links too
    expect(r.brokenLinks.filter((b) => b.page !== '/').map((b) => b.page)).toEqual(['/a', '/b', '/shop'])
    expect(rules(r)).toEqual(expect.arrayContaining(['redirect-target-broken']))
    expect(r.warnings.filter((w) => w.rule === 'redirect-target-broken').map((w) => w.page).sort()).toEqual(['/a', '/b', '/shop'])
  })

  it('a stub pointing at another site is fine', async () => {
    const r = await auditFiles(withHome('<a href="/out">Out</a>', { 'out.html': stub('https://example.com/') }))
    expect(r.brokenLinks).toEqual([])
  })
})

describe('ignore patterns', () => {
  it('skips links and pages matching a glob or a /regex/', async () => {
    const files = {
      'index.html': page('/', { body: '<a href="/drafts/one">1</a> <a href="/legacy/two">2</a>' }),
      'old.html': page('/old', { body: '<a href="/gone">x</a>' }),
    }
    const all = await auditFiles(files)
    expect(all.brokenLinks).toHaveLength(3)
    const some = await auditFiles(files, { ignore: [`${SITE}/drafts/*`, '/^\\/legacy\\//', '/old'] })
    expect(some.brokenLinks).toEqual([])
    expect(some.pagesScanned).toBe(1)
  })
})

describe('external links (injected checker)', () => {
  const links = [
    '<a href="https://ok.example/">ok</a>',
    '<a href="https://ok.example/#section">ok again</a>',
    '<a href="https://gone.example/">gone</a>',
    '<a href="https://down.example/">down</a>',
    '<a href="https://blocked.example/">blocked</a>',
    '<a href="https://busy.example/">busy</a>',
    '<a href="https://slow.example/">slow</a>',
    '<img src="https://cdn.example/missing.png" alt="cdn">',
    '<a href="https://throws.example/">throws</a>',
  ].join(' ')

  const checker: ExternalChecker = async (url) => {
    const host = new URL(url).host
    if (host === 'gone.example' || host === 'cdn.example') return { status: 404 }
    if (host === 'down.example') return { status: 0, note: 'ECONNREFUSED' }
    if (host === 'blocked.example') return { status: 403 }
    if (host === 'busy.example') return { status: 429 }
    if (host === 'slow.example') return { status: 0, unknown: true, note: 'timed out after 5000 ms' }
    if (host === 'throws.example') throw new Error('boom')
    return { status: 200 }
  }

  it('are not checked offline', async () => {
    const r = await auditFiles(withHome(links))
    expect(r.brokenLinks).toEqual([])
    expect(r.stats.externalChecked).toBe(0)
  })

  it('400+ is broken, status 0 is No Response; 403, 429 and timeouts are notices, not broken', async () => {
    const spy = vi.fn(checker)
    const r = await auditFiles(withHome(links), { checkExternal: spy })
    expect(spy).toHaveBeenCalledTimes(8) // one call per URL, fragments stripped
    expect(r.brokenLinks.map((b) => [b.url, b.status, b.statusText, b.type, b.linkText])).toEqual([
      ['https://gone.example/', 404, '404 Not Found', 'external', 'gone'],
      ['https://down.example/', 0, 'No Response', 'external', 'down'],
      ['https://cdn.example/missing.png', 404, '404 Not Found', 'external', 'cdn'],
      ['https://throws.example/', 0, 'No Response', 'external', 'throws'],
    ])
    const unknown = r.warnings.filter((w) => w.rule === 'external-unknown')
    expect(unknown.map((w) => [w.url, w.level])).toEqual([
      ['https://blocked.example/', 'notice'],
      ['https://busy.example/', 'notice'],
      ['https://slow.example/', 'notice'],
    ])
    expect(unknown[2]!.message).toBe('Could not verify https://slow.example/ (timed out after 5000 ms)')
    expect(r.score).toBe(100 - 4 * 5)
  })
})

describe('site URL', () => {
  it('is inferred from the home page canonical when not given', async () => {
    const r = await auditFiles(withHome(`<a href="${SITE}/missing">x</a>`), { siteUrl: null })
    expect(r.siteUrl).toBe(SITE)
    expect(r.brokenLinks).toEqual([expect.objectContaining({ url: `${SITE}/missing`, type: 'internal' })])
  })

  it('falls back to the sitemap, and works without any', async () => {
    const fromSitemap = await auditFiles({ 'index.html': page('/', { canonical: null, body: '<a href="/x">x</a>' }) }, { siteUrl: null })
    expect(fromSitemap.siteUrl).toBe(SITE)
    const none = await auditFiles({ 'index.html': page('/', { canonical: null, body: '<a href="/x">x</a>' }) }, { siteUrl: null, noSitemap: true })
    expect(none.siteUrl).toBeNull()
    expect(none.brokenLinks.map((b) => b.url)).toEqual(['/x'])
  })
})
