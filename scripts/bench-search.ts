/**
 * `npm run bench:search`: how long the staff page takes to open a large Search Console export on a phone's CPU.
 * Serves dist/, opens /seo-audit as the phone profile of `npm run bench` (412 px, CPU ×4 through the DevTools
 * protocol), waits for the keyword analysis, then opens a generated Search Analytics API export (query and page,
 * 100,000 rows by default, over the build's sitemap URLs) in the file picker. Two exports, from the package's
 * generator: about three pages per query, and every row a query of its own (the most queries, the harder case
 * for the tables). Prints, per run and as the median, the page's own measures: `search-data:parse-join`
 * (reading the file, the engine's parse and the join with the build, the engine's code loading included; also
 * split into the engine's parse, its join and the page's table preparation) and `search-data:shown` (until the
 * tables' first render).
 *
 *   npm run bench:search                       # both exports, 100,000 rows, 3 runs each, each in a fresh context
 *   npm run bench:search -- --rows 25000 --runs 5 --export per-row
 *   npm run bench:search -- --dist /tmp/before-dist --dist dist   # two builds, runs interleaved (before, after, …)
 *   npm run bench:search -- --cpu-profile /tmp/prof                # a .cpuprofile of each run, from opening to shown
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Command } from 'commander'
import type { Browser } from 'playwright-core'
import { DIST, launchBrowser, sitemapPaths, startSite, waitForIsland } from '../tests/browser/harness.ts'
import { generateApiRows } from 'seo-audit/dev/search-export'
import { apiExportJson } from '../tests/browser/search-export.ts'
import { CPU_SLOWDOWN, PHONE, median } from './bench/page-metrics.ts'

const EXPORTS = {
  'three-pages': { label: 'about three pages per query', pagesPerQuery: 3 },
  'per-row': { label: 'a query per row', pagesPerQuery: 1 },
} as const
type ExportName = keyof typeof EXPORTS

const opts = new Command()
  .name('bench-search')
  .option('--rows <n>', 'rows of the generated API export', '100000')
  .option('--runs <n>', 'runs per export and build, each in a fresh browser context (the median is printed)', '3')
  .option('--export <name>', `which export: ${Object.keys(EXPORTS).join(', ')} or both`, 'both')
  .option('--dist <dir>', 'a build to serve (repeat to compare builds, runs interleaved)', (v: string, all: string[]) => [...all, v], [] as string[])
  .option('--cpu-profile <dir>', 'write a CPU profile of each run (from opening the file to the tables shown) into this folder')
  .parse()
  .opts<{ rows: string; runs: string; export: string; dist: string[]; cpuProfile?: string }>()

const SITE = 'https://www.falconpc.ae'

interface Measures {
  parseJoin: number
  shown: number
  parse: number
  join: number
  tables: number
}

async function run(browser: Browser, origin: string, file: string, profile: string | null): Promise<Measures> {
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
  if (profile) {
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 500 })
    await cdp.send('Profiler.start')
  }
  // Picked from disk as a person picks it: the browser reads the file when the page asks for its bytes (a buffer
  // given to setInputFiles instead travels into the page as base64 and leaves megabytes of garbage to collect
  // inside the measured time).
  await page.locator('#search-export').setInputFiles(file)
  await page.getByRole('heading', { name: /^Striking distance/ }).waitFor({ timeout: 120_000 })
  await page.waitForFunction(() => performance.getEntriesByName('search-data:shown').length > 0)
  if (profile) {
    const { profile: data } = await cdp.send('Profiler.stop')
    fs.writeFileSync(profile, JSON.stringify(data))
  }
  const ms = await page.evaluate(() => {
    const ms = (name: string) => performance.getEntriesByName(`search-data:${name}`)[0]!.duration
    return { parseJoin: ms('parse-join'), shown: ms('shown'), parse: ms('parse'), join: ms('join'), tables: ms('tables') }
  })
  await context.close()
  return ms
}

const rows = Number(opts.rows)
const runs = Number(opts.runs)
const exportNames: ExportName[] = opts.export === 'both' ? ['three-pages', 'per-row'] : [opts.export as ExportName]
if (!exportNames.every((n) => n in EXPORTS)) throw new Error(`--export: one of ${Object.keys(EXPORTS).join(', ')} or both`)
const dists = (opts.dist.length ? opts.dist : [DIST]).map((d) => path.resolve(d))
// Every build gets the same rows: the first build's sitemap (the builds compared are of the same site).
const paths = sitemapPaths(dists[0])
if (opts.cpuProfile) fs.mkdirSync(opts.cpuProfile, { recursive: true })
const s = (ms: number) => (ms / 1000).toFixed(2)

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-search-'))
const [browser, ...sites] = await Promise.all([launchBrowser(), ...dists.map((d) => startSite(d))])
try {
  for (const name of exportNames) {
    const { label, pagesPerQuery } = EXPORTS[name]
    const made = apiExportJson(generateApiRows(rows, SITE, paths, { pagesPerQuery }), 'search-analytics.json')
    const file = path.join(scratch, `${name}-${made.name}`)
    fs.writeFileSync(file, made.buffer)
    console.log(
      `\n${label}: ${rows.toLocaleString('en-US')}-row API export, ${(made.buffer.length / 1e6).toFixed(1)} MB, over ${paths.length} URLs; CPU ×${CPU_SLOWDOWN}, ${runs} runs${dists.length > 1 ? ' per build, interleaved' : ''}`,
    )
    const results: Measures[][] = dists.map(() => [])
    for (let i = 0; i < runs; i++) {
      for (let d = 0; d < dists.length; d++) {
        const profile = opts.cpuProfile ? path.join(opts.cpuProfile, `${name}-${d}-${i + 1}.cpuprofile`) : null
        const r = await run(browser, sites[d]!.origin, file, profile)
        results[d]!.push(r)
        const which = dists.length > 1 ? `${path.relative(process.cwd(), dists[d]!) || '.'} ` : ''
        console.log(`${which}run ${i + 1}: parse + join ${s(r.parseJoin)} s (engine parse ${s(r.parse)}, engine join ${s(r.join)}, page's tables ${s(r.tables)}), tables shown ${s(r.shown)} s`)
      }
    }
    for (let d = 0; d < dists.length; d++) {
      const m = (key: keyof Measures) => s(median(results[d]!.map((r) => r[key])))
      const which = dists.length > 1 ? ` ${path.relative(process.cwd(), dists[d]!) || '.'}` : ''
      console.log(
        `median${which}: parse + join ${m('parseJoin')} s (engine parse ${m('parse')}, join ${m('join')}, tables ${m('tables')}), tables shown ${m('shown')} s (target: parse + join < 3 s)`,
      )
    }
  }
} finally {
  fs.rmSync(scratch, { recursive: true, force: true })
  await browser.close()
  await Promise.all(sites.map((site) => site.close()))
}
