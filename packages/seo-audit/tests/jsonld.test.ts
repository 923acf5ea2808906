import { describe, expect, it } from 'vitest'
import { SITE, auditFiles, page } from './helpers.ts'

const ld = (...blocks: unknown[]) =>
  blocks.map((b) => `<script type="application/ld+json">${typeof b === 'string' ? b : JSON.stringify(b)}</script>`).join('\n')

async function jsonLdWarnings(...blocks: unknown[]) {
  const r = await auditFiles({ 'index.html': page('/', { head: ld(...blocks) }) })
  return r.warnings.map((w) => [w.rule, w.message])
}

const store = {
  '@context': 'https://schema.org',
  '@type': 'ComputerStore',
  name: 'Falcon PC',
  address: { '@type': 'PostalAddress', streetAddress: 'Al Nahda', addressLocality: 'Dubai', addressCountry: 'AE' },
}
const product = {
  '@context': 'https://schema.org',
  '@type': 'Product',
  name: 'Mid-Range Build',
  offers: { '@type': 'Offer', price: 3499, priceCurrency: 'AED', priceValidUntil: '2026-12-31' },
  aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.9, reviewCount: 127 },
  review: [{ '@type': 'Review', author: { '@type': 'Person', name: 'Ahmed' }, reviewRating: { '@type': 'Rating', ratingValue: 5 } }],
}
const breadcrumbs = {
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: [
    { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/` },
    { '@type': 'ListItem', position: 2, name: 'Blog', item: `${SITE}/blog` },
    { '@type': 'ListItem', position: 3, name: 'A post' },
  ],
}
const faq = {
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: [{ '@type': 'Question', name: 'Do you deliver?', acceptedAnswer: { '@type': 'Answer', text: 'Yes, free.' } }],
}
const post = { '@context': 'https://schema.org', '@type': 'BlogPosting', headline: 'Water vs air', datePublished: '2025-01-02' }

describe('JSON-LD', () => {
  it('accepts complete Product, BreadcrumbList, FAQPage, LocalBusiness subtypes and BlogPosting, in @graph too', async () => {
    expect(await jsonLdWarnings(store, product, breadcrumbs, faq, post)).toEqual([])
    expect(await jsonLdWarnings({ '@context': 'https://schema.org', '@graph': [store, product, breadcrumbs] })).toEqual([])
    expect(await jsonLdWarnings([faq, { ...post, '@type': ['BlogPosting', 'Article'] }])).toEqual([])
  })

  it('reports JSON that does not parse', async () => {
    const [w] = await jsonLdWarnings('{"@type": "Product", "name": "x",}')
    expect(w![0]).toBe('jsonld-invalid')
    expect(w![1]).toMatch(/^JSON-LD does not parse: /)
  })

  it('Product needs a name and one of offers, review, aggregateRating, each complete', async () => {
    expect(await jsonLdWarnings({ '@type': 'Product', description: 'x' })).toEqual([
      ['jsonld-missing-property', 'Product lacks name, one of offers, review, aggregateRating'],
    ])
    expect(
      await jsonLdWarnings({
        '@type': 'Product',
        name: 'Budget Build',
        offers: [{ '@type': 'Offer', priceCurrency: 'AED' }, { '@type': 'AggregateOffer', highPrice: 9 }],
        aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.9 },
        review: { '@type': 'Review', reviewBody: 'Great' },
      }),
    ).toEqual([
      [
        'jsonld-missing-property',
        'Product “Budget Build” lacks offers[0].price, offers[1].lowPrice, aggregateRating.ratingCount or reviewCount, review[0].author, review[0].reviewRating.ratingValue',
      ],
    ])
    expect(await jsonLdWarnings({ ...product, offers: { '@type': 'Offer', priceSpecification: { price: 10 } } })).toEqual([])
  })

  it('an offer date in the past is reported (priceValidUntil must be derived at build time)', async () => {
    expect(await jsonLdWarnings({ ...product, offers: { ...product.offers, priceValidUntil: '2024-12-31' } })).toEqual([
      ['jsonld-expired', 'Product “Mid-Range Build”: offers[0].priceValidUntil 2024-12-31 is in the past'],
    ])
  })

  it('BreadcrumbList needs items with position and name, and item on all but the last', async () => {
    expect(
      await jsonLdWarnings({
        '@type': 'BreadcrumbList',
        itemListElement: [{ '@type': 'ListItem', name: 'Home' }, { '@type': 'ListItem', position: 2 }],
      }),
    ).toEqual([
      ['jsonld-missing-property', 'BreadcrumbList lacks itemListElement[0].position, itemListElement[0].item, itemListElement[1].name'],
    ])
    expect(await jsonLdWarnings({ '@type': 'BreadcrumbList' })).toEqual([['jsonld-missing-property', 'BreadcrumbList lacks itemListElement']])
  })

  it('FAQPage needs Questions with a name and an accepted answer with text', async () => {
    expect(
      await jsonLdWarnings({
        '@type': 'FAQPage',
        mainEntity: [{ '@type': 'Question', name: 'Q1' }, { '@type': 'Question', acceptedAnswer: { '@type': 'Answer' } }],
      }),
    ).toEqual([
      ['jsonld-missing-property', 'FAQPage lacks mainEntity[0].acceptedAnswer, mainEntity[1].name, mainEntity[1].acceptedAnswer.text'],
    ])
  })

  it('LocalBusiness and its subtypes need a name and an address', async () => {
    expect(await jsonLdWarnings({ '@type': 'ComputerStore', name: 'Falcon PC' })).toEqual([
      ['jsonld-missing-property', 'ComputerStore “Falcon PC” lacks address'],
    ])
    expect(await jsonLdWarnings({ '@type': 'https://schema.org/LocalBusiness', address: 'Dubai' })).toEqual([
      ['jsonld-missing-property', 'LocalBusiness lacks name'],
    ])
  })

  it('BlogPosting without a headline is reported; types Google does not use are ignored', async () => {
    expect(await jsonLdWarnings({ '@type': 'BlogPosting', datePublished: '2025-01-01' })).toEqual([
      ['jsonld-missing-property', 'BlogPosting lacks headline'],
    ])
    expect(await jsonLdWarnings({ '@type': 'WebSite', name: 'x' }, { '@type': 'Organization' })).toEqual([])
  })
})
