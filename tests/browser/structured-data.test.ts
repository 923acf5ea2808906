/**
 * Structured data and social cards of the built site, as Google and a chat app
 * read them from the static HTML. Needs a build; no browser.
 */
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { DIST, ROOT, builtFiles, sitemapPaths } from './harness.ts'
import { isListingPath } from '../../src/site/blog-listing.ts'
import { loadData } from '../../build/content/load.ts'
import { chooserModel } from '../../src/features/chooser/model.ts'
import { buildPages } from '../../src/site/page-table.ts'

const data = loadData(ROOT)
const site = data.site
const fileOf = (route: string) => path.join(DIST, route === '/' ? 'index.html' : `${route.slice(1)}.html`)
const html = (route: string) => fs.readFileSync(fileOf(route), 'utf8')
const indexable = sitemapPaths()
const listing = '/gaming-pc-builds-dubai'
// Every build the chooser can recommend has its own page: the sample products, and the builds made to order from parts.
const model = chooserModel(data, (id) => `${listing}/${id}`)
const builds = buildPages(data).map((b) => ({ ...b, route: `${listing}/${b.id}`, priceAed: model.builds.find((m) => m.path === `${listing}/${b.id}`)!.priceAed }))
const buildRoutes = builds.map((b) => b.route)
const htmlFiles = builtFiles().filter((f) => f.endsWith('.html'))

type Node = Record<string, any>
const jsonLdTexts = (page: string) => [...page.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!)
const jsonLd = (page: string): Node[] => jsonLdTexts(page).map((t) => JSON.parse(t))
const ofType = (page: string, type: string) => jsonLd(page).filter((n) => n['@type'] === type)
const meta = (page: string, key: string) => page.match(new RegExp(`<meta[^>]*(?:property|name)="${key}"[^>]*content="([^"]*)"`))?.[1]
const localFile = (url: string) => {
  expect(url.startsWith(`${site.url}/`), url).toBe(true)
  return path.join(DIST, url.slice(site.url.length))
}

describe('reviews and ratings', () => {
  it('no page marks up a rating or a review (the shop rating and testimonials are about the shop itself)', () => {
    const offenders = htmlFiles.filter((f) => jsonLdTexts(fs.readFileSync(path.join(DIST, f), 'utf8')).some((t) => /"(aggregateRating|review)"/.test(t)))
    expect(offenders).toEqual([])
  })
})

describe('sample builds', () => {
  it('every build of the chooser has a page: the three sample products and ten built to order', () => {
    expect(builds.filter((b) => b.kind === 'product')).toHaveLength(3)
    expect(builds.filter((b) => b.kind === 'chooser')).toHaveLength(10)
    expect(model.builds.map((b) => b.path).sort()).toEqual([...buildRoutes].sort())
  })

  it('each build has its own indexable page with exactly one Product, sold at that page', () => {
    for (const [i, route] of buildRoutes.entries()) {
      expect(indexable, route).toContain(route)
      const page = html(route)
      const products = ofType(page, 'Product')
      expect(products, route).toHaveLength(1)
      const p = products[0]!
      const url = `${site.url}${route}`
      expect(page).toContain(`<link data-rh="true" rel="canonical" href="${url}">`)
      expect(p.name).toBe(builds[i]!.name)
      expect(p.url).toBe(url)
      expect(p.offers).toMatchObject({ url, price: builds[i]!.priceAed.toFixed(2), priceCurrency: 'AED', itemCondition: 'https://schema.org/NewCondition' })
      expect(p.offers.priceValidUntil >= new Date().toISOString().slice(0, 10)).toBe(true)
      expect(p.offers.shippingDetails.shippingRate.value).toBe(0)
      expect(p.offers.hasMerchantReturnPolicy).toMatchObject({
        merchantReturnDays: site.returns.unopenedDays,
        returnFees: 'https://schema.org/ReturnShippingFees',
        returnShippingFeesAmount: { value: site.returns.changeOfMindShippingAed, currency: 'AED' },
      })
      // A sample product is in stock with our SKU; a build from parts is made to order, with no SKU made up.
      if (builds[i]!.kind === 'product') expect(p).toMatchObject({ sku: expect.stringMatching(/^FPC-/), offers: { availability: 'https://schema.org/InStock' } })
      else {
        expect(p.sku).toBeUndefined()
        expect(p.offers.availability).toBe('https://schema.org/MadeToOrder')
      }
      // The visitor sees the price and a way to order it.
      expect(page).toContain(`${builds[i]!.priceAed.toLocaleString('en-US')} AED`)
      expect(page).toMatch(/href="\/contact-dubai\?purpose=[^"]*&amp;budget=[^"]*#quote-form"/)
      expect(page).toContain(`href="${listing}"`)
    }
  })

  it('the listing has no Product, links to every build page and lists them in an ItemList', () => {
    const page = html(listing)
    expect(ofType(page, 'Product')).toEqual([])
    for (const route of buildRoutes) expect(page).toContain(`href="${route}"`)
    const lists = ofType(page, 'ItemList')
    expect(lists).toHaveLength(1)
    const list = lists[0]!
    expect(list.itemListElement.map((i: Node) => Object.keys(i).sort())).toEqual(buildRoutes.map(() => ['@type', 'position', 'url']))
    expect(list.itemListElement.map((i: Node) => i.url).sort()).toEqual(buildRoutes.map((r) => `${site.url}${r}`).sort())
  })
})

describe('social cards', () => {
  it('every indexable page has an absolute og:image with its real size and alt text, and a large Twitter card', async () => {
    const missing: string[] = []
    const sizes = new Map<string, string>()
    for (const route of indexable) {
      const page = html(route)
      const image = meta(page, 'og:image')
      const [w, h, alt] = ['og:image:width', 'og:image:height', 'og:image:alt'].map((k) => meta(page, k))
      if (!image || !w || !h || !alt?.trim()) {
        missing.push(route)
        continue
      }
      expect(meta(page, 'twitter:card'), route).toBe('summary_large_image')
      expect(meta(page, 'twitter:image'), route).toBe(image)
      sizes.set(image, `${w}x${h}`)
    }
    expect(missing).toEqual([])
    for (const [image, size] of sizes) {
      const { width, height } = await sharp(localFile(image)).metadata()
      expect(`${width}x${height}`, image).toBe(size)
    }
  })

  it('a post uses its own hero, other pages the site card or their own picture', () => {
    const post = indexable.find((r) => r.startsWith('/blog/'))!
    expect(meta(html(post), 'og:image')).toMatch(new RegExp(`^${site.url}/img/post-[a-z0-9-]+-og\\.jpg$`))
    expect(meta(html('/contact-dubai'), 'og:image')).toBe(`${site.url}/img/site-card-og.jpg`)
    expect(meta(html(buildRoutes[0]!), 'og:image')).not.toBe(`${site.url}/img/site-card-og.jpg`)
  })
})

describe('the business', () => {
  it('has coordinates with at least 5 decimals and a square PNG logo of at least 112 px', async () => {
    for (const route of ['/', listing]) {
      const texts = jsonLdTexts(html(route)).filter((t) => t.includes('"GeoCoordinates"'))
      expect(texts, route).toHaveLength(1)
      // Read from the text: JSON.parse would drop trailing zeros.
      const geo = texts[0]!.match(/"latitude":(-?[\d.]+),"longitude":(-?[\d.]+)/)!
      for (const n of [geo[1]!, geo[2]!]) expect(n.split('.')[1]?.length ?? 0, `${route}: ${n}`).toBeGreaterThanOrEqual(5)
    }
    const store = ofType(html('/'), 'ComputerStore')[0]!
    const { format, width, height } = await sharp(localFile(store.logo)).metadata()
    expect(format).toBe('png')
    expect(width).toBe(height)
    expect(width).toBeGreaterThanOrEqual(112)
  })
})

describe('posts', () => {
  it('name an author with a URL of a page on the site, and dates with a time zone, modified not before published', () => {
    const routes = indexable.filter((r) => r.startsWith('/blog/') && !isListingPath(r))
    expect(routes.length).toBeGreaterThan(0)
    for (const route of routes) {
      const post = ofType(html(route), 'BlogPosting')[0]!
      expect(post.author.url, route).toMatch(new RegExp(`^${site.url}/`))
      expect(indexable).toContain(post.author.url.slice(site.url.length))
      for (const d of [post.datePublished, post.dateModified]) expect(d, route).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/)
      expect(Date.parse(post.dateModified) >= Date.parse(post.datePublished), route).toBe(true)
    }
  })
})

describe('breadcrumbs', () => {
  it('never name a page search engines must not index', () => {
    expect(ofType(html('/seo-audit'), 'BreadcrumbList')).toEqual([])
    const home = `${site.url}/`
    for (const route of indexable) {
      for (const list of ofType(html(route), 'BreadcrumbList')) {
        for (const item of list.itemListElement) {
          const p = item.item === home ? '/' : item.item.slice(site.url.length)
          expect(indexable, `${route}: ${item.item}`).toContain(p)
        }
      }
    }
  })
})
