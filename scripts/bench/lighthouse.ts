/**
 * Lighthouse (12: version 13 needs Node 22.19) with its mobile defaults, simulated slow 4G and a
 * 4× CPU slowdown, in the system Chromium: the figures a visitor's phone and Google's PageSpeed
 * report give, for `npm run bench`.
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumLaunch } from '../../tests/browser/harness.ts'
import { pageNeeds, type SiteData } from '../../src/content/schemas.ts'
import { thirdPartySources } from '../../src/lib/third-parties.ts'
import { median } from './stats.ts'

/**
 * Every outside source a page's policy can allow (the store, analytics with any id), blocked: no outside
 * network, and figures that measure our own pages. The policy blocks every other outside host.
 */
const BLOCK_OUTSIDE = [
  ...new Set(
    Object.values(thirdPartySources({ analytics: { gaMeasurementId: 'G-BENCHMARK', metaPixelId: '1' }, forms: { endpoint: 'https://formspree.io/f/benchmark' } } as SiteData['site'], pageNeeds))
      .flat()
      .filter((source) => source.startsWith('https://'))
      .map((source) => `${source}/*`),
  ),
]

export interface LighthouseRun {
  /** Category scores, 0–100 as Lighthouse shows them. */
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcpMs: number
  tbtMs: number
  cls: number
  fcpMs: number
  /** Bytes on the wire for every request of the page (Lighthouse's total-byte-weight). */
  transferBytes: number
  /** Script files the page loaded, and their bytes on the wire (from Lighthouse's network requests). */
  scriptFiles: number
  scriptBytes: number
  /** Audits of the performance category that did not pass, for the reader (`render-blocking-resources`, …). */
  opportunities: string[]
}

export interface LighthouseTargets {
  performance: number
  lcpMs: number
  tbtMs: number
  cls: number
  transferKb: number
  /** Accessibility, best practices and SEO. */
  otherScores: number
}

/** The targets for every benchmarked page (absolute budgets, and a performance score no lower than a static page's). */
export const LIGHTHOUSE_TARGETS: LighthouseTargets = { performance: 100, lcpMs: 1500, tbtMs: 50, cls: 0, transferKb: 180, otherScores: 100 }

/** The static limit: a page against the same page without scripts, and against the zero-JS reference. */
export const RATIO_TARGETS = { tbtOverBareMs: 30, lcpOverBare: 1.1, tbtOverRefMs: 50, lcpOverRef: 1.25 }

export interface Ratios {
  tbtOverBare: number
  lcpOverBare: number
  tbtOverRef: number
  lcpOverRef: number
}

/** Names of the comparisons a page misses. */
export function missedRatios(r: Ratios, t = RATIO_TARGETS): string[] {
  const missed: string[] = []
  if (r.tbtOverBare > t.tbtOverBareMs) missed.push('TBT vs no JS')
  if (r.lcpOverBare > t.lcpOverBare) missed.push('LCP vs no JS')
  if (r.tbtOverRef > t.tbtOverRefMs) missed.push('TBT vs ref')
  if (r.lcpOverRef > t.lcpOverRef) missed.push('LCP vs ref')
  return missed
}

/** Names of the targets a (median) run misses. */
export function missedTargets(run: LighthouseRun, t: LighthouseTargets = LIGHTHOUSE_TARGETS): string[] {
  const missed: string[] = []
  if (run.performance < t.performance) missed.push('perf')
  if (run.lcpMs > t.lcpMs) missed.push('LCP')
  if (run.tbtMs > t.tbtMs) missed.push('TBT')
  // CLS is reported to 3 decimals; 0 means nothing shifted that a reader could see.
  if (Number(run.cls.toFixed(3)) > t.cls) missed.push('CLS')
  if (run.transferBytes / 1024 > t.transferKb) missed.push('transfer')
  if (run.accessibility < t.otherScores) missed.push('a11y')
  if (run.bestPractices < t.otherScores) missed.push('best practices')
  if (run.seo < t.otherScores) missed.push('SEO')
  return missed
}

export interface LighthouseSession {
  run(url: string): Promise<LighthouseRun>
  close(): Promise<void>
}

/** One Chromium for every run; Lighthouse resets storage and cache before each navigation. */
export async function startLighthouse(): Promise<LighthouseSession> {
  // The benchmark's HTTPS server has a self-signed certificate (build/lib/tls.ts).
  const { executablePath, args } = chromiumLaunch()
  const chrome = await chromeLauncher.launch({ chromePath: executablePath, chromeFlags: [...args, '--ignore-certificate-errors'], logLevel: 'silent' })
  return {
    async run(url) {
      // Under a heavy load Lighthouse now and then loses the trace (NO_NAVSTART, NO_FCP): run it again, twice at most.
      let result: Awaited<ReturnType<typeof lighthouse>>
      for (let attempt = 1; ; attempt++) {
        result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          blockedUrlPatterns: BLOCK_OUTSIDE,
        })
        if (!result) throw new Error(`Lighthouse returned no result for ${url}`)
        const error = result.lhr.runtimeError
        if (!error) break
        if (attempt === 3) throw new Error(`Lighthouse could not load ${url}: ${error.code} ${error.message}`)
      }
      const { categories, audits } = result.lhr
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
      const value = (id: string) => audits[id]?.numericValue ?? NaN
      // Performance audits (not the metrics themselves) that Lighthouse flags: what to look at next.
      const opportunities = (categories.performance?.auditRefs ?? [])
        .filter((ref) => ref.group !== 'metrics')
        .map((ref) => audits[ref.id])
        .filter((a) => a && a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
        .map((a) => a!.id)
      return {
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: value('largest-contentful-paint'),
        tbtMs: value('total-blocking-time'),
        cls: value('cumulative-layout-shift'),
        fcpMs: value('first-contentful-paint'),
        transferBytes: value('total-byte-weight'),
        ...scriptsOf(audits['network-requests']?.details),
        opportunities,
      }
    },
    async close() {
      chrome.kill()
    },
  }
}

/** The script files of a run and their bytes on the wire, from the network-requests audit's table. */
function scriptsOf(details: unknown): { scriptFiles: number; scriptBytes: number } {
  const items = ((details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? []).filter((i) => i.resourceType === 'Script')
  return { scriptFiles: items.length, scriptBytes: items.reduce((sum, i) => sum + (i.transferSize ?? 0), 0) }
}

/** Median of each figure over runs (scores too: a page is as good as its middle run). */
export function medianRun(runs: readonly LighthouseRun[]): LighthouseRun {
  const pick = (k: keyof Omit<LighthouseRun, 'opportunities'>) => median(runs.map((r) => r[k]))
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    fcpMs: pick('fcpMs'),
    transferBytes: pick('transferBytes'),
    scriptFiles: pick('scriptFiles'),
    scriptBytes: pick('scriptBytes'),
    opportunities: [...new Set(runs.flatMap((r) => r.opportunities))],
  }
}
