/**
 * JSON-LD builders: plain functions from data to schema.org objects, so the
 * same values the page shows are the values search engines read.
 */
import type { SiteData } from '../content/schemas.ts'
import type { PostSummary } from '../content/post.ts'
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

export function localBusinessJsonLd(site: SiteData['site'], logoUrl?: string): Json {
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
    image: logoUrl,
    logo: logoUrl,
    priceRange: `${site.pricing.fromAed}+ ${site.pricing.currency}`,
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
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: site.rating.value,
      reviewCount: site.rating.count,
      bestRating: 5,
      worstRating: 1,
    },
  })
}

export function breadcrumbJsonLd(siteUrl: string, trail: readonly Crumb[]): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.label, item: absoluteUrl(siteUrl, c.path) })),
  }
}

export function blogPostingJsonLd(site: SiteData['site'], post: PostSummary, url: string, imageUrl: string): Json {
  return compact({
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.metaDescription,
    image: [imageUrl],
    datePublished: post.date,
    dateModified: post.updated ?? post.date,
    author: { '@type': 'Person', name: post.author },
    publisher: { '@id': businessId(site), '@type': 'Organization', name: site.name },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    articleSection: post.category,
    keywords: post.tags.join(', '),
    wordCount: post.words,
    url,
  })
}

export function faqPageJsonLd(faqs: readonly { question: string; answer: string }[]): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((f) => ({ '@type': 'Question', name: f.question, acceptedAnswer: { '@type': 'Answer', text: f.answer } })),
  }
}

export interface ProductInput {
  name: string
  description: string
  sku: string
  priceAed: number
  availability: 'InStock' | 'PreOrder' | 'OutOfStock'
  image: string[]
  url: string
}

/**
 * Product with an offer that carries shipping and return policy, and an
 * aggregate rating computed from the testimonials shown on the site.
 */
export function productJsonLd(site: SiteData['site'], product: ProductInput, priceValidUntil: string, testimonials: SiteData['testimonials']): Json {
  const rated = testimonials.filter((t) => t.verified)
  const ratingValue = rated.length ? Math.round((rated.reduce((s, t) => s + t.rating, 0) / rated.length) * 10) / 10 : undefined
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
      priceCurrency: 'AED',
      priceValidUntil,
      availability: `https://schema.org/${product.availability}`,
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@id': businessId(site), '@type': 'Organization', name: site.name },
      shippingDetails: {
        '@type': 'OfferShippingDetails',
        shippingRate: { '@type': 'MonetaryAmount', value: 0, currency: 'AED' },
        shippingDestination: { '@type': 'DefinedRegion', addressCountry: site.address.country },
        deliveryTime: {
          '@type': 'ShippingDeliveryTime',
          handlingTime: { '@type': 'QuantitativeValue', minValue: site.delivery.handlingDays.min, maxValue: site.delivery.handlingDays.max, unitCode: 'DAY' },
          transitTime: { '@type': 'QuantitativeValue', minValue: site.delivery.transitDays.min, maxValue: site.delivery.transitDays.max, unitCode: 'DAY' },
        },
      },
      hasMerchantReturnPolicy: {
        '@type': 'MerchantReturnPolicy',
        applicableCountry: site.address.country,
        returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
        merchantReturnDays: site.returns.windowDays,
        returnMethod: 'https://schema.org/ReturnByMail',
        returnFees: 'https://schema.org/ReturnShippingFees',
      },
    },
    aggregateRating: ratingValue
      ? { '@type': 'AggregateRating', ratingValue, reviewCount: rated.length, bestRating: 5, worstRating: 1 }
      : undefined,
    review: rated.map((t) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: t.name },
      datePublished: t.datePublished,
      reviewBody: t.text,
      reviewRating: { '@type': 'Rating', ratingValue: t.rating, bestRating: 5, worstRating: 1 },
    })),
  })
}
