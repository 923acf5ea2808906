/**
 * What a graphics card plays, in plain words, from data/games.json: "high settings, 1440p, well above
 * 60 fps". The data holds settings and a smoothness class, never a measured frame rate, so no sentence
 * here can carry an invented number. The words are the language's (ChooserText `performance`). Pure
 * functions, no React.
 */
import type { Expectation, GamesData, gpuTiers, resolutions, smoothnessLevels } from '../../content/chooser-schemas.ts'
import { fill, type ChooserText } from './text.ts'

export type GpuTier = (typeof gpuTiers)[number]
export type Resolution = (typeof resolutions)[number]
export type Smoothness = (typeof smoothnessLevels)[number]

/** A performance line's words in one language. */
export type PerformanceWords = ChooserText['performance']

export const RESOLUTION_LABEL: Record<Resolution, string> = { '1080p': '1080p', '1440p': '1440p', '4k': '4K' }

/** The highest screen refresh rate (Hz) each class keeps up with, so the chooser can compare it with the buyer's screen. */
export const SMOOTHNESS_REFRESH_HZ: Record<Smoothness, number> = {
  'not-recommended': 0,
  'below-60': 30,
  'about-60': 60,
  'above-60': 75,
  'high-refresh': 144,
  'very-high-refresh': 240,
}

const ORDER: readonly Smoothness[] = ['not-recommended', 'below-60', 'about-60', 'above-60', 'high-refresh', 'very-high-refresh']

/** The best smoothness a game's own frame cap allows. */
function capFor(fpsCap: number): Smoothness {
  if (fpsCap >= 240) return 'very-high-refresh'
  if (fpsCap >= 144) return 'high-refresh'
  if (fpsCap > 60) return 'above-60'
  if (fpsCap === 60) return 'about-60'
  return 'below-60'
}

/** Where a row's expectation comes from; the model keeps only what the sentences cite. */
export type ExpectationSource = { kind: 'review'; title: string; publisher: string; date: string } | { kind: 'judgement' }

/** The groups and the performance table, as data/games.json has them or as the model keeps them. */
export interface GamesTable {
  groups: GamesData['groups']
  performance: readonly {
    game?: string
    group?: string
    tier: GpuTier
    expectations: Record<Resolution, Omit<Expectation, 'source'> & { source: ExpectationSource }>
  }[]
}

export interface GameExpectation extends Omit<Expectation, 'source'> {
  source: ExpectationSource
  resolution: Resolution
  /** Where the row came from: the game's own row, or its group's. */
  from: { game: string } | { group: string }
  /** True when the game's own frame cap holds the row's smoothness down (the line then says so). */
  capped?: true
}

/** What a tier plays in one game at one resolution: the game's own row, else its group's, held under the game's frame cap. */
export function expectationFor(games: GamesTable, gameId: string, tier: GpuTier, resolution: Resolution): GameExpectation | null {
  const group = games.groups.find((g) => g.games.some((game) => game.id === gameId))
  const game = group?.games.find((g) => g.id === gameId)
  if (!group || !game) return null
  const own = games.performance.find((r) => r.game === gameId && r.tier === tier)
  const row = own ?? games.performance.find((r) => r.group === group.id && r.tier === tier)
  if (!row) return null
  const e = row.expectations[resolution]
  const result: GameExpectation = { ...e, resolution, from: own ? { game: gameId } : { group: group.id } }
  if (game.fpsCap !== undefined) {
    const cap = capFor(game.fpsCap)
    if (ORDER.indexOf(e.smoothness) > ORDER.indexOf(cap)) {
      result.smoothness = cap
      result.capped = true
    }
  }
  return result
}

/**
 * "high settings, 1440p, well above 60 fps" (plus ", with upscaling" and the notes); `capNote` is the
 * game's "Elden Ring caps itself at 60 fps", said when the cap holds it down.
 */
export function describeExpectation(
  e: Pick<GameExpectation, 'settings' | 'smoothness' | 'upscaling' | 'note' | 'capped'> & { resolution: Resolution },
  words: PerformanceWords,
  capNote?: string,
): string {
  const note = [e.note, e.capped ? capNote : undefined].filter(Boolean).join(words.noteSeparator)
  const resolution = RESOLUTION_LABEL[e.resolution]
  let text =
    e.smoothness === 'not-recommended'
      ? fill(words.notRecommended, { resolution })
      : fill(words.line, { settings: words.settings[e.settings], resolution, smoothness: words.smoothness[e.smoothness] })
  if (e.upscaling && e.smoothness !== 'not-recommended') text = fill(words.upscaling, { text })
  if (note) text = fill(words.withNote, { text, note })
  return text
}

/**
 * What a graphics-card tier plays in each game group at one resolution, from the groups' rows of the
 * table: `{ group: 'Esports', text: 'high settings, 1080p, smooth on a 144 Hz screen' }`. The same words
 * and table as the chooser's lines, for a price band or a build card that shows no single game.
 */
export function groupLines(games: GamesTable, tier: GpuTier, resolution: Resolution, words: PerformanceWords): { group: string; text: string }[] {
  return games.groups.flatMap((g) => {
    const row = games.performance.find((r) => r.group === g.id && r.tier === tier)
    return row ? [{ group: g.name, text: describeExpectation({ ...row.expectations[resolution], resolution }, words) }] : []
  })
}

/** The source of a line: a review (publisher, title, date) or the builder's judgement. */
export function sourceText(source: ExpectationSource, words: PerformanceWords): string {
  return source.kind === 'review' ? fill(words.review, source) : words.judgement
}
