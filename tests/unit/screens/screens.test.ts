import type { SiteData } from '../../../src/content/schemas.ts'
import { describe, expect, it } from 'vitest'
import { isLowPower, isSlowConnection, motionAllowed, nextPerformanceMode, probeDone, PROBE_WINDOWS, SERVER_MODES } from '../../../src/lib/device-modes.ts'
import { fetchLiveCounts, parseLiveCounts } from '../../../src/features/store/social-proof.ts'
import { serviceLocations } from '../../../src/pages/shared/lists.ts'
import { formatDate } from '../../../src/lib/dates.ts'
import { joinNames, siteFactsFor } from '../../../src/content/facts.ts'
import { startingPrice } from '../../../src/features/chooser/starting-price.ts'
import { relatedPosts } from '../../../src/content/post.ts'
import { loadData } from '../../../build/content/load.ts'
import { ROOT } from '../content/helpers.ts'

describe('device modes', () => {
  it('probes the frame rate for a few seconds only, unless performance mode is on (then until it ends)', () => {
    expect(probeDone(0, false)).toBe(false)
    expect(probeDone(PROBE_WINDOWS - 1, false)).toBe(false)
    expect(probeDone(PROBE_WINDOWS, false)).toBe(true)
    expect(probeDone(PROBE_WINDOWS + 10, true)).toBe(false)
  })

  it('turns performance mode on under 30 fps and off above 50 fps, and keeps it in between', () => {
    expect(nextPerformanceMode(false, 29)).toBe(true)
    expect(nextPerformanceMode(false, 30)).toBe(false)
    expect(nextPerformanceMode(true, 40)).toBe(true)
    expect(nextPerformanceMode(true, 50)).toBe(true)
    expect(nextPerformanceMode(true, 51)).toBe(false)
  })

  it('counts a battery as low power under 20% while not charging', () => {
    expect(isLowPower({ level: 0.15, charging: false })).toBe(true)
    expect(isLowPower({ level: 0.15, charging: true })).toBe(false)
    expect(isLowPower({ level: 0.5, charging: false })).toBe(false)
  })

  it('counts 2g, slow-2g and the data saver as a slow connection', () => {
    expect(isSlowConnection({ effectiveType: '2g' })).toBe(true)
    expect(isSlowConnection({ effectiveType: 'slow-2g' })).toBe(true)
    expect(isSlowConnection({ effectiveType: '4g', saveData: true })).toBe(true)
    expect(isSlowConnection({ effectiveType: '3g' })).toBe(false)
    expect(isSlowConnection(undefined)).toBe(false)
  })

  it('allows script animation only once the browser values are known and nothing asks for stillness', () => {
    expect(motionAllowed(SERVER_MODES)).toBe(false)
    const ready = { ...SERVER_MODES, ready: true }
    expect(motionAllowed(ready)).toBe(true)
    for (const key of ['reducedMotion', 'lowPower', 'slowConnection', 'performanceMode', 'hidden'] as const) {
      expect(motionAllowed({ ...ready, [key]: true }), key).toBe(false)
    }
    expect(motionAllowed({ ...ready, mobileOptimized: true })).toBe(true)
  })
})

describe('shop counters: real numbers or none', () => {
  const answer = (body: unknown, ok = true) => (async () => ({ ok, json: async () => body })) as unknown as typeof fetch
  const on = { showViewers: true, showOrders: true, source: 'https://stats.example.com/live.json' }

  it('shows what the endpoint answers, and only the counters that are switched on', async () => {
    await expect(fetchLiveCounts(on, answer({ viewers: 3, ordersToday: 0 }))).resolves.toEqual({ viewers: 3, orders: 0 })
    await expect(fetchLiveCounts({ ...on, showViewers: false }, answer({ viewers: 3, ordersToday: 5 }))).resolves.toEqual({ viewers: null, orders: 5 })
  })

  it('shows nothing when off, without a source, on an error or a bad answer (never a made-up number)', async () => {
    const never = (async () => {
      throw new Error('must not be fetched')
    }) as unknown as typeof fetch
    await expect(fetchLiveCounts({ showViewers: false, showOrders: false, source: on.source }, never)).resolves.toEqual({ viewers: null, orders: null })
    await expect(fetchLiveCounts({ ...on, source: '' }, never)).resolves.toEqual({ viewers: null, orders: null })
    await expect(fetchLiveCounts(on, answer({ viewers: 3 }, false))).resolves.toEqual({ viewers: null, orders: null })
    await expect(fetchLiveCounts(on, never)).resolves.toEqual({ viewers: null, orders: null })
    expect(parseLiveCounts({ viewers: -1, ordersToday: 2.5 })).toEqual({ viewers: null, orders: null })
    expect(parseLiveCounts({ viewers: '47', ordersToday: 12 })).toEqual({ viewers: null, orders: 12 })
    expect(parseLiveCounts('<html>')).toEqual({ viewers: null, orders: null })
  })
})

describe('content helpers', () => {
  it('formats dates without depending on the time zone or locale data', () => {
    expect(formatDate('2025-07-08')).toBe('8 July 2025')
    expect(formatDate('2025-12-31')).toBe('31 December 2025')
  })

  it('relates up to three other posts of the same category, in order', () => {
    const p = (slug: string, category: string) => ({ slug, category })
    const all = [p('a', 'X'), p('b', 'X'), p('c', 'Y'), p('d', 'X'), p('e', 'X'), p('f', 'X')]
    expect(relatedPosts(all[0]!, all).map((x) => x.slug)).toEqual(['b', 'd', 'e'])
    expect(relatedPosts(all[2]!, all)).toEqual([])
  })

  it('joins names the way people write them', () => {
    expect(joinNames(['Dubai', 'Sharjah', 'Ajman'])).toBe('Dubai, Sharjah and Ajman')
    expect(joinNames(['Dubai'])).toBe('Dubai')
    expect(joinNames([])).toBe('')
  })

  it('names the next-day emirates and the road days of the others from their road days, at build time', () => {
    const e = (name: string, min: number, max: number) => ({ name, roadDays: { min, max } }) as SiteData['emirates'][number]
    const emirates = [e('Dubai', 1, 1), e('Abu Dhabi', 2, 3), e('Sharjah', 1, 1), e('Fujairah', 2, 4)]
    const all = loadData(ROOT)
    const facts = siteFactsFor({ ...all, emirates }, startingPrice(all))
    expect(facts.nextDayEmirates).toBe('Dubai and Sharjah')
    expect(facts).toMatchObject({ otherRoadDays: '2–4', roadDays: '1–4', roadDaysRange: { min: 1, max: 4 } })
  })

  it('takes service locations from each emirate in turn, up to twelve', () => {
    const emirates = [
      { name: 'Dubai', areas: ['Al Nahda', 'Deira', 'JLT', 'Marina'] },
      { name: 'Sharjah', areas: ['Al Majaz'] },
      { name: 'Ajman', areas: ['Al Jurf', 'Al Rawda'] },
    ]
    expect(serviceLocations(emirates, 5)).toEqual(['Al Nahda, Dubai', 'Al Majaz, Sharjah', 'Al Jurf, Ajman', 'Deira, Dubai', 'Al Rawda, Ajman'])
    expect(serviceLocations(emirates)).toHaveLength(7)
  })
})
