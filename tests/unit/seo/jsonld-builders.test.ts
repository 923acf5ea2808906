/**
 * The JSON-LD builders: what Google reads about the shop, a build, a post and
 * a breadcrumb trail, from data/.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadContent } from '../../../build/content/load.ts'
import { ContentError } from '../../../build/content/errors.ts'
import { blogPostingJsonLd, breadcrumbJsonLd, itemListJsonLd, localBusinessJsonLd, productJsonLd, zonedDate } from '../../../src/seo/jsonld.ts'
import { buildPath, sitePages } from '../../../src/site/page-table.ts'
import { TITLE_MAX } from 'seo-audit/limits'
import { fixtureProject, ROOT } from '../content/helpers.ts'

const { data, posts } = loadContent(ROOT)
const site = data.site
const strike = data.builds.products.find((b) => b.id === 'falcon-strike')!
const url = `${site.url}/gaming-pc-builds-dubai/falcon-strike`
const shipping = { handlingDays: { min: 0, max: 1 }, transitDays: { min: 1, max: 3 } }
const product = (s = site, times = shipping) => productJsonLd(s, { ...strike, url, image: [`${site.url}/img/build-strike-og.jpg`], shipping: times }, '2099-01-01') as Record<string, any>

/** Every key anywhere in a JSON value. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf)
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => [k, ...keysOf(v)])
  return []
}

describe('no self-serving reviews', () => {
  it('the shop carries no rating or review, though data/site.json has a Google rating', () => {
    expect(site.rating.count).toBeGreaterThan(0)
    const store = localBusinessJsonLd(site, 2821, `${site.url}/img/logo-512.png`, `${site.url}/img/hero-workshop-og.jpg`)
    expect(keysOf(store)).not.toContain('aggregateRating')
    expect(keysOf(store)).not.toContain('review')
    expect(store).toMatchObject({ '@type': 'ComputerStore', logo: `${site.url}/img/logo-512.png`, image: `${site.url}/img/hero-workshop-og.jpg` })
  })

  it('a build carries no rating or review (the site shows no reviews of a build)', () => {
    expect(keysOf(product())).not.toContain('aggregateRating')
    expect(keysOf(product())).not.toContain('review')
  })
})

describe('a build as a merchant listing', () => {
  it('offers the build at its page URL, in AED, new, with the price valid until the given date', () => {
    expect(product()).toMatchObject({
      '@type': 'Product',
      name: strike.name,
      sku: strike.sku,
      url,
      offers: {
        '@type': 'Offer',
        url,
        price: strike.priceAed.toFixed(2),
        priceCurrency: 'AED',
        priceValidUntil: '2099-01-01',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
      },
    })
  })

  it('ships free in the UAE with the handling days of its kind of order and the road days of the emirates', () => {
    expect(product(site, { handlingDays: { min: 2, max: 4 }, transitDays: { min: 1, max: 5 } }).offers.shippingDetails).toEqual({
      '@type': 'OfferShippingDetails',
      shippingRate: { '@type': 'MonetaryAmount', value: 0, currency: 'AED' },
      shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'AE' },
      deliveryTime: {
        '@type': 'ShippingDeliveryTime',
        handlingTime: { '@type': 'QuantitativeValue', minValue: 2, maxValue: 4, unitCode: 'DAY' },
        transitTime: { '@type': 'QuantitativeValue', minValue: 1, maxValue: 5, unitCode: 'DAY' },
      },
    })
    // Only free delivery is modelled: without it the offer claims no shipping terms.
    expect(product({ ...site, delivery: { ...site.delivery, free: false } }).offers.shippingDetails).toBeUndefined()
  })

  it('states the return policy of the return page: the window, who pays return shipping and how much', () => {
    const changed = { ...site, returns: { ...site.returns, unopenedDays: 14, changeOfMindShippingAed: 75 } }
    expect(product(changed).offers.hasMerchantReturnPolicy).toEqual({
      '@type': 'MerchantReturnPolicy',
      applicableCountry: 'AE',
      returnPolicyCountry: 'AE',
      returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
      merchantReturnDays: 14,
      returnMethod: 'https://schema.org/ReturnByMail',
      returnFees: 'https://schema.org/ReturnShippingFees',
      returnShippingFeesAmount: { '@type': 'MonetaryAmount', value: 75, currency: 'AED' },
      itemDefectReturnFees: 'https://schema.org/FreeReturn',
    })
  })
})

describe('the listing', () => {
  it('is an ItemList of positions and URLs, with no Product in it', () => {
    const list = itemListJsonLd([`${site.url}/a`, `${site.url}/b`])
    expect(list).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, url: `${site.url}/a` },
        { '@type': 'ListItem', position: 2, url: `${site.url}/b` },
      ],
    })
  })
})

describe('breadcrumbs', () => {
  const trail = [
    { label: 'Home', path: '/' },
    { label: 'Seo Audit', path: '/seo-audit' },
  ]

  it('lists every crumb of an indexable trail', () => {
    expect(breadcrumbJsonLd(site.url, trail)).toMatchObject({
      itemListElement: [
        { position: 1, name: 'Home', item: `${site.url}/` },
        { position: 2, name: 'Seo Audit', item: `${site.url}/seo-audit` },
      ],
    })
  })

  it('is left out when a crumb is a noindex page', () => {
    expect(breadcrumbJsonLd(site.url, trail, (p) => p !== '/seo-audit')).toBeNull()
    expect(breadcrumbJsonLd(site.url, [])).toBeNull()
  })
})

describe('a post', () => {
  const post = { ...posts[0]!, date: '2025-06-02', updated: '2025-07-01' }
  const ld = blogPostingJsonLd(site, post, `${site.url}/blog/${post.slug}`, `${site.url}/img/x-og.jpg`, `${site.url}/gaming-pc-builder-dubai`) as Record<string, any>

  it('links its author to the about page', () => {
    expect(ld.author).toEqual({ '@type': 'Person', name: post.author, url: `${site.url}/gaming-pc-builder-dubai` })
  })

  it('dates it in Dubai time (UTC+4), modified on its updated date', () => {
    expect(site.utcOffset).toBe('+04:00')
    expect(ld.datePublished).toBe('2025-06-02T00:00:00+04:00')
    expect(ld.dateModified).toBe('2025-07-01T00:00:00+04:00')
    expect(blogPostingJsonLd(site, { ...post, updated: undefined }, 'u', 'i', 'a')).toMatchObject({ dateModified: '2025-06-02T00:00:00+04:00' })
    expect(zonedDate('2025-01-31', '-05:30')).toBe('2025-01-31T00:00:00-05:30')
  })

  it('says its language: English by default; a translation in its own, with its section in it and its original', () => {
    expect(ld.inLanguage).toBe('en')
    expect(ld.articleSection).toBe(post.category)
    expect(ld.translationOfWork).toBeUndefined()
    const original = `${site.url}/blog/${post.slug}`
    const ar = blogPostingJsonLd(site, post, `${site.url}/ar/blog/${post.slug}`, 'i', 'a', { code: 'ar', section: 'الصيانة', translationOf: original }) as Record<string, any>
    expect(ar).toMatchObject({ inLanguage: 'ar', articleSection: 'الصيانة', translationOfWork: { '@type': 'BlogPosting', '@id': original, url: original } })
  })
})

describe('the page table', () => {
  it('gives every build its own indexable page under the listing, with a title that fits search results', () => {
    const builds = sitePages(data, posts, '2026-01-01').filter((p) => p.id === 'build')
    // The sample products, then every chooser build with its own parts.
    const expected = [...data.builds.products, ...data['chooser-builds'].filter((b) => b.parts)]
    expect(expected).toHaveLength(13)
    expect(builds.map((p) => p.path)).toEqual(expected.map((b) => buildPath('/gaming-pc-builds-dubai', b.id)))
    for (const [i, p] of builds.entries()) {
      expect(p.indexable).toBe(true)
      expect(p.title.length).toBeLessThanOrEqual(TITLE_MAX)
      expect(p.title).toContain(expected[i]!.name)
      expect(p.description).toBe(expected[i]!.description)
    }
  })
})

describe('data/site.json', () => {
  const problemsOf = (dir: string) => {
    try {
      loadContent(dir)
      return []
    } catch (e) {
      return (e as ContentError).problems
    }
  }
  const siteJson = JSON.parse(fs.readFileSync(path.join(ROOT, 'data/site.json'), 'utf8'))

  it('rejects coordinates with fewer than 5 decimals (Google wants about a metre)', () => {
    const dir = fixtureProject({}, { 'site.json': JSON.stringify({ ...siteJson, geo: { lat: 25.2891, lng: 55.37186 } }) })
    expect(problemsOf(dir)).toEqual(['data/site.json: geo.lat: expected at least 5 decimals, got 25.2891'])
  })

  it('rejects a time zone offset that is not ±HH:MM', () => {
    const dir = fixtureProject({}, { 'site.json': JSON.stringify({ ...siteJson, utcOffset: 'GST' }) })
    expect(problemsOf(dir)).toEqual(['data/site.json: utcOffset: expected an offset such as +04:00'])
  })
})
