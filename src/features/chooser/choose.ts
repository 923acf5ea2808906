/**
 * The build chooser's answers and its pick: from purpose, games, screen, budget and brand
 * preferences to a recommended build with the next one down and up, and an honest note when nothing in
 * the budget does what was asked. Also the answers as a query string (share links) and the hand-off
 * texts (quote notes, WhatsApp). Every sentence is the model's language's (`model.text`). Pure: no React,
 * no DOM; the island, the build pages and the unit tests call it.
 */
import type { ChooserModel, ModelBuild } from './model.ts'
import { describeExpectation, expectationFor, SMOOTHNESS_REFRESH_HZ, sourceText, type PerformanceWords, type Resolution, type Smoothness } from './performance.ts'
import { formatNumber } from '../../lib/numbers.ts'
import { fill, listWords } from './text.ts'

export interface Option {
  value: string
  label: string
}
export interface ChooserOptions {
  budgetRanges: readonly Option[]
  purposes: readonly Option[]
  cpuPreferences: readonly Option[]
  gpuPreferences: readonly Option[]
}

/** The screens the chooser asks about (their labels are the text's `use.resolutions`). */
export const RESOLUTIONS: readonly Resolution[] = ['1080p', '1440p', '4k']
export const REFRESH_RATES = [60, 144, 240] as const
export type RefreshRate = (typeof REFRESH_RATES)[number]

export interface Answers {
  purpose: string
  /** Game ids, for gaming only. */
  games: string[]
  resolution: Resolution
  refreshHz: RefreshRate
  budget: string
  cpu: string
  gpu: string
}

export const DEFAULT_ANSWERS: Answers = { purpose: 'gaming', games: [], resolution: '1440p', refreshHz: 144, budget: '', cpu: 'no-preference', gpu: 'no-preference' }

/** All answers a result needs are there and valid. */
export function isComplete(a: Answers, options: ChooserOptions): boolean {
  return options.purposes.some((o) => o.value === a.purpose) && options.budgetRanges.some((o) => o.value === a.budget)
}

// ------------------------------------------------------------ the query string

/** Query keys of a shared result: `?for=gaming&games=valorant,cyberpunk-2077&screen=1440p&hz=144&budget=5000-8000&cpu=amd&gpu=no-preference`. */
export function answersToQuery(a: Answers): string {
  const q = new URLSearchParams()
  q.set('for', a.purpose)
  if (a.purpose === 'gaming') {
    if (a.games.length) q.set('games', a.games.join(','))
    q.set('screen', a.resolution)
    q.set('hz', String(a.refreshHz))
  }
  q.set('budget', a.budget)
  if (a.cpu !== 'no-preference') q.set('cpu', a.cpu)
  if (a.gpu !== 'no-preference') q.set('gpu', a.gpu)
  return `?${q.toString().replaceAll('%2C', ',')}`
}

/** Answers from a query string; anything unknown falls back to the default, so an edited link still opens the chooser. */
export function answersFromQuery(search: string, options: ChooserOptions, model: Pick<ChooserModel, 'games'>): Answers {
  const q = new URLSearchParams(search)
  const pick = (key: string, list: readonly Option[], fallback: string) => {
    const v = q.get(key)
    return v !== null && list.some((o) => o.value === v) ? v : fallback
  }
  const known = new Set(model.games.groups.flatMap((g) => g.games.map((game) => game.id)))
  const games = [...new Set((q.get('games') ?? '').split(',').filter((id) => known.has(id)))]
  const screen = q.get('screen')
  const hz = Number(q.get('hz'))
  const purpose = pick('for', options.purposes, DEFAULT_ANSWERS.purpose)
  return {
    purpose,
    games: purpose === 'gaming' ? games : [],
    resolution: RESOLUTIONS.find((r) => r === screen) ?? DEFAULT_ANSWERS.resolution,
    refreshHz: (REFRESH_RATES as readonly number[]).includes(hz) ? (hz as RefreshRate) : DEFAULT_ANSWERS.refreshHz,
    budget: pick('budget', options.budgetRanges, ''),
    cpu: pick('cpu', options.cpuPreferences, 'no-preference'),
    gpu: pick('gpu', options.gpuPreferences, 'no-preference'),
  }
}

// ------------------------------------------------------------ games

type Demand = ChooserModel['games']['groups'][number]['games'][number]['demand']

/**
 * What "plays it well" means per game, by how demanding it is (builder's judgement): a light esports
 * game should keep up with the screen; a medium one with a screen up to 144 Hz; a heavy open-world game
 * well above 60 fps (no PC in this range runs those at 144 fps at high settings); the most extreme
 * simulators around 60 fps. A game's own frame cap lowers the goal further.
 */
const GOAL_HZ: Record<Demand, number> = { light: Infinity, medium: 144, heavy: 75, extreme: 60 }
/** A goal in words is the smoothness class that reaches it ("well above 60 fps" for 75 Hz). */
const GOAL_SMOOTHNESS: Record<number, Smoothness> = { 60: 'about-60', 75: 'above-60', 144: 'high-refresh', 240: 'very-high-refresh' }

export interface Game {
  id: string
  name: string
  demand: Demand
  fpsCap?: number
}

export function gameById(model: Pick<ChooserModel, 'games'>, id: string): Game | undefined {
  for (const g of model.games.groups) for (const game of g.games) if (game.id === id) return game
  return undefined
}

/** The smoothness a game should reach on the buyer's screen (Hz). */
export function goalHz(game: Game, refreshHz: number): number {
  return Math.min(refreshHz, GOAL_HZ[game.demand], game.fpsCap ?? Infinity)
}

/** "smooth on a 144 Hz screen", "well above 60 fps". */
export function goalText(hz: number, words: PerformanceWords): string {
  const smoothness = GOAL_SMOOTHNESS[hz]
  return smoothness ? words.smoothness[smoothness] : fill(words.goalHz, { hz })
}

/** `6999` → `6,999 AED` (or `6,999 درهم`), in the model's language. */
export function aedIn(model: Pick<ChooserModel, 'text'>, amount: number): string {
  return fill(model.text.aed, { amount: formatNumber(amount) })
}

/** What the sentences about games need of the model. */
type GamesModel = Pick<ChooserModel, 'games' | 'capNotes' | 'text'>

export interface GameVerdict {
  game: Game
  /** "high settings, 1440p, well above 60 fps". */
  text: string
  meets: boolean
  /** Where the expectation comes from: a review (title, publisher, date) or the builder's judgement. */
  source: string
}

/** What a build plays in one game on the buyer's screen, and whether that reaches the goal. */
export function verdict(model: GamesModel, build: Pick<ModelBuild, 'tier'>, gameId: string, a: Pick<Answers, 'resolution' | 'refreshHz'>): GameVerdict | null {
  const game = gameById(model, gameId)
  const e = game ? expectationFor(model.games, gameId, build.tier, a.resolution) : null
  if (!game || !e) return null
  const meets = e.smoothness !== 'not-recommended' && SMOOTHNESS_REFRESH_HZ[e.smoothness] >= goalHz(game, a.refreshHz)
  const words = model.text.performance
  return { game, text: describeExpectation(e, words, model.capNotes[gameId]), meets, source: sourceText(e.source, words) }
}

// ------------------------------------------------------------ the pick

export interface Band {
  min: number
  max: number
  label: string
}

/** `1800-3000` → 1,800 to 3,000; `12000-plus` → 12,000 and up. */
export function bandOf(value: string, options: Pick<ChooserOptions, 'budgetRanges'>): Band | null {
  const m = /^(\d+)-(\d+|plus)$/.exec(value)
  const label = options.budgetRanges.find((o) => o.value === value)?.label
  if (!m || !label) return null
  return { min: Number(m[1]), max: m[2] === 'plus' ? Infinity : Number(m[2]), label }
}

export type Fit =
  /** A build in the budget does everything asked. */
  | 'fits'
  /** The best build in the budget falls short in some games; `better` (if any) is the nearest that does not. */
  | 'short'
  /** No build of this purpose (and brands) costs what the budget says; the nearest is recommended. */
  | 'outside-budget'

export interface ChooserPick {
  fit: Fit
  recommended: ModelBuild
  down?: ModelBuild
  up?: ModelBuild
  /** The cheapest build of any price that reaches every goal, when the budget's best does not. */
  better?: ModelBuild
  /** Plain-language notes: relaxed brand choices, shortfalls, a cheaper build that does the same. */
  notes: string[]
}

const BRAND: Record<string, string> = { amd: 'AMD', intel: 'Intel', nvidia: 'NVIDIA' }
const TIER_ORDER = ['entry', 'mainstream', 'upper-mid', 'high', 'enthusiast', 'flagship']

/** `1440p 144 Hz`, `4K 60 Hz`. */
export function screenLabel(a: Pick<Answers, 'resolution' | 'refreshHz'>): string {
  return `${a.resolution === '4k' ? '4K' : a.resolution} ${a.refreshHz} Hz`
}

/** The recommendation for complete answers; null when nothing of that purpose exists at all. */
export function choose(a: Answers, model: ChooserModel, options: ChooserOptions): ChooserPick | null {
  const band = bandOf(a.budget, options)
  if (!band) return null
  const purposeLabel = options.purposes.find((o) => o.value === a.purpose)?.label ?? a.purpose
  const forPurpose = model.builds.filter((b) => b.purposes.includes(a.purpose))
  if (!forPurpose.length) return null
  const inBand = (b: ModelBuild) => b.priceAed >= band.min && b.priceAed <= band.max
  const notes: string[] = []
  const t = model.text.notes
  const aed = (amount: number) => aedIn(model, amount)

  const brandsOk = (b: ModelBuild) => (a.cpu === 'no-preference' || b.cpuBrand === a.cpu) && (a.gpu === 'no-preference' || b.gpuBrand === a.gpu)
  let pool = forPurpose.filter(brandsOk)
  const wanted = [a.cpu !== 'no-preference' ? fill(t.cpu, { brand: BRAND[a.cpu] ?? a.cpu }) : '', a.gpu !== 'no-preference' ? fill(t.gpu, { brand: BRAND[a.gpu] ?? a.gpu }) : ''].filter(Boolean)
  if (wanted.length && !pool.some(inBand) && (forPurpose.some(inBand) || !pool.length)) {
    notes.push(fill(t.brands, { purpose: purposeLabel, budget: band.label, brands: listWords(wanted, model.text) }))
    pool = forPurpose
  }

  const games = a.purpose === 'gaming' ? a.games : []
  const verdicts = (b: ModelBuild) => games.map((g) => verdict(model, b, g, a)).filter((v): v is GameVerdict => v !== null)
  const met = (b: ModelBuild) => verdicts(b).filter((v) => v.meets).length
  const meetsAll = (b: ModelBuild) => met(b) === games.length
  const tierRank = (b: ModelBuild) => TIER_ORDER.indexOf(b.tier)

  const candidates = pool.filter(inBand)
  let recommended: ModelBuild
  let fit: Fit
  let better: ModelBuild | undefined
  if (!candidates.length) {
    // The nearest build to the band: the dearest below it, else the cheapest above it.
    const below = pool.filter((b) => b.priceAed < band.min)
    const above = pool.filter((b) => b.priceAed > band.max)
    const fitting = below.filter(meetsAll)
    recommended = fitting.at(-1) ?? below.at(-1) ?? above[0]!
    fit = 'outside-budget'
    notes.push(
      recommended.priceAed < band.min
        ? fill(t.underNeeded, { budget: band.label, purpose: purposeLabel, price: aed(below.at(-1)!.priceAed) })
        : fill(t.noneInBudget, { purpose: purposeLabel, budget: band.label, price: aed(recommended.priceAed) }),
    )
  } else if (games.length) {
    const fitting = candidates.filter(meetsAll)
    if (fitting.length) {
      recommended = fitting[0]!
      fit = 'fits'
    } else {
      recommended = [...candidates].sort((x, y) => met(y) - met(x) || tierRank(y) - tierRank(x) || y.priceAed - x.priceAed)[0]!
      fit = 'short'
      better = pool.find((b) => b.priceAed > recommended.priceAed && meetsAll(b))
      const short = verdicts(recommended)
        .filter((v) => !v.meets)
        .map((v) => fill(t.shortGame, { game: v.game.name, goal: goalText(goalHz(v.game, a.refreshHz), model.text.performance) }))
      const screen = screenLabel(a)
      notes.push(fill(t.short, { budget: band.label, games: listWords(short, model.text), screen, name: recommended.name }))
      notes.push(better ? fill(t.better, { name: better.name, price: aed(better.priceAed) }) : fill(t.noneReaches, { screen }))
    }
  } else {
    // No games to measure by: the fullest build the budget buys.
    recommended = candidates.at(-1)!
    fit = 'fits'
  }

  const i = pool.indexOf(recommended)
  const down = pool[i - 1]
  const up = better ?? pool[i + 1]
  return { fit, recommended, ...(down ? { down } : {}), ...(up && up !== recommended ? { up } : {}), ...(better ? { better } : {}), notes }
}

// ------------------------------------------------------------ the hand-off

/** The build and its parts, a line each. */
function buildLines(build: ModelBuild, model: Pick<ChooserModel, 'pricesAsOfText' | 'text'>): string[] {
  const t = model.text.summary
  return [fill(t.build, { name: build.name, price: aedIn(model, build.priceAed), date: model.pricesAsOfText }), ...build.parts.map((p) => fill(t.part, { label: p.label, name: p.name }))]
}

/** The build and answers in words, for the quote form's notes and the WhatsApp message. */
export function buildSummary(build: ModelBuild, a: Answers, model: ChooserModel, options: ChooserOptions, shareUrl: string): string {
  const label = (list: readonly Option[], v: string) => list.find((o) => o.value === v)?.label ?? v
  const t = model.text.summary
  const lines = buildLines(build, model)
  const forText = [label(options.purposes, a.purpose)]
  if (a.purpose === 'gaming') {
    const names = a.games.map((g) => gameById(model, g)?.name).filter(Boolean)
    if (names.length) forText.push(names.join(model.text.notes.listSeparator))
    forText.push(fill(t.screen, { screen: screenLabel(a) }))
  }
  lines.push(fill(t.for, { answers: forText.join(t.forSeparator) }))
  lines.push(fill(t.budget, { budget: label(options.budgetRanges, a.budget) }))
  lines.push(fill(t.chosenWith, { url: shareUrl }))
  return lines.join('\n')
}

/** The quote form's address with its answers filled in (src/features/quote/prefill.ts reads them). */
export function quoteHandOffUrl(contactPath: string, a: Answers, summary: string): string {
  const q = new URLSearchParams({ purpose: a.purpose, budget: a.budget, cpu: a.cpu, gpu: a.gpu, notes: summary })
  return `${contactPath}?${q.toString()}#quote-form`
}

/**
 * A build page's "Get a quote for this build": the build's main use (the first of its purposes the form
 * offers), the budget band its price falls in, its CPU and GPU brand where the form offers them, and the
 * build with its parts in the notes: every answer of step 1 but the visitor's own name and contact.
 */
export function buildQuoteUrl(contactPath: string, build: ModelBuild, model: Pick<ChooserModel, 'pricesAsOfText' | 'text'>, options: ChooserOptions, pageUrl: string): string {
  const q = new URLSearchParams()
  const purpose = build.purposes.find((p) => options.purposes.some((o) => o.value === p))
  if (purpose) q.set('purpose', purpose)
  const band = options.budgetRanges.find((o) => {
    const b = bandOf(o.value, options)
    return b !== null && build.priceAed >= b.min && build.priceAed <= b.max
  })
  if (band) q.set('budget', band.value)
  if (options.cpuPreferences.some((o) => o.value === build.cpuBrand)) q.set('cpu', build.cpuBrand)
  if (options.gpuPreferences.some((o) => o.value === build.gpuBrand)) q.set('gpu', build.gpuBrand)
  q.set('notes', [...buildLines(build, model), fill(model.text.summary.page, { url: pageUrl })].join('\n'))
  return `${contactPath}?${q.toString()}#quote-form`
}

// ------------------------------------------------------------ a build's own page

export interface GroupExpectations {
  group: string
  games: { game: Game; text: string; source: string }[]
}

/** What a build plays in every game of the table at one resolution, by group (each build's own page lists them). */
export function buildExpectations(model: GamesModel, build: Pick<ModelBuild, 'tier'>, resolution: Resolution): GroupExpectations[] {
  const words = model.text.performance
  return model.games.groups.map((g) => ({
    group: g.name,
    games: g.games.flatMap((game) => {
      const e = expectationFor(model.games, game.id, build.tier, resolution)
      return e ? [{ game, text: describeExpectation(e, words, model.capNotes[game.id]), source: sourceText(e.source, words) }] : []
    }),
  }))
}
