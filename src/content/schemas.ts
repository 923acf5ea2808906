/**
 * Schemas for everything in data/ and the front matter of posts/.
 * The build validates every file against these once; the rest of the code
 * only ever sees the typed values they produce.
 */
import { z } from 'zod'
import { DESCRIPTION_MAX, TITLE_MAX } from 'seo-audit/limits'
import { buildPartsSchema, chooserBuildsSchema, gamesSchema, gpuTiers, partsSchema, resolutions } from './chooser-schemas.ts'
import { isoDate, slug, text } from './schema-kit.ts'

const sitePath = z.string().regex(/^\/(?:[a-z0-9{}][a-z0-9{}-]*(?:\/[a-z0-9{}][a-z0-9{}-]*)*)?$/, 'expected a site path such as /blog (lower case, no trailing slash)')
const linkPath = z.string().regex(/^\/[^\s]*$/, 'expected a site path starting with /')

/** A span of days, `{ "min": 2, "max": 3 }` (min = max for one day). */
const dayRange = z
  .strictObject({ min: z.int().nonnegative(), max: z.int().positive() })
  .refine((r) => r.min <= r.max, { path: ['max'], error: 'expected max to be at least min' })

/** Google asks for at least 5 decimals of latitude and longitude (about a metre); fewer places the shop on the wrong street. */
export const GEO_MIN_DECIMALS = 5
export function decimalsOf(n: number): number {
  const [, frac = ''] = String(n).split('.')
  return frac.length
}
const preciseDegrees = (min: number, max: number) =>
  z
    .number()
    .min(min)
    .max(max)
    .refine((v) => decimalsOf(v) >= GEO_MIN_DECIMALS, { error: (i) => `expected at least ${GEO_MIN_DECIMALS} decimals, got ${String(i.input)}` })

const FORM_ENDPOINT_EXPECTED = 'expected "" (no endpoint: WhatsApp and e-mail only) or the https:// URL the quote and price-match requests are posted to, such as https://formspree.io/f/abcdwxyz'
function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' && url.hostname !== '' && !/\s/.test(value)
  } catch {
    return false
  }
}

export const siteSchema = z.strictObject({
  name: text,
  legalName: text,
  tagline: text,
  description: text,
  url: z.url({ protocol: /^https$/ }).refine((u) => !u.endsWith('/'), 'expected no trailing slash'),
  lang: text,
  locale: text,
  foundedYear: z.int().min(1990).max(2100),
  phone: z.string().regex(/^\+971(?: ?\d){8,9}$/, 'expected a UAE number such as +971 52 746 3301'),
  email: z.email(),
  address: z.strictObject({ street: text, locality: text, region: text, postalCode: text, country: z.string().length(2), countryName: text }),
  geo: z.strictObject({ lat: preciseDegrees(-90, 90), lng: preciseDegrees(-180, 180) }),
  /** The business's UTC offset (Dubai: +04:00), for dates with a time zone in structured data. */
  utcOffset: z.string().regex(/^[+-]\d{2}:\d{2}$/, 'expected an offset such as +04:00'),
  hours: z
    .array(
      z.strictObject({
        days: z.array(z.enum(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'])).min(1),
        opens: z.string().regex(/^\d{2}:\d{2}$/, 'expected HH:MM'),
        closes: z.string().regex(/^\d{2}:\d{2}$/, 'expected HH:MM'),
      }),
    )
    .min(1),
  rating: z.strictObject({ value: z.number().min(1).max(5), count: z.int().positive(), source: text }),
  claims: z.strictObject({ pcsBuilt: text, experience: text, satisfaction: text }),
  /**
   * Support by channel: WhatsApp is answered at the hours given here ("24/7"); the workshop and phone keep
   * the opening `hours` above. Pages say which channel they mean.
   */
  support: z.strictObject({ whatsApp: text }),
  /** The starting price is not typed here: it is the cheapest build the chooser can recommend (src/content/promises.ts). */
  pricing: z.strictObject({ currency: z.literal('AED') }),
  warranty: z.strictObject({
    serviceYears: z.int().positive(),
    componentYears: z.string().regex(/^\d+(?:–\d+)?$/, 'expected years such as 1–5 (an en dash between two numbers)'),
    months: z.int().positive(),
    /** A PC or part that is faulty within this many days of delivery is replaced free (the other kind of return is `returns.unopenedDays`). */
    faultyReplacementDays: z.int().positive(),
  }),
  /**
   * Delivery by kind of order. A ready-to-ship PC (the shop's, or a sample build in stock) is ready within
   * `readyWithinHours` of payment; a PC built to order takes `buildBusinessDays` (up to
   * `complexBuildBusinessDays` with custom liquid cooling). Then it is on the road for the days
   * data/emirates.json gives per emirate (`roadDays`).
   */
  delivery: z.strictObject({
    free: z.boolean(),
    nextDayCutoff: text,
    readyWithinHours: z.int().positive(),
    buildBusinessDays: dayRange,
    complexBuildBusinessDays: z.int().positive(),
    rushSameDay: z.boolean(),
  }),
  priceMatch: z.strictObject({ responseHours: z.int().positive(), complexResponseHours: z.int().positive() }),
  returns: z.strictObject({
    /** Change of mind: an unopened item can be returned within this many days of delivery (a faulty one: `warranty.faultyReplacementDays`). */
    unopenedDays: z.int().positive(),
    /** What a change-of-mind return costs the customer to ship back (defective or wrong items: free). */
    changeOfMindShippingAed: z.number().nonnegative(),
  }),
  instalments: z.strictObject({ provider: text, count: z.int().positive() }),
  mysteryGiftAed: z.int().nonnegative(),
  brand: z.strictObject({ name: text, slug }),
  store: z.strictObject({ provider: z.literal('Ecwid'), storeId: z.string().regex(/^\d+$/, 'expected the numeric Ecwid store id') }),
  analytics: z.strictObject({
    gaMeasurementId: z.string().regex(/^(G-[A-Z0-9]+)?$/, 'expected a GA4 id such as G-ABC123 (G-XXXXXXXXXX disables analytics)'),
    metaPixelId: z.string().regex(/^\d*$/, 'expected digits or an empty string'),
  }),
  // Live counters on the shop: off unless a JSON endpoint gives real numbers ({ "viewers": n, "ordersToday": n }).
  socialProof: z
    .strictObject({
      showViewers: z.boolean(),
      showOrders: z.boolean(),
      source: z.union([z.literal(''), z.url({ protocol: /^https$/ }), linkPath], { error: 'expected "" or the https:// URL (or /path) of a JSON endpoint' }),
    })
    .refine((p) => !(p.showViewers || p.showOrders) || p.source !== '', {
      path: ['source'],
      error: 'required when showViewers or showOrders is on: the URL of a JSON endpoint with the real numbers ({ "viewers": n, "ordersToday": n }); the site shows no invented counts',
    }),
  features: z.strictObject({ quoteLinksToForm: z.boolean() }),
  /**
   * Where the quote form and the price-match request post (docs/decisions/quote-endpoint.md): an https URL that
   * takes a JSON body and answers 2xx when it has the request (a Formspree form, the business's own endpoint),
   * or "" for none: the forms then offer WhatsApp and e-mail only. Its origin joins the pages' connect-src.
   */
  forms: z.strictObject({
    endpoint: z.string({ error: (i) => (i.input === undefined ? 'required' : FORM_ENDPOINT_EXPECTED) }).refine((v) => v === '' || isHttpsUrl(v), { error: FORM_ENDPOINT_EXPECTED }),
  }),
})

export const categorySchema = z.strictObject({ name: text, slug, description: text, keywords: z.array(text) })
export const categoriesSchema = z.array(categorySchema).min(1)

const navLink = z.strictObject({ label: text, path: linkPath })
export const navigationSchema = z.strictObject({
  main: z.array(navLink).min(1),
  cart: navLink,
  quote: z.strictObject({ label: text, mobilePath: linkPath, desktopPath: linkPath }),
  footerQuickLinks: z.array(navLink),
  footerServices: z.array(navLink),
  breadcrumbLabels: z.record(z.string(), text),
})

/**
 * What a page loads or contacts beyond the site's own files; its
 * Content-Security-Policy allows exactly that (src/lib/third-parties.ts):
 * `store` the Ecwid storefront, `outside-links` requests to any https site
 * (the staff audit page's outside-link check).
 */
export const pageNeeds = ['store', 'outside-links'] as const
export type PageNeed = (typeof pageNeeds)[number]
export const pageIds = ['home', 'about', 'shop', 'price-match', 'builds', 'chooser', 'blog', 'contact', 'faq', 'service-areas', 'returns', 'brand', 'seo-audit', 'not-found'] as const
export const pageMetaSchema = z.strictObject({
  id: z.enum(pageIds),
  path: sitePath,
  title: z.string().min(10).max(TITLE_MAX, `expected at most ${TITLE_MAX} characters`),
  description: z.string().min(50).max(DESCRIPTION_MAX, `expected at most ${DESCRIPTION_MAX} characters`),
  noindex: z.boolean().optional(),
  needs: z.array(z.enum(pageNeeds)).optional(),
})
export const pagesSchema = z.array(pageMetaSchema).refine((ps) => pageIds.every((id) => ps.some((p) => p.id === id)), {
  error: `expected an entry for every page id: ${pageIds.join(', ')}`,
})

export const redirectsSchema = z.strictObject({
  redirects: z.array(z.strictObject({ from: sitePath, to: sitePath })),
  blogPrefixes: z.array(z.string().regex(/^\/[a-z0-9-]+\/$/, 'expected a prefix such as /old-blog/')),
  oldBlogSlugs: z.record(slug, slug),
})

const coordinates = z.strictObject({ lat: z.number(), lng: z.number() })
export const emiratesSchema = z
  .array(
    z.strictObject({
      name: text,
      slug,
      coordinates,
      description: text,
      keywords: z.array(text),
      areas: z.array(text).min(1),
      /** The delivery time in words; `npm run check` holds it (and the description) to `roadDays`. */
      deliveryTime: text,
      /** Days on the road once the PC is ready (next day: min 1, max 1): the delivery promise per emirate. */
      roadDays: dayRange,
    }),
  )
  .length(7, 'expected all seven emirates')

export const serviceRegionsSchema = z.array(z.strictObject({ title: text, description: text, areas: z.array(text).min(1), delivery: text, highlight: z.boolean() }))


const specs = z.strictObject({ cpu: text, gpu: text, ram: text, storage: text })
export const buildsSchema = z.strictObject({
  tiers: z.array(
    z.strictObject({
      id: slug,
      name: text,
      /** The price band in AED; without `min` the band starts at the cheapest build (src/content/promises.ts), so no page can promise less. */
      priceAed: z
        .strictObject({ min: z.int().positive().optional(), max: z.int().positive() })
        .refine((p) => p.min === undefined || p.min < p.max, { path: ['max'], error: 'expected max above min' }),
      specs,
      /** The graphics-card tier and screen the band is built for: what it plays is the chooser's table for them (data/games.json), never a typed frame rate. */
      gpuTier: z.enum(gpuTiers),
      resolution: z.enum(resolutions),
      rating: z.number().min(1).max(5),
    }),
  ),
  products: z.array(
    z.strictObject({
      id: slug,
      name: text,
      description: text,
      sku: text,
      priceAed: z.number().positive(),
      availability: z.enum(['InStock', 'PreOrder', 'OutOfStock']),
      specs,
      image: text,
      imageAlt: text,
      /** Who the build is for, shown on its page. */
      bestFor: text,
      /** The build as part ids of data/parts.json, matching specs; `npm run check` checks that they fit together. */
      parts: buildPartsSchema.optional(),
    }),
  ),
})

export const testimonialsSchema = z.array(
  z.strictObject({ name: text, location: text, text, rating: z.int().min(1).max(5), verified: z.boolean(), datePublished: isoDate }),
)
export const partnersSchema = z.array(z.strictObject({ name: text, logo: text, url: z.url(), description: text }))
export const certificationsSchema = z.array(z.strictObject({ title: text, description: text, icon: text }))

const faq = z.strictObject({ question: text, answer: text, keywords: z.array(text).optional() })
export const faqsSchema = z.strictObject({
  general: z.array(faq).min(1),
  contact: z.array(faq),
  priceMatch: z.array(faq),
  serviceAreas: z.array(faq),
})

export const keywordsSchema = z.strictObject({
  source: text,
  keywords: z
    .array(
      z.strictObject({
        keyword: text,
        searchVolume: z.int().nonnegative(),
        difficulty: z.int().min(0).max(100),
        competitorUrls: z.array(z.url()),
      }),
    )
    .max(15, 'the audit page shows at most 15 keywords'),
})

const quoteOptions = z
  .array(z.strictObject({ value: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'expected a lower-case value such as no-preference'), label: text }))
  .min(1)
  .refine((os) => new Set(os.map((o) => o.value)).size === os.length, 'values must be unique')
/** The quote wizard's option lists (SPEC section 5): the budget bands are price facts, so they live in data/. */
export const quoteSchema = z.strictObject({ budgetRanges: quoteOptions, purposes: quoteOptions, cpuPreferences: quoteOptions, gpuPreferences: quoteOptions })

/** Every data file, by file name, with its schema. */
export const dataFiles = {
  site: siteSchema,
  categories: categoriesSchema,
  navigation: navigationSchema,
  pages: pagesSchema,
  redirects: redirectsSchema,
  emirates: emiratesSchema,
  'service-regions': serviceRegionsSchema,
  builds: buildsSchema,
  testimonials: testimonialsSchema,
  partners: partnersSchema,
  certifications: certificationsSchema,
  faqs: faqsSchema,
  keywords: keywordsSchema,
  quote: quoteSchema,
  parts: partsSchema,
  games: gamesSchema,
  'chooser-builds': chooserBuildsSchema,
} as const

export type DataFileName = keyof typeof dataFiles
export type SiteData = { [K in DataFileName]: z.output<(typeof dataFiles)[K]> }

/** Front matter as writers type it. Category membership is checked against data/categories.json. */
export function frontMatterSchema(categoryNames: readonly string[]) {
  return z.strictObject({
    title: z.string({ error: (i) => (i.input === undefined ? 'required' : 'expected text') }).trim().min(1, 'required'),
    slug: slug.optional(),
    /** A shorter title for search results and social cards, when the title is too long for them. */
    seoTitle: z.string().trim().min(10, 'expected at least 10 characters').max(TITLE_MAX, `expected at most ${TITLE_MAX} characters (search results cut longer titles)`).optional(),
    excerpt: z.string({ error: (i) => (i.input === undefined ? 'required' : 'expected text') }).trim().min(20, 'expected at least 20 characters'),
    date: isoDate,
    updated: isoDate.optional(),
    author: z.string({ error: (i) => (i.input === undefined ? 'required' : 'expected text') }).trim().min(1, 'required'),
    category: z.string({ error: (i) => (i.input === undefined ? 'required' : 'expected text') }).refine((c) => categoryNames.includes(c), {
      error: (i) => `expected one of ${categoryNames.map((c) => JSON.stringify(c)).join(', ')}, got ${JSON.stringify(i.input)}`,
    }),
    tags: z.array(z.string().trim().min(1)).default([]),
    image: z.string({ error: (i) => (i.input === undefined ? 'required' : 'expected a path') }).regex(/^images\/[a-z0-9-]+\.(svg|png|jpe?g|webp)$/, 'expected a file in posts/images/ such as images/my-post.svg'),
    imageAlt: z.string({ error: (i) => (i.input === undefined ? 'required' : 'expected text') }).trim().min(5, 'expected a meaningful description'),
    readTime: z.string().regex(/^\d+ min$/, 'expected a read time such as "6 min"').optional(),
    featured: z.boolean().default(false),
    metaDescription: z
      .string({ error: (i) => (i.input === undefined ? 'required' : 'expected text') })
      .trim()
      .min(50, 'expected at least 50 characters')
      .max(DESCRIPTION_MAX, `expected at most ${DESCRIPTION_MAX} characters`),
    draft: z.boolean().default(false),
  })
}
export type FrontMatter = z.output<ReturnType<typeof frontMatterSchema>>
