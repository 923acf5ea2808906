/**
 * `npm run bench:search`: how long the staff page takes to open a large Search Console export on a phone's CPU.
 * Serves dist/, opens /seo-audit as the phone profile of `npm run bench` (412 px, CPU ×4 through the DevTools
 * protocol), waits for the keyword analysis, then opens a generated Search Analytics API export (query and page,
 * 100,000 rows by default, over the build's sitemap URLs) in the file picker. Prints, per run and as the median,
 * the page's own measures: `search-data:parse-join` (reading the file, the engine's parse and the join with the
 * build, the engine's code loading included; also split into the engine's parse, its join and the page's table
 * preparation) and `search-data:shown` (until the tables' first render).
 *
 *   npm run bench:search                       # 100,000 rows, 3 runs, each in a fresh context
 *   npm run bench:search -- --rows 25000 --runs 5
 */
import { Command } from 'commander'
import type { Browser } from 'playwright-core'
import { launchBrowser, sitemapPaths, startSite, waitForIsland } from '../tests/browser/harness.ts'
import { generateApiRows } from 'seo-audit/dev/search-export'
import { apiExportJson } from '../tests/browser/search-export.ts'
import { CPU_SLOWDOWN, PHONE, median } from './bench/page-metrics.ts'

const opts = new Command()
  .name('bench-search')
  .option('--rows <n>', 'rows of the generated API export', '100000')
  .option('--runs <n>', 'runs, each in a fresh browser context (the median is printed)', '3')
  .parse()
  .opts<{ rows: string; runs: string }>()

const SITE = 'https://www.falconpc.ae'

async function run(browser: Browser, origin: string, file: ReturnType<typeof apiExportJson>) {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' })
  const page = await context.newPage()
  // A loaded machine can take a while to start the page; nothing here is a timed assertion.
  page.setDefaultTimeout(120_000)
  await page.addInitScript({ content: 'globalThis.__name ??= (f) => f' })
  await page.goto(`${origin}/seo-audit`)
  await waitForIsland(page, 'audit')
  await page.getByRole('tab', { name: 'Content Analysis' }).click()
  await page.locator('#panel-content .keyword-table').waitFor({ timeout: 120_000 })
  // The phone's CPU from the moment the file is opened (the page's own loading is not what is measured).
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  await page.locator('#search-export').setInputFiles(file)
  await page.getByRole('heading', { name: /^Striking distance/ }).waitFor({ timeout: 120_000 })
  await page.waitForFunction(() => performance.getEntriesByName('search-data:shown').length > 0)
  const ms = await page.evaluate(() => {
    const ms = (name: string) => performance.getEntriesByName(`search-data:${name}`)[0]!.duration
    return { parseJoin: ms('parse-join'), shown: ms('shown'), parse: ms('parse'), join: ms('join'), tables: ms('tables') }
  })
  await context.close()
  return ms
}

const rows = Number(opts.rows)
const runs = Number(opts.runs)
const paths = sitemapPaths()
// The generator the CLI's benchmark uses too (about three pages per query, a tenth of the queries Arabic).
const file = apiExportJson(generateApiRows(rows, SITE, paths), 'search-analytics.json')
console.log(`${rows.toLocaleString('en-US')}-row API export, ${(file.buffer.length / 1e6).toFixed(1)} MB, over ${paths.length} URLs; CPU ×${CPU_SLOWDOWN}, ${runs} runs`)
const [browser, site] = await Promise.all([launchBrowser(), startSite()])
try {
  const results: Awaited<ReturnType<typeof run>>[] = []
  for (let i = 0; i < runs; i++) {
    const r = await run(browser, site.origin, file)
    results.push(r)
    const s = (ms: number) => (ms / 1000).toFixed(2)
    console.log(`run ${i + 1}: parse + join ${s(r.parseJoin)} s (engine parse ${s(r.parse)}, engine join ${s(r.join)}, page's tables ${s(r.tables)}), tables shown ${s(r.shown)} s`)
  }
  console.log(
    `median: parse + join ${(median(results.map((r) => r.parseJoin)) / 1000).toFixed(2)} s, tables shown ${(median(results.map((r) => r.shown)) / 1000).toFixed(2)} s (target: parse + join < 3 s)`,
  )
} finally {
  await browser.close()
  await site.close()
}
