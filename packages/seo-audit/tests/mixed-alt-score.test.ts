import { describe, expect, it } from 'vitest'
import { computeScore, scoreColor } from '../src/engine/index.ts'
import { SITE, auditFiles, page, withHome } from './helpers.ts'

describe('mixed content', () => {
  it('reports http:// subresources with the specification wording', async () => {
    const r = await auditFiles(
      withHome(
        `<img src="http://cdn.example.com/a.png" alt="a">
         <img src="/ok.png" srcset="http://cdn.example.com/b-2x.png 2x" alt="b">
         <script src="http://cdn.example.com/c.js"></script>
         <iframe src="http://maps.example.com/embed"></iframe>
         <video src="http://cdn.example.com/d.mp4"></video><audio><source src="http://cdn.example.com/e.mp3"></audio>
         <div style="background: url(http://cdn.example.com/f.jpg)"></div>`,
        { 'ok.png': '' },
        `<link rel="stylesheet" href="http://cdn.example.com/g.css"><link rel="icon" href="http://cdn.example.com/h.ico">`,
      ),
    )
    expect(r.mixedContent.map((m) => m.message)).toEqual([
      'Insecure stylesheet: http://cdn.example.com/g.css',
      'Insecure icon: http://cdn.example.com/h.ico',
      'Insecure image: http://cdn.example.com/a.png',
      'Insecure image: http://cdn.example.com/b-2x.png',
      'Insecure script: http://cdn.example.com/c.js',
      'Insecure iframe: http://maps.example.com/embed',
      'Insecure media: http://cdn.example.com/d.mp4',
      'Insecure media: http://cdn.example.com/e.mp3',
      'Insecure image: http://cdn.example.com/f.jpg',
    ])
    expect(r.mixedContent[0]).toEqual(
      expect.objectContaining({ page: '/', url: 'http://cdn.example.com/g.css', kind: 'stylesheet', file: 'index.html' }),
    )
  })

  it('does not flag plain links, https, protocol-relative or loopback resources', async () => {
    const r = await auditFiles(
      withHome(
        `<a href="http://example.com/">a plain http link is not mixed content</a>
         <img src="https://cdn.example.com/a.png" alt="a"><img src="//cdn.example.com/b.png" alt="b">
         <script src="http://localhost:5173/@vite/client"></script><img src="http://127.0.0.1:8080/x.png" alt="x">`,
      ),
    )
    expect(r.mixedContent).toEqual([])
  })

  it('flags an internal resource written with http:// (the browser would block or upgrade it)', async () => {
    const r = await auditFiles(withHome('<img src="http://www.falconpc.ae/logo.png" alt="logo">', { 'logo.png': '' }))
    expect(r.mixedContent.map((m) => m.message)).toEqual(['Insecure image: http://www.falconpc.ae/logo.png'])
    expect(r.brokenLinks).toEqual([])
  })
})

describe('missing alt', () => {
  it('reports <img> without alt as "Missing alt tag: {src}"; alt="" is decorative and fine', async () => {
    const r = await auditFiles(
      withHome('<img src="/a.png"><img src="/b.png" alt=""><img src="/c.png" alt="A PC">', { 'a.png': '', 'b.png': '', 'c.png': '' }),
    )
    expect(r.missingAltTags).toEqual([
      { page: '/', src: '/a.png', message: 'Missing alt tag: /a.png', file: 'index.html', line: 8, column: 1 },
    ])
  })
})

describe('score', () => {
  it('is 100 minus 5 per broken link, 10 per mixed-content item, 3 per missing alt, never below 0', () => {
    expect(computeScore({ brokenLinks: 0, mixedContent: 0, missingAltTags: 0, warnings: 7 })).toBe(100)
    expect(computeScore({ brokenLinks: 2, mixedContent: 1, missingAltTags: 1, warnings: 0 })).toBe(77)
    expect(computeScore({ brokenLinks: 30, mixedContent: 0, missingAltTags: 0, warnings: 0 })).toBe(0)
  })

  it('counts warnings (1 point each) only when strict', () => {
    expect(computeScore({ brokenLinks: 1, mixedContent: 0, missingAltTags: 0, warnings: 4 }, true)).toBe(91)
  })

  it('is green at 90 and above, yellow at 70 and above, else red', () => {
    expect([100, 90, 89, 70, 69, 0].map(scoreColor)).toEqual(['green', 'green', 'yellow', 'yellow', 'red', 'red'])
  })

  it('a page with two broken links scores 90, green', async () => {
    const r = await auditFiles(withHome('<a href="/one">1</a> <a href="/two">2</a>'))
    expect([r.score, r.scoreColor]).toEqual([90, 'green'])
  })

  it('strict mode lets warnings lower the score, notices never', async () => {
    const files = { 'index.html': page('/', { title: null, body: '<a href="/about">About</a>' }), 'about.html': page('/about') }
    const relaxed = await auditFiles(files)
    expect(relaxed.warnings.map((w) => w.rule)).toEqual(['title-missing'])
    expect(relaxed.score).toBe(100)
    const strict = await auditFiles(files, {
      strict: true,
      checkExternal: async () => ({ status: 429 }),
    })
    expect(strict.score).toBe(99)
    expect(strict.strict).toBe(true)
    const withNotice = await auditFiles(
      { ...files, 'index.html': page('/', { title: null, body: '<a href="https://busy.example/">x</a>' }) },
      { strict: true, checkExternal: async () => ({ status: 429 }) },
    )
    expect(withNotice.warnings.map((w) => w.level)).toEqual(['warning', 'notice'])
    expect(withNotice.score).toBe(99)
  })

  it('returns a superset of the specification audit result', async () => {
    const r = await auditFiles(withHome(`<a href="${SITE}/gone">x</a>`))
    expect(Object.keys(r)).toEqual(
      expect.arrayContaining([
        'auditDate',
        'score',
        'scoreColor',
        'pagesScanned',
        'brokenLinks',
        'mixedContent',
        'missingAltTags',
        'slowLoadingResources',
        'warnings',
      ]),
    )
    expect(r.slowLoadingResources).toEqual([])
    expect(r.auditDate).toBe('2025-06-01T00:00:00.000Z')
    expect(r.pagesScanned).toBe(1)
  })
})
