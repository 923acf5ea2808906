/**
 * Audit benchmark (prints numbers; not a timed test):
 * generates a 1000-page site with planted defects, audits it (in process and
 * through the real `npx seo-audit` command, the bundled bin), checks every planted defect was found, then runs
 * linkinator (--recurse --check-fragments --clean-urls, over its local
 * static server) on the same output. Also audits dist/ when it exists.
 *
 *   npm run bench:audit [-- --pages 1000 --keep]
 */
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { auditSite, type AuditResult, type ExternalChecker } from '../src/engine/index.ts'
import { createExternalChecker } from '../src/cli/external.ts'
import { generateSite, type PlantedDefect } from './fixture-site.ts'
import { loadSite } from '../src/cli/load-site.ts'
import { userShellEnv } from './user-env.ts'

const here = path.dirname(fileURLToPath(import.meta.url))
/** The repository (its node_modules, its dist/) and this package (what npm pack packs). */
const projectRoot = path.resolve(here, '../../..')
const packageRoot = path.resolve(here, '..')

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback
}

function ms(n: number): string {
  return `${n.toFixed(0)} ms`
}

/** Every command runs in another project's shell (none of our dev tools on PATH). */
const userEnv = userShellEnv({ CI: '1' })

function run(cmd: string, args: string[], cwd = projectRoot): Promise<{ code: number; stdout: string; stderr: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const child = spawn(cmd, args, { cwd, env: userEnv })
    let stdout = ''
    let stderr = ''
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d))
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d))
    child.on('error', reject)
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr, ms: performance.now() - started }))
  })
}

/** The fs adapter + engine, in process (what the CLI does after start-up). */
async function auditDir(dir: string, checkExternal?: ExternalChecker): Promise<{ result: AuditResult; loadMs: number; auditMs: number }> {
  const t0 = performance.now()
  const site = await loadSite(dir)
  const t1 = performance.now()
  const result = await auditSite({
    pages: site.pages,
    files: site.files,
    texts: site.texts,
    siteUrl: site.manifestSiteUrl,
    extraWarnings: site.warnings,
    ...(checkExternal ? { checkExternal } : {}),
  })
  return { result, loadMs: t1 - t0, auditMs: performance.now() - t1 }
}

function found(result: AuditResult, d: PlantedDefect): boolean {
  switch (d.kind) {
    case 'broken-link':
    case 'missing-fragment':
    case 'external-broken':
      return result.brokenLinks.some((b) => b.page === d.page && b.url === d.url)
    case 'mixed-content':
      return result.mixedContent.some((m) => m.page === d.page && m.url === d.url)
    case 'missing-alt':
      return result.missingAltTags.some((a) => a.page === d.page && a.src === d.url)
  }
}

async function startVendorServer(): Promise<{ origin: string; close: () => Promise<void>; hits: () => number }> {
  let hits = 0
  const server = http.createServer((req, res) => {
    hits++
    const ok = (req.url ?? '').startsWith('/ok-')
    res.writeHead(ok ? 200 : 404, { 'content-type': 'text/html' })
    res.end(req.method === 'HEAD' ? undefined : ok ? '<p>ok</p>' : '<p>gone</p>')
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    hits: () => hits,
    close: () =>
      new Promise((r) => {
        server.close(() => r())
        server.closeAllConnections()
      }),
  }
}

async function main(): Promise<void> {
  const pageCount = Number(arg('pages', '1000'))
  const keep = process.argv.includes('--keep')
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'seo-audit-bench-'))
  const dir = path.join(tmp, 'site')
  const vendor = await startVendorServer()
  try {
    const load = os.loadavg()[0]!
    console.log(
      `seo-audit benchmark · node ${process.version} · ${os.cpus().length} CPUs · ${os.cpus()[0]?.model ?? ''} · load average ${load.toFixed(2)}`,
    )
    if (load > os.cpus().length) console.log('  (the machine is busy: wall-clock numbers below are inflated)')
    const gen = await generateSite({ dir, pages: pageCount, externalOrigin: vendor.origin })
    console.log(
      `generated ${gen.pages} HTML pages (${gen.files} files, ${(gen.bytes / 1e6).toFixed(1)} MB, ` +
        `${(gen.bytes / gen.pages / 1024).toFixed(1)} KB/page) in ${dir}`,
    )

    // 1. Offline audit, in process: the first (cold) run, then the median and best of five.
    const runs: Array<{ result: AuditResult; loadMs: number; auditMs: number }> = []
    for (let i = 0; i < 5; i++) runs.push(await auditDir(dir))
    const total = (r: { loadMs: number; auditMs: number }) => r.loadMs + r.auditMs
    const cold = runs[0]!
    const sorted = [...runs].sort((a, b) => total(a) - total(b))
    const median = sorted[2]!
    const best = sorted[0]!
    const result = cold.result
    const perLink = result.stats.linksChecked / result.pagesScanned
    const pps = (r: { loadMs: number; auditMs: number }) => Math.round(result.pagesScanned / (total(r) / 1000))
    console.log(`\nseo-audit (offline, in process: read files + audit)`)
    console.log(`  pages             ${result.pagesScanned} (${perLink.toFixed(0)} link/resource references per page)`)
    console.log(`  cold (1st) run    ${ms(total(cold))}  (read ${ms(cold.loadMs)}, audit ${ms(cold.auditMs)}) · ${pps(cold)} pages/s`)
    console.log(`  median of 5       ${ms(total(median))}  (read ${ms(median.loadMs)}, audit ${ms(median.auditMs)}) · ${pps(median)} pages/s`)
    console.log(`  best of 5         ${ms(total(best))}  · ${pps(best)} pages/s`)

    // 2. With --external against the local vendor server (other hosts are never contacted).
    // The vendor server is on 127.0.0.1, which --external refuses unless --allow-private.
    const real = createExternalChecker({ cache: null, timeoutMs: 5000, allowPrivate: true })
    const localOnly: ExternalChecker = (url) =>
      new URL(url).hostname === '127.0.0.1' ? real.check(url) : Promise.resolve({ status: 200, note: 'not contacted (benchmark)' })
    const ext = await auditDir(dir, localOnly)
    console.log(`  with --external   ${ms(ext.loadMs + ext.auditMs)}  (${ext.result.stats.externalChecked} external URLs, ${real.stats.requests} requests to 127.0.0.1, 2 per host, 100 ms apart)`)

    // 3. The command end to end, as another project's CI runs it: the tarball `npm pack` makes, installed
    //    into an empty project, then `npx seo-audit` there (npm's own start-up included), three times.
    //    In this repository npx takes a slower path for the package's own bin (it installs the package
    //    into npx's cache first), so that figure is printed too.
    const built = await run(process.execPath, ['packages/seo-audit/build.mjs'])
    if (built.code !== 0) throw new Error(`could not bundle the bin: ${built.stderr}`)
    const consumer = path.join(tmp, 'consumer')
    await mkdir(consumer)
    await writeFile(path.join(consumer, 'package.json'), '{"name":"another-site","private":true,"version":"1.0.0"}\n')
    const packed = await run('npm', ['pack', '--silent', '--ignore-scripts', '--pack-destination', consumer], packageRoot)
    const tarball = packed.stdout.trim().split('\n').at(-1) ?? ''
    if (packed.code !== 0 || !tarball) throw new Error(`npm pack failed: ${packed.stderr}`)
    const installed = await run('npm', ['install', '--offline', '--no-audit', '--no-fund', `./${tarball}`], consumer)
    if (installed.code !== 0) throw new Error(`could not install the tarball: ${installed.stderr}`)
    const npx = (cwd: string) => run('npx', ['--offline', 'seo-audit', dir, '--format', 'json', '--min-score', '0'], cwd)
    // Each command figure is the median of RUNS runs: single cold runs of a 2-core machine vary by ±20 ms.
    const RUNS = 7
    const mid = Math.floor(RUNS / 2)
    const medianOf = async <T extends { ms: number }>(f: () => Promise<T>): Promise<T> => {
      const runs: T[] = []
      for (let i = 0; i < RUNS; i++) runs.push(await f())
      return runs.sort((a, b) => a.ms - b.ms)[mid]!
    }
    const npxRuns: Array<Awaited<ReturnType<typeof run>>> = []
    for (let i = 0; i < RUNS; i++) npxRuns.push(await npx(consumer))
    const cli = [...npxRuns].sort((a, b) => a.ms - b.ms)[mid]!
    const cliScore = cli.stdout ? (JSON.parse(cli.stdout) as AuditResult).score : NaN
    const engineRuns = npxRuns.map((r) => (r.stdout ? (JSON.parse(r.stdout) as AuditResult).stats : null))
    const engineMs = engineRuns.map((st) => st?.durationMs ?? NaN).sort((a, b) => a - b)[mid]!
    const bin = (await medianOf(() => run(process.execPath, ['packages/seo-audit/bin/seo-audit.cjs', dir, '--format', 'json', '--min-score', '0']))).ms
    const npxFloor = (await medianOf(() => run('npx', ['--offline', 'seo-audit', '--version'], consumer))).ms
    const nodeFloor = (await medianOf(() => run(process.execPath, ['-e', '0']))).ms
    const inRepo = (await medianOf(() => npx(projectRoot))).ms
    console.log(`  npx seo-audit     ${ms(cli.ms)}  median of ${RUNS}, in a project that installed the packed tarball (exit ${cli.code}, score ${cliScore})`)
    console.log(`                    of which npx's own start-up: npx seo-audit --version takes ${ms(npxFloor)} (node -e 0: ${ms(nodeFloor)})`)
    console.log(`  npx seo-audit     ${ms(inRepo)}  in this repository (npx installs the package's own bin into its cache first)`)
    console.log(`  node bin/seo-audit.cjs ${ms(bin)}  median of ${RUNS} (the bundled bin without npx)`)
    console.log(`  engine in the CLI ${ms(engineMs)}  median of ${RUNS} (parse + every rule; files already read)`)

    // 4. Planted defects.
    const offlineKinds = new Set(['broken-link', 'missing-fragment', 'mixed-content', 'missing-alt'])
    const missed = gen.defects.filter((d) => !found(offlineKinds.has(d.kind) ? result : ext.result, d))
    const byKind = new Map<string, number>()
    for (const d of gen.defects) byKind.set(d.kind, (byKind.get(d.kind) ?? 0) + 1)
    const plantedErrors = gen.defects.length
    const reported = ext.result.brokenLinks.length + ext.result.mixedContent.length + ext.result.missingAltTags.length
    console.log(`\ndefects planted/found: ${plantedErrors}/${plantedErrors - missed.length}  (${[...byKind].map(([k, n]) => `${k} ${n}`).join(', ')})`)
    console.log(`  findings reported: ${reported} errors, ${ext.result.warnings.length} warnings (false positives: ${reported - (plantedErrors - missed.length)})`)
    for (const d of missed) console.log(`  MISSED ${d.kind} ${d.url} on ${d.page}`)

    // 5. linkinator over its local static server, same output.
    const linkinatorBin = path.join(projectRoot, 'node_modules', 'linkinator', 'build', 'src', 'cli.js')
    let linkinatorMs = Number.NaN
    if (existsSync(linkinatorBin)) {
      console.log('\nlinkinator 7.6 --recurse --check-fragments --clean-urls (skipping every host but localhost/127.0.0.1) ...')
      const li = await run(process.execPath, [
        linkinatorBin,
        dir,
        '--recurse',
        '--check-fragments',
        '--clean-urls',
        '--skip',
        '^(?!https?://(localhost|127\\.0\\.0\\.1)[:/])',
        '--format',
        'json',
      ])
      linkinatorMs = li.ms
      let summary = `exit ${li.code}`
      try {
        const json = JSON.parse(li.stdout) as { links: Array<{ url: string; state: string; parent?: string }> }
        const broken = json.links.filter((l) => l.state === 'BROKEN')
        const brokenUrls = new Set(broken.map((l) => l.url))
        // linkinator reports local pages by their path on disk
        const local = (u: string) => (u.startsWith(gen.siteUrl) ? `${dir}${u.slice(gen.siteUrl.length)}` : u)
        const linkDefects = gen.defects.filter((d) => d.kind === 'broken-link' || d.kind === 'missing-fragment' || d.kind === 'external-broken')
        // by URL only: linkinator checks each URL once and names one of the pages linking to it
        const foundByLinkinator = linkDefects.filter((d) => brokenUrls.has(local(d.url))).length
        const missedKinds = new Map<string, number>()
        for (const d of linkDefects) if (!brokenUrls.has(local(d.url))) missedKinds.set(d.kind, (missedKinds.get(d.kind) ?? 0) + 1)
        const planted = new Set(linkDefects.map((d) => local(d.url)))
        const unplanted = [...brokenUrls].filter((u) => !planted.has(u))
        summary += `, ${json.links.length} results, ${brokenUrls.size} distinct broken URLs; found ${foundByLinkinator}/${linkDefects.length} planted broken links`
        if (missedKinds.size) summary += ` (missed: ${[...missedKinds].map(([k, n]) => `${k} ${n}`).join(', ')})`
        summary += `; ${unplanted.length} other URLs reported broken (${unplanted.slice(0, 3).map((u) => u.replace(dir, '')).join(', ')})`
      } catch {
        summary += `, output not JSON: ${li.stderr.split('\n')[0] ?? ''}`
      }
      console.log(`  linkinator        ${ms(li.ms)}  (${summary})`)
    } else console.log('\nlinkinator not installed: skipped')

    const ours = total(median)
    console.log(`\nsummary (load average now ${os.loadavg()[0]!.toFixed(2)} on ${os.availableParallelism()} cores: wall-clock numbers are inflated by a busy machine)`)
    console.log(`  pages             ${result.pagesScanned}`)
    console.log(`  engine ms         ${engineMs.toFixed(0)} (median inside npx seo-audit) · ${median.auditMs.toFixed(0)} in process on one thread · read + engine ${ours.toFixed(0)}`)
    console.log(`  npx seo-audit ms  ${cli.ms.toFixed(0)} (end to end, median of ${RUNS}) · bin without npx ${bin.toFixed(0)}`)
    console.log(`  pages/s           ${pps(median)}`)
    console.log(`  linkinator ms     ${Number.isNaN(linkinatorMs) ? 'n/a' : linkinatorMs.toFixed(0)}`)
    if (!Number.isNaN(linkinatorMs)) {
      console.log(
        `  speed-up          ${(linkinatorMs / cli.ms).toFixed(1)}x (npx seo-audit vs linkinator, both end to end) · ${(linkinatorMs / bin).toFixed(1)}x (bin) · ${(linkinatorMs / ours).toFixed(1)}x (in process)`,
      )
    }
    console.log(`  defects           ${plantedErrors} planted, ${plantedErrors - missed.length} found`)

    // 6. Our own build, when there is one.
    const dist = path.join(projectRoot, 'dist')
    if (existsSync(dist)) {
      const own = await auditDir(dist)
      const r = own.result
      const t = own.loadMs + own.auditMs
      console.log(
        `\ndist/: ${r.pagesScanned} pages in ${ms(t)} (${Math.round(r.pagesScanned / (t / 1000))} pages/s) · score ${r.score} (${r.scoreColor}) · ` +
          `${r.brokenLinks.length} broken, ${r.mixedContent.length} mixed, ${r.missingAltTags.length} missing alt, ${r.warnings.length} warnings`,
      )
    } else console.log('\ndist/: not built, skipped')

    if (missed.length > 0) process.exitCode = 1
  } finally {
    await vendor.close()
    if (keep) console.log(`\nkept ${tmp}`)
    else await rm(tmp, { recursive: true, force: true })
  }
}

await main()
