/**
 * Directory-style builds (Sphinx, Eleventy, Astro, Hugo, Jekyll): `dir/index.html` is served at
 * `/dir/`, so its relative links resolve against `/dir/`, as they do in a browser.
 */
import { describe, expect, it } from 'vitest'
import type { TrailingSlash } from '../src/engine/index.ts'
import { auditFiles, page } from './helpers.ts'

/** The three files of a reported directory-URL case (no canonicals: a site that has none). */
const REPRODUCER = {
  'index.html': page('/', { canonical: null, body: '<a href="library/">Library</a>' }),
  'library/index.html': page('/library/', {
    canonical: null,
    body: '<a href="functions.html">Functions</a> <a href="./functions.html#len">len()</a>',
  }),
  'library/functions.html': page('/library/functions', { canonical: null, body: '<h2 id="len">len</h2>' }),
}

function audit(files: Record<string, string>, trailingSlash?: TrailingSlash) {
  return auditFiles(files, { noSitemap: true, ...(trailingSlash ? { trailingSlash } : {}) })
}

describe('relative links from a directory index', () => {
  it('resolve against /dir/, so library/index.html reaches library/functions.html and its #len', async () => {
    const r = await audit(REPRODUCER)
    expect(r.brokenLinks).toEqual([])
    expect(r.score).toBe(100)
  })

  it('still find what is really missing there', async () => {
    const r = await audit({
      ...REPRODUCER,
      'library/index.html': page('/library/', {
        canonical: null,
        body: '<a href="functions.html#nope">x</a> <a href="missing.html">y</a> <a href="../index.html">up</a>',
      }),
    })
    expect(r.brokenLinks.map((b) => [b.page, b.url, b.reason])).toEqual([
      ['/library/', 'https://www.falconpc.ae/library/functions.html#nope', 'missing-fragment'],
      ['/library/', 'https://www.falconpc.ae/library/missing.html', 'not-found'],
    ])
  })

  it('the same holds for --trailing-slash always; never serves the index at /dir, where the links break', async () => {
    expect((await audit(REPRODUCER, 'always')).brokenLinks).toEqual([])
    const never = await audit(REPRODUCER, 'never')
    expect(never.brokenLinks.map((b) => [b.page, b.url])).toEqual([
      ['/library', 'https://www.falconpc.ae/functions.html'],
      ['/library', 'https://www.falconpc.ae/functions.html#len'],
    ])
  })

  it('with always, page.html is served at /page/: its relative links resolve one level deeper', async () => {
    const files = {
      'index.html': page('/', { canonical: null, body: '<a href="guide/">Guide</a>' }),
      'guide.html': page('/guide', { canonical: null, body: '<a href="intro">Intro</a>' }),
      'guide/intro.html': page('/guide/intro', { canonical: null }),
    }
    expect((await audit(files, 'always')).brokenLinks).toEqual([])
    expect((await audit(files, 'auto')).brokenLinks.map((b) => b.url)).toEqual(['https://www.falconpc.ae/intro'])
  })

  it('a canonical that names the directory URL with its slash is the page itself', async () => {
    const r = await auditFiles({
      'index.html': page('/', { body: '<a href="/docs/">Docs</a>' }),
      'docs/index.html': page('/docs/', { canonical: 'https://www.falconpc.ae/docs/' }),
    })
    expect(r.warnings).toEqual([])
  })
})
