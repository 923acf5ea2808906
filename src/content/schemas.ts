/**
 * Schemas for everything in data/ and the front matter of posts/.
 * The build validates every file against these once; the rest of the code
 * only ever sees the typed values they produce.
 */
import { z } from 'zod'
import { DESCRIPTION_MAX, TITLE_MAX } from 'seo-audit/limits'

const text = z.string().trim().min(1, 'must not be empty')
const isoDate = z
  .string({ error: (i) => (i.input === undefined ? 'required' : `expected YYYY-MM-DD, got ${JSON.stringify(i.input)}`) })
  .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), {
    error: (i) => `expected YYYY-MM-DD, got ${JSON.stringify(i.input)}`,
  })
const sitePath = z.string().regex(/^\/(?:[a-z0-9{}][a-z0-9{}-]*(?:\/[a-z0-9{}][a-z0-9{}-]*)*)?$/, 'expected a site path such as /blog (lower case, no trailing slash)')
const linkPath = z.string().regex(/^\/[^\s]*$/, 'expected a site path starting with /')
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'expected a lower-case slug such as my-post')

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

/** A build as part ids, one per kind (data/builds.json products and data/chooser-builds.json). */
export const buildPartsSchema = z.strictObject({ cpu: slug, gpu: slug, board: slug, ram: slug, storage: slug, psu: slug, case: slug, cooler: slug })
export type BuildParts = z.output<typeof buildPartsSchema>

/** Graphics-card tiers and screens, as the chooser's games table (data/games.json) has them. */
export const gpuTiers = ['entry', 'mainstream', 'upper-mid', 'high', 'enthusiast', 'flagship'] as const
export const resolutions = ['1080p', '1440p', '4k'] as const

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

/*
 * The build chooser's data (issue 22): parts with the facts the compatibility rules need
 * (src/features/chooser/rules.ts), games with a plain-language performance table, and candidate
 * builds composed from part ids. Cross-file checks (a build's part ids, its compatibility) run in
 * `npm run check` (src/features/chooser/data-check.ts), since they need more than one file.
 */
export const sockets = ['AM5', 'LGA1700', 'LGA1851'] as const
export const memoryTypes = ['DDR4', 'DDR5'] as const
export const boardFormFactors = ['E-ATX', 'ATX', 'mATX', 'Mini-ITX'] as const
/** Performance classes of graphics cards; data/games.json says what each tier plays, per game group. */
export const partKinds = ['cpu', 'gpu', 'board', 'ram', 'storage', 'psu', 'case', 'cooler'] as const
export const radiatorSizes = [120, 140, 240, 280, 360, 420] as const
export const detailSettings = ['low', 'medium', 'high', 'ultra'] as const
/**
 * How smooth a game runs, in words, never a measured frame rate (src/features/chooser/performance.ts
 * turns it into "well above 60 fps"): below-60 (playable, under 60 at times), about-60, above-60,
 * high-refresh (fast enough for a 144 Hz screen), very-high-refresh (a 240 Hz screen), plus
 * not-recommended.
 */
export const smoothnessLevels = ['not-recommended', 'below-60', 'about-60', 'above-60', 'high-refresh', 'very-high-refresh'] as const
export const gameDemands = ['light', 'medium', 'heavy', 'extreme'] as const

/** One of a list, saying "required" when absent and the choices when wrong (zod's own message is "Invalid option"). */
const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (i) => (i.input === undefined ? 'required' : `expected one of ${values.join(', ')}, got ${JSON.stringify(i.input)}`) })
const watts = z.int().positive().max(2000, 'expected watts, at most 2000')
const mm = z.int().positive().max(600, 'expected millimetres, at most 600')
const priceAed = z.int().positive('expected a price in whole AED')
const partBase = { id: slug, name: text, priceAed }
const radiatorSize = z.literal(radiatorSizes, { error: (i) => (i.input === undefined ? 'required' : `expected a radiator size in mm: ${radiatorSizes.join(', ')}`) })
/** Words, not measurements: a frame rate in a note would be a number nobody measured for this build. */
const noFpsFigures = (label: string) =>
  text.refine((v) => !/\d\s*(?:fps|frames)/i.test(v), { error: `${label}: give no frame rates; say it with settings and smoothness instead` })

/** An issue on each item whose id an earlier item of the list already has (`path` names the item's id field). */
function uniqueIds(items: readonly { id: string }[], what: string, ctx: z.RefinementCtx, path: (i: number) => PropertyKey[]) {
  const seen = new Set<string>()
  items.forEach((item, i) => {
    if (seen.has(item.id)) ctx.addIssue({ code: 'custom', path: path(i), message: `"${item.id}" is used by another ${what}; ids must be unique` })
    seen.add(item.id)
  })
}

const cpuPart = z
  .strictObject({
    ...partBase,
    kind: z.literal('cpu'),
    brand: choice(['amd', 'intel']),
    socket: choice(sockets),
    cores: z.int().positive(),
    threads: z.int().positive(),
    /** Memory types the CPU's controller supports (LGA1700 takes DDR4 or DDR5, the board decides). */
    memoryTypes: z.array(choice(memoryTypes)).min(1),
    /** The rated TDP (AMD TDP, Intel base power). */
    tdpW: watts,
    /** Realistic maximum package power: AMD PPT, Intel maximum turbo power (PL2). The cooler and PSU rules use this. */
    maxPowerW: watts,
  })
  .refine((c) => c.maxPowerW >= c.tdpW, { path: ['maxPowerW'], error: 'expected at least tdpW (the package power limit is never below the TDP)' })
const gpuPart = z.strictObject({
  ...partBase,
  kind: z.literal('gpu'),
  brand: choice(['nvidia', 'amd', 'intel']),
  vramGb: z.int().positive(),
  /** Total board power (NVIDIA TGP, AMD TBP, Intel TBP) of the reference specification. */
  boardPowerW: watts,
  /** Length of the model the builder fits (the longest card of that GPU it would use), for the case rule. */
  lengthMm: mm,
  tier: choice(gpuTiers),
})
const boardPart = z.strictObject({
  ...partBase,
  kind: z.literal('board'),
  socket: choice(sockets),
  chipset: z.string().regex(/^[A-Z]\d{3}E?$/, 'expected a chipset such as B650 or Z890'),
  formFactor: choice(boardFormFactors),
  memoryType: choice(memoryTypes),
  memorySlots: z.int().min(1).max(8),
})
const ramPart = z.strictObject({
  ...partBase,
  kind: z.literal('ram'),
  memoryType: choice(memoryTypes),
  capacityGb: z.int().positive(),
  /** Sticks in the kit (a 2 x 16 GB kit has 2). */
  modules: z.int().min(1).max(8),
  speedMts: z.int().positive(),
})
const storagePart = z.strictObject({
  ...partBase,
  kind: z.literal('storage'),
  interface: z.literal('NVMe'),
  formFactor: z.literal('M.2 2280'),
  pcieGen: z.union([z.literal(3), z.literal(4), z.literal(5)]),
  capacityGb: z.int().positive(),
})
const psuPart = z.strictObject({
  ...partBase,
  kind: z.literal('psu'),
  wattage: watts,
  rating: choice(['80 Plus Bronze', '80 Plus Gold', '80 Plus Platinum', '80 Plus Titanium']),
})
const casePart = z.strictObject({
  ...partBase,
  kind: z.literal('case'),
  formFactors: z.array(choice(boardFormFactors)).min(1),
  maxGpuLengthMm: mm,
  maxCoolerHeightMm: mm,
  /** Radiator sizes that fit somewhere in the case (front, top or side). */
  radiatorSizesMm: z.array(radiatorSize),
})
const coolerBase = {
  ...partBase,
  kind: z.literal('cooler'),
  sockets: z.array(choice(sockets)).min(1),
  /** The cooling capacity the maker states (W); the rules compare it with the CPU's maxPowerW. */
  ratedTdpW: watts,
}
const coolerPart = z.discriminatedUnion(
  'type',
  [
    z.strictObject({ ...coolerBase, type: z.literal('air'), heightMm: mm }),
    z.strictObject({ ...coolerBase, type: z.literal('aio'), radiatorMm: radiatorSize }),
  ],
  { error: 'expected type "air" (a tower cooler, with heightMm) or "aio" (a liquid cooler, with radiatorMm)' },
)
export const partSchema = z.discriminatedUnion('kind', [cpuPart, gpuPart, boardPart, ramPart, storagePart, psuPart, casePart, coolerPart], {
  error: `expected kind to be one of ${partKinds.join(', ')}`,
})
export const partsSchema = z
  .strictObject({
    /** The day the prices were checked; the chooser shows it, and `npm run check` warns when it is older than priceMaxAgeDays. */
    pricesAsOf: isoDate,
    priceMaxAgeDays: z.int().positive(),
    /** What a chooser build that is not a sample product costs on top of its parts: assembly, stress test, Windows setup, the service warranty and delivery. */
    buildServiceAed: priceAed,
    parts: z.array(partSchema).min(1),
  })
  .superRefine((file, ctx) => uniqueIds(file.parts, 'part', ctx, (i) => ['parts', i, 'id']))
export type Part = z.output<typeof partSchema>
export type PartKind = Part['kind']
export type PartOf<K extends PartKind> = Extract<Part, { kind: K }>

const source = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('review'), title: text, publisher: text, url: z.url({ protocol: /^https$/ }), date: isoDate }),
    z.strictObject({ kind: z.literal('judgement'), note: noFpsFigures('note') }),
  ],
  { error: 'expected kind "review" (a published review or benchmark: title, publisher, url, date) or "judgement" (the builder\'s own, with a note)' },
)
const expectation = z.strictObject({
  settings: choice(detailSettings),
  smoothness: choice(smoothnessLevels),
  /** True when it needs DLSS, FSR or XeSS upscaling (quality mode) to get there. */
  upscaling: z.boolean().default(false),
  note: noFpsFigures('note').optional(),
  source,
})
export type Expectation = z.output<typeof expectation>
const gameId = slug
export const gamesSchema = z
  .strictObject({
    groups: z
      .array(
        z.strictObject({
          id: slug,
          name: text,
          games: z
            .array(
              z.strictObject({
                id: gameId,
                name: text,
                demand: choice(gameDemands),
                /** The game's own frame cap (Elden Ring: 60); no expectation goes above it. */
                fpsCap: z.int().positive().optional(),
              }),
            )
            .min(1),
        }),
      )
      .min(1),
    /** What a GPU tier plays, per resolution: per game group, or per game where one game differs from its group. */
    performance: z.array(
      z.strictObject({
        group: slug.optional(),
        game: gameId.optional(),
        tier: choice(gpuTiers),
        expectations: z.strictObject({ '1080p': expectation, '1440p': expectation, '4k': expectation }),
      }),
    ),
  })
  .superRefine((file, ctx) => {
    uniqueIds(file.groups, 'group', ctx, (i) => ['groups', i, 'id'])
    const all = file.groups.flatMap((g, i) => g.games.map((game, j) => ({ id: game.id, path: ['groups', i, 'games', j, 'id'] })))
    uniqueIds(all, 'game', ctx, (k) => all[k]!.path)
    const groups = new Set(file.groups.map((g) => g.id))
    const games = new Set(all.map((g) => g.id))
    const rows = new Set<string>()
    file.performance.forEach((row, i) => {
      if ((row.group === undefined) === (row.game === undefined)) {
        ctx.addIssue({ code: 'custom', path: ['performance', i], message: 'expected either group or game (one of them)' })
        return
      }
      if (row.group !== undefined && !groups.has(row.group))
        ctx.addIssue({ code: 'custom', path: ['performance', i, 'group'], message: `no group "${row.group}"; expected one of ${[...groups].join(', ')}` })
      if (row.game !== undefined && !games.has(row.game)) ctx.addIssue({ code: 'custom', path: ['performance', i, 'game'], message: `no game "${row.game}" in groups` })
      const key = `${row.group ?? row.game}/${row.tier}`
      if (rows.has(key)) ctx.addIssue({ code: 'custom', path: ['performance', i, 'tier'], message: `${row.group ? 'group' : 'game'} "${row.group ?? row.game}" already has a row for tier ${row.tier}` })
      rows.add(key)
    })
    for (const g of groups)
      for (const tier of gpuTiers)
        if (!rows.has(`${g}/${tier}`)) ctx.addIssue({ code: 'custom', path: ['performance'], message: `group "${g}" has no row for tier ${tier}; every group needs every tier` })
  })
export type GamesData = z.output<typeof gamesSchema>

const PAGE_FIELDS = ['description', 'image', 'imageAlt'] as const

/**
 * The chooser's candidate builds, from about 2,000 to about 20,000 AED. A build that is one of the sample
 * products names it (`product`) and takes its parts from data/builds.json; any other lists its parts.
 */
export const chooserBuildsSchema = z
  .array(
    z
      .strictObject({
        id: slug,
        name: text,
        /** What it is good for, in a sentence. */
        goodFor: noFpsFigures('goodFor'),
        /** Purposes of data/quote.json it suits (the chooser's first question). */
        purposes: z.array(slug).min(1),
        /** The screen it is built for. */
        resolution: choice(resolutions),
        product: slug.optional(),
        parts: buildPartsSchema.optional(),
        /** A build with its own parts has its own page: its meta description and lead, and its picture. */
        description: text.min(50, 'expected at least 50 characters').max(DESCRIPTION_MAX, `expected at most ${DESCRIPTION_MAX} characters`).optional(),
        image: z.string().regex(/^src\/assets\/images\/[a-z0-9-]+\.(svg|png|jpe?g|webp)$/, 'expected a file in src/assets/images/ such as src/assets/images/build-my-pc.svg').optional(),
        imageAlt: text.min(5, 'expected a meaningful description').optional(),
      })
      .refine((b) => (b.product === undefined) !== (b.parts === undefined), {
        path: ['parts'],
        error: 'expected either parts (part ids) or product (the id of a product in data/builds.json that has parts), not both',
      })
      .superRefine((b, ctx) => {
        // A sample product's page is the product's own (data/builds.json); any other build gets its page from these fields.
        for (const field of PAGE_FIELDS) {
          if (b.parts !== undefined && b[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: 'required: a build with its own parts has its own page' })
          if (b.product !== undefined && b[field] !== undefined) ctx.addIssue({ code: 'custom', path: [field], message: `not allowed: the build's page is the product's (set it in data/builds.json)` })
        }
      }),
  )
  .min(1)
  .superRefine((builds, ctx) => uniqueIds(builds, 'build', ctx, (i) => [i, 'id']))

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
