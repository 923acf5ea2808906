/**
 * Build benchmark (prints numbers; not a timed test). For each post count, in one run, this site and an
 * Astro 5 build of the same posts (a zero-JS blog, scripts/bench/astro.ts) go through four builds each:
 *
 *   cold                                  a scratch copy with no build cache (as a clean clone with its
 *                                         dependencies installed; processed images shared, see build-sites.ts)
 *   again with nothing changed            the same folder, built again
 *   after editing one post's body         a paragraph added to one post (the built page must show it)
 *   after changing one shared component   an attribute added to this site's footer / Astro's layout
 *                                         (every page that renders it must show it)
 *
 * Each prints wall time, CPU (user + sys of every process) and peak memory (the process tree's RSS summed,
 * and the largest process's), then the median of the rounds against the targets of the issue this was
 * written for. Rounds interleave the two sites step by step and alternate which goes first.
 *
 *   npm run bench:build -- --posts 1000,10000 [--runs 3] [--no-astro] [--check] [--dev] [--random-edits]
 *                          [--random-edits-cmd "<command>"] [--ref <commit>] [--keep]
 *
 * --check      also times `npm run check` cold and warm; --dev the dev server's first answer to /blog.
 * --random-edits   runs the build's random-edit check once in a 1,000-post copy, in the copy's folder: the
 *              shell command of --random-edits-cmd, else the copy's npm script `random-edits`, else
 *              `npx vitest run tests/unit/build/incremental.test.ts` (the test copies the project it runs in);
 *              exit 0 is a pass.
 * --ref main   measures a commit instead of the working tree as it is when the benchmark starts.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ROOT } from '../build/content/check.ts'
import { ASTRO_LAYOUT, ASTRO_POSTS, astroPostPage, ensureAstro, prepareAstro } from './bench/astro.ts'
import { devFirstResponse, editedSlug, editFooter, editMark, editPostBody, expectInPage, prepareSite, SHARED_COMPONENT, sharedMark, snapshot } from './bench/build-sites.ts'
import { outputFacts, phases, type OutputFacts } from './bench/build-output.ts'
import { median } from './bench/stats.ts'
import { timed, type Timed } from './bench/timed.ts'

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 ? process.argv[i + 1] : undefined
}
const flag = (name: string) => process.argv.includes(`--${name}`)
const counts = (arg('posts') ?? '1000').split(',').map((n) => {
  const value = Number(n)
  if (!Number.isInteger(value) || value < 0) throw new Error(`--posts: expected counts such as 1000,10000, got ${JSON.stringify(n)}`)
  return value
})
const runs = Number(arg('runs') ?? 3)
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs: expected a whole number of rounds, got ${arg('runs')}`)
const keep = flag('keep')
const withAstro = !flag('no-astro')
const RANDOM_EDITS_POSTS = 1000

// ---------------------------------------------------------------- the two sites

const SCENARIOS = [
  { key: 'cold', label: 'cold' },
  { key: 'unchanged', label: 'again with nothing changed' },
  { key: 'post', label: "after editing one post's body" },
  { key: 'shared', label: 'after changing one shared component' },
] as const
type Scenario = (typeof SCENARIOS)[number]['key']

interface Subject {
  name: string
  dir: string
  build(): Promise<Timed>
  /** Makes the scenario's change before its build. */
  edit(scenario: Scenario, round: number): void
  /** Throws unless the build shows the scenario's change. */
  verify(scenario: Scenario, round: number): void
}

/**
 * This site's builds: no inherited cache or output folder, and the sources' date fixed to their commit's, as a
 * checkout has it while a writer edits (a copy is no git checkout, and a build that dates itself from its
 * newest file would see every edit as a new date).
 */
const ourEnv = { SITE_CACHE_DIR: undefined, SITE_DIST: undefined, SOURCE_DATE_EPOCH: execFileSync('git', ['log', '-1', '--format=%ct', arg('ref') ?? 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim() }

/** The copy's `npm run build` command (package.json). */
function buildScript(dir: string): string {
  return (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { scripts: { build: string } }).scripts.build
}

function ourSite(dir: string, n: number): Subject {
  const slug = editedSlug(dir, n)
  const page = (p: string) => path.join(dir, 'dist', `${p}.html`)
  return {
    name: 'this site',
    dir,
    // The build's own defaults: its caches go where it puts them, inside this copy. The command is the copy's
    // `npm run build` without npm's own start (about 0.3 s, the same for any build).
    build: () => timed('/bin/sh', ['-c', buildScript(dir)], dir, { ...ourEnv, PATH: `${path.join(dir, 'node_modules/.bin')}:${process.env.PATH}` }),
    edit(scenario, round) {
      if (scenario === 'post') editPostBody(path.join(dir, 'posts', `${slug}.md`), round)
      if (scenario === 'shared') editFooter(path.join(dir, SHARED_COMPONENT), round)
    },
    verify(scenario, round) {
      if (scenario === 'post') expectInPage(page(`blog/${slug}`), editMark(round), 'edited post')
      if (scenario === 'shared') for (const p of ['index', `blog/${slug}`]) expectInPage(page(p), sharedMark(round), 'shared component')
    },
  }
}

function astroSite(dir: string, slug: string, version: string): Subject {
  return {
    name: `Astro ${version}`,
    dir,
    build: () => timed(path.join(dir, 'node_modules/.bin/astro'), ['build'], dir, { ASTRO_TELEMETRY_DISABLED: '1' }),
    edit(scenario, round) {
      if (scenario === 'post') editPostBody(path.join(dir, ASTRO_POSTS, `${slug}.md`), round)
      if (scenario === 'shared') editFooter(path.join(dir, ASTRO_LAYOUT), round)
    },
    verify(scenario, round) {
      if (scenario === 'post') expectInPage(astroPostPage(dir, slug), editMark(round), 'edited post')
      if (scenario === 'shared') for (const f of [path.join(dir, 'dist/index.html'), astroPostPage(dir, slug)]) expectInPage(f, sharedMark(round), 'shared component')
    },
  }
}

// ---------------------------------------------------------------- running

const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`
const mb = (m: number) => `${m.toFixed(0)} MB`
const kb = (b: number) => `${(b / 1024).toFixed(1)} KB`
const load = () => os.loadavg().map((l) => l.toFixed(2)).join(', ')

interface SizeResult {
  posts: number
  /** Per site name, per scenario: every round's run. */
  runs: Map<string, Map<Scenario, Timed[]>>
  ourName: string
  astroName?: string
  phases: Record<string, number>
  facts: OutputFacts
  check?: { coldMs: number; warmMs: number }
  devMs?: number
}

async function measureSize(n: number, sources: string, imageCache: string, astroVersion: string | undefined): Promise<SizeResult> {
  const result: SizeResult = { posts: n, runs: new Map(), ourName: 'this site', phases: {}, facts: undefined! }
  for (let round = 1; round <= runs; round++) {
    const site = prepareSite(sources, n, imageCache)
    const subjects = [ourSite(site, n)]
    if (astroVersion) subjects.push(astroSite(prepareAstro(site), editedSlug(site, n), astroVersion))
    result.astroName = subjects[1]?.name
    if (round % 2 === 0) subjects.reverse()
    try {
      for (const { key, label } of SCENARIOS) {
        for (const subject of subjects) {
          subject.edit(key, round)
          const run = await subject.build()
          if (run.code !== 0) throw new Error(`${subject.name}: the build failed (${label}, ${n} posts):\n${run.out.slice(-4000)}`)
          try {
            subject.verify(key, round)
          } catch (error) {
            // This site's build must show every change; the reference's miss is reported, and the run goes on.
            if (subject.dir === site) throw error
            console.log(`  WARNING ${subject.name}, ${label}: ${(error as Error).message}. Its figure is listed, but it is not a build of the change.`)
          }
          const bySite = result.runs.get(subject.name) ?? new Map<Scenario, Timed[]>()
          result.runs.set(subject.name, bySite.set(key, [...(bySite.get(key) ?? []), run]))
          if (subject.dir === site && key === 'cold' && round === 1) result.phases = phases(run)
          console.log(`  round ${round}, ${subject.name}, ${label}: ${s(run.wallMs)} wall, ${run.cpuS.toFixed(1)} s CPU, ${mb(run.treeMb)} (largest process ${mb(run.rssMb)}); load ${load()}`)
        }
      }
      if (round === 1) result.facts = outputFacts(path.join(site, 'dist'))
    } finally {
      for (const subject of subjects) {
        if (keep) console.log(`  kept ${subject.dir}`)
        else fs.rmSync(subject.dir, { recursive: true, force: true })
      }
    }
  }
  if (flag('check') || flag('dev')) await extras(n, sources, imageCache, result)
  return result
}

/** `npm run check` cold and warm and the dev server's first answer, in a fresh copy. */
async function extras(n: number, sources: string, imageCache: string, result: SizeResult) {
  const dir = prepareSite(sources, n, imageCache)
  try {
    const tsx = path.join(dir, 'node_modules/.bin/tsx')
    if (flag('check')) {
      const cold = await timed(tsx, ['scripts/check-content.ts'], dir, { SITE_CACHE_DIR: undefined })
      if (cold.code !== 0) throw new Error(`npm run check failed at ${n} posts:\n${cold.out}`)
      const warm = await timed(tsx, ['scripts/check-content.ts'], dir, { SITE_CACHE_DIR: undefined })
      result.check = { coldMs: cold.wallMs, warmMs: warm.wallMs }
    }
    if (flag('dev')) result.devMs = await devFirstResponse(dir)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

/** The build's random-edit check, once, in a 1,000-post copy; undefined when the build has none. */
async function randomEdits(sources: string, imageCache: string): Promise<Timed | undefined> {
  const dir = prepareSite(sources, RANDOM_EDITS_POSTS, imageCache)
  try {
    const command = arg('random-edits-cmd')
    const scripts = (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { scripts?: Record<string, string> }).scripts ?? {}
    const test = 'tests/unit/build/incremental.test.ts'
    const run = command ?? (scripts['random-edits'] ? 'npm run --silent random-edits' : fs.existsSync(path.join(dir, test)) ? `npx vitest run ${test}` : undefined)
    if (!run) return undefined
    // The copy is no git checkout, where the test would take its seed from the commit: a new sequence each run, printed to replay it.
    const seed = process.env.BUILD_EDIT_SEED ?? String(Math.floor(Math.random() * 2 ** 31))
    console.log(`  BUILD_EDIT_SEED=${seed} ${run}`)
    return await timed('bash', ['-c', run], dir, { ...ourEnv, BUILD_EDIT_SEED: seed })
  } finally {
    if (keep) console.log(`  kept ${dir}`)
    else fs.rmSync(dir, { recursive: true, force: true })
  }
}

// ---------------------------------------------------------------- printing

interface Summary {
  wallMs: number
  cpuS: number
  treeMb: number
  rssMb: number
  walls: number[]
}
function summary(list: Timed[]): Summary {
  return {
    wallMs: median(list.map((r) => r.wallMs)),
    cpuS: median(list.map((r) => r.cpuS)),
    treeMb: median(list.map((r) => r.treeMb)),
    rssMb: median(list.map((r) => r.rssMb)),
    walls: list.map((r) => r.wallMs),
  }
}

/** The issue's targets for one size, each as [what, our figure, the bound, pass]. */
function targets(r: SizeResult): [string, string, string, boolean][] {
  const ours = (k: Scenario) => summary(r.runs.get(r.ourName)!.get(k)!)
  const theirs = r.astroName ? (k: Scenario) => summary(r.runs.get(r.astroName!)!.get(k)!) : undefined
  const out: [string, string, string, boolean][] = []
  if (theirs) {
    out.push(["cold ≤ Astro's cold", s(ours('cold').wallMs), s(theirs('cold').wallMs), ours('cold').wallMs <= theirs('cold').wallMs])
    const half = theirs('unchanged').wallMs / 2
    out.push(["nothing changed ≤ half of Astro's", s(ours('unchanged').wallMs), s(half), ours('unchanged').wallMs <= half])
  }
  const editBound = r.posts <= 1000 ? 3000 : r.posts <= 10_000 ? 10_000 : undefined
  if (editBound) out.push([`one edited post ≤ ${s(editBound)} (${r.posts <= 1000 ? 'at 1,000 posts' : 'at 10,000'})`, s(ours('post').wallMs), s(editBound), ours('post').wallMs <= editBound])
  if (r.posts <= 10_000) {
    const peak = Math.max(...SCENARIOS.map(({ key }) => ours(key).treeMb))
    out.push(['peak memory ≤ 1.5 GB (at 10,000 posts), all processes', mb(peak), '1536 MB', peak <= 1536])
  }
  return out
}

function printSize(r: SizeResult) {
  console.log(`\n${r.posts} generated posts, median of ${runs} round(s):\n`)
  console.log('| build | wall | CPU (all processes) | peak memory (all processes) | largest process | wall of each round |')
  console.log('| --- | --- | --- | --- | --- | --- |')
  for (const { key, label } of SCENARIOS) {
    for (const [name, byScenario] of r.runs) {
      const m = summary(byScenario.get(key)!)
      console.log(`| ${name}, ${label} | ${s(m.wallMs)} | ${m.cpuS.toFixed(1)} s | ${mb(m.treeMb)} | ${mb(m.rssMb)} | ${m.walls.map(s).join(', ')} |`)
    }
  }
  console.log('')
  for (const [what, value, bound, pass] of targets(r)) console.log(`  ${pass ? 'pass' : 'FAIL'}  ${what}: ${value} (bound ${bound})`)
  const f = r.facts
  console.log(`\n  this site's cold build, phases: ${Object.entries(r.phases).map(([k, v]) => `${k} ${s(v)}`).join(', ') || '(none logged)'}`)
  console.log(`  a post's script files ${kb(f.entryGzip)} gzip; /blog ${kb(f.blogHtml)}; largest page ${f.largestHtml.file} ${kb(f.largestHtml.bytes)}; ${f.htmlFiles} HTML files, ${f.files} files`)
  console.log(`  service worker precache: ${f.precache.files} files, ${kb(f.precache.bytes)}`)
  if (r.check) console.log(`  npm run check: ${s(r.check.coldMs)} cold, ${s(r.check.warmMs)} warm`)
  if (r.devMs !== undefined) console.log(`  dev server: first answer to /blog in ${s(r.devMs)}`)
}

// ---------------------------------------------------------------- main

console.log(`Load average at the start: ${load()} (${os.cpus().length} cores)`)
const astroVersion = withAstro ? ensureAstro() : undefined
/** The sources as they were when the benchmark started (editing the repository meanwhile does not change the runs). */
const sources = snapshot(arg('ref'))
const imageCache = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-build-img-')), 'img')
const results: SizeResult[] = []
try {
  if (fs.existsSync(path.join(ROOT, 'public/img'))) fs.cpSync(path.join(ROOT, 'public/img'), imageCache, { recursive: true })
  else {
    console.log('Drawing the images once (one build, not counted)…')
    const dir = prepareSite(sources, 0, imageCache)
    const run = await timed('/bin/sh', ['-c', buildScript(dir)], dir, { PATH: `${path.join(dir, 'node_modules/.bin')}:${process.env.PATH}` })
    if (run.code !== 0) throw new Error(`the image warm-up build failed:\n${run.out.slice(-4000)}`)
    fs.cpSync(path.join(dir, 'public/img'), imageCache, { recursive: true })
    fs.rmSync(dir, { recursive: true, force: true })
  }
  for (const n of counts) {
    console.log(`\n${n} generated posts (plus the repository's own):`)
    const r = await measureSize(n, sources, imageCache, astroVersion)
    results.push(r)
    printSize(r)
  }
  if (flag('random-edits')) {
    console.log(`\nThe build's random-edit check on a ${RANDOM_EDITS_POSTS}-post site…`)
    const run = await randomEdits(sources, imageCache)
    if (!run) console.log('  skipped: the build has no `random-edits` npm script nor tests/unit/build/incremental.test.ts (or pass --random-edits-cmd)')
    else console.log(`  ${run.code === 0 ? 'pass' : 'FAIL'} in ${s(run.wallMs)}\n${run.out.trim().split('\n').slice(-15).join('\n')}`)
  }
} finally {
  fs.rmSync(path.dirname(imageCache), { recursive: true, force: true })
  fs.rmSync(sources, { recursive: true, force: true })
}

for (let i = 1; i < results.length; i++) {
  const [a, b] = [results[i - 1]!, results[i]!]
  if (b.posts === a.posts) continue
  const cpu = (r: SizeResult) => summary(r.runs.get(r.ourName)!.get('cold')!).cpuS
  console.log(`marginal CPU per post of this site's cold build ${a.posts}→${b.posts}: ${(((cpu(b) - cpu(a)) / (b.posts - a.posts)) * 1000).toFixed(0)} ms`)
}
console.log(`Load average at the end: ${load()}`)
