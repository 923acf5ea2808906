/**
 * `npm run bench:anim`: what the home page's assembly animation costs the main thread while it runs.
 *
 * Opens `/` on a phone (412 px, CPU ×4), scrolls the drawing into view, waits until the loop has moved a
 * step, then records a Chrome trace for a few seconds and counts, per second, the renderer main thread's
 * style (UpdateLayoutTree), layout, pre-paint and paint events, the animation-frame callbacks, and how
 * long the thread was busy. An animation the compositor runs on its own shows next to none of these
 * between steps: only the caption's text change every two seconds.
 *
 *   npm run bench:anim                                  # dist/, 3 runs
 *   npm run bench:anim -- --dist dist-a,dist-b --runs 3 # two builds, interleaved (a, b, a, b, …)
 *   npm run bench:anim -- --load --seconds 8          # the page load instead (blocking time, as TBT counts it)
 *   ANIM_DEBUG=1 npm run bench:anim -- --runs 1        # also list the events, ms from the trace's start
 *
 * Numbers, not tests: they depend on the machine and its load (printed with them).
 */
import os from 'node:os'
import path from 'node:path'
import { Command } from 'commander'
import type { Browser } from 'playwright-core'
import { launchBrowser, startSite } from '../tests/browser/harness.ts'
import { CPU_SLOWDOWN, PHONE, median } from './bench/page-metrics.ts'
import { ROOT } from '../build/content/check.ts'

const program = new Command()
  .option('--dist <dirs>', 'built site(s) to measure, comma-separated', process.env.SITE_DIST ?? 'dist')
  .option('--runs <n>', 'runs per build (the median is reported)', '3')
  .option('--seconds <n>', 'length of each trace', '6')
  .option('--load', 'trace the page load instead, from navigation on, without scrolling (as Lighthouse loads it)')
  .parse()
const opts = program.opts<{ dist: string; runs: string; seconds: string; load?: boolean }>()
const dists = opts.dist.split(',').map((d) => path.resolve(ROOT, d.trim()))
const runs = Math.max(1, Number(opts.runs) || 3)
const seconds = Math.max(2, Number(opts.seconds) || 6)

/** The main-thread events counted, by their trace names. */
const COUNTED = ['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'FireAnimationFrame'] as const
type Counts = Record<(typeof COUNTED)[number] | 'busyMs' | 'blockingMs', number>

interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  args?: { name?: string }
}

async function traceOnce(browser: Browser, origin: string): Promise<Counts> {
  const context = await browser.newContext({ ...PHONE, reducedMotion: 'no-preference', serviceWorkers: 'block' })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  // tsx wraps named functions in esbuild's `__name`, which the page lacks (scripts/bench/page-metrics.ts).
  await page.addInitScript('globalThis.__name ??= (f) => f')
  const categories = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel']
  if (opts.load) {
    await browser.startTracing(page, { categories })
    await page.goto(`${origin}/`, { waitUntil: 'load' })
  } else {
    await page.goto(`${origin}/`, { waitUntil: 'load' })
    await page.locator('.assembly').scrollIntoViewIfNeeded()
    // Running: the loop has started from the motherboard and moved on three steps (past the frame-rate probe at its start).
    await page.waitForFunction(() => document.querySelector<HTMLElement>('.assembly')?.dataset.step === '3', null, { timeout: 30_000 })
    await browser.startTracing(page, { categories })
  }
  await page.waitForTimeout(seconds * 1000)
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }
  await context.close()
  const mains = new Set(trace.traceEvents.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`))
  const counts = Object.fromEntries([...COUNTED, 'busyMs', 'blockingMs'].map((k) => [k, 0])) as Counts
  for (const e of trace.traceEvents) {
    if (!mains.has(`${e.pid}:${e.tid}`)) continue
    if ((COUNTED as readonly string[]).includes(e.name) && (e.ph === 'X' || e.ph === 'B')) counts[e.name as (typeof COUNTED)[number]]++
    if (e.name === 'RunTask' && e.ph === 'X') {
      counts.busyMs += (e.dur ?? 0) / 1000
      counts.blockingMs += Math.max(0, (e.dur ?? 0) / 1000 - 50)
    }
  }
  if (process.env.ANIM_DEBUG) {
    const shown = trace.traceEvents.filter((e) => mains.has(`${e.pid}:${e.tid}`) && ['UpdateLayoutTree', 'Paint', 'Layout', 'FireAnimationFrame', 'TimerFire', 'EventDispatch', 'FunctionCall', 'ScheduleStyleRecalculation', 'Animation', 'IntersectionObserverController::computeIntersections'].includes(e.name))
    const t0 = shown[0]?.ts ?? 0
    for (const e of shown) console.log(((e.ts - t0) / 1000).toFixed(0).padStart(6), e.ph, e.name, JSON.stringify(e.args).slice(0, 200))
    // Each long task, with what took most of it.
    const inMain = trace.traceEvents.filter((e) => mains.has(`${e.pid}:${e.tid}`) && e.ph === 'X')
    for (const task of inMain.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > 50_000)) {
      const inside = inMain.filter((e) => e !== task && e.ts >= task.ts && e.ts < task.ts + task.dur! && (e.dur ?? 0) > 5_000 && e.name !== 'RunTask')
      console.log(`long task at ${((task.ts - t0) / 1000).toFixed(0)} ms, ${(task.dur! / 1000).toFixed(0)} ms:`, inside.map((e) => `${e.name} ${(e.dur! / 1000).toFixed(0)}`).join(', '))
    }
  }
  // Per second, but for the blocking time (a task's time over 50 ms, as TBT counts it), which is the window's total.
  for (const k of Object.keys(counts) as (keyof Counts)[]) if (k !== 'blockingMs') counts[k] /= seconds
  return counts
}

const server = await Promise.all(dists.map((d) => startSite(d)))
const browser = await launchBrowser()
const results = dists.map(() => [] as Counts[])
try {
  for (let i = 0; i < runs; i++)
    for (const [d, site] of server.entries()) {
      process.stderr.write(`run ${i + 1}/${runs}: ${path.relative(ROOT, dists[d]!) || '.'}      \r`)
      results[d]!.push(await traceOnce(browser, site.origin))
    }
} finally {
  await browser.close()
  await Promise.all(server.map((s) => s.close()))
}
console.log(`Assembly animation on / · ${PHONE.viewport.width} px, CPU ×${CPU_SLOWDOWN} · ${seconds} s trace ${opts.load ? 'from navigation' : 'while it runs'} · per second (blockingMs: the window's total), median of ${runs} (interleaved) · load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`)
const rows = dists.map((d, i) => ({
  build: path.relative(ROOT, d) || '.',
  ...Object.fromEntries([...COUNTED, 'busyMs', 'blockingMs'].map((k) => [k, median(results[i]!.map((r) => r[k as keyof Counts])).toFixed(1)])),
  runs: results[i]!.map((r) => r.Paint.toFixed(1)).join('/') + ' paints',
}))
console.table(rows)
