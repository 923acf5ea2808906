/**
 * What `npm run check` (and the build) checks across the chooser's data files, once each file has
 * passed its schema: every build's part ids exist and fit together by the rules of rules.ts, the
 * sample products' parts match their specs text, chooser builds name real products and purposes.
 * Problems are `file: field: message` lines, like every content problem. Pure: no file access.
 */
import type { SiteData } from '../../content/schemas.ts'
import { checkBuild, resolveBuild, type BuildInput } from './rules.ts'

type ChooserData = Pick<SiteData, 'parts' | 'builds' | 'chooser-builds' | 'quote'>

const PARTS = 'data/parts.json'
const BUILDS = 'data/builds.json'
const CHOOSER = 'data/chooser-builds.json'

/** The field a problem points at: the one part slot at fault, else the build's parts. */
const fieldOf = (base: string, slots: readonly string[]) => (slots.length === 1 ? `${base}.parts.${slots[0]}` : `${base}.parts`)

function buildProblems(file: string, base: string, build: BuildInput, data: ChooserData): string[] {
  return checkBuild(build, data.parts.parts).map((p) => `${file}: ${fieldOf(base, p.slots)}: ${p.message}`)
}

/** "2 TB" for 2000 GB, "500 GB" below a terabyte (how specs are written). */
function capacityLabel(gb: number): string {
  return gb >= 1000 && gb % 1000 === 0 ? `${gb / 1000} TB` : `${gb} GB`
}

/** A product's specs text must name its parts: the CPU's and GPU's names, the kit's size and type, the SSD's size. */
function specsProblems(product: SiteData['builds']['products'][number], data: ChooserData): string[] {
  if (!product.parts) return []
  const r = resolveBuild({ name: product.name, parts: product.parts }, data.parts.parts)
  if (!r.parts) return []
  const { cpu, gpu, ram, storage } = r.parts
  const problems: string[] = []
  const where = `${BUILDS}: products.${product.id}`
  const names = (spec: string, what: string) => spec.toLowerCase().includes(what.toLowerCase())
  if (!names(product.specs.cpu, cpu.name)) problems.push(`${where}.specs.cpu: "${product.specs.cpu}" does not name its part ${cpu.id} (${cpu.name})`)
  if (!names(product.specs.gpu, gpu.name)) problems.push(`${where}.specs.gpu: "${product.specs.gpu}" does not name its part ${gpu.id} (${gpu.name})`)
  if (!names(product.specs.ram, `${ram.capacityGb} GB`) || !names(product.specs.ram, ram.memoryType))
    problems.push(`${where}.specs.ram: "${product.specs.ram}" does not say ${ram.capacityGb} GB ${ram.memoryType}, the kit ${ram.id} (${ram.name})`)
  if (!names(product.specs.storage, capacityLabel(storage.capacityGb)))
    problems.push(`${where}.specs.storage: "${product.specs.storage}" does not say ${capacityLabel(storage.capacityGb)}, the SSD ${storage.id} (${storage.name})`)
  return problems
}

/** Every problem of the chooser's data across files; [] when all is well. */
export function chooserDataProblems(data: ChooserData): string[] {
  const problems: string[] = []
  const products = new Map(data.builds.products.map((p) => [p.id, p]))
  for (const product of data.builds.products) {
    if (!product.parts) continue
    problems.push(...buildProblems(BUILDS, `products.${product.id}`, { name: product.name, parts: product.parts }, data))
    problems.push(...specsProblems(product, data))
  }
  const purposes = new Set(data.quote.purposes.map((p) => p.value))
  for (const build of data['chooser-builds']) {
    for (const purpose of build.purposes)
      if (!purposes.has(purpose)) problems.push(`${CHOOSER}: ${build.id}.purposes: "${purpose}" is not a purpose of data/quote.json (${[...purposes].join(', ')})`)
    if (build.product !== undefined) {
      const product = products.get(build.product)
      if (!product) problems.push(`${CHOOSER}: ${build.id}.product: no product "${build.product}" in ${BUILDS}`)
      else if (!product.parts) problems.push(`${CHOOSER}: ${build.id}.product: the product "${build.product}" in ${BUILDS} has no parts; add them there`)
      // A product's own compatibility is reported once, under data/builds.json.
      continue
    }
    if (build.parts) problems.push(...buildProblems(CHOOSER, build.id, { name: build.name, parts: build.parts }, data))
  }
  return problems
}

/** The chooser's builds with their parts: a build that names a product takes the product's parts. */
export function chooserBuildsWithParts(data: Pick<SiteData, 'builds' | 'chooser-builds'>): (SiteData['chooser-builds'][number] & BuildInput)[] {
  return data['chooser-builds'].flatMap((b) => {
    const parts = b.parts ?? data.builds.products.find((p) => p.id === b.product)?.parts
    return parts ? [{ ...b, parts }] : []
  })
}

const DAY_MS = 86_400_000

/**
 * A warning when the prices are older than data/parts.json's priceMaxAgeDays on `today` (YYYY-MM-DD),
 * else null. Only a warning: the calendar alone never blocks a deploy.
 */
export function stalePriceWarning(parts: Pick<SiteData['parts'], 'pricesAsOf' | 'priceMaxAgeDays'>, today: string): string | null {
  const age = Math.floor((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${parts.pricesAsOf}T00:00:00Z`)) / DAY_MS)
  if (!(age > parts.priceMaxAgeDays)) return null
  return `${PARTS}: pricesAsOf: the prices are from ${parts.pricesAsOf}, ${age} days ago (priceMaxAgeDays is ${parts.priceMaxAgeDays}); check them and update pricesAsOf`
}
