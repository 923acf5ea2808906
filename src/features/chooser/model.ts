/**
 * What the build chooser's page and island need, computed once at build time from data/ (the
 * `virtual:chooser` module): each candidate build with its price, parts in words, power and cooling
 * facts, plus the games table. The compatibility rules (rules.ts) run here and in `npm run check`, so
 * the browser gets results, not the rules. Pure: no file access.
 */
import type { GamesData, PartOf, SiteData } from '../../content/schemas.ts'
import { chooserBuildsWithParts } from './data-check.ts'
import { checkBuild, powerDrawOf, recommendedPsu, resolveBuild, SLOTS, type Slot } from './rules.ts'
import type { GpuTier, Resolution } from './performance.ts'

export const SLOT_NAMES: Record<Slot, string> = { cpu: 'Processor', gpu: 'Graphics card', board: 'Motherboard', ram: 'Memory', storage: 'Storage', psu: 'Power supply', case: 'Case', cooler: 'CPU cooler' }

export interface ModelBuild {
  id: string
  name: string
  goodFor: string
  purposes: string[]
  resolution: Resolution
  /** The product's price when the build is a sample product, else the parts plus the build service. */
  priceAed: number
  /** The build's own page (every build has one: a sample product's, or its own). */
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
  buildServiceAed: number
  /** Cheapest first. */
  builds: ModelBuild[]
  games: GamesData
}

/** The data files the model is made from (scripts/lib/page-dates.ts dates the chooser page by them). */
export const CHOOSER_DATA_FILES = ['parts', 'builds', 'chooser-builds', 'games'] as const
type ModelData = Pick<SiteData, (typeof CHOOSER_DATA_FILES)[number]>

function partLabel(part: { name: string; kind: string } & Partial<Pick<PartOf<'psu'>, 'rating'>>): string {
  return part.kind === 'psu' ? `${part.name} (${part.rating})` : part.name
}

function coolingText(cpu: PartOf<'cpu'>, cooler: PartOf<'cooler'>, pcCase: PartOf<'case'>): string {
  const kind = cooler.type === 'aio' ? `${cooler.radiatorMm} mm liquid cooler` : 'tower air cooler'
  return `${cooler.name} ${kind}, rated for ${cooler.ratedTdpW} W against the ${cpu.maxPowerW} W the CPU can draw, in the ${pcCase.name}`
}

/** The chooser's model; throws when a build is not compatible (npm run check reports those first, by file and field). */
export function chooserModel(data: ModelData, pagePath: (id: string) => string): ChooserModel {
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
      parts: SLOTS.map((slot) => ({ slot, label: SLOT_NAMES[slot], name: partLabel(p[slot]) })),
      power: { drawW, neededW: recommendedPsu(drawW), psuW: p.psu.wattage },
      cooling: coolingText(p.cpu, p.cooler, p.case),
    }
  })
  builds.sort((a, b) => a.priceAed - b.priceAed || a.id.localeCompare(b.id))
  return { pricesAsOf: data.parts.pricesAsOf, buildServiceAed: data.parts.buildServiceAed, builds, games: data.games }
}
