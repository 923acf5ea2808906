/**
 * The build chooser's compatibility and power rules (src/features/chooser/rules.ts): each
 * rule passes on a good build and fails on a planted bad one, and the PSU arithmetic.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { partsSchema, type BuildParts, type Part } from '../../../src/content/chooser-schemas.ts'
import {
  buildPrice,
  checkBuild,
  powerDraw,
  PSU_HEADROOM,
  PSU_STEP_W,
  recommendedPsu,
  REST_OF_SYSTEM_W,
  type BuildInput,
  type RuleId,
} from '../../../src/features/chooser/rules.ts'

const ROOT = path.resolve(import.meta.dirname, '../../..')
const shipped = partsSchema.parse(JSON.parse(fs.readFileSync(path.join(ROOT, 'data/parts.json'), 'utf8'))).parts
const byId = (id: string) => {
  const p = shipped.find((x) => x.id === id)
  if (!p) throw new Error(`no part ${id} in data/parts.json`)
  return p
}
/** A copy of a shipped part with other facts, under a new id (a planted part the data does not have). */
function planted<P extends Part>(id: string, from: P, facts: Partial<P>): P {
  return { ...from, ...facts, id }
}

const STRIKE: BuildParts = {
  cpu: 'ryzen-7-7700',
  gpu: 'rtx-5070',
  board: 'msi-b650-gaming-plus-wifi',
  ram: 'corsair-vengeance-32gb-ddr5-6000-cl30',
  storage: 'wd-black-sn850x-2tb',
  psu: 'corsair-rm750e',
  case: 'corsair-4000d-airflow',
  cooler: 'deepcool-ak620',
}
const INTEL: BuildParts = {
  cpu: 'core-i5-14400f',
  gpu: 'rtx-5060-ti-16gb',
  board: 'msi-pro-b760m-a-wifi',
  ram: 'corsair-vengeance-32gb-ddr5-6000-cl30',
  storage: 'crucial-p3-plus-1tb',
  psu: 'msi-mag-a650bn',
  case: 'montech-air-100-argb',
  cooler: 'deepcool-ak400',
}
const TITAN: BuildParts = {
  cpu: 'ryzen-7-9800x3d',
  gpu: 'rtx-5090',
  board: 'msi-mag-x870-tomahawk-wifi',
  ram: 'gskill-trident-z5-neo-64gb-ddr5-6000-cl30',
  storage: 'samsung-990-pro-4tb',
  psu: 'corsair-hx1200i',
  case: 'lian-li-o11-dynamic-evo',
  cooler: 'arctic-liquid-freezer-iii-pro-360',
}
const build = (name: string, base: BuildParts, changes: Partial<BuildParts> = {}): BuildInput => ({ name, parts: { ...base, ...changes } })
const rules = (b: BuildInput, parts: readonly Part[] = shipped): RuleId[] => checkBuild(b, parts).map((p) => p.rule)

describe('checkBuild on good builds', () => {
  for (const [name, parts] of [
    ['an AMD build', STRIKE],
    ['an Intel build', INTEL],
    ['a flagship build', TITAN],
  ] as const)
    it(`passes ${name}`, () => expect(checkBuild(build('Good', parts), shipped)).toEqual([]))
})

describe('each rule fails on a planted bad build', () => {
  it('socket: an Intel CPU on an AM5 board', () => {
    const problems = checkBuild(build('Falcon Mixup', STRIKE, { cpu: 'core-i5-14400f' }), shipped)
    expect(problems).toEqual([
      {
        rule: 'socket',
        slots: ['cpu', 'board'],
        message: 'Falcon Mixup: the CPU Intel Core i5-14400F (LGA1700) does not fit the board MSI B650 Gaming Plus WiFi (AM5)',
      },
    ])
  })

  it('chipset: a board whose chipset belongs to another socket', () => {
    const board = planted('bad-board', byId('msi-b650-gaming-plus-wifi') as Extract<Part, { kind: 'board' }>, { chipset: 'B760' })
    const problems = checkBuild(build('Falcon Typo', STRIKE, { board: 'bad-board' }), [...shipped, board])
    expect(problems.map((p) => p.rule)).toEqual(['chipset'])
    expect(problems[0]!.message).toMatch(/^Falcon Typo: the board MSI B650 Gaming Plus WiFi has a B760 chipset, which is not an AM5 chipset \(A620, B650/)
  })

  it('cpu-memory: DDR4 on a CPU that only takes DDR5 (even on a board that says DDR4)', () => {
    const board = planted('ddr4-am5', byId('msi-b650-gaming-plus-wifi') as Extract<Part, { kind: 'board' }>, { memoryType: 'DDR4' })
    const b = build('Falcon Old RAM', STRIKE, { board: 'ddr4-am5', ram: 'corsair-vengeance-lpx-32gb-ddr4-3200' })
    expect(rules(b, [...shipped, board])).toEqual(['cpu-memory'])
    expect(rules(build('Good', STRIKE), [...shipped, board])).toEqual([])
  })

  it('memory-type: a DDR4 kit on a DDR5 board', () => {
    const problems = checkBuild(build('Falcon Ranger', INTEL, { ram: 'corsair-vengeance-lpx-32gb-ddr4-3200' }), shipped)
    expect(problems.map((p) => p.rule)).toEqual(['memory-type'])
    expect(problems[0]!.message).toBe('Falcon Ranger: the memory kit Corsair Vengeance LPX 32 GB (2 x 16 GB) DDR4-3200 is DDR4, but the board MSI PRO B760M-A WiFi takes DDR5')
  })

  it('memory-slots: a four-module kit on a two-slot board', () => {
    const ram = planted('four-sticks', byId('corsair-vengeance-lpx-32gb-ddr4-3200') as Extract<Part, { kind: 'ram' }>, { modules: 4, capacityGb: 64 })
    const starter = build('Falcon Starter', INTEL, { board: 'msi-pro-b760m-e-ddr4', ram: 'four-sticks' })
    const problems = checkBuild(starter, [...shipped, ram])
    expect(problems.map((p) => p.rule)).toEqual(['memory-slots'])
    expect(problems[0]!.message).toContain('has 4 modules, but the board MSI PRO B760M-E DDR4 has 2 slots')
    expect(rules(build('Falcon Starter', INTEL, { board: 'msi-pro-b760m-e-ddr4', ram: 'corsair-vengeance-lpx-32gb-ddr4-3200' }))).toEqual([])
  })

  it('form-factor: an ATX board in a micro-ATX case', () => {
    const problems = checkBuild(build('Falcon Squeeze', STRIKE, { case: 'montech-air-100-argb' }), shipped)
    expect(problems).toEqual([
      {
        rule: 'form-factor',
        slots: ['board', 'case'],
        message: 'Falcon Squeeze: the ATX board MSI B650 Gaming Plus WiFi does not fit the case Montech AIR 100 ARGB (mATX, Mini-ITX)',
      },
    ])
  })

  it('gpu-length: a 357 mm RTX 5090 in a case that takes 355 mm', () => {
    const problems = checkBuild(build('Falcon Titan', TITAN, { case: 'fractal-design-north' }), shipped)
    expect(problems).toEqual([
      {
        rule: 'gpu-length',
        slots: ['gpu', 'case'],
        message: 'Falcon Titan: the GPU NVIDIA GeForce RTX 5090 32 GB (357 mm) does not fit the case Fractal Design North (max 355 mm)',
      },
    ])
  })

  it('gpu-length: a card exactly as long as the case allows fits', () => {
    const pcCase = planted('tight-case', byId('corsair-4000d-airflow') as Extract<Part, { kind: 'case' }>, { maxGpuLengthMm: 300 })
    expect(rules(build('Tight', STRIKE, { case: 'tight-case' }), [...shipped, pcCase])).toEqual([])
    const tighter = planted('tighter-case', pcCase, { maxGpuLengthMm: 299 })
    expect(rules(build('Tighter', STRIKE, { case: 'tighter-case' }), [...shipped, tighter])).toEqual(['gpu-length'])
  })

  it('cooler-height: a tower cooler taller than the case allows', () => {
    const pcCase = planted('low-case', byId('montech-air-100-argb') as Extract<Part, { kind: 'case' }>, { maxCoolerHeightMm: 150 })
    const problems = checkBuild(build('Falcon Low', INTEL, { case: 'low-case' }), [...shipped, pcCase])
    expect(problems.map((p) => p.rule)).toEqual(['cooler-height'])
    expect(problems[0]!.message).toBe('Falcon Low: the cooler DeepCool AK400 (155 mm tall) does not fit the case Montech AIR 100 ARGB (max 150 mm)')
  })

  it('radiator: a 360 mm liquid cooler in a case that takes 240 mm radiators', () => {
    const problems = checkBuild(build('Falcon Small', INTEL, { cooler: 'arctic-liquid-freezer-iii-pro-360' }), shipped)
    expect(problems.map((p) => p.rule)).toEqual(['radiator'])
    expect(problems[0]!.message).toBe('Falcon Small: the 360 mm radiator of ARCTIC Liquid Freezer III Pro 360 does not fit the case Montech AIR 100 ARGB (radiators: 120 mm, 240 mm)')
    expect(rules(build('Falcon Small', INTEL, { cooler: 'arctic-liquid-freezer-iii-pro-240' }))).toEqual([])
  })

  it('cooler-socket: a cooler without a mount for the CPU', () => {
    const cooler = planted('intel-only', byId('deepcool-ak620') as Extract<Part, { kind: 'cooler' }>, { sockets: ['LGA1700', 'LGA1851'] })
    expect(rules(build('Falcon Mount', STRIKE, { cooler: 'intel-only' }), [...shipped, cooler])).toEqual(['cooler-socket'])
  })

  it("cooler-tdp: a cooler rated below the CPU's maximum package power", () => {
    const raptor = build('Falcon Raptor', { ...STRIKE, cpu: 'core-i7-14700k', board: 'msi-mag-z790-tomahawk-wifi', psu: 'msi-mag-a850gl' }, { cooler: 'deepcool-ak400' })
    const problems = checkBuild(raptor, shipped)
    expect(problems).toEqual([
      { rule: 'cooler-tdp', slots: ['cooler', 'cpu'], message: 'Falcon Raptor: the cooler DeepCool AK400 is rated for 220 W, but the CPU Intel Core i7-14700K draws up to 253 W' },
    ])
    expect(rules({ ...raptor, parts: { ...raptor.parts, cooler: 'arctic-liquid-freezer-iii-pro-360' } })).toEqual([])
  })

  it('psu: a 1000 W PSU for a build that needs 1100 W', () => {
    const problems = checkBuild(build('Falcon Titan', TITAN, { psu: 'corsair-rm1000x' }), shipped)
    expect(problems).toEqual([
      {
        rule: 'psu',
        slots: ['psu'],
        message: 'Falcon Titan: the PSU Corsair RM1000x 1000 W (1000 W) is too small: the build draws about 812 W, which needs 1100 W (x 1.3, next 50 W)',
      },
    ])
  })

  it('psu: a PSU exactly at the recommended wattage passes', () => {
    // Core Ultra 7 265K (250 W) + RTX 5070 Ti (300 W) + 75 W = 625 W; x 1.3 = 812.5 → 850 W.
    const ultra = build('Falcon Ultra', { ...STRIKE, cpu: 'core-ultra-7-265k', board: 'asus-tuf-gaming-z890-plus-wifi', gpu: 'rtx-5070-ti', cooler: 'arctic-liquid-freezer-iii-pro-360' }, { psu: 'msi-mag-a850gl' })
    expect(recommendedPsu(powerDraw(ultra, shipped))).toBe(850)
    expect(checkBuild(ultra, shipped)).toEqual([])
    expect(rules({ ...ultra, parts: { ...ultra.parts, psu: 'corsair-rm750e' } })).toEqual(['psu'])
  })

  it('unknown-part and wrong-kind: ids that are not parts, or parts of another kind', () => {
    const problems = checkBuild(build('Falcon Ghost', STRIKE, { gpu: 'rtx-5095', case: 'ryzen-7-7700' }), shipped)
    expect(problems).toEqual([
      { rule: 'unknown-part', slots: ['gpu'], message: 'Falcon Ghost: the GPU "rtx-5095" is not a part in data/parts.json' },
      { rule: 'wrong-kind', slots: ['case'], message: 'Falcon Ghost: "ryzen-7-7700" (AMD Ryzen 7 7700) is a cpu, not a case' },
    ])
    expect(() => powerDraw(build('Falcon Ghost', STRIKE, { gpu: 'rtx-5095' }), shipped)).toThrow(/"rtx-5095" is not a part/)
    expect(() => buildPrice(build('Falcon Ghost', STRIKE, { gpu: 'rtx-5095' }), shipped)).toThrow(/"rtx-5095" is not a part/)
  })

  it('reports every broken rule of a build at once', () => {
    const b = build('Falcon Chaos', TITAN, { cpu: 'core-i7-14700k', case: 'montech-air-100-argb', psu: 'msi-mag-a550bn' })
    expect(rules(b).sort()).toEqual(['form-factor', 'gpu-length', 'psu', 'radiator', 'socket'])
  })
})

describe('power and price', () => {
  it("powerDraw: the CPU's maximum package power + the GPU's board power + the rest of the system", () => {
    expect(REST_OF_SYSTEM_W).toBe(75)
    expect(powerDraw(build('Strike', STRIKE), shipped)).toBe(88 + 250 + REST_OF_SYSTEM_W)
    expect(powerDraw(build('Titan', TITAN), shipped)).toBe(162 + 575 + REST_OF_SYSTEM_W)
  })

  it('recommendedPsu: draw x 1.3, rounded up to the next 50 W', () => {
    expect(PSU_HEADROOM).toBe(1.3)
    expect(PSU_STEP_W).toBe(50)
    expect(recommendedPsu(413)).toBe(550) // 536.9
    expect(recommendedPsu(308)).toBe(450) // 400.4: just over a step rounds up
    expect(recommendedPsu(500)).toBe(650) // exactly 650 stays 650 (500 x 1.3 is 650.0000000000001 in floating point)
    expect(recommendedPsu(625)).toBe(850) // 812.5
    expect(recommendedPsu(812)).toBe(1100) // 1055.6
    expect(recommendedPsu(0)).toBe(0)
  })

  it('recommendedPsu: always a multiple of 50 W, enough, and never a whole step more than needed', () => {
    for (let draw = 1; draw <= 2000; draw++) {
      const psu = recommendedPsu(draw)
      const needed = (draw * 13) / 10
      expect(psu % PSU_STEP_W).toBe(0)
      expect(psu).toBeGreaterThanOrEqual(needed - 1e-9)
      expect(psu - PSU_STEP_W).toBeLessThan(needed - 1e-9)
    }
  })

  it('buildPrice: the sum of the parts (AED)', () => {
    const ids = Object.values(STRIKE)
    expect(buildPrice(build('Strike', STRIKE), shipped)).toBe(ids.reduce((sum, id) => sum + byId(id).priceAed, 0))
  })

  it('accepts parts as a list or a map by id', () => {
    const map = new Map(shipped.map((p) => [p.id, p]))
    expect(powerDraw(build('Strike', STRIKE), map)).toBe(powerDraw(build('Strike', STRIKE), shipped))
    expect(checkBuild(build('Falcon Titan', TITAN, { psu: 'corsair-rm1000x' }), map).map((p) => p.rule)).toEqual(['psu'])
  })
})
