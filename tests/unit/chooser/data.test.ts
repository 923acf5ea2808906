/**
 * The chooser's data files: data/parts.json, data/games.json, data/chooser-builds.json and
 * the parts of data/builds.json's products. Every shipped build passes the rules; `npm run check`
 * (checkContent) fails on an unknown part id or an incompatible build, naming the file and the build,
 * and only warns when the prices are old.
 */
import fs from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadContent, loadData } from '../../../build/content/load.ts'
import { checkContent } from '../../../build/content/check.ts'
import { chooserBuildsWithParts, stalePriceWarning } from '../../../src/features/chooser/data-check.ts'
import { buildPrice, checkBuild, SLOTS } from '../../../src/features/chooser/rules.ts'
import { describeExpectation, expectationFor } from '../../../src/features/chooser/performance.ts'
import chooserMessages from '../../../src/i18n/ns/chooser.ts'
import { gpuTiers, resolutions } from '../../../src/content/chooser-schemas.ts'
import { fixtureProject, problemsOf, ROOT } from '../content/helpers.ts'

const data = loadData(ROOT)
const words = chooserMessages.en.performance
const json = (file: string) => JSON.parse(fs.readFileSync(path.join(ROOT, 'data', file), 'utf8'))
const quiet = { warn: () => {} }
/** The problems of checkContent on a copy of data/ with one file changed, about the chooser's files only (the copy has no posts). */
const chooserProblems = (file: string, value: unknown) => {
  const dir = fixtureProject({}, { [file]: JSON.stringify(value) })
  return problemsOf(() => checkContent(dir, quiet)).filter((p) => /^data\/(builds|chooser-builds|parts|games)\.json: /.test(p))
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('the shipped builds', () => {
  it('every sample product of data/builds.json has parts', () => {
    expect(data.builds.products.filter((p) => !p.parts).map((p) => p.id)).toEqual([])
  })

  for (const product of data.builds.products)
    it(`product ${product.id} passes every rule`, () => {
      expect(checkBuild({ name: product.name, parts: product.parts! }, data.parts.parts)).toEqual([])
    })

  for (const b of chooserBuildsWithParts(data))
    it(`chooser build ${b.id} passes every rule`, () => {
      expect(checkBuild(b, data.parts.parts)).toEqual([])
    })

  it('the chooser has 8-13 builds from about 2,000 to about 20,000 AED, at least one in every budget band of data/quote.json', () => {
    const builds = chooserBuildsWithParts(data)
    expect(builds).toHaveLength(data['chooser-builds'].length)
    expect(builds.length).toBeGreaterThanOrEqual(8)
    expect(builds.length).toBeLessThanOrEqual(13)
    const prices = builds.map((b) => buildPrice(b, data.parts.parts))
    expect(Math.min(...prices)).toBeGreaterThanOrEqual(1800)
    expect(Math.max(...prices)).toBeLessThanOrEqual(20_000)
    for (const band of data.quote.budgetRanges) {
      const [low, high] = band.value.split('-').map((n) => (n === 'plus' ? Infinity : Number(n))) as [number, number]
      expect(prices.some((p) => p >= low && p < high), band.value).toBe(true)
    }
  })

  it('npm run check passes on the shipped data', () => {
    expect(() => checkContent(ROOT, quiet)).not.toThrow()
  })
})

describe('npm run check fails on a bad build, naming the file and the build', () => {
  it('an unknown part id in a chooser build', () => {
    const builds = json('chooser-builds.json')
    builds.find((b: { id: string }) => b.id === 'falcon-titan').parts.gpu = 'rtx-5095'
    expect(chooserProblems('chooser-builds.json', builds)).toEqual([
      'data/chooser-builds.json: falcon-titan.parts.gpu: Falcon Titan: the GPU "rtx-5095" is not a part in data/parts.json',
    ])
  })

  it('an unknown part id in a sample product', () => {
    const builds = json('builds.json')
    builds.products.find((p: { id: string }) => p.id === 'falcon-scout').parts.psu = 'psu-9000'
    expect(chooserProblems('builds.json', builds)).toEqual([
      'data/builds.json: products.falcon-scout.parts.psu: Falcon Scout 1080p Gaming PC: the PSU "psu-9000" is not a part in data/parts.json',
    ])
  })

  it('an incompatible sample product', () => {
    const builds = json('builds.json')
    builds.products.find((p: { id: string }) => p.id === 'falcon-strike').parts.case = 'montech-air-100-argb'
    expect(chooserProblems('builds.json', builds)).toEqual([
      'data/builds.json: products.falcon-strike.parts: Falcon Strike 1440p Gaming PC: the ATX board MSI B650 Gaming Plus WiFi does not fit the case Montech AIR 100 ARGB (mATX, Mini-ITX)',
    ])
  })

  it('an incompatible chooser build', () => {
    const builds = json('chooser-builds.json')
    builds.find((b: { id: string }) => b.id === 'falcon-titan').parts.psu = 'corsair-rm1000x'
    expect(chooserProblems('chooser-builds.json', builds)).toEqual([
      'data/chooser-builds.json: falcon-titan.parts.psu: Falcon Titan: the PSU Corsair RM1000x 1000 W (1000 W) is too small: the build draws about 812 W, which needs 1100 W (x 1.3, next 50 W)',
    ])
  })

  it('a product whose specs text no longer names its parts', () => {
    const builds = json('builds.json')
    builds.products.find((p: { id: string }) => p.id === 'falcon-scout').specs.gpu = 'NVIDIA GeForce RTX 5060 Ti 8 GB'
    expect(chooserProblems('builds.json', builds)).toEqual([
      'data/builds.json: products.falcon-scout.specs.gpu: "NVIDIA GeForce RTX 5060 Ti 8 GB" does not name its part rtx-5060 (NVIDIA GeForce RTX 5060 8 GB)',
    ])
  })

  it('a chooser build naming a product that does not exist, or a purpose data/quote.json does not have', () => {
    const builds = json('chooser-builds.json')
    const scout = builds.find((b: { id: string }) => b.id === 'falcon-scout')
    scout.product = 'falcon-nope'
    scout.purposes = ['gaming', 'mining']
    expect(chooserProblems('chooser-builds.json', builds)).toEqual([
      'data/chooser-builds.json: falcon-scout.purposes: "mining" is not a purpose of data/quote.json (gaming, video-editing, 3d-workstation, general-use, streaming, productivity)',
      'data/chooser-builds.json: falcon-scout.product: no product "falcon-nope" in data/builds.json',
    ])
  })
})

describe('a chooser build with its own parts has its own page', () => {
  it('needs a description, a picture and its alt text, and names the missing field', () => {
    const builds = json('chooser-builds.json')
    const starter = builds.find((b: { id: string }) => b.id === 'falcon-starter')
    delete starter.image
    starter.description = 'Too short.'
    expect(chooserProblems('chooser-builds.json', builds)).toEqual([
      'data/chooser-builds.json: falcon-starter.description: expected at least 50 characters',
      'data/chooser-builds.json: falcon-starter.image: required: a build with its own parts has its own page',
    ])
  })

  it("refuses them on a build that is a sample product, whose page is the product's", () => {
    const builds = json('chooser-builds.json')
    builds.find((b: { id: string }) => b.id === 'falcon-scout').imageAlt = 'A picture of the Falcon Scout'
    expect(chooserProblems('chooser-builds.json', builds)).toEqual([
      `data/chooser-builds.json: falcon-scout.imageAlt: not allowed: the build's page is the product's (set it in data/builds.json)`,
    ])
  })
})

describe('data/parts.json schema', () => {
  const withPart = (id: string, change: (p: Record<string, unknown>) => void) => {
    const file = json('parts.json')
    change(file.parts.find((p: { id: string }) => p.id === id))
    return fixtureProject({}, { 'parts.json': JSON.stringify(file) })
  }

  it('a part without a fact the rules need fails, naming the file, the part and the field', () => {
    expect(problemsOf(() => loadContent(withPart('ryzen-7-7700', (p) => delete p.socket)))).toEqual(['data/parts.json: parts.ryzen-7-7700.socket: required'])
    expect(problemsOf(() => loadContent(withPart('rtx-5090', (p) => delete p.boardPowerW)))).toEqual(['data/parts.json: parts.rtx-5090.boardPowerW: required'])
    expect(problemsOf(() => loadContent(withPart('corsair-4000d-airflow', (p) => delete p.maxGpuLengthMm)))).toEqual([
      'data/parts.json: parts.corsair-4000d-airflow.maxGpuLengthMm: required',
    ])
    expect(problemsOf(() => loadContent(withPart('arctic-liquid-freezer-iii-pro-360', (p) => delete p.radiatorMm)))).toEqual([
      'data/parts.json: parts.arctic-liquid-freezer-iii-pro-360.radiatorMm: required',
    ])
    expect(problemsOf(() => loadContent(withPart('msi-pro-b760m-e-ddr4', (p) => (p.memorySlots = 'two'))))).toEqual([
      'data/parts.json: parts.msi-pro-b760m-e-ddr4.memorySlots: expected number, got "two"',
    ])
  })

  it('says which kinds and facts are allowed', () => {
    expect(problemsOf(() => loadContent(withPart('rtx-5070', (p) => (p.kind = 'graphics'))))).toEqual([
      'data/parts.json: parts.rtx-5070.kind: expected kind to be one of cpu, gpu, board, ram, storage, psu, case, cooler',
    ])
    expect(problemsOf(() => loadContent(withPart('rtx-5070', (p) => (p.lenghtMm = 300))))).toEqual(['data/parts.json: parts.rtx-5070.lenghtMm: unknown field (check the spelling)'])
  })

  it('refuses two parts with one id', () => {
    const file = json('parts.json')
    file.parts.push({ ...file.parts[0] })
    const dir = fixtureProject({}, { 'parts.json': JSON.stringify(file) })
    expect(problemsOf(() => loadContent(dir))).toEqual([`data/parts.json: parts.${file.parts.length - 1}.id: "ryzen-5-7500f" is used by another part; ids must be unique`])
  })
})

describe('prices: "as of" one date, a warning (never a failure) when old', () => {
  it('warns through console.warn when pricesAsOf is older than priceMaxAgeDays, and does not fail', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(() => checkContent(ROOT, { today: '2099-01-01' })).not.toThrow()
    const prices = warn.mock.calls.map(([m]) => String(m)).filter((m) => m.includes('pricesAsOf'))
    expect(prices).toHaveLength(1)
    expect(prices[0]).toMatch(/^Warning: data\/parts\.json: pricesAsOf: the prices are from \d{4}-\d{2}-\d{2}, \d+ days ago \(priceMaxAgeDays is \d+\); check them and update pricesAsOf$/)
  })

  it('says nothing while the prices are recent', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    checkContent(ROOT, { today: data.parts.pricesAsOf })
    expect(warn.mock.calls.map(([m]) => String(m)).filter((m) => m.includes('pricesAsOf'))).toEqual([])
  })

  it('counts days: up to priceMaxAgeDays is fine, a day more warns', () => {
    const parts = { pricesAsOf: '2025-01-01', priceMaxAgeDays: 60 }
    expect(stalePriceWarning(parts, '2025-03-02')).toBeNull() // 60 days
    expect(stalePriceWarning(parts, '2025-03-03')).toBe(
      'data/parts.json: pricesAsOf: the prices are from 2025-01-01, 61 days ago (priceMaxAgeDays is 60); check them and update pricesAsOf',
    )
    expect(stalePriceWarning(parts, '2024-12-01')).toBeNull()
  })

  it('keeps the maximum age in data/parts.json, next to the date', () => {
    expect(data.parts.priceMaxAgeDays).toBe(60)
  })
})

describe('data/games.json', () => {
  const games = data.games.groups.flatMap((g) => g.games)

  it('groups esports titles, open-world games and simulators', () => {
    expect(data.games.groups.map((g) => g.id)).toEqual(['esports', 'open-world', 'simulators'])
  })

  it('has a plain-language expectation for every game, GPU tier and resolution, with a source', () => {
    for (const game of games)
      for (const tier of gpuTiers)
        for (const resolution of resolutions) {
          const e = expectationFor(data.games, game.id, tier, resolution)
          expect(e, `${game.id} ${tier} ${resolution}`).not.toBeNull()
          expect(['review', 'judgement']).toContain(e!.source.kind)
          // Words only: the one number before "fps" is a well-known screen rate or a game's own cap.
          for (const m of describeExpectation(e!, words, `${game.name} caps itself at ${game.fpsCap} fps`).matchAll(/(\d+)\s*fps/g)) expect(['60']).toContain(m[1])
        }
  })

  it('every GPU in data/parts.json has a tier the table covers', () => {
    for (const gpu of data.parts.parts.filter((p) => p.kind === 'gpu')) expect(gpuTiers).toContain(gpu.tier)
  })

  it('reads like the issue asks: "high settings, 1440p, well above 60 fps"', () => {
    expect(describeExpectation({ settings: 'high', smoothness: 'above-60', upscaling: false, resolution: '1440p' }, words)).toBe('high settings, 1440p, well above 60 fps')
    expect(describeExpectation({ settings: 'high', smoothness: 'about-60', upscaling: true, resolution: '4k' }, words)).toBe('high settings, 4K, around 60 fps, with upscaling (DLSS, FSR or XeSS)')
  })

  it("uses a game's own row where it has one, else its group's, and holds a capped game to its cap", () => {
    expect(expectationFor(data.games, 'valorant', 'entry', '1080p')!.from).toEqual({ group: 'esports' })
    expect(expectationFor(data.games, 'ms-flight-simulator-2024', 'entry', '1080p')!.from).toEqual({ game: 'ms-flight-simulator-2024' })
    const elden = expectationFor(data.games, 'elden-ring', 'flagship', '1080p')!
    expect(elden.smoothness).toBe('about-60')
    expect(elden.capped).toBe(true)
    expect(describeExpectation(elden, words, 'Elden Ring caps itself at 60 fps')).toContain('(Elden Ring caps itself at 60 fps)')
    // Below its cap a game's line says nothing of it.
    const low = expectationFor(data.games, 'elden-ring', 'entry', '4k')!
    expect(low.capped).toBeUndefined()
    expect(describeExpectation(low, words, 'Elden Ring caps itself at 60 fps')).not.toContain('caps itself')
    expect(expectationFor(data.games, 'no-such-game', 'entry', '1080p')).toBeNull()
  })

  it('cites real reviews by title, publisher, https URL and date, and judgement with a note', () => {
    const sources = data.games.performance.flatMap((r) => resolutions.map((res) => r.expectations[res].source))
    const reviews = sources.filter((s) => s.kind === 'review')
    expect(reviews.length).toBeGreaterThan(0)
    for (const s of reviews) expect(s.url).toMatch(/^https:\/\//)
    expect(sources.filter((s) => s.kind === 'judgement').length).toBeGreaterThan(0)
  })

  it('refuses a frame rate in a note', () => {
    const file = json('games.json')
    file.performance[0].expectations['1080p'].source = { kind: 'judgement', note: 'about 144 fps in our tests' }
    const dir = fixtureProject({}, { 'games.json': JSON.stringify(file) })
    expect(problemsOf(() => loadContent(dir))).toEqual([
      'data/games.json: performance.0.expectations.1080p.source.note: note: give no frame rates; say it with settings and smoothness instead',
    ])
  })

  it('refuses a group without a row for every tier, and a row for a game that does not exist', () => {
    const file = json('games.json')
    file.performance = file.performance.filter((r: { group?: string; tier: string }) => !(r.group === 'simulators' && r.tier === 'flagship'))
    file.performance.push({ ...file.performance[0], group: undefined, game: 'tetris' })
    const dir = fixtureProject({}, { 'games.json': JSON.stringify(file) })
    expect(problemsOf(() => loadContent(dir))).toEqual([
      `data/games.json: performance.${file.performance.length - 1}.game: no game "tetris" in groups`,
      'data/games.json: performance: group "simulators" has no row for tier flagship; every group needs every tier',
    ])
  })
})

describe('build slots', () => {
  it('a build names one part of each kind', () => {
    expect(SLOTS).toEqual(['cpu', 'gpu', 'board', 'ram', 'storage', 'psu', 'case', 'cooler'])
  })
})
