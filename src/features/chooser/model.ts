/**
 * What the build chooser's page and island need, computed once at build time from data/ (the
 * `virtual:chooser` modules), in one language: each candidate build with its price, parts in words, power
 * and cooling facts, the games table, and the chooser's copy. The compatibility rules (rules.ts) run here
 * and in `npm run check`, so the browser gets results, not the rules. The text that needs a formatter
 * (plurals, the cooling sentence) is formatted here; the rest is plain templates (text.ts) the island fills.
 * Pure: no file access.
 */
import type { SiteData } from '../../content/schemas.ts'
import type { PartOf } from '../../content/chooser-schemas.ts'
import { fmt, formatDateIn, SOURCE_LOCALE, type Locale } from '../../i18n/messages.ts'
import chooserMessages from '../../i18n/ns/chooser.ts'
import modelMessages from '../../i18n/ns/chooser-model.ts'
import { chooserBuildsWithParts } from './data-check.ts'
import { checkBuild, powerDrawOf, recommendedPsu, resolveBuild, SLOTS, type Slot } from './rules.ts'
import type { GamesTable, GpuTier, Resolution } from './performance.ts'
import type { ChooserText } from './text.ts'

export interface ModelBuild {
  id: string
  name: string
  goodFor: string
  purposes: string[]
  resolution: Resolution
  /** The product's price when the build is a sample product, else the parts plus the build service. */
  priceAed: number
  /** The build's own page (every build has one: a sample product's, or its own), as an English path. */
  path: string
  cpuBrand: 'amd' | 'intel'
  gpuBrand: 'nvidia' | 'amd' | 'intel'
  tier: GpuTier
  parts: { slot: Slot; label: string; name: string }[]
  /** Estimated draw under load (W), the PSU that needs (W) and the one fitted. */
  power: { drawW: number; neededW: number; psuW: number }
  /** The cooler and case in words, for Dubai heat. */
  cooling: string
}

export interface ChooserModel {
  pricesAsOf: string
  /** `pricesAsOf` in words, in the model's language ("1 September 2025"). */
  pricesAsOfText: string
  buildServiceAed: number
  /** Cheapest first. */
  builds: ModelBuild[]
  games: GamesTable
  /** By game id, for each game with a frame cap: "Elden Ring caps itself at 60 fps". */
  capNotes: Record<string, string>
  /** The chooser's copy in the model's language (data/messages/<locale>/chooser.json). */
  text: ChooserText
}

/** The data files the model is made from (build/postbuild/page-dates.ts dates the chooser page by them). */
export const CHOOSER_DATA_FILES = ['parts', 'builds', 'chooser-builds', 'games'] as const
type ModelData = Pick<SiteData, (typeof CHOOSER_DATA_FILES)[number]>

function partLabel(part: { name: string; kind: string } & Partial<Pick<PartOf<'psu'>, 'rating'>>): string {
  return part.kind === 'psu' ? `${part.name} (${part.rating})` : part.name
}

function coolingText(locale: Locale, cpu: PartOf<'cpu'>, cooler: PartOf<'cooler'>, pcCase: PartOf<'case'>): string {
  const m = modelMessages[locale]
  const kind = fmt(locale, m.cooler, { type: cooler.type, cooler: cooler.name, radiatorMm: cooler.type === 'aio' ? cooler.radiatorMm : 0 })
  return fmt(locale, m.cooling, { cooler: kind, ratedW: cooler.ratedTdpW, cpuW: cpu.maxPowerW, pcCase: pcCase.name })
}

/** The games table as the sentences use it: a review's title, publisher and date, no judgement notes or links. */
function gamesTable(games: ModelData['games']): GamesTable {
  return {
    groups: games.groups,
    performance: games.performance.map((row) => ({
      ...row,
      expectations: Object.fromEntries(
        Object.entries(row.expectations).map(([resolution, { source, ...e }]) => [
          resolution,
          { ...e, source: source.kind === 'review' ? { kind: 'review', title: source.title, publisher: source.publisher, date: source.date } : { kind: 'judgement' } },
        ]),
      ) as GamesTable['performance'][number]['expectations'],
    })),
  }
}

/**
 * The chooser's model in one language, from that language's data (English, or English with the
 * translated fields of data/<locale>/); throws when a build is not compatible (npm run check reports
 * those first, by file and field).
 */
export function chooserModel(data: ModelData, pagePath: (id: string) => string, locale: Locale = SOURCE_LOCALE): ChooserModel {
  const m = modelMessages[locale]
  const products = new Map(data.builds.products.map((p) => [p.id, p]))
  const builds = chooserBuildsWithParts(data).map((b): ModelBuild => {
    const problems = checkBuild(b, data.parts.parts)
    const resolved = resolveBuild(b, data.parts.parts)
    if (problems.length || !resolved.parts) throw new Error(problems.map((p) => p.message).join('\n'))
    const p = resolved.parts
    const product = b.product ? products.get(b.product) : undefined
    const partsPrice = SLOTS.reduce((sum, slot) => sum + p[slot].priceAed, 0)
    const drawW = powerDrawOf(p.cpu, p.gpu)
    return {
      id: b.id,
      name: b.name,
      goodFor: b.goodFor,
      purposes: b.purposes,
      resolution: b.resolution,
      priceAed: product ? product.priceAed : partsPrice + data.parts.buildServiceAed,
      path: pagePath(product ? product.id : b.id),
      cpuBrand: p.cpu.brand,
      gpuBrand: p.gpu.brand,
      tier: p.gpu.tier,
      parts: SLOTS.map((slot) => ({ slot, label: m.slots[slot], name: partLabel(p[slot]) })),
      power: { drawW, neededW: recommendedPsu(drawW), psuW: p.psu.wattage },
      cooling: coolingText(locale, p.cpu, p.cooler, p.case),
    }
  })
  builds.sort((a, b) => a.priceAed - b.priceAed || a.id.localeCompare(b.id))
  const capNotes: Record<string, string> = {}
  for (const game of data.games.groups.flatMap((g) => g.games))
    if (game.fpsCap !== undefined) capNotes[game.id] = fmt(locale, m.capNote, { game: game.name, fps: game.fpsCap })
  return {
    pricesAsOf: data.parts.pricesAsOf,
    pricesAsOfText: formatDateIn(locale, data.parts.pricesAsOf),
    buildServiceAed: data.parts.buildServiceAed,
    builds,
    games: gamesTable(data.games),
    capNotes,
    text: chooserMessages[locale],
  }
}
