/**
 * `npm run bench:render`: what rendering a page costs the main thread, without any script: style and layout
 * time (Chromium's own counters, CDP `Performance.getMetrics`) and the DOM's size, on a phone-sized viewport at
 * CPU ×4, median of N loads per page. Give two builds to compare them in one run, interleaved round by round.
 *
 *   npm run bench:render                                             # dist/, the listings and a post
 *   npm run bench:render -- --dist dist,dist-before --pages /blog --runs 7 --rounds 3
 */
import path from 'node:path'
import { Command } from 'commander'
import type { Browser } from 'playwright-core'
import { launchBrowser, startSite } from '../tests/browser/harness.ts'
import { ROOT } from '../build/content/check.ts'
import { median } from './bench/page-metrics.ts'

const opts = new Command()
  .name('bench-render')
  .option('--dist <dirs>', 'comma-separated built sites', 'dist')
  .option('--pages <paths>', 'comma-separated site paths', '/blog,/gaming-pc-builds-dubai,/blog/gpu-buying-guide-dubai-2025,/contact-dubai')
  .option('--runs <n>', 'loads per page and build (the median is printed)', '5')
  .option('--rounds <n>', 'rounds, each build once per round', '1')
  .parse()
  .opts<{ dist: string; pages: string; runs: string; rounds: string }>()

async function cost(browser: Browser, origin: string, route: string) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, javaScriptEnabled: false })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Performance.enable')
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await page.goto(origin + route, { waitUntil: 'load' })
  // With scripts off nothing in the page can signal its first frame; half a second after load covers it (a
  // measuring window, as in npm run bench, not a test's wait).
  await page.waitForTimeout(500)
  const { metrics } = await cdp.send('Performance.getMetrics')
  const value = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0
  await context.close()
  return { style: value('RecalcStyleDuration') * 1000, layout: value('LayoutDuration') * 1000, nodes: value('Nodes') }
}

const dists = opts.dist.split(',').map((d) => path.resolve(ROOT, d.trim()))
const servers = await Promise.all(dists.map((d) => startSite(d)))
const browser = await launchBrowser()
const runs = Math.max(1, Number(opts.runs) || 5)
for (let round = 1; round <= Math.max(1, Number(opts.rounds) || 1); round++) {
  console.log(`\nround ${round}, CPU ×4, 412 px, scripts off, median of ${runs} loads`)
  for (const route of opts.pages.split(',').map((p) => p.trim()))
    for (const [i, server] of servers.entries()) {
      const results: Awaited<ReturnType<typeof cost>>[] = []
      for (let r = 0; r < runs; r++) results.push(await cost(browser, server.origin, route))
      const m = (k: 'style' | 'layout' | 'nodes') => median(results.map((x) => x[k]))
      console.log(`${route.padEnd(44)} ${path.relative(ROOT, dists[i]!).padEnd(14)} style ${m('style').toFixed(0).padStart(4)} ms  layout ${m('layout').toFixed(0).padStart(4)} ms  DOM ${m('nodes')} nodes`)
    }
}
await browser.close()
await Promise.all(servers.map((s) => s.close()))
