/**
 * The build chooser's data: parts with the facts the compatibility rules need (src/features/chooser/rules.ts),
 * games with a plain-language performance table, and candidate builds composed from part ids. Cross-file checks
 * (a build's part ids, its compatibility) run in `npm run check` (src/features/chooser/data-check.ts), since they
 * need more than one file.
 */
import { z } from 'zod'
import { DESCRIPTION_MAX } from 'seo-audit/limits'
import { choice, isoDate, slug, text, uniqueIds } from './schema-kit.ts'

/** A build as part ids, one per kind (data/builds.json products and data/chooser-builds.json). */
export const buildPartsSchema = z.strictObject({ cpu: slug, gpu: slug, board: slug, ram: slug, storage: slug, psu: slug, case: slug, cooler: slug })
export type BuildParts = z.output<typeof buildPartsSchema>

/** Graphics-card tiers and screens, as the chooser's games table (data/games.json) has them. */
export const gpuTiers = ['entry', 'mainstream', 'upper-mid', 'high', 'enthusiast', 'flagship'] as const
export const resolutions = ['1080p', '1440p', '4k'] as const

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

const watts = z.int().positive().max(2000, 'expected watts, at most 2000')
const mm = z.int().positive().max(600, 'expected millimetres, at most 600')
const priceAed = z.int().positive('expected a price in whole AED')
const partBase = { id: slug, name: text, priceAed }
const radiatorSize = z.literal(radiatorSizes, { error: (i) => (i.input === undefined ? 'required' : `expected a radiator size in mm: ${radiatorSizes.join(', ')}`) })
/** Words, not measurements: a frame rate in a note would be a number nobody measured for this build. */
const noFpsFigures = (label: string) =>
  text.refine((v) => !/\d\s*(?:fps|frames)/i.test(v), { error: `${label}: give no frame rates; say it with settings and smoothness instead` })


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

