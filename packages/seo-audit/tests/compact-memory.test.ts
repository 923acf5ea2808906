/**
 * What the CLI keeps of a page once it is extracted, and what the rules read again: the shapes that keep
 * the audit of a 32,000-page site under 400 MB (docs/performance.md).
 */
import { describe, expect, it } from 'vitest'
import { auditSite, compactFacts, extractPage, lineStartsOf, StringPool } from '../src/engine/index.ts'
import { NO_TEXT } from '../src/engine/link-table.ts'
import { IdSet } from '../src/engine/string-pool.ts'
import { OG_IMAGE_FILE, page, SITE } from './helpers.ts'

describe('a compacted page', () => {
  it('keeps its ids as numbers in the pool, found by value', () => {
    const pool = new StringPool()
    const long = `section-${'x'.repeat(140)}`
    const html = page('/', { body: `<h2 id="zeta">Z</h2><h2 id="alpha">A</h2><a name="über">Ü</a><p id="${long}">L</p>` })
    const facts = compactFacts(extractPage(html, { pool }), pool)
    expect(facts.ids).toBeInstanceOf(IdSet)
    for (const id of ['zeta', 'alpha', 'über', long]) expect(facts.ids.has(id)).toBe(true)
    const size = pool.size
    for (const id of ['beta', 'zet', `${long}y`, 'ü']) expect(facts.ids.has(id)).toBe(false)
    expect(pool.size).toBe(size) // a lookup adds nothing to the pool
    expect(pool.find('zeta')).toBeGreaterThanOrEqual(0)
    expect(pool.find('nowhere')).toBe(-1)
    expect([...facts.ids]).toEqual(expect.arrayContaining(['zeta', 'alpha', 'über', long]))
    expect(facts.ids.size).toBe([...facts.ids].length)
  })

  it('is read again once for the texts and lines of its broken links', async () => {
    const pool = new StringPool()
    const html = page('/', { body: '<a href="/gone">Gone one</a>\n<p>text</p>\n<a href="/also-gone">Gone two</a>\n<a href="#nowhere">Here</a>' })
    let reads = 0
    const result = await auditSite({
      pages: [{ file: 'index.html', facts: compactFacts(extractPage(html, { pool }), pool), reread: () => (reads++, html) }],
      files: ['index.html', OG_IMAGE_FILE],
      siteUrl: SITE,
    })
    const lineOf = (s: string) => html.slice(0, html.indexOf(s)).split('\n').length
    expect(result.brokenLinks.map((b) => [b.linkText, b.line])).toEqual([
      ['Gone one', lineOf('Gone one')],
      ['Gone two', lineOf('Gone two')],
      ['Here', lineOf('#nowhere')],
    ])
    expect(reads).toBe(1)
  })

  it('keeps no text column in its link table until a link has a text', () => {
    const pool = new StringPool()
    const rows = 70_000 // more than one chunk
    for (let i = 0; i < rows; i++) pool.links.push(pool.id(`/p${i % 7}`), NO_TEXT, i, 'anchor', undefined, 'a')
    expect(pool.links.bytes).toBe(2 * 65_536 * 12)
    pool.links.push(pool.id('/t'), pool.id('Read more'), 5, 'resource', 'image', 'img')
    expect(pool.links.bytes).toBe(2 * 65_536 * 16)
    expect([pool.links.field(3, 0), pool.links.field(3, 1), pool.links.field(3, 2)]).toEqual([pool.id('/p3'), NO_TEXT, 3])
    const last = rows
    expect(pool.strings[pool.links.field(last, 1)]).toBe('Read more')
    expect(pool.links.kind(pool.links.field(last, 3))).toBe('image')
    const copy = new StringPool()
    copy.links.appendRows(pool.links.rows(last - 1, last + 1), pool.links.tagNames(), [...pool.strings.keys()])
    expect([copy.links.field(0, 1), copy.links.field(1, 1), copy.links.field(1, 2)]).toEqual([NO_TEXT, pool.id('Read more'), 5])
  })

  it('is not read as text for lines alone when the adapter reads its line starts', async () => {
    const pool = new StringPool()
    const html = page('/', { body: '<a href="/old">Old</a>\n<p>text</p>\n<img src="/i.png">' })
    let reads = 0
    let lineReads = 0
    const result = await auditSite({
      pages: [
        { file: 'index.html', facts: compactFacts(extractPage(html, { pool }), pool), reread: () => (reads++, html) },
        { file: 'old.html', html: '<meta http-equiv="refresh" content="0; url=/">' },
      ],
      files: ['index.html', 'old.html', 'i.png', OG_IMAGE_FILE],
      siteUrl: SITE,
      lineStartsOf: (file) => (lineReads++, file === 'index.html' ? lineStartsOf(html) : undefined),
    })
    const lineOf = (s: string) => html.slice(0, html.indexOf(s)).split('\n').length
    expect(result.warnings.filter((w) => w.rule === 'link-to-redirect').map((w) => w.line)).toEqual([lineOf('/old')])
    expect(result.missingAltTags.map((m) => m.line)).toEqual([lineOf('/i.png')])
    expect([reads, lineReads]).toEqual([0, 1])
  })
})
