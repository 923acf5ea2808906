/**
 * What a build costs after each kind of change (prints numbers; not a timed test), on project copies that
 * `npm run bench:build -- --posts N --no-dev --keep` left behind (one per commit to compare, e.g. one with
 * `--ref main`), interleaved copy by copy, round by round:
 *
 *   cold          no dist/, no build cache (a fresh clone's first build)
 *   unchanged     the same sources again
 *   one post      one post's body edited
 *   component     a shared component (the footer, on every page) edited
 *
 *   npx tsx scripts/bench-incremental.ts --dirs before=/tmp/bench-build-1000-x,after=/tmp/bench-build-1000-y [--rounds 3]
 *     [--scenarios "one post,component"]   (only these, on the copies as the last run left them)
 *
 * Each build runs as `npm run build` under /usr/bin/time: wall, CPU (user + sys of every process) and peak RSS.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 ? process.argv[i + 1] : undefined
}
const dirs = (arg('dirs') ?? '').split(',').filter(Boolean).map((d) => {
  const [label, dir] = d.split('=') as [string, string | undefined]
  if (!dir || !fs.existsSync(path.join(dir, 'package.json'))) throw new Error(`--dirs: expected label=<project copy>, got ${JSON.stringify(d)}`)
  return { label, dir }
})
if (!dirs.length) throw new Error('--dirs label=<dir>,label=<dir>: the project copies to compare')
const rounds = Number(arg('rounds') ?? 3)

interface Run {
  wallS: number
  cpuS: number
  rssMb: number
}

function build(dir: string, ...flags: string[]): Run {
  const stats = path.join(os.tmpdir(), `bench-incremental-${process.pid}`)
  const started = performance.now()
  const result = spawnSync('/usr/bin/time', ['-f', '%U %S %M', '-o', stats, 'npm', 'run', '--silent', 'build', '--', ...flags], {
    cwd: dir,
    encoding: 'utf8',
    // The copies are not git checkouts: a fixed date, as a checkout has between commits (build/cache/source-date.ts).
    env: { ...process.env, SITE_CACHE_DIR: path.join(dir, '.cache/content'), SOURCE_DATE_EPOCH: '1790000000', FORCE_COLOR: '0' },
  })
  const wallS = (performance.now() - started) / 1000
  if (result.status !== 0) throw new Error(`build failed in ${dir}:\n${result.stderr.slice(-3000)}`)
  const cache = /\[page cache\] .*/.exec(result.stdout)?.[0]
  if (cache) console.log(`  ${cache}`)
  const [user, sys, rss] = fs.readFileSync(stats, 'utf8').trim().split('\n').at(-1)!.split(' ').map(Number)
  fs.rmSync(stats, { force: true })
  return { wallS, cpuS: user! + sys!, rssMb: rss! / 1024 }
}

const edit = (dir: string, rel: string, change: (text: string) => string) => fs.writeFileSync(path.join(dir, rel), change(fs.readFileSync(path.join(dir, rel), 'utf8')))
let n = 0
const scenarios: [string, (dir: string) => Run][] = [
  [
    'cold',
    (dir) => {
      fs.rmSync(path.join(dir, 'dist'), { recursive: true, force: true })
      fs.rmSync(path.join(dir, '.cache/build'), { recursive: true, force: true })
      return build(dir)
    },
  ],
  ['unchanged', (dir) => build(dir)],
  [
    'one post',
    (dir) => {
      const post = fs.readdirSync(path.join(dir, 'posts')).filter((f) => f.endsWith('.md')).sort()[0]!
      edit(dir, `posts/${post}`, (t) => `${t}\nOne more paragraph, edit ${++n}.\n`)
      return build(dir)
    },
  ],
  [
    'component',
    (dir) => {
      edit(dir, 'src/app/Footer.tsx', (t) => (/data-bench="\d+"/.test(t) ? t.replace(/data-bench="\d+"/, `data-bench="${++n}"`) : t.replace('<footer', `<footer data-bench="${++n}"`)))
      return build(dir)
    },
  ],
]

const only = arg('scenarios')?.split(',')
const chosen = scenarios.filter(([name]) => !only || only.includes(name))
const results = new Map<string, Run[]>()
for (let round = 0; round < rounds; round++)
  for (const [name, run] of chosen)
    for (const { label, dir } of dirs) {
      const r = run(dir)
      const key = `${name}\0${label}`
      results.set(key, [...(results.get(key) ?? []), r])
      console.log(`round ${round + 1} ${name} ${label}: ${r.wallS.toFixed(1)} s wall, ${r.cpuS.toFixed(1)} s CPU, ${r.rssMb.toFixed(0)} MB`)
    }

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
console.log(`\nload average: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`)
console.log(`\n| build | ${dirs.map((d) => `${d.label}: wall / CPU / peak RSS`).join(' | ')} |`)
console.log(`| --- | ${dirs.map(() => '---').join(' | ')} |`)
for (const [name] of chosen)
  console.log(
    `| ${name} | ${dirs
      .map(({ label }) => {
        const runs = results.get(`${name}\0${label}`)!
        return `${median(runs.map((r) => r.wallS)).toFixed(1)} s / ${median(runs.map((r) => r.cpuS)).toFixed(1)} s / ${median(runs.map((r) => r.rssMb)).toFixed(0)} MB`
      })
      .join(' | ')} |`,
  )
