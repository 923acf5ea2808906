/**
 * The build chooser's compatibility and power rules, written once. Pure functions over the
 * parts of data/parts.json: the chooser page, `npm run check` (for every sample product and chooser
 * build) and the unit tests all call these. No React, no zod, no file access.
 */
import type { BuildParts, Part, PartKind, PartOf } from '../../content/chooser-schemas.ts'

/**
 * Everything but the CPU and the graphics card under a gaming or rendering load: a motherboard
 * draws about 25-50 W, a DDR5 kit about 10 W, an NVMe SSD up to 8 W, fans, a pump and USB devices
 * 10-25 W. 75 W covers a typical build of this shop (it is the allowance PSU calculators such as
 * OuterVision's and be quiet!'s add for a board, RAM, one SSD and a few fans). Builder's judgement.
 */
export const REST_OF_SYSTEM_W = 75

/**
 * Recommended PSU = estimated draw x 1.3, rounded up to the next 50 W. The 30 % margin: graphics
 * cards spike above their board power for milliseconds, a PSU is quietest and most efficient at
 * 50-80 % load, and a PSU in a hot Dubai room runs warmer than its rated 25-40 C. Builder's judgement,
 * in line with the makers' own advice (NVIDIA asks for a 1,000 W PSU for an RTX 5090 system; this rule
 * gives 1,100 W with a Ryzen 7 9800X3D). Sizes are sold in 50 W steps.
 */
export const PSU_HEADROOM = 1.3
export const PSU_STEP_W = 50

/**
 * Chipsets by socket, from AMD's and Intel's platform pages: AM5 (Ryzen 7000/9000), LGA1700 (Intel
 * 12th-14th gen Core), LGA1851 (Core Ultra 200S). A board whose chipset is not its socket's is a typo.
 */
export const CHIPSETS_BY_SOCKET: Readonly<Record<PartOf<'cpu'>['socket'], readonly string[]>> = {
  AM5: ['A620', 'B650', 'B650E', 'X670', 'X670E', 'B840', 'B850', 'X870', 'X870E'],
  LGA1700: ['H610', 'B660', 'H670', 'Z690', 'B760', 'H770', 'Z790'],
  LGA1851: ['H810', 'B860', 'Z890'],
}

/** The part slots of a build, in the order the chooser lists them. */
export const SLOTS = ['cpu', 'gpu', 'board', 'ram', 'storage', 'psu', 'case', 'cooler'] as const satisfies readonly PartKind[]
export type Slot = (typeof SLOTS)[number]

const SLOT_LABEL: Record<Slot, string> = { cpu: 'CPU', gpu: 'GPU', board: 'board', ram: 'memory kit', storage: 'SSD', psu: 'PSU', case: 'case', cooler: 'cooler' }

/** A build as the rules see it: a name for the messages and one part id per slot. */
export interface BuildInput {
  name: string
  parts: BuildParts
}

export type RuleId =
  | 'unknown-part'
  | 'wrong-kind'
  | 'socket'
  | 'chipset'
  | 'cpu-memory'
  | 'memory-type'
  | 'memory-slots'
  | 'form-factor'
  | 'gpu-length'
  | 'cooler-socket'
  | 'cooler-height'
  | 'radiator'
  | 'cooler-tdp'
  | 'psu'

export interface Problem {
  rule: RuleId
  /** The slots of the parts that do not fit together. */
  slots: Slot[]
  /** Starts with the build's name: "Falcon Strike: the GPU ... does not fit the case ...". */
  message: string
}

/** The resolved parts of a build, one per slot, each of its kind. */
export type BuildPartsResolved = { [S in Slot]: PartOf<S> }

export type PartsLookup = readonly Part[] | ReadonlyMap<string, Part>

const indexes = new WeakMap<readonly Part[], ReadonlyMap<string, Part>>()
/** Parts by id (cached per list). */
export function indexParts(parts: PartsLookup): ReadonlyMap<string, Part> {
  if (!Array.isArray(parts)) return parts as ReadonlyMap<string, Part>
  const list = parts as readonly Part[]
  let index = indexes.get(list)
  if (!index) indexes.set(list, (index = new Map(list.map((p) => [p.id, p]))))
  return index
}

/** The build's parts, or the problems of ids that are unknown or name a part of another kind. */
export function resolveBuild(build: BuildInput, parts: PartsLookup): { parts: BuildPartsResolved; problems: [] } | { parts: null; problems: Problem[] } {
  const index = indexParts(parts)
  const problems: Problem[] = []
  const resolved: Partial<Record<Slot, Part>> = {}
  for (const slot of SLOTS) {
    const id = build.parts[slot]
    const part = index.get(id)
    if (!part) problems.push({ rule: 'unknown-part', slots: [slot], message: `${build.name}: the ${SLOT_LABEL[slot]} "${id}" is not a part in data/parts.json` })
    else if (part.kind !== slot)
      problems.push({ rule: 'wrong-kind', slots: [slot], message: `${build.name}: "${id}" (${part.name}) is a ${part.kind}, not a ${slot}` })
    else resolved[slot] = part
  }
  return problems.length ? { parts: null, problems } : { parts: resolved as BuildPartsResolved, problems: [] }
}

function resolvedOrThrow(build: BuildInput, parts: PartsLookup): BuildPartsResolved {
  const r = resolveBuild(build, parts)
  if (!r.parts) throw new Error(r.problems.map((p) => p.message).join('\n'))
  return r.parts
}

/** Estimated system draw under load (W): the CPU's maximum package power + the GPU's board power + REST_OF_SYSTEM_W. */
export function powerDrawOf(cpu: Pick<PartOf<'cpu'>, 'maxPowerW'>, gpu: Pick<PartOf<'gpu'>, 'boardPowerW'>): number {
  return cpu.maxPowerW + gpu.boardPowerW + REST_OF_SYSTEM_W
}

/** Estimated system draw of a build (W). Throws on an unknown part id (check the build first). */
export function powerDraw(build: BuildInput, parts: PartsLookup): number {
  const { cpu, gpu } = resolvedOrThrow(build, parts)
  return powerDrawOf(cpu, gpu)
}

/** The PSU wattage a draw needs: draw x PSU_HEADROOM, rounded up to the next PSU_STEP_W (a multiple stays). */
export function recommendedPsu(drawW: number): number {
  // Rounded to a thousandth first, so that float noise (500 x 1.3 = 650.0000000000001) does not add a step.
  const needed = Math.round(drawW * PSU_HEADROOM * 1000) / 1000
  return Math.ceil(needed / PSU_STEP_W) * PSU_STEP_W
}

/** The sum of the parts' prices (AED), without assembly. Throws on an unknown part id. */
export function buildPrice(build: BuildInput, parts: PartsLookup): number {
  const resolved = resolvedOrThrow(build, parts)
  return SLOTS.reduce((sum, slot) => sum + resolved[slot].priceAed, 0)
}

const mm = (n: number) => `${n} mm`

/** Every way the build's parts do not fit together; [] when the build is compatible. */
export function checkBuild(build: BuildInput, parts: PartsLookup): Problem[] {
  const r = resolveBuild(build, parts)
  if (!r.parts) return r.problems
  const { cpu, gpu, board, ram, psu, case: pcCase, cooler } = r.parts
  const problems: Problem[] = []
  const fail = (rule: RuleId, slots: Slot[], text: string) => problems.push({ rule, slots, message: `${build.name}: ${text}` })

  if (cpu.socket !== board.socket) fail('socket', ['cpu', 'board'], `the CPU ${cpu.name} (${cpu.socket}) does not fit the board ${board.name} (${board.socket})`)
  if (!CHIPSETS_BY_SOCKET[board.socket].includes(board.chipset))
    fail('chipset', ['board'], `the board ${board.name} has a ${board.chipset} chipset, which is not an ${board.socket} chipset (${CHIPSETS_BY_SOCKET[board.socket].join(', ')})`)
  if (!cpu.memoryTypes.includes(ram.memoryType))
    fail('cpu-memory', ['cpu', 'ram'], `the CPU ${cpu.name} takes ${cpu.memoryTypes.join(' or ')}, not the ${ram.memoryType} of the memory kit ${ram.name}`)
  if (ram.memoryType !== board.memoryType)
    fail('memory-type', ['ram', 'board'], `the memory kit ${ram.name} is ${ram.memoryType}, but the board ${board.name} takes ${board.memoryType}`)
  if (ram.modules > board.memorySlots)
    fail('memory-slots', ['ram', 'board'], `the memory kit ${ram.name} has ${ram.modules} modules, but the board ${board.name} has ${board.memorySlots} slots`)
  if (!pcCase.formFactors.includes(board.formFactor))
    fail('form-factor', ['board', 'case'], `the ${board.formFactor} board ${board.name} does not fit the case ${pcCase.name} (${pcCase.formFactors.join(', ')})`)
  if (gpu.lengthMm > pcCase.maxGpuLengthMm)
    fail('gpu-length', ['gpu', 'case'], `the GPU ${gpu.name} (${mm(gpu.lengthMm)}) does not fit the case ${pcCase.name} (max ${mm(pcCase.maxGpuLengthMm)})`)
  if (!cooler.sockets.includes(cpu.socket))
    fail('cooler-socket', ['cooler', 'cpu'], `the cooler ${cooler.name} has no mounting for ${cpu.socket} (${cooler.sockets.join(', ')})`)
  if (cooler.type === 'air' && cooler.heightMm > pcCase.maxCoolerHeightMm)
    fail('cooler-height', ['cooler', 'case'], `the cooler ${cooler.name} (${mm(cooler.heightMm)} tall) does not fit the case ${pcCase.name} (max ${mm(pcCase.maxCoolerHeightMm)})`)
  if (cooler.type === 'aio' && !pcCase.radiatorSizesMm.includes(cooler.radiatorMm))
    fail(
      'radiator',
      ['cooler', 'case'],
      `the ${mm(cooler.radiatorMm)} radiator of ${cooler.name} does not fit the case ${pcCase.name} (${pcCase.radiatorSizesMm.length ? `radiators: ${pcCase.radiatorSizesMm.map(mm).join(', ')}` : 'no radiator mounts'})`,
    )
  if (cooler.ratedTdpW < cpu.maxPowerW)
    fail('cooler-tdp', ['cooler', 'cpu'], `the cooler ${cooler.name} is rated for ${cooler.ratedTdpW} W, but the CPU ${cpu.name} draws up to ${cpu.maxPowerW} W`)
  const draw = powerDrawOf(cpu, gpu)
  const needed = recommendedPsu(draw)
  if (psu.wattage < needed)
    fail('psu', ['psu'], `the PSU ${psu.name} (${psu.wattage} W) is too small: the build draws about ${draw} W, which needs ${needed} W (x ${PSU_HEADROOM}, next ${PSU_STEP_W} W)`)
  return problems
}
