/**
 * The sitemap reader's fast path (the audit's own tokenizer) against htmlparser2's Parser in XML
 * mode, which it must agree with on every document it accepts.
 */
import { Parser } from 'htmlparser2'
import { describe, expect, it } from 'vitest'
import { parseSimpleSitemap, parseSitemap, type ParsedSitemap } from '../src/engine/rules/sitemap.ts'
import { random } from './random.ts'

/**
 * The reference: what parseSitemap did before the fast path, verbatim, plus the hreflang alternates
 * (`<xhtml:link rel="alternate" hreflang href>` inside a `<url>`, with that url's first `<loc>`).
 */
function reference(xml: string): ParsedSitemap {
  let root: string | null = null
  const locs: string[] = []
  let buf: string | null = null
  let url: { loc: string | null; links: Array<{ hreflang: string; href: string }> } | null = null
  const alternates: NonNullable<ParsedSitemap['alternates']> = []
  const local = (name: string) => name.slice(name.indexOf(':') + 1).toLowerCase()
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        const n = local(name)
        if (root === null) root = n
        if (n === 'loc') buf = ''
        if (n === 'url') url = { loc: null, links: [] }
        const rel = ` ${(attribs.rel ?? '').toLowerCase().split(/\s+/).join(' ')} `
        if (n === 'link' && url && rel.includes(' alternate ') && attribs.hreflang !== undefined && attribs.href !== undefined) {
          url.links.push({ hreflang: attribs.hreflang.trim(), href: attribs.href.trim() })
        }
      },
      ontext(text) {
        if (buf !== null) buf += text
      },
      onclosetag(name) {
        if (local(name) === 'loc' && buf !== null) {
          locs.push(buf.trim())
          if (url && url.loc === null) url.loc = buf.trim()
          buf = null
        }
        if (local(name) === 'url' && url) {
          const loc = url.loc
          if (loc !== null) alternates.push(...url.links.map((l) => ({ loc, ...l })))
          url = null
        }
      },
    },
    { xmlMode: true, decodeEntities: true },
  )
  parser.end(xml)
  return alternates.length ? { root, locs, alternates } : { root, locs }
}

const PIECES = [
  '<?xml version="1.0" encoding="UTF-8"?>', '<?x>', '<??>', '<?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
  '</urlset>', '<sitemapindex>', '</sitemapindex>', '<url>', '</url>', '<loc>', '</loc>', '<LOC>', '</Loc>', '<s:loc>', '</s:loc>',
  '<loc/>', '<loc />', '<image:image>', '</image:image>', '<image:loc>', '<image:title>', '</image:title>', '<title>', '</title>',
  '<script>', '</script>', '<lastmod>', '</lastmod>', ' https://www.example.com/a ', 'https://www.example.com/b?x=1', '\n  ',
  '&amp;', '<!-- c -->', '<![CDATA[https://c]]>', '<', '>', '/', '</', '< loc>', '</ loc>', '<1>', 'text', '"', "'", '=', ' a="<"',
  '<xhtml:link rel="alternate" hreflang="ar" href="https://www.example.com/ar/"/>', '<link rel=alternate hreflang=en href=/en>',
  '<xhtml:link rel="alternate" hreflang="x-default" href="https://www.example.com/" />', '<xhtml:link rel="Alternate next" hreflang href="h" ',
  '<link hreflang="de" href="https://www.example.com/de" rel="alternate" rel="x">', '<xhtml:link rel="alternate" hreflang="fr">',
  ' hreflang="en" ', ' href="https://www.example.com/z" ', ' rel="alternate" ', '<xhtml:link', '<link', '/>',
]

describe('sitemap reading', () => {
  it('reads a generator-style sitemap on the fast path', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">\n<url><loc>https://www.example.com/</loc><lastmod>2026-01-01</lastmod><image:image><image:loc>https://www.example.com/a.png</image:loc></image:image></url>\n<url><loc> https://www.example.com/blog </loc></url>\n</urlset>`
    const fast = parseSimpleSitemap(xml)
    expect(fast).toEqual({ root: 'urlset', locs: ['https://www.example.com/', 'https://www.example.com/a.png', 'https://www.example.com/blog'] })
    expect(fast).toEqual(reference(xml))
  })

  it('reads the hreflang alternates of each <url> with its <loc>', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
<url><xhtml:link rel="alternate" hreflang="ar" href="https://www.example.com/ar/"/><loc>https://www.example.com/</loc>
<xhtml:link rel="alternate" hreflang="en" href="https://www.example.com/" /></url>
<url><loc>https://www.example.com/blog</loc><xhtml:link rel="stylesheet" hreflang="en" href="https://www.example.com/x"/></url>
</urlset>`
    const fast = parseSimpleSitemap(xml)
    expect(fast).toEqual({
      root: 'urlset',
      locs: ['https://www.example.com/', 'https://www.example.com/blog'],
      alternates: [
        { loc: 'https://www.example.com/', hreflang: 'ar', href: 'https://www.example.com/ar/' },
        { loc: 'https://www.example.com/', hreflang: 'en', href: 'https://www.example.com/' },
      ],
    })
    expect(fast).toEqual(reference(xml))
    const withEntity = xml.replace('https://www.example.com/ar/', 'https://www.example.com/ar/?a=1&amp;b=2')
    expect(parseSimpleSitemap(withEntity)).toBeNull()
    expect(parseSitemap(withEntity).alternates?.[0]?.href).toBe('https://www.example.com/ar/?a=1&b=2')
  })

  it('leaves entities, comments and CDATA to the XML parser', () => {
    for (const xml of ['<urlset><url><loc>https://e.com/?a=1&amp;b=2</loc></url></urlset>', '<urlset><!-- x --><url><loc>https://e.com/</loc></url></urlset>', '<urlset><url><loc><![CDATA[https://e.com/]]></loc></url></urlset>']) {
      expect(parseSimpleSitemap(xml), xml).toBeNull()
      expect(parseSitemap(xml), xml).toEqual(reference(xml))
    }
  })

  it('agrees with the XML parser on 20,000 generated documents it accepts', () => {
    const next = random(7)
    let accepted = 0
    for (let k = 0; k < 20_000; k++) {
      let xml = ''
      const n = 1 + Math.floor(next() * 20)
      for (let j = 0; j < n; j++) xml += PIECES[Math.floor(next() * PIECES.length)]
      const fast = parseSimpleSitemap(xml)
      if (fast === null) continue
      accepted++
      if (JSON.stringify(fast) !== JSON.stringify(reference(xml))) expect({ xml, fast }).toEqual({ xml, fast: reference(xml) })
    }
    expect(accepted).toBeGreaterThan(3_000)
  })

  it('agrees with the XML parser on the alternates of 5,000 generated <url> lists', () => {
    const pieces = [
      '<url>', '</url>', '<loc>', '</loc>', 'https://www.example.com/a', '<xhtml:link rel="alternate" hreflang="ar" href="https://www.example.com/ar/"/>',
      '<link rel=alternate hreflang=en href=/en>', '<xhtml:link rel="alternate" hreflang="x-default" href="/" >', '</xhtml:link>', '<xhtml:link',
      ' rel="alternate"', ' hreflang="de"', ' href="/de"', ' hreflang', ' rel=alternate', '>', '/>', '<image:loc>', '</image:loc>', ' ',
    ]
    const next = random(11)
    let withAlternates = 0
    for (let k = 0; k < 5_000; k++) {
      let xml = '<urlset>'
      const n = 1 + Math.floor(next() * 16)
      for (let j = 0; j < n; j++) xml += pieces[Math.floor(next() * pieces.length)]
      const fast = parseSimpleSitemap(xml)
      if (fast === null) continue
      if (fast.alternates) withAlternates++
      if (JSON.stringify(fast) !== JSON.stringify(reference(xml))) expect({ xml, fast }).toEqual({ xml, fast: reference(xml) })
    }
    expect(withAlternates).toBeGreaterThan(150)
  })
})
