/**
 * Redirect stubs that send the browser on by themselves (a meta refresh of 0 and/or a script that
 * replaces the location), as rustdoc, Jekyll, MkDocs and Sphinx leave at old addresses: a link to
 * one is checked where the browser lands, with its fragment, and a stub that loses the fragment or
 * leads nowhere is reported.
 */
import { describe, expect, it } from 'vitest'
import { extractPage } from '../src/engine/index.ts'
import { auditFiles, page, SITE } from './helpers.ts'

/** rustdoc's stub: meta refresh plus a script that keeps the query and fragment. */
const rustdocStub = (to: string) => `<!DOCTYPE html><html lang="en"><head><meta http-equiv="refresh" content="0;URL=${to}"><title>Redirection</title></head>
<body><p>Redirecting to <a href="${to}">${to}</a>...</p><script>location.replace("${to}" + location.search + location.hash);</script></body></html>`
/** jekyll-redirect-from's stub: the script and the refresh both drop the fragment. */
const jekyllStub = (to: string) => `<!DOCTYPE html><html lang="en-US"><meta charset="utf-8"><title>Redirecting&hellip;</title>
<link rel="canonical" href="${to}"><script>location="${to}"</script><meta http-equiv="refresh" content="0; url=${to}">
<meta name="robots" content="noindex"><h1>Redirecting&hellip;</h1><a href="${to}">Click here if you are not redirected.</a></html>`
const refreshOnly = (to: string, delay = 0) =>
  `<!doctype html><html lang="en"><head><title>Moved</title><meta http-equiv="refresh" content="${delay}; url=${to}"></head><body><a href="${to}">moved</a></body></html>`

const links = (...hrefs: string[]) => hrefs.map((h) => `<a href="${h}">${h}</a>`).join('\n')
const summary = (r: Awaited<ReturnType<typeof auditFiles>>) => ({
  broken: r.brokenLinks.map((b) => `${b.page} → ${b.url.replace(SITE, '')} (${b.reason}): ${b.message}`),
  warnings: r.warnings.map((w) => `${w.page}: ${w.rule}: ${w.message}`),
})

describe('client-side redirect stubs', () => {
  it('extraction: what counts as an instant redirect, and whether it keeps the fragment', () => {
    expect(extractPage(rustdocStub('../a/b.html')).clientRedirect).toEqual({ url: '../a/b.html', keepsFragment: true, keepsQuery: true })
    expect(extractPage(jekyllStub('https://x.example/new/')).clientRedirect).toEqual({ url: 'https://x.example/new/', keepsFragment: false, keepsQuery: false })
    expect(extractPage(refreshOnly('new.html')).clientRedirect).toEqual({ url: 'new.html', keepsFragment: false, keepsQuery: false })
    expect(extractPage(refreshOnly('new.html', 5)).clientRedirect).toBeNull()
    // a script that does more than redirect is a page, not a stub
    expect(extractPage('<script>if (old) location.replace("x.html")</script><p>hi</p>').clientRedirect).toBeNull()
    expect(extractPage('<script type="text/plain">location.replace("x.html")</script>').clientRedirect).toBeNull()
    expect(extractPage(`<script>${' '.repeat(2000)}location.replace("x.html")</script>`).clientRedirect).toBeNull()
  })

  it('a link to old.html#id is checked on the page the stub leads to, through several hops', async () => {
    const r = await auditFiles(
      {
        'index.html': page('/', { body: links('/old.html#method.add', '/old.html#method.gone', '/hop1.html#method.add', '/new.html#method.add') }),
        'old.html': rustdocStub('new.html'),
        'hop1.html': rustdocStub('hop2.html'),
        'hop2.html': rustdocStub('./new.html'),
        'new.html': page('/new', { body: '<h2 id="method.add">add</h2>' }),
      },
      { sitemapPaths: ['/', '/new'] },
    )
    expect(summary(r)).toEqual({
      broken: ['/ → /old.html#method.gone (missing-fragment): #method.gone is not an id or <a name> on /new'],
      warnings: [
        '/: link-to-redirect: Link to /old.html#method.add redirects to /new.html; link the target directly',
        '/: link-to-redirect: Link to /old.html#method.gone redirects to /new.html; link the target directly',
        '/: link-to-redirect: Link to /hop1.html#method.add redirects to /new.html; link the target directly',
      ],
    })
  })

  it('a stub that drops the fragment is a warning on the link, not a missing fragment; stubs are not pages to index', async () => {
    const r = await auditFiles(
      {
        'index.html': page('/', { body: links('/jekyll/#install', '/refresh.html#install', '/slow.html#install', '/new.html#install') }),
        'jekyll/index.html': jekyllStub(`${SITE}/new.html`),
        'refresh.html': refreshOnly('new.html'),
        'slow.html': refreshOnly('new.html', 5),
        'new.html': page('/new', { body: '<h2 id="install">Install</h2>' }),
      },
      { sitemapPaths: ['/', '/new'], rules: { 'link-to-redirect': 'off', 'sitemap-missing-page': 'off' } },
    )
    expect(summary(r)).toEqual({
      // a refresh after 5 s is a page the visitor reads first: the fragment is looked up there
      broken: ['/ → /slow.html#install (missing-fragment): #install is not an id or <a name> on /slow'],
      warnings: [
        '/: redirect-drops-fragment: Link to /jekyll/#install lands on /new.html without #install: the redirect stub on the way does not keep the fragment',
        '/: redirect-drops-fragment: Link to /refresh.html#install lands on /new.html without #install: the redirect stub on the way does not keep the fragment',
        // the slow one is an ordinary page, with an ordinary page's duties
        '/slow: h1-missing: No <h1>',
        '/slow: description-missing: No <meta name="description">',
        `/slow: canonical-missing: No <link rel="canonical">; expected ${SITE}/slow`,
        '/slow: og-image-missing: No og:image: a share of this page shows no picture',
      ],
    })
  })

  it('a stub that loops or leads nowhere: the links to it are broken, and the stub itself is reported', async () => {
    const r = await auditFiles(
      {
        'index.html': page('/', { body: links('/a.html', '/lost.html#x') }),
        'a.html': rustdocStub('b.html'),
        'b.html': rustdocStub('a.html'),
        'lost.html': rustdocStub('gone.html'),
      },
      { sitemapPaths: ['/'], rules: { 'link-to-redirect': 'off' } },
    )
    expect(summary(r)).toEqual({
      broken: [
        '/ → /a.html (redirect-loop): /a.html is part of a redirect loop',
        '/ → /lost.html#x (not-found): /lost.html#x redirects to /gone.html, which does not exist',
        // the stubs' own "Redirecting to …" links
        '/a → /b.html (redirect-loop): /b.html is part of a redirect loop',
        '/b → /a.html (redirect-loop): /a.html is part of a redirect loop',
        '/lost → /gone.html (not-found): /gone.html does not exist (the host would serve 404.html)',
      ],
      warnings: [
        '/a: redirect-target-broken: Redirect to /b.html loops',
        '/b: redirect-target-broken: Redirect to /a.html loops',
        '/lost: redirect-target-broken: Redirect to /gone.html, which does not exist',
      ],
    })
  })
})

describe('fragments a page script handles', () => {
  it('a source listing line range (#88-90) is found when its first line is', async () => {
    const source = Array.from({ length: 100 }, (_, i) => `<span id="${i + 1}">${i + 1}</span>`).join('\n')
    const r = await auditFiles(
      {
        'index.html': page('/', { body: links('/src/lib.rs.html#88-90', '/src/lib.rs.html#98-120', '/src/lib.rs.html#188-190', '/src/lib.rs.html#88-') }),
        'src/lib.rs.html': page('/src/lib.rs', { body: `<pre>${source}</pre>` }),
      },
      { sitemapPaths: ['/', '/src/lib.rs'] },
    )
    expect(summary(r).broken).toEqual([
      '/ → /src/lib.rs.html#188-190 (missing-fragment): #188-190 is not an id or <a name> on /src/lib.rs',
      '/ → /src/lib.rs.html#88- (missing-fragment): #88- is not an id or <a name> on /src/lib.rs',
    ])
  })
})
