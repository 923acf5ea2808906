/**
 * Search data benchmark (prints numbers; not a timed test): a generated 100,000-row Search Analytics API export
 * (query+page, about a tenth Arabic) over the bench's generated 1,006-page site, 2 % of its rows on URLs the site
 * lost. Times, median of N runs, interleaved:
 *   - read + parse (`--search-data`'s loader: the file read, JSON parsed, rows checked and summed);
 *   - the CLI's join (`joinSearchPages` with the site's pages), and what the staff page runs: the parse of the
 *     file's bytes and the whole analysis (`analyseSearchData`: queries, striking distance, CTR curve,
 *     cannibalisation, languages), here in Node on this machine's CPU, not the phone profile's;
 * each as wall time and as CPU time of this process (the machine is shared: CPU time is what the work costs);
 *   - the audit in process with and without the export (what the flag adds to a run);
 *   - the `seo-audit` command end to end (the bundled bin) with and without `--search-data`.
 *
 *   npx tsx packages/seo-audit/dev/bench-search.ts [--rows 100000] [--runs 3]
 */
import { spawn, spawnSync } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { auditSite, parseSitemap } from '../src/engine/index.ts'
import { loadSite } from '../src/cli/load-site.ts'
import { loadSearchData } from '../src/cli/search-data.ts'
import { analyseSearchData, joinSearchPages, parseSearchExport, type SearchSite } from '../src/search-data/index.ts'
import { generateSite } from './fixture-site.ts'
import { apiExport, generateApiRows } from './search-export.ts'

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback
}

const ROWS = Number(arg('rows', '100000'))
const RUNS = Number(arg('runs', '3'))
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
const ms = (n: number) => `${n.toFixed(0)} ms`.padStart(8)

function runBin(args: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const child = spawn(process.execPath, [path.join(packageRoot, 'bin/seo-audit.cjs'), ...args], { stdio: ['ignore', 'ignore', 'pipe'] })
    let stderr = ''
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d))
    child.on('error', reject)
    child.on('close', (code) => (code === 2 ? reject(new Error(stderr)) : resolve(performance.now() - started)))
  })
}

const tmp = await mkdtemp(path.join(os.tmpdir(), 'bench-search-'))
try {
  const built = spawnSync(process.execPath, [path.join(packageRoot, 'build.mjs')], { stdio: 'inherit' })
  if (built.status !== 0) throw new Error('could not bundle the CLI')
  const dir = path.join(tmp, 'site')
  const site = await generateSite({ dir, pages: 1000 })
  const paths = parseSitemap(await readFile(path.join(dir, 'sitemap.xml'), 'utf8')).locs.map((u) => new URL(u).pathname)
  const lost = Array.from({ length: Math.ceil(paths.length / 50) }, (_, i) => `/lost-page-${i}`)
  const file = path.join(tmp, 'search-analytics.json')
  await writeFile(file, apiExport(generateApiRows(ROWS, site.siteUrl, [...paths, ...lost])))
  const bytes = (await readFile(file)).byteLength
  console.log(`${ROWS.toLocaleString('en')} rows, ${(bytes / 1e6).toFixed(1)} MB JSON, over ${paths.length} pages (+${lost.length} lost); median of ${RUNS}, interleaved`)

  const searchSite: SearchSite = { pages: paths.map((p) => ({ url: `${site.siteUrl}${p}`, lang: 'en', indexable: true })), redirects: {} }
  const loaded = await loadSite(dir, { extract: true })
  const input = { pages: loaded.pages, files: loaded.files, texts: loaded.texts, siteUrl: loaded.manifestSiteUrl }

  /** Wall and CPU milliseconds of one call. */
  const timed = async <T>(f: () => T | Promise<T>): Promise<{ value: T; wall: number; cpu: number }> => {
    const cpu0 = process.cpuUsage()
    const t0 = performance.now()
    const value = await f()
    const cpu = process.cpuUsage(cpu0)
    return { value, wall: performance.now() - t0, cpu: (cpu.user + cpu.system) / 1000 }
  }
  const series = () => ({ wall: [] as number[], cpu: [] as number[] })
  const parse = series()
  const join = series()
  const pageParse = series()
  const analyse = series()
  const withData: number[] = []
  const without: number[] = []
  const binWith: number[] = []
  const binWithout: number[] = []
  let gone = 0
  for (let i = 0; i < RUNS; i++) {
    const p = await timed(() => loadSearchData(file))
    parse.wall.push(p.wall)
    parse.cpu.push(p.cpu)
    const j = await timed(() => joinSearchPages(p.value, searchSite))
    join.wall.push(j.wall)
    join.cpu.push(j.cpu)
    gone = j.value.gone.length
    // The staff page parses the picked file's bytes whole (the CLI's loader drops the per-query tables it does not use).
    const bytes = await readFile(file)
    const full = await timed(() => parseSearchExport([{ name: 'search-analytics.json', data: bytes }]))
    pageParse.wall.push(full.wall)
    pageParse.cpu.push(full.cpu)
    const a = await timed(() => analyseSearchData(full.value, searchSite))
    analyse.wall.push(a.wall)
    analyse.cpu.push(a.cpu)
    without.push((await timed(() => auditSite(input))).wall)
    withData.push((await timed(() => auditSite({ ...input, searchData: p.value }))).wall)
    binWithout.push(await runBin([dir, '--format', 'json', '--min-score', '0']))
    binWith.push(await runBin([dir, '--format', 'json', '--min-score', '0', '--search-data', file]))
  }
  const line = (label: string, x: { wall: number[]; cpu: number[] }) =>
    console.log(`  ${label.padEnd(26)}${ms(median(x.wall))} wall, ${ms(median(x.cpu))} CPU   (wall ${x.wall.map((v) => v.toFixed(0)).join(', ')})`)
  line('read + parse', parse)
  line(`join (CLI), ${gone} lost found`, join)
  const sum = (x: { wall: number[]; cpu: number[] }, y: { wall: number[]; cpu: number[] }) => ({ wall: x.wall.map((v, i) => v + y.wall[i]!), cpu: x.cpu.map((v, i) => v + y.cpu[i]!) })
  line('parse + join (CLI)', sum(parse, join))
  line('parse (page, from bytes)', pageParse)
  line('whole analysis (page)', analyse)
  line('parse + analysis (page)', sum(pageParse, analyse))
  console.log(`  audit in process         ${ms(median(without))} without, ${ms(median(withData))} with the export (join inside)`)
  console.log(`  seo-audit (bin)          ${ms(median(binWithout))} without, ${ms(median(binWith))} with --search-data (end to end)`)
  console.log(`  load average             ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}`)
} finally {
  await rm(tmp, { recursive: true, force: true })
}
