import { describe, expect, it } from 'vitest'
import { cssUrls, extractPage, parseSrcset } from '../src/engine/extract.ts'

describe('extractPage: one parse collects what every rule needs', () => {
  it('collects anchors with their text, decoded hrefs, ids and <a name>', () => {
    const f = extractPage(`<html lang="en"><body>
      <a href="/blog?x=1&amp;y=2" id="top-link">Read <b>the</b>
        blog</a>
      <a href="/shop" aria-label="Shop online"><svg><path d="M0"/></svg></a>
      <a href="/builds"><img src="/b.webp" alt="Sample builds"></a>
      <a name="legacy-anchor"></a><h2 id="quote-form">Quote</h2></body></html>`)
    const anchors = f.links.filter((l) => l.role === 'anchor')
    expect(anchors.map((a) => [a.url, a.text])).toEqual([
      ['/blog?x=1&y=2', 'Read the blog'],
      ['/shop', 'Shop online'],
      ['/builds', 'Sample builds'],
    ])
    expect([...f.ids]).toEqual(expect.arrayContaining(['top-link', 'legacy-anchor', 'quote-form']))
  })

  it('classifies subresources by how the browser loads them', () => {
    const f = extractPage(`<html><head>
      <link rel="stylesheet" href="/a.css"><link rel="icon" href="/favicon.ico">
      <link rel="preload" href="/f.woff2" as="font"><link rel="modulepreload" href="/m.js">
      <link rel="manifest" href="/site.webmanifest"><link rel="alternate" hreflang="ar" href="/ar">
      <link rel="preconnect" href="https://fonts.example.com">
      <script src="/app.js"></script><style>@import "/theme.css"; .hero { background: url(/hero.jpg) }
      @font-face { src: url("/font.woff2") }</style>
      <meta property="og:image" content="https://www.falconpc.ae/og.png"></head><body>
      <img src="/a.webp" srcset="/a-640.webp 640w, /a-1280.webp 1280w" alt="a">
      <picture><source srcset="/p.avif" type="image/avif"><img src="/p.jpg" alt="p"></picture>
      <video src="/v.mp4" poster="/poster.jpg"><source src="/v.webm"><track src="/subs.vtt"></video>
      <iframe src="/embed"></iframe><div style="background-image:url('/bg.png')"></div>
      </body></html>`)
    const kinds = f.links.map((l) => `${l.role}:${l.kind ?? '-'}:${l.url}`)
    expect(kinds).toEqual([
      'resource:stylesheet:/a.css',
      'resource:icon:/favicon.ico',
      'resource:font:/f.woff2',
      'resource:script:/m.js',
      'resource:manifest:/site.webmanifest',
      'reference:-:/ar',
      'resource:script:/app.js',
      'resource:stylesheet:/theme.css',
      'resource:image:/hero.jpg',
      'resource:font:/font.woff2',
      'reference:-:https://www.falconpc.ae/og.png',
      'resource:image:/a.webp',
      'resource:image:/a-640.webp',
      'resource:image:/a-1280.webp',
      'resource:image:/p.avif',
      'resource:image:/p.jpg',
      'resource:media:/v.mp4',
      'resource:image:/poster.jpg',
      'resource:media:/v.webm',
      'resource:media:/subs.vtt',
      'resource:iframe:/embed',
      'resource:image:/bg.png',
    ])
  })

  it('reads the head: first title (not an SVG title), description, robots, canonical, lang, status marker', () => {
    const f = extractPage(`<!doctype html><html lang="en-AE"><head>
      <title>Gaming PCs &amp; Builds</title><title>second</title>
      <meta name="description" content="  Custom   builds ">
      <meta name="googlebot" content="noindex, nofollow">
      <link rel="canonical" href="https://www.falconpc.ae/x">
      <meta name="prerender-status-code" content="301">
      <meta name="prerender-header" content="Location: https://www.falconpc.ae/y">
      </head><body><svg><title>icon</title></svg><h1>One</h1><h1>Two <span>parts</span></h1></body></html>`)
    expect(f.title).toBe('Gaming PCs & Builds')
    expect(f.titleCount).toBe(2)
    expect(f.description).toBe('Custom builds')
    expect(f.noindex).toBe(true)
    expect(f.canonicals.map((c) => c.href)).toEqual(['https://www.falconpc.ae/x'])
    expect(f.lang).toBe('en-AE')
    expect(f.statusCode).toBe(301)
    expect(f.location).toBe('https://www.falconpc.ae/y')
    expect(f.h1).toEqual(['One', 'Two parts'])
  })

  it('takes a meta refresh as the redirect target when there is no prerender header', () => {
    const f = extractPage(`<meta http-equiv="refresh" content="0; url='/target'">`)
    expect(f.location).toBe('/target')
  })

  it('keeps JSON-LD raw and leaves scripts, styles, templates and noscript out of the visible text', () => {
    const f = extractPage(`<html><head><script type="application/ld+json">{"a":"<b>&amp;"}</script>
      <script>var notText = 1</script><style>.x{}</style></head>
      <body><template><p>hidden</p></template><noscript>enable js</noscript><p>Hello   world</p></body></html>`)
    expect(f.jsonLd.map((j) => j.text)).toEqual(['{"a":"<b>&amp;"}'])
    expect(f.textSample).toBe('Hello world')
    expect(f.textLength).toBeLessThan(20)
  })

  it('records images without an alt attribute, not decorative ones (alt="") nor <noscript> pixels', () => {
    const f = extractPage(`<img src="/a.png"><img src="/b.png" alt=""><img src="/c.png" alt="C">
      <img srcset="/d-1x.png 1x, /d-2x.png 2x"><noscript><img src="/pixel.gif"></noscript>`)
    expect(f.imagesWithoutAlt.map((i) => i.src)).toEqual(['/a.png', '/d-1x.png'])
  })

  it('survives malformed markup without throwing', () => {
    const broken = `<html><body><a href="/x"><div><p>unclosed <img src=/a.png alt="x" <a href='/blog'>Blog
      </h1></span><script>if (a < b && c > d) {}</script><a href="/y" title="no close tag"`
    const f = extractPage(broken)
    expect(f.links.some((l) => l.url === '/x')).toBe(true)
    const nested = extractPage('<a href="/1">one <a href="/2">two</a> after')
    expect(nested.links.map((l) => [l.url, l.text])).toEqual([
      ['/1', 'one'],
      ['/2', 'two'],
    ])
    const unclosed = extractPage('<title>Cut off <h1>never')
    expect(unclosed.title).toBe('Cut off <h1>never')
    expect(() => extractPage('\u0000\u0001<<<>>>&&&;;<!-- unterminated')).not.toThrow()
    expect(() => extractPage('<div>'.repeat(50_000))).not.toThrow()
  })

  it('reports element offsets, so findings can carry line numbers', () => {
    const html = '<html>\n<body>\n<a href="/a">A</a>'
    const a = extractPage(html).links[0]!
    expect(html.slice(a.offset, a.offset + 2)).toBe('<a')
  })
})

describe('parseSrcset and cssUrls', () => {
  it('splits candidates the way the HTML spec does: commas inside URLs stay, descriptors go', () => {
    expect(parseSrcset('/a.jpg 1x, /b.jpg 2x')).toEqual(['/a.jpg', '/b.jpg'])
    expect(parseSrcset('/a.jpg, /b.jpg,')).toEqual(['/a.jpg', '/b.jpg'])
    expect(parseSrcset('/a.jpg,/b.jpg')).toEqual(['/a.jpg,/b.jpg'])
    expect(parseSrcset('/img,with,commas.jpg 640w, /c.jpg')).toEqual(['/img,with,commas.jpg', '/c.jpg'])
    expect(parseSrcset('  ')).toEqual([])
  })

  it('finds url() and @import references', () => {
    expect(cssUrls(`@import url("/a.css"); div { background: url( '/b.png' ) } @font-face { src: url(/c.woff2) }`)).toEqual([
      { url: '/a.css', kind: 'stylesheet' },
      { url: '/b.png', kind: 'image' },
      { url: '/c.woff2', kind: 'font' },
    ])
  })
})
