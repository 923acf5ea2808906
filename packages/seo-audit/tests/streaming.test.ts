/**
 * The CLI extracts each page as it reads it and lets the HTML go (`loadSite(dir, { extract: true })`):
 * the result must be the same, line numbers included, as auditing the pages with their HTML.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { generateSite } from '../dev/fixture-site.ts'
import { loadSite } from '../src/cli/load-site.ts'
import { auditSite, compactFacts, extractPage, lineStartsOf, linksOf, StringPool, type AuditResult } from '../src/engine/index.ts'
import { cleanupTmpDirs, tmpDir, writeSite } from './cli-helpers.ts'

afterAll(cleanupTmpDirs)

const FOREIGN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/foreign')

async function both(dir: string): Promise<[AuditResult, AuditResult]> {
  const run = async (extract: boolean) => {
    const site = await loadSite(dir, { extract })
    const r = await auditSite({ pages: site.pages, files: site.files, texts: site.texts, unreadPaths: site.unreadPaths, siteUrl: site.manifestSiteUrl, strict: true, now: new Date('2026-11-24T00:00:00Z'), ...(site.lineStartsOf ? { lineStartsOf: site.lineStartsOf } : {}) })
    r.stats.durationMs = 0
    return r
  }
  return [await run(false), await run(true)]
}

describe('extracting while reading', () => {
  it('gives the same findings, with the same lines, on generated and foreign sites', { timeout: 60_000 }, async () => {
    const gen = await generateSite({ dir: path.join(tmpDir(), 'site'), pages: 150, externalOrigin: 'http://127.0.0.1:9' })
    for (const dir of [gen.dir, path.join(FOREIGN, 'rustdoc'), path.join(FOREIGN, 'eleventy'), path.join(FOREIGN, 'mkdocs')]) {
      const [withHtml, streamed] = await both(dir)
      expect(streamed.brokenLinks.length + streamed.warnings.length).toBeGreaterThan(0)
      expect(streamed).toEqual(withHtml)
    }
  })

  it('a page that is not ASCII is read as UTF-8; an ASCII one as Latin-1, the same text', async () => {
    const dir = writeSite(path.join(tmpDir(), 'utf8'), {
      'index.html': '<!doctype html><html lang="ar"><title>مرحبا – Falcon</title><h1>مرحبا</h1><a href="/nope">x</a>\n<a href="/é">é</a>',
      'en.html': '<!doctype html><html lang="en"><title>Hello</title><h1>Hello</h1>\n\n<a href="/gone">gone</a>',
    })
    const site = await loadSite(dir, { extract: true })
    const facts = Object.fromEntries(site.pages.map((p) => [p.file, 'facts' in p ? p.facts : null]))
    expect([facts['index.html']?.title, facts['en.html']?.title]).toEqual(['مرحبا – Falcon', 'Hello'])
    const [withHtml, streamed] = await both(dir)
    expect(streamed.brokenLinks.map((b) => [b.file, b.line, b.url])).toEqual([
      ['index.html', 1, '/nope'],
      ['index.html', 2, '/é'],
      ['en.html', 3, '/gone'],
    ])
    expect(streamed).toEqual(withHtml)
  })

  it('compacted facts hold the same values, and line starts count every line', () => {
    const html = `<title>${'t'.repeat(40)}</title>\n<a id="${'i'.repeat(30)}" href="/${'u'.repeat(50)}">${'x'.repeat(20)}</a>\n`
    const pool = new StringPool()
    // The links move to the pool's table (numbers, not objects) and read back the same.
    const compacted = compactFacts(extractPage(html), pool)
    const { packedLinks, ...rest } = compacted
    expect(packedLinks).toBeDefined()
    expect({ ...rest, ids: new Set(rest.ids), links: linksOf(compacted) }).toEqual(extractPage(html)) // (ids become pool numbers)
    expect(linksOf(compactFacts(extractPage(html), pool))[0]!.url).toBe(`/${'u'.repeat(50)}`)
    expect(pool.size).toBeGreaterThan(0)
    expect([...lineStartsOf(html)]).toEqual([0, html.indexOf('\n') + 1, html.length])
    expect([...lineStartsOf('')]).toEqual([0])
  })
  it('links packed by the extractor are the links compactFacts packs, whatever way their URL is written', () => {
    const html = [
      '<a href="/a">a</a><a href=" /a ">b</a><a href="/&#97;">c</a><a href=/a>d</a><a href="/\u00e9t\u00e9">e</a><a href="/\u2013">f</a>',
      `<a href="/${'l'.repeat(200)}">g</a><a href="/${'l'.repeat(200)}">h</a><img src=" /i.png" srcset="/i.png 1x, /j.png 2x" alt="i">`,
      '<link rel="stylesheet" href="/s.css"><link rel=alternate href="/b"><meta property="og:image" content="/o.png"><div style="background:url(/d.png)"></div>',
      '<a href="">empty</a><a href="&#32;">space</a><a href="/a&amp;b">amp</a><a href="/a&b">raw amp</a><style>a{background:url(/a)}</style>',
    ].join('\n')
    const byCompact = new StringPool()
    const byExtractor = new StringPool()
    const expected = linksOf(compactFacts(extractPage(html), byCompact, { dropLinkText: true }))
    const facts = extractPage(html, { pool: byExtractor })
    expect(facts.links).toEqual([])
    expect(linksOf(facts)).toEqual(expected)
    expect(linksOf(compactFacts(facts, byExtractor))).toEqual(expected)
    expect(byExtractor.strings).toEqual(byCompact.strings)
  })
})
