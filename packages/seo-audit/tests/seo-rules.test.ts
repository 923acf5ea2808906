import { describe, expect, it } from 'vitest'
import { NOT_FOUND_PAGE, SITE, auditFiles, page, rules, sitemap, stub } from './helpers.ts'

describe('titles, descriptions, h1, lang', () => {
  it('reports missing and over-long titles and descriptions', async () => {
    const r = await auditFiles({
      'index.html': page('/', { title: null, description: null }),
      'long.html': page('/long', { title: 'T'.repeat(61), description: 'D'.repeat(161) }),
      'ok.html': page('/ok', { title: 'T'.repeat(60), description: 'D'.repeat(160) }),
    })
    expect(r.warnings.map((w) => [w.page, w.rule])).toEqual([
      ['/', 'title-missing'],
      ['/', 'description-missing'],
      ['/long', 'title-too-long'],
      ['/long', 'description-too-long'],
    ])
    expect(r.warnings[2]!.message).toMatch(/^Title is 61 characters \(keep it to 60\)/)
  })

  it('reports duplicate titles and descriptions across indexable pages', async () => {
    const r = await auditFiles({
      'index.html': page('/'),
      'a.html': page('/a', { title: 'Same', description: 'Same words' }),
      'b.html': page('/b', { title: 'same', description: 'Same words' }),
      'c.html': page('/c', { title: 'Same', head: '<meta name="robots" content="noindex">' }),
    })
    expect(r.warnings.map((w) => [w.page, w.rule, w.message])).toEqual([
      ['/a', 'title-duplicate', 'Title also used by /b'],
      ['/a', 'description-duplicate', 'Description also used by /b'],
      ['/b', 'title-duplicate', 'Title also used by /a'],
      ['/b', 'description-duplicate', 'Description also used by /a'],
    ])
  })

  it('wants exactly one h1 and a lang attribute', async () => {
    const r = await auditFiles({
      'index.html': page('/', { h1: null, lang: null }),
      'two.html': page('/two', { body: '<h1>Again</h1>' }),
    })
    expect(r.warnings.map((w) => [w.page, w.rule])).toEqual([
      ['/', 'lang-missing'],
      ['/', 'h1-missing'],
      ['/two', 'h1-multiple'],
    ])
  })

  it('reports soft-404 wording on an indexable page, not on the 404 page nor a noindex page', async () => {
    const r = await auditFiles({
      'index.html': page('/'),
      'soon.html': page('/soon', { h1: 'Coming Soon' }),
      'thin.html': page('/thin', { body: '<p>Sorry, this product does not exist.</p>' }),
      'long-read.html': page('/long-read', { body: `<p>${'word '.repeat(200)} the file was not found, here is why.</p>` }),
      'hidden.html': page('/hidden', { title: 'Not found', head: '<meta name="robots" content="noindex">' }),
      '404.html': NOT_FOUND_PAGE,
    })
    expect(r.warnings.map((w) => [w.page, w.rule, w.message])).toEqual([
      ['/soon', 'soft-404', 'Indexable page reads like an error page: “coming soon” in the h1'],
      ['/thin', 'soft-404', 'Indexable page reads like an error page: “does not exist” in the page text'],
    ])
  })
})

describe('canonical', () => {
  it('exempts noindex pages, redirect stubs and the 404 page', async () => {
    const r = await auditFiles({
      'index.html': page('/'),
      'seo-audit.html': page('/seo-audit', { canonical: null, head: '<meta name="robots" content="noindex">' }),
      'about.html': stub(`${SITE}/`),
      '404.html': NOT_FOUND_PAGE,
    })
    expect(r.warnings).toEqual([])
  })

  it('reports a missing, relative, non-self, multiple canonical', async () => {
    const r = await auditFiles({
      'index.html': page('/'),
      'none.html': page('/none', { canonical: null }),
      'relative.html': page('/relative', { canonical: '/relative' }),
      'slash.html': page('/slash', { canonical: `${SITE}/slash/` }),
      'http.html': page('/http', { canonical: 'http://www.falconpc.ae/http' }),
      'other.html': page('/other', { canonical: `${SITE}/` }),
      'two.html': page('/two', { head: `<link rel="canonical" href="${SITE}/other">` }),
    })
    expect(r.warnings.map((w) => [w.page, w.rule])).toEqual([
      ['/http', 'canonical-not-self'],
      ['/none', 'canonical-missing'],
      ['/other', 'canonical-not-self'],
      ['/relative', 'canonical-relative'],
      ['/slash', 'canonical-not-self'],
      ['/two', 'canonical-multiple'],
    ])
    expect(r.warnings.find((w) => w.page === '/slash')!.message).toBe(
      `Canonical is ${SITE}/slash/, not the page's own URL ${SITE}/slash`,
    )
  })

  it('reports a canonical that is broken, a redirect, or noindex', async () => {
    const r = await auditFiles({
      'index.html': page('/'),
      'a.html': page('/a', { canonical: `${SITE}/gone` }),
      'b.html': page('/b', { canonical: `${SITE}/about` }),
      'c.html': page('/c', { canonical: `${SITE}/private` }),
      'about.html': stub(`${SITE}/`),
      'private.html': page('/private', { head: '<meta name="robots" content="noindex">' }),
    })
    const found = r.warnings.filter((w) => w.rule.startsWith('canonical-') && w.rule !== 'canonical-not-self')
    expect(found.map((w) => [w.page, w.rule, w.message])).toEqual([
      ['/a', 'canonical-broken', 'Canonical /gone does not exist'],
      ['/b', 'canonical-broken', `Canonical /about is a redirect (to ${SITE}/)`],
      ['/c', 'canonical-noindex', 'Canonical /private is a noindex page'],
    ])
  })
})

describe('sitemap.xml', () => {
  const site = {
    'index.html': page('/'),
    'blog.html': page('/blog'),
    'seo-audit.html': page('/seo-audit', { head: '<meta name="robots" content="noindex">' }),
    'about.html': stub(`${SITE}/blog`),
    '404.html': NOT_FOUND_PAGE,
    'guide.pdf': '%PDF',
  }

  it('is satisfied by every indexable page and nothing else (noindex pages may stay out)', async () => {
    const r = await auditFiles({ ...site, 'sitemap.xml': sitemap(['/', '/blog', '/guide.pdf']) })
    expect(r.warnings).toEqual([])
  })

  it('reports a missing page, a noindex page, a redirect stub, an unknown URL and a non-canonical entry', async () => {
    const xml = sitemap(['/', '/seo-audit', '/about', '/gone', '/404']).replace(
      '</urlset>',
      `<url><loc>${SITE}/blog/</loc></url><url><loc>https://elsewhere.example/</loc></url><url><loc>/relative</loc></url></urlset>`,
    )
    const r = await auditFiles({ ...site, 'faq.html': page('/faq'), 'sitemap.xml': xml })
    expect(r.warnings.map((w) => [w.page, w.rule, w.message])).toEqual([
      ['/faq', 'sitemap-missing-page', 'Indexable page missing from sitemap.xml'],
      ['/sitemap.xml', 'sitemap-noindex', `Lists ${SITE}/seo-audit, a noindex page`],
      ['/sitemap.xml', 'sitemap-redirect', `Lists ${SITE}/about, a redirect stub (to ${SITE}/blog)`],
      ['/sitemap.xml', 'sitemap-unknown-url', `Lists ${SITE}/gone, but no such page exists`],
      ['/sitemap.xml', 'sitemap-unknown-url', `Lists ${SITE}/404, but no such page exists`],
      ['/sitemap.xml', 'sitemap-not-canonical', `Lists ${SITE}/blog/; the page's URL is ${SITE}/blog`],
      ['/sitemap.xml', 'sitemap-unknown-url', `Lists https://elsewhere.example/, which is not on ${SITE}`],
      ['/sitemap.xml', 'sitemap-invalid', '<loc> is not an absolute URL: /relative'],
    ])
  })

  it('follows a sitemap index to its child sitemaps', async () => {
    const index = `<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
      <sitemap><loc>${SITE}/sitemap-pages.xml</loc></sitemap></sitemapindex>`
    const r = await auditFiles({ ...site, 'sitemap.xml': index, 'sitemap-pages.xml': sitemap(['/', '/blog']) })
    expect(r.warnings).toEqual([])
  })

  it('reports a build without sitemap.xml, and one that is not a sitemap', async () => {
    expect(rules(await auditFiles(site, { noSitemap: true }))).toEqual(['sitemap-missing'])
    expect(rules(await auditFiles({ ...site, 'sitemap.xml': '<html></html>' }))).toEqual(['sitemap-invalid'])
  })
})
