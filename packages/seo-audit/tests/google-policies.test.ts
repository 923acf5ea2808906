import { describe, expect, it } from 'vitest'
import { SITE, auditFiles, page } from './helpers.ts'

const ld = (...blocks: unknown[]) =>
  blocks.map((b) => `<script type="application/ld+json">${JSON.stringify(b)}</script>`).join('\n')

async function warningsOf(html: string, rulesWanted?: string[]) {
  const r = await auditFiles({ 'index.html': html })
  return r.warnings.filter((w) => !rulesWanted || rulesWanted.includes(w.rule)).map((w) => [w.rule, w.message])
}

const jsonLdWarnings = (...blocks: unknown[]) => warningsOf(page('/', { head: ld(...blocks) }))

const address = { '@type': 'PostalAddress', streetAddress: 'Al Nahda', addressLocality: 'Dubai', addressCountry: 'AE' }
const rating = { '@type': 'AggregateRating', ratingValue: 4.9, reviewCount: 127 }
const review = { '@type': 'Review', author: { '@type': 'Person', name: 'Ahmed' }, reviewRating: { '@type': 'Rating', ratingValue: 5 } }
const offer = { '@type': 'Offer', price: 3499, priceCurrency: 'AED', priceValidUntil: '2026-12-31' }
const product = (name: string, extra: object = {}) => ({ '@type': 'Product', name, offers: offer, ...extra })

describe('self-serving review markup', () => {
  it('a rating or reviews on the business itself (Organization, LocalBusiness, any Store) is reported', async () => {
    expect(await jsonLdWarnings({ '@context': 'https://schema.org', '@type': 'ComputerStore', name: 'Falcon PC', address, aggregateRating: rating })).toEqual([
      ['jsonld-self-serving-review', 'ComputerStore “Falcon PC” carries aggregateRating about itself: Google ignores self-serving reviews of a business on its own site; remove them'],
    ])
    expect(await jsonLdWarnings({ '@type': 'Organization', name: 'Falcon PC', review: [review] })).toEqual([
      ['jsonld-self-serving-review', 'Organization “Falcon PC” carries review about itself: Google ignores self-serving reviews of a business on its own site; remove them'],
    ])
    // a type not in the list, but named like a store; nested in a graph
    const nested = { '@graph': [{ '@type': 'WebPage', about: { '@type': 'GamingPcStore', name: 'X', address, aggregateRating: rating } }] }
    expect((await jsonLdWarnings(nested)).map(([rule]) => rule)).toEqual(['jsonld-self-serving-review'])
    // without rating markup, the store is fine
    expect(await jsonLdWarnings({ '@type': 'ComputerStore', name: 'Falcon PC', address })).toEqual([])
  })

  it('a rated Product on a page with several Products is reported; a single rated Product is not', async () => {
    expect(await jsonLdWarnings(product('Mid-Range Build', { aggregateRating: rating, review: [review] }))).toEqual([])
    const several = await jsonLdWarnings(
      product('Budget Build', { aggregateRating: rating }),
      product('Mid-Range Build', { review: [review] }),
      product('Extreme Build'),
    )
    expect(several.filter(([rule]) => rule === 'jsonld-self-serving-review')).toEqual([
      ['jsonld-self-serving-review', 'Product “Budget Build” carries aggregateRating on a page with 3 Products: a rating belongs on the product\'s own page, next to the reviews of that product it shows'],
      ['jsonld-self-serving-review', 'Product “Mid-Range Build” carries review on a page with 3 Products: a rating belongs on the product\'s own page, next to the reviews of that product it shows'],
    ])
  })
})

describe('several Products on one page', () => {
  it('more than one Product anywhere in the JSON-LD is reported once', async () => {
    const graph = { '@context': 'https://schema.org', '@graph': [product('Budget Build'), { '@type': 'ItemList', itemListElement: [{ '@type': 'ListItem', position: 1, item: product('Extreme Build') }] }] }
    expect(await jsonLdWarnings(graph)).toEqual([
      ['jsonld-multiple-products', '2 Products on one page (Product “Budget Build”, Product “Extreme Build”): Google expects one product per page; give each its own page and list them with an ItemList of URLs'],
    ])
  })

  it('an ItemList of URLs, ProductGroup variants and one Product referenced twice by @id are fine', async () => {
    const list = {
      '@type': 'ItemList',
      itemListElement: [1, 2, 3].map((position) => ({ '@type': 'ListItem', position, url: `${SITE}/gaming-pc-builds-dubai/build-${position}` })),
    }
    const group = { '@type': 'ProductGroup', name: 'Custom PC', offers: offer, hasVariant: [product('Custom PC, white'), product('Custom PC, black')] }
    const main = product('Budget Build', { '@id': `${SITE}/b#product` })
    expect(await jsonLdWarnings(list, group)).toEqual([])
    expect(await jsonLdWarnings(main, { '@type': 'WebPage', mainEntity: { ...main } })).toEqual([])
  })
})

describe('geo precision and date order', () => {
  it('GeoCoordinates with fewer than 5 decimals are reported', async () => {
    const store = (latitude: unknown, longitude: unknown) => ({
      '@type': 'ComputerStore', name: 'Falcon PC', address, geo: { '@type': 'GeoCoordinates', latitude, longitude },
    })
    expect(await jsonLdWarnings(store(25.2929, '55.37'))).toEqual([
      ['jsonld-geo-precision', 'GeoCoordinates latitude 25.2929 has 4 decimals; give at least 5'],
      ['jsonld-geo-precision', 'GeoCoordinates longitude 55.37 has 2 decimals; give at least 5'],
    ])
    expect(await jsonLdWarnings(store(25.29294, '55.37041'))).toEqual([])
  })

  it('dateModified before datePublished is reported', async () => {
    const post = (datePublished: string, dateModified: string) => ({ '@type': 'BlogPosting', headline: 'Water vs air', datePublished, dateModified })
    expect(await jsonLdWarnings(post('2025-03-02T09:00:00+04:00', '2025-03-01T09:00:00+04:00'))).toEqual([
      ['jsonld-date-order', 'BlogPosting “Water vs air”: dateModified 2025-03-01T09:00:00+04:00 is before datePublished 2025-03-02T09:00:00+04:00'],
    ])
    expect(await jsonLdWarnings(post('2025-03-02', '2025-03-02'), post('2025-03-02T09:00:00+04:00', '2025-04-01'))).toEqual([])
  })
})

describe('social cards', () => {
  it('an indexable page without og:image is reported; one with it but no alt or size too', async () => {
    expect(await warningsOf(page('/', { og: null }))).toEqual([['og-image-missing', 'No og:image: a share of this page shows no picture']])
    expect(await warningsOf(page('/', { og: `<meta property="og:image" content="${SITE}/img/card.jpg">` }))).toEqual([
      ['og-image-incomplete', `og:image ${SITE}/img/card.jpg lacks og:image:alt, og:image:width, og:image:height`],
    ])
    expect(await warningsOf(page('/'))).toEqual([])
  })

  it('noindex pages, redirect stubs and the 404 page need no social card', async () => {
    const r = await auditFiles({
      'index.html': page('/'),
      'private.html': page('/private', { og: null, head: '<meta name="robots" content="noindex">' }),
      '404.html': page('/404', { og: null, head: '<meta name="robots" content="noindex">' }),
    })
    expect(r.warnings.map((w) => w.rule)).not.toContain('og-image-missing')
  })
})
