/**
 * JSON-LD builders: plain functions from data to schema.org objects, so the
 * same values the page shows are the values search engines read.
 */
import type { SiteData } from '../content/schemas.ts'
import type { PostFields } from '../content/post.ts'
import type { DayRange } from '../content/promises.ts'
import type { Crumb } from '../site/breadcrumbs.ts'
import { absoluteUrl } from '../site/urls.ts'

type Json = Record<string, unknown>

/** Serialises for a <script type="application/ld+json">: `<` is escaped so no content can close the tag. */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')
}

/** Drops undefined fields (and empty arrays) recursively. */
export function compact<T>(value: T): T {
  if (Array.isArray(value)) return value.map(compact) as T
  if (value && typeof value === 'object') {
    const out: Json = {}
    for (const [k, v] of Object.entries(value)) {
      if (v === undefined || (Array.isArray(v) && v.length === 0)) continue
      out[k] = compact(v)
    }
    return out as T
  }
  return value
}

export function businessId(site: SiteData['site']) {
  return `${site.url}/#business`
}

/**
 * The shop (ComputerStore), on every page. `logoUrl` is the square brand logo,
 * `imageUrl` a photo of the business. No aggregateRating: ratings a business
 * puts on its own pages about itself are self-serving and Google ignores them.
 */
/** `startingPriceAed`: the cheapest build on offer (src/content/promises.ts), the low end of `priceRange`. */
export function localBusinessJsonLd(site: SiteData['site'], startingPriceAed: number, logoUrl?: string, imageUrl?: string): Json {
  return compact({
    '@context': 'https://schema.org',
    '@type': 'ComputerStore',
    '@id': businessId(site),
    name: site.name,
    legalName: site.legalName,
    description: site.description,
    url: absoluteUrl(site.url, '/'),
    telephone: site.phone.replace(/\s/g, ''),
    email: site.email,
    image: imageUrl,
    logo: logoUrl,
    priceRange: `${startingPriceAed}+ ${site.pricing.currency}`,
    foundingDate: String(site.foundedYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      addressCountry: site.address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: site.geo.lat, longitude: site.geo.lng },
    openingHoursSpecification: site.hours.map((h) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: h.days,
      opens: h.opens,
      closes: h.closes,
    })),
    areaServed: { '@type': 'Country', name: site.address.countryName },
  })
}

/**
 * BreadcrumbList for a trail, or null when any crumb is a page search engines
 * must not index (a rich result pointing at a noindex page is an error).
 */
export function breadcrumbJsonLd(siteUrl: string, trail: readonly Crumb[], isIndexable: (path: string) => boolean = () => true): Json | null {
  if (trail.length === 0 || trail.some((c) => !isIndexable(c.path))) return null
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.label, item: absoluteUrl(siteUrl, c.path) })),
  }
}

/** `2025-06-02` → `2025-06-02T00:00:00+04:00`: the start of that day where the business is (Google wants a time zone). */
export function zonedDate(date: string, utcOffset: string): string {
  return `${date}T00:00:00${utcOffset}`
}

/**
 * A post; the author is linked to the page about the team (`authorUrl`, absolute). `language` is the
 * page's: its code, the category's name in it, and for a translation the address of the original.
 */
export function blogPostingJsonLd(
  site: SiteData['site'],
  post: PostFields,
  url: string,
  imageUrl: string,
  authorUrl: string,
  language: { code: string; section: string; translationOf?: string } = { code: site.lang, section: post.category },
): Json {
  return compact({
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.metaDescription,
    image: [imageUrl],
    datePublished: zonedDate(post.date, site.utcOffset),
    dateModified: zonedDate(post.updated ?? post.date, site.utcOffset),
    author: { '@type': 'Person', name: post.author, url: authorUrl },
    publisher: { '@id': businessId(site), '@type': 'Organization', name: site.name, url: absoluteUrl(site.url, '/') },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    articleSection: language.section,
    keywords: post.tags.join(', '),
    wordCount: post.words,
    inLanguage: language.code,
    translationOfWork: language.translationOf ? { '@type': 'BlogPosting', '@id': language.translationOf, url: language.translationOf } : undefined,
    url,
  })
}

export function faqPageJsonLd(faqs: readonly { question: string; answer: string }[], inLanguage: string): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage,
    mainEntity: faqs.map((f) => ({ '@type': 'Question', name: f.question, acceptedAnswer: { '@type': 'Answer', text: f.answer } })),
  }
}

/** Days before an order ships and days on the road. */
export interface ShippingTimes {
  handlingDays: DayRange
  transitDays: DayRange
}

export interface ProductInput {
  name: string
  description: string
  /** Our own stock-keeping code; a build made to order from the builder tool has none. */
  sku?: string
  priceAed: number
  availability: 'InStock' | 'PreOrder' | 'OutOfStock' | 'MadeToOrder'
  /** Absolute image URLs. */
  image: string[]
  /** Absolute URL of the product's own page. */
  url: string
  /** How long it takes to ship and arrive, for its kind of order. */
  shipping: ShippingTimes
}

/**
 * How an order ships (OfferShippingDetails); only free UAE delivery is modelled. The handling time is the
 * order's kind (ready to ship, or built to order: src/content/promises.ts handlingDays), the transit time
 * the days on the road over all emirates (data/emirates.json).
 */
export function shippingDetailsJsonLd(site: SiteData['site'], { handlingDays, transitDays }: ShippingTimes): Json | undefined {
  const { delivery, address } = site
  if (!delivery.free) return undefined
  return {
    '@type': 'OfferShippingDetails',
    shippingRate: { '@type': 'MonetaryAmount', value: 0, currency: site.pricing.currency },
    shippingDestination: { '@type': 'DefinedRegion', addressCountry: address.country },
    deliveryTime: {
      '@type': 'ShippingDeliveryTime',
      handlingTime: { '@type': 'QuantitativeValue', minValue: handlingDays.min, maxValue: handlingDays.max, unitCode: 'DAY' },
      transitTime: { '@type': 'QuantitativeValue', minValue: transitDays.min, maxValue: transitDays.max, unitCode: 'DAY' },
    },
  }
}

/**
 * The return policy (MerchantReturnPolicy) the return page states: a window of
 * `returns.unopenedDays` days (the change-of-mind return of an unopened item); it ships back at the
 * customer's cost (`returnShippingFeesAmount`); a defective item is free to return.
 */
export function returnPolicyJsonLd(site: SiteData['site']): Json {
  return {
    '@type': 'MerchantReturnPolicy',
    applicableCountry: site.address.country,
    returnPolicyCountry: site.address.country,
    returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
    merchantReturnDays: site.returns.unopenedDays,
    returnMethod: 'https://schema.org/ReturnByMail',
    returnFees: 'https://schema.org/ReturnShippingFees',
    returnShippingFeesAmount: { '@type': 'MonetaryAmount', value: site.returns.changeOfMindShippingAed, currency: site.pricing.currency },
    itemDefectReturnFees: 'https://schema.org/FreeReturn',
  }
}

/**
 * One Product for the page that sells it, with a merchant-listing offer:
 * price, availability, condition, shipping and return policy. No rating or
 * review: the site shows no reviews of a build, and store-wide testimonials
 * about the shop are not reviews of a product (Google calls that self-serving).
 */
export function productJsonLd(site: SiteData['site'], product: ProductInput, priceValidUntil: string): Json {
  return compact({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    sku: product.sku,
    mpn: product.sku,
    brand: { '@type': 'Brand', name: site.brand.name },
    image: product.image,
    url: product.url,
    offers: {
      '@type': 'Offer',
      url: product.url,
      price: product.priceAed.toFixed(2),
      priceCurrency: site.pricing.currency,
      priceValidUntil,
      availability: `https://schema.org/${product.availability}`,
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@id': businessId(site), '@type': 'Organization', name: site.name },
      shippingDetails: shippingDetailsJsonLd(site, product.shipping),
      hasMerchantReturnPolicy: returnPolicyJsonLd(site),
    },
  })
}

/** The listing of a page that links to items on their own pages: position and URL only (no duplicate Products). */
export function itemListJsonLd(urls: readonly string[]): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: urls.map((url, i) => ({ '@type': 'ListItem', position: i + 1, url })),
  }
}
