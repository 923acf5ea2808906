/**
 * What a graphics card plays, in plain words, from data/games.json: "high settings, 1440p, well above
 * 60 fps". The data holds settings and a smoothness class, never a measured frame rate, so no sentence
 * here can carry an invented number. Pure functions, no React.
 */
import type { Expectation, GamesData, gpuTiers, resolutions, smoothnessLevels } from '../../content/schemas.ts'

export type GpuTier = (typeof gpuTiers)[number]
export type Resolution = (typeof resolutions)[number]
export type Smoothness = (typeof smoothnessLevels)[number]

const RESOLUTION_LABEL: Record<Resolution, string> = { '1080p': '1080p', '1440p': '1440p', '4k': '4K' }

/** The words for each smoothness class. */
export const SMOOTHNESS_TEXT: Record<Smoothness, string> = {
  'not-recommended': 'not recommended',
  'below-60': 'playable, below 60 fps at times',
  'about-60': 'around 60 fps',
  'above-60': 'well above 60 fps',
  'high-refresh': 'smooth on a 144 Hz screen',
  'very-high-refresh': 'smooth on a 240 Hz screen',
}

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

export interface GameExpectation extends Expectation {
  resolution: Resolution
  /** Where the row came from: the game's own row, or its group's. */
  from: { game: string } | { group: string }
}

/** What a tier plays in one game at one resolution: the game's own row, else its group's, held under the game's frame cap. */
export function expectationFor(games: GamesData, gameId: string, tier: GpuTier, resolution: Resolution): GameExpectation | null {
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
      result.note = [e.note, `${game.name} caps itself at ${game.fpsCap} fps`].filter(Boolean).join('; ')
    }
  }
  return result
}

/** "high settings, 1440p, well above 60 fps" (plus ", with upscaling" and the note). */
export function describeExpectation(e: Pick<Expectation, 'settings' | 'smoothness' | 'upscaling' | 'note'> & { resolution: Resolution }): string {
  if (e.smoothness === 'not-recommended') return `${RESOLUTION_LABEL[e.resolution]}: not recommended${e.note ? ` (${e.note})` : ''}`
  const parts = [`${e.settings} settings`, RESOLUTION_LABEL[e.resolution], SMOOTHNESS_TEXT[e.smoothness]]
  let text = parts.join(', ')
  if (e.upscaling) text += ', with upscaling (DLSS, FSR or XeSS)'
  if (e.note) text += ` (${e.note})`
  return text
}
