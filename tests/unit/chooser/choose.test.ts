/**
 * The chooser's pick (src/features/chooser/choose.ts) on the shipped data: what a buyer gets for their
 * answers, the honest note when the budget cannot do what was asked, the share link's round trip and
 * the hand-off texts. The model is made from data/ the way the build makes it (src/features/chooser/model.ts).
 */
import { describe, expect, it } from 'vitest'
import { loadData } from '../../../build/content/load.ts'
import { chooserModel } from '../../../src/features/chooser/model.ts'
import {
  answersFromQuery,
  answersToQuery,
  bandOf,
  buildExpectations,
  buildQuoteUrl,
  buildSummary,
  choose,
  DEFAULT_ANSWERS,
  goalHz,
  quoteHandOffUrl,
  verdict,
  type Answers,
} from '../../../src/features/chooser/choose.ts'
import { applyPrefill, prefillFromQuery } from '../../../src/features/quote/prefill.ts'
import { EMPTY_DRAFT, validateStep } from '../../../src/features/quote/quote-form.ts'
import { ROOT } from '../content/helpers.ts'

const data = loadData(ROOT)
const model = chooserModel(data, (id) => `/gaming-pc-builds-dubai/${id}`)
const options = data.quote
const answers = (a: Partial<Answers>): Answers => ({ ...DEFAULT_ANSWERS, ...a })
const pick = (a: Partial<Answers>) => {
  const p = choose(answers(a), model, options)
  if (!p) throw new Error('no pick')
  return p
}
const band = (value: string) => bandOf(value, options)!

describe('the model made from data/', () => {
  it('prices a sample product at its own price and any other build at its parts plus the build service', () => {
    const strike = model.builds.find((b) => b.id === 'falcon-strike')!
    expect(strike.priceAed).toBe(data.builds.products.find((p) => p.id === 'falcon-strike')!.priceAed)
    expect(strike.path).toBe('/gaming-pc-builds-dubai/falcon-strike')
    const starter = model.builds.find((b) => b.id === 'falcon-starter')!
    const parts = data['chooser-builds'].find((b) => b.id === 'falcon-starter')!.parts!
    const sum = Object.values(parts).reduce((s, id) => s + data.parts.parts.find((p) => p.id === id)!.priceAed, 0)
    expect(starter.priceAed).toBe(sum + data.parts.buildServiceAed)
    expect(starter.path).toBe('/gaming-pc-builds-dubai/falcon-starter')
  })

  it('lists builds cheapest first, each with a PSU at least as large as its draw needs', () => {
    const prices = model.builds.map((b) => b.priceAed)
    expect(prices).toEqual([...prices].sort((x, y) => x - y))
    for (const b of model.builds) expect(b.power.psuW).toBeGreaterThanOrEqual(b.power.neededW)
  })

  it('refuses to make a model with an incompatible build', () => {
    const bad = structuredClone(data)
    bad['chooser-builds'][0]!.parts!.board = 'msi-pro-b650m-a-wifi' // an AM5 board under an Intel CPU
    expect(() => chooserModel(bad, (id) => id)).toThrow(/does not fit the board/)
  })
})

describe('the pick', () => {
  it('gives a gamer the cheapest build in the budget that reaches the goal in every chosen game, with one down and one up', () => {
    const p = pick({ games: ['valorant', 'cyberpunk-2077'], resolution: '1440p', refreshHz: 144, budget: '5000-8000' })
    expect(p.fit).toBe('fits')
    const b = band('5000-8000')
    expect(p.recommended.priceAed).toBeGreaterThanOrEqual(b.min)
    expect(p.recommended.priceAed).toBeLessThanOrEqual(b.max)
    for (const g of ['valorant', 'cyberpunk-2077']) expect(verdict(model, p.recommended, g, answers({ resolution: '1440p', refreshHz: 144 }))!.meets).toBe(true)
    expect(p.down!.priceAed).toBeLessThan(p.recommended.priceAed)
    expect(p.up!.priceAed).toBeGreaterThan(p.recommended.priceAed)
    expect(p.notes).toEqual([])
  })

  it('changes the build when the budget changes', () => {
    const a = { games: ['cyberpunk-2077'], resolution: '1440p' as const, refreshHz: 144 as const }
    const ids = ['3000-5000', '5000-8000', '8000-12000', '12000-plus'].map((budget) => pick({ ...a, budget }).recommended.id)
    expect(new Set(ids).size).toBe(4)
  })

  it('says so when 4K at a high refresh rate is asked of the lowest budget, and offers the nearest build that does it', () => {
    const p = pick({ games: ['valorant'], resolution: '4k', refreshHz: 144, budget: '1800-3000' })
    expect(p.fit).toBe('short')
    expect(p.recommended.priceAed).toBeLessThanOrEqual(3000)
    expect(p.notes[0]).toBe(
      `No build in 1,800 – 3,000 AED reaches our goal in Valorant (smooth on a 144 Hz screen) on a 4K 144 Hz screen. The ${p.recommended.name} is the best in your budget; what it plays is below.`,
    )
    expect(p.better).toBeDefined()
    expect(p.up).toBe(p.better)
    expect(verdict(model, p.better!, 'valorant', answers({ resolution: '4k', refreshHz: 144 }))!.meets).toBe(true)
    // The nearest: no cheaper build reaches it.
    for (const b of model.builds.filter((x) => x.priceAed < p.better!.priceAed)) expect(verdict(model, b, 'valorant', answers({ resolution: '4k', refreshHz: 144 }))!.meets).toBe(false)
    expect(p.notes[1]).toBe(`The nearest build that reaches it: the ${p.better!.name} at ${p.better!.priceAed.toLocaleString('en-US')} AED.`)
  })

  it('says when no build reaches the goal at all', () => {
    const p = pick({ games: ['counter-strike-2'], resolution: '4k', refreshHz: 240, budget: '1800-3000' })
    expect(p.fit).toBe('short')
    expect(p.better).toBeUndefined()
    expect(p.notes[1]).toBe('None of our builds reaches that at 4K 240 Hz; a lower resolution or refresh rate would.')
  })

  it('aims a demanding game at well above 60 fps and a light one at the screen, under the game\'s own frame cap', () => {
    const game = (id: string) => model.games.groups.flatMap((g) => g.games).find((g) => g.id === id)!
    expect(goalHz(game('valorant'), 240)).toBe(240)
    expect(goalHz(game('cyberpunk-2077'), 240)).toBe(75)
    expect(goalHz(game('elden-ring'), 144)).toBe(60)
    expect(goalHz(game('ms-flight-simulator-2024'), 144)).toBe(60)
    expect(goalHz(game('valorant'), 60)).toBe(60)
  })

  it('keeps to the preferred brands when the budget has such a build, and says so when it does not', () => {
    const intel = pick({ games: ['valorant'], resolution: '1080p', refreshHz: 144, budget: '3000-5000', cpu: 'intel' })
    expect(intel.recommended.cpuBrand).toBe('intel')
    expect(intel.notes).toEqual([])
    const nvidia = pick({ games: ['fortnite'], resolution: '1080p', refreshHz: 144, budget: '1800-3000', gpu: 'nvidia' })
    expect(nvidia.notes).toEqual(['No build for Gaming in 1,800 – 3,000 AED has the NVIDIA graphics card you prefer, so these show every brand.'])
  })

  it('does not upsell: a budget above every build of a purpose gets the best of them and says so', () => {
    const p = pick({ purpose: 'general-use', budget: '12000-plus' })
    expect(p.fit).toBe('outside-budget')
    const general = model.builds.filter((b) => b.purposes.includes('general-use'))
    expect(p.recommended).toBe(general.at(-1))
    expect(p.notes[0]).toMatch(/^You do not need to spend 12,000\+ AED for General Use: our builds for it top out at [\d,]+ AED/)
  })

  it('offers the nearest build above when a purpose has nothing in the budget', () => {
    const p = pick({ purpose: '3d-workstation', budget: '1800-3000' })
    expect(p.fit).toBe('outside-budget')
    expect(p.recommended.purposes).toContain('3d-workstation')
    expect(p.notes[0]).toBe(`None of our builds for 3D Workstation costs 1,800 – 3,000 AED; the nearest starts at ${p.recommended.priceAed.toLocaleString('en-US')} AED.`)
  })

  it('gives every recommended build a compatible, in-purpose answer for every purpose and budget', () => {
    for (const purpose of options.purposes)
      for (const b of options.budgetRanges) {
        const p = pick({ purpose: purpose.value, budget: b.value, games: purpose.value === 'gaming' ? ['valorant'] : [] })
        expect(p.recommended.purposes).toContain(purpose.value)
      }
  })
})

describe('the share link', () => {
  it('round-trips the answers through the query string', () => {
    const a = answers({ games: ['valorant', 'elden-ring'], resolution: '4k', refreshHz: 60, budget: '8000-12000', cpu: 'amd', gpu: 'nvidia' })
    const query = answersToQuery(a)
    expect(query).toBe('?for=gaming&games=valorant,elden-ring&screen=4k&hz=60&budget=8000-12000&cpu=amd&gpu=nvidia')
    expect(answersFromQuery(query, options, model)).toEqual(a)
  })

  it('falls back to the defaults for anything unknown in an edited link', () => {
    expect(answersFromQuery('?for=hacking&games=valorant,nope&screen=8k&hz=75&budget=1-2&cpu=arm', options, model)).toEqual({ ...DEFAULT_ANSWERS, games: ['valorant'] })
  })

  it('drops games from a link that is not for gaming', () => {
    expect(answersFromQuery('?for=video-editing&games=valorant&budget=5000-8000', options, model).games).toEqual([])
  })
})

describe('the hand-off', () => {
  const a = answers({ games: ['valorant', 'cyberpunk-2077'], resolution: '1440p', refreshHz: 144, budget: '5000-8000', cpu: 'amd' })
  const build = pick(a).recommended
  const share = `https://example.test/gaming-pc-builder-tool${answersToQuery(a)}`
  const summary = buildSummary(build, a, model, options, share)

  it('sums up the build, its parts, the answers and the link back', () => {
    const lines = summary.split('\n')
    expect(lines[0]).toBe(`Build: ${build.name}, ${build.priceAed.toLocaleString('en-US')} AED (prices as of 1 September 2025)`)
    expect(lines.slice(1, 9)).toEqual(build.parts.map((p) => `${p.label}: ${p.name}`))
    expect(lines.slice(9)).toEqual(['For: Gaming; Valorant, Cyberpunk 2077; 1440p 144 Hz screen', 'Budget: 5,000 – 8,000 AED', `Chosen with: ${share}`])
  })

  it('fills the quote form with the same purpose, budget, brands and notes, and keeps what the visitor typed', () => {
    const url = new URL(quoteHandOffUrl('/contact-dubai', a, summary), 'https://example.test')
    expect(url.pathname).toBe('/contact-dubai')
    expect(url.hash).toBe('#quote-form')
    const prefill = prefillFromQuery(url.search, options)
    expect(prefill).toEqual({ purpose: 'gaming', budgetRange: '5000-8000', preferredCpu: 'amd', preferredGpu: 'no-preference', additionalNotes: summary })
    const typed = { ...EMPTY_DRAFT, step: 3 as const, values: { ...EMPTY_DRAFT.values, fullName: 'Aisha', phone: '050 123 4567', email: 'a@example.com', purpose: 'streaming' } }
    const draft = applyPrefill(typed, prefill!)
    expect(draft.step).toBe(1)
    expect(draft.values).toEqual({ fullName: 'Aisha', phone: '050 123 4567', email: 'a@example.com', purpose: 'gaming', budgetRange: '5000-8000', preferredCpu: 'amd', preferredGpu: 'no-preference', additionalNotes: summary })
  })

  it("a build page's quote link fills in its main use, the budget band of its price, its brands and the build: step 1 then wants only the visitor's name and contact", () => {
    const ranger = model.builds.find((b) => b.id === 'falcon-ranger-intel')!
    const page = 'https://example.test/gaming-pc-builds-dubai/falcon-ranger-intel'
    const url = new URL(buildQuoteUrl('/contact-dubai', ranger, model, options, page), 'https://example.test')
    expect(url.hash).toBe('#quote-form')
    const band = options.budgetRanges.find((o) => ranger.priceAed >= bandOf(o.value, options)!.min && ranger.priceAed <= bandOf(o.value, options)!.max)!
    const prefill = prefillFromQuery(url.search, options)!
    expect(prefill).toMatchObject({ purpose: ranger.purposes[0], budgetRange: band.value, preferredCpu: 'intel', preferredGpu: 'nvidia' })
    // Every build's link fills every answer of step 1 but the visitor's own.
    for (const build of model.builds) {
      const filled = applyPrefill(EMPTY_DRAFT, prefillFromQuery(new URL(buildQuoteUrl('/contact-dubai', build, model, options, page), 'https://example.test').search, options)!)
      expect(validateStep(1, { ...filled.values, fullName: 'Sara', phone: '050 123 4567' }, options), build.id).toEqual({})
    }
    const notes = prefill.additionalNotes!.split('\n')
    expect(notes[0]).toBe(`Build: Falcon Ranger Intel, ${ranger.priceAed.toLocaleString('en-US')} AED (prices as of 1 September 2025)`)
    expect(notes.slice(1, 9)).toEqual(ranger.parts.map((p) => `${p.label}: ${p.name}`))
    expect(notes.at(-1)).toBe(`Page: ${page}`)
    // An Intel Arc card is not a choice of the form: the GPU preference is left out, not made up.
    const arc = model.builds.find((b) => b.gpuBrand === 'intel')!
    expect(prefillFromQuery(new URL(buildQuoteUrl('/contact-dubai', arc, model, options, page), 'https://example.test').search, options)!.preferredGpu).toBeUndefined()
  })

  it('takes only known answers from an address, and nothing from one without them', () => {
    expect(prefillFromQuery('?purpose=mining&budget=1-2&fullName=Eve&notes=%20', options)).toBeNull()
    expect(prefillFromQuery('', options)).toBeNull()
    expect(prefillFromQuery(`?notes=${'x'.repeat(5000)}`, options)!.additionalNotes).toHaveLength(2000)
  })
})

describe("a build's own page", () => {
  it('lists what the build plays in every game of the table at one resolution, each with its source', () => {
    const titan = model.builds.find((b) => b.id === 'falcon-titan')!
    const groups = buildExpectations(model, titan, '4k')
    expect(groups.map((g) => g.group)).toEqual(data.games.groups.map((g) => g.name))
    expect(groups.flatMap((g) => g.games.map((e) => e.game.id))).toEqual(data.games.groups.flatMap((g) => g.games.map((e) => e.id)))
    const cyberpunk = groups.flatMap((g) => g.games).find((e) => e.game.id === 'cyberpunk-2077')!
    const v = verdict(model, titan, 'cyberpunk-2077', { resolution: '4k', refreshHz: 60 })!
    expect(cyberpunk.text).toBe(v.text)
    expect(cyberpunk.source).toBe(v.source)
  })
})
