/**
 * Build benchmark (prints numbers; not a timed test): for each post count,
 * copies the repository's sources into a temporary directory (node_modules is
 * a symlink), adds N generated posts (≈ 900 words, a GFM table, links to real
 * pages and to other generated posts, front matter valid across every
 * category), then measures what a writer and a visitor pay:
 *
 *   - `npm run check` (cold and warm) and `npm run build` wall time, CPU
 *     (user + sys of the whole process tree, from /usr/bin/time) and peak RSS;
 *     the build's phases are timed from its log lines;
 *   - the script a post loads (gzip; none since pages are documents), the /blog page, the largest HTML page, the
 *     service worker's precache (files and bytes);
 *   - the dev server's first answer to /blog.
 *
 *   npm run bench:build -- --posts 0,200,1000 [--ref <commit>] [--keep] [--no-dev]
 *
 * The sources are the working tree as it is when the benchmark starts, or the
 * given commit (`--ref main`, to measure before a change).
 *
 * With two or more counts it prints the marginal CPU per post between
 * consecutive counts.
 */
import { spawn, execFileSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { ROOT } from '../build/content/check.ts'
import { listFiles } from '../build/lib/files.ts'
import { islandFilesOf } from '../build/postbuild/service-worker.ts'

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 ? process.argv[i + 1] : undefined
}
const counts = (arg('posts') ?? '0,200,1000').split(',').map((n) => {
  const value = Number(n)
  if (!Number.isInteger(value) || value < 0) throw new Error(`--posts: expected counts such as 0,200,1000, got ${JSON.stringify(n)}`)
  return value
})
const keep = process.argv.includes('--keep')
const withDev = !process.argv.includes('--no-dev')

// ---------------------------------------------------------------- posts

interface Category {
  name: string
}
const categories = (JSON.parse(fs.readFileSync(path.join(ROOT, 'data/categories.json'), 'utf8')) as Category[]).map((c) => c.name)
const images = fs.readdirSync(path.join(ROOT, 'posts/images')).filter((f) => /\.(svg|png|jpe?g|webp)$/.test(f))
const pageLinks = ['/gaming-pc-builds-dubai', '/gaming-pc-shop-dubai', '/contact-dubai', '/gaming-pc-faq', '/service-areas-uae', '/price-match-dubai', '/blog']
const topics = ['RTX 5070', 'Ryzen 7 9800X3D', 'a 360 mm AIO', 'DDR5-6000 memory', 'a 1000 W PSU', 'a 4K OLED monitor', 'PCIe 5.0 storage', 'a mesh airflow case']
const words = 'heat dust airflow budget frame rate latency warranty delivery assembly benchmark thermals silence upgrade value resolution refresh streaming editing shader cache driver firmware'.split(' ')

/** A deterministic pseudo-random sequence, so every run writes the same posts. */
function random(seed: number) {
  let s = seed * 2654435761
  return () => ((s = (s * 1103515245 + 12345) >>> 0) / 2 ** 32)
}

export function benchSlug(i: number) {
  return `bench-post-${String(i).padStart(4, '0')}`
}

/** One generated post: about 900 words in 6 sections, a comparison table and 3–4 internal links. */
export function benchPost(i: number, total: number): string {
  const r = random(i + 1)
  const pick = <T,>(list: readonly T[]) => list[Math.floor(r() * list.length)]!
  const topic = pick(topics)
  const day = new Date(Date.UTC(2024, 0, 1) + i * 86_400_000 * 0.5).toISOString().slice(0, 10)
  const sentence = () => {
    const n = 12 + Math.floor(r() * 8)
    const w = Array.from({ length: n }, () => pick(words))
    return `${w[0]![0]!.toUpperCase()}${w[0]!.slice(1)} ${w.slice(1).join(' ')} matters for ${topic} in Dubai.`
  }
  const paragraph = () => Array.from({ length: 5 }, sentence).join(' ')
  const other = (k: number) => benchSlug((i + k) % total)
  const sections = Array.from({ length: 6 }, (_, s) => `## Part ${s + 1}: ${pick(words)} and ${pick(words)}\n\n${paragraph()}\n\n${paragraph()}`)
  sections.splice(
    2,
    0,
    [
      '| Option | Price (AED) | Noise | Verdict |',
      '|---|---|---|---|',
      ...Array.from({ length: 5 }, (_, k) => `| ${pick(topics)} | ${(1000 + Math.floor(r() * 9000)).toLocaleString('en')} | ${30 + k * 3} dB | ${pick(words)} |`),
    ].join('\n'),
  )
  const links = [
    `See [our sample builds](${pick(pageLinks)}) or [ask us for a quote](/contact-dubai).`,
    total > 1 ? `Related reading: [part ${(i + 1) % total}](/blog/${other(1)}) and [part ${(i + 7) % total}](/blog/${other(7)}).` : '',
  ].join(' ')
  const title = `${topic} in Dubai: field notes ${i + 1}`
  return [
    '---',
    `title: ${JSON.stringify(title)}`,
    `excerpt: ${JSON.stringify(`What we learned fitting ${topic} in customer builds this season, with prices in AED and heat advice.`)}`,
    `date: ${day}`,
    `author: "Falcon PC team"`,
    `category: ${JSON.stringify(categories[i % categories.length])}`,
    `tags: [${JSON.stringify(pick(words))}, dubai]`,
    `image: images/${images[i % images.length]}`,
    `imageAlt: "An illustration for the field notes about ${topic}"`,
    `metaDescription: ${JSON.stringify(`Field notes ${i + 1} on ${topic} for gaming PCs in Dubai: prices in AED, noise, heat and what we would buy.`)}`,
    '---',
    '',
    paragraph(),
    '',
    links,
    '',
    sections.join('\n\n'),
    '',
  ].join('\n')
}

// ---------------------------------------------------------------- running

interface Timed {
  code: number
  out: string
  wallMs: number
  cpuS: number
  rssMb: number
  lines: { at: number; text: string }[]
}

/** Runs a command under /usr/bin/time: CPU and peak RSS include every child process. */
function timed(cmd: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): Promise<Timed> {
  const stats = path.join(cwd, `.time-${process.pid}`)
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const child = spawn('/usr/bin/time', ['-f', '%U %S %M', '-o', stats, cmd, ...args], { cwd, env: { ...process.env, ...env, FORCE_COLOR: '0' } })
    const lines: Timed['lines'] = []
    let out = ''
    const take = (d: string) => {
      out += d
      for (const text of d.split('\n')) if (text.trim()) lines.push({ at: performance.now() - started, text })
    }
    child.stdout.setEncoding('utf8').on('data', take)
    child.stderr.setEncoding('utf8').on('data', take)
    child.on('error', reject)
    child.on('close', (code) => {
      const [user, sys, rss] = fs.readFileSync(stats, 'utf8').trim().split('\n').at(-1)!.split(' ').map(Number)
      fs.rmSync(stats, { force: true })
      resolve({ code: code ?? -1, out, wallMs: performance.now() - started, cpuS: user! + sys!, rssMb: rss! / 1024, lines })
    })
  })
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

/** Starts `vite-react-ssg dev` and times the first complete answer to /blog. */
async function devFirstResponse(dir: string): Promise<number> {
  const port = await freePort()
  const started = performance.now()
  // The CLI has no --port: a config that is the project's own plus a free port.
  fs.writeFileSync(
    path.join(dir, 'vite.bench.config.ts'),
    `import { mergeConfig, type UserConfig } from 'vite'\nimport base from './vite.config.ts'\n` +
      `export default (env: never) => mergeConfig((base as (e: never) => UserConfig)(env), { server: { port: ${port}, strictPort: true, host: '127.0.0.1' } })\n`,
  )
  const child = spawn(path.join(dir, 'node_modules/.bin/vite-react-ssg'), ['dev', '--config', 'vite.bench.config.ts'], {
    cwd: dir,
    stdio: 'ignore',
    detached: true,
    // tsx's loader: the config's content code imports the seo-audit package's TypeScript entry points (scripts/build.ts).
    env: { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import tsx`.trim(), SITE_CACHE_DIR: path.join(dir, '.cache/content') },
  })
  try {
    for (;;) {
      if (performance.now() - started > 300_000) throw new Error('dev server: no answer within 300 s')
      try {
        const res = await fetch(`http://127.0.0.1:${port}/blog`)
        const body = await res.text()
        if (res.ok && body.includes('</html>')) return performance.now() - started
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 100))
    }
  } finally {
    process.kill(-child.pid!, 'SIGTERM')
  }
}

/** A copy of the repository's sources (what git would check out, with local changes) and N generated posts. */
function snapshot(ref: string | undefined): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-build-src-'))
  if (ref) {
    execFileSync('bash', ['-c', `git archive --format=tar "$1" | tar -x -C "$2"`, 'archive', ref, dir], { cwd: ROOT })
    return dir
  }
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: ROOT, encoding: 'utf8' }).split('\0').filter(Boolean)
  for (const f of files) {
    if (!fs.existsSync(path.join(ROOT, f))) continue
    fs.mkdirSync(path.dirname(path.join(dir, f)), { recursive: true })
    fs.copyFileSync(path.join(ROOT, f), path.join(dir, f))
  }
  return dir
}
/** The sources as they were when the benchmark started (editing the repository meanwhile does not change the runs). */
const sources = snapshot(arg('ref'))

function prepare(n: number, imageCache: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-build-${n}-`))
  fs.cpSync(sources, dir, { recursive: true })
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'))
  // Processed images are a cache the build fills; share it so every count starts equally warm.
  if (fs.existsSync(imageCache)) fs.cpSync(imageCache, path.join(dir, 'public/img'), { recursive: true })
  for (let i = 0; i < n; i++) fs.writeFileSync(path.join(dir, 'posts', `${benchSlug(i)}.md`), benchPost(i, n))
  return dir
}

const PHASES: [string, RegExp][] = [
  ['content check', /Build for client/],
  ['client build', /Build for server/],
  ['server build', /Rendering Pages/],
  ['render', /Build finished/],
  ['post-build', /^Built \d+ pages/],
]

function phases(run: Timed): Record<string, number> {
  const out: Record<string, number> = {}
  let last = 0
  for (const [name, re] of PHASES) {
    const line = run.lines.find((l) => re.test(l.text.replace(/^\s*\[[^\]]*\]\s*/, '')))
    if (!line) continue
    out[name] = line.at - last
    last = line.at
  }
  return out
}

function gzipSize(file: string) {
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length
}

/** What the service worker precaches: the URLs in sw.js's manifest and their bytes. */
function precache(dist: string): { files: number; bytes: number } {
  const sw = fs.readFileSync(path.join(dist, 'sw.js'), 'utf8')
  const urls = new Set([...sw.matchAll(/["']?url["']?\s*:\s*["'`](\/[^"'`]*)["'`]/g)].map((m) => m[1]!))
  let bytes = 0
  for (const url of urls) {
    const file = path.join(dist, url.slice(1))
    if (fs.existsSync(file)) bytes += fs.statSync(file).size
  }
  return { files: urls.size, bytes }
}

interface Result {
  posts: number
  checkColdMs: number
  checkWarmMs: number
  build: Timed
  phases: Record<string, number>
  /** Gzip bytes of the script files a post loads on a first view. */
  entryGzip: number
  blogHtml: number
  largestHtml: { file: string; bytes: number }
  htmlFiles: number
  files: number
  precache: { files: number; bytes: number }
  devMs?: number
}

async function measure(n: number, imageCache: string): Promise<Result> {
  const dir = prepare(n, imageCache)
  try {
    const tsx = path.join(dir, 'node_modules/.bin/tsx')
    // Each copy starts with an empty content cache (node_modules is shared), so "cold" is cold.
    const env = { SITE_CACHE_DIR: path.join(dir, '.cache/content') }
    const check1 = await timed(tsx, ['scripts/check-content.ts'], dir, env)
    if (check1.code !== 0) throw new Error(`npm run check failed at ${n} posts:\n${check1.out}`)
    const check2 = await timed(tsx, ['scripts/check-content.ts'], dir, env)
    const build = await timed(tsx, ['scripts/build.ts'], dir, env)
    if (build.code !== 0) throw new Error(`npm run build failed at ${n} posts:\n${build.out.slice(-4000)}`)
    if (!fs.existsSync(imageCache)) fs.cpSync(path.join(dir, 'public/img'), imageCache, { recursive: true })
    const dist = path.join(dir, 'dist')
    // A post's first view: the script files its islands load (none today: a post is a document).
    const firstPost = fs.readdirSync(path.join(dist, 'blog')).find((f) => f.endsWith('.html'))!
    const postScripts = [...islandFilesOf([fs.readFileSync(path.join(dist, 'blog', firstPost), 'utf8')])]
    const all = listFiles(dist)
    const html = all.filter((f) => f.endsWith('.html')).map((file) => ({ file, bytes: fs.statSync(path.join(dist, file)).size }))
    const devMs = withDev ? await devFirstResponse(dir) : undefined
    return {
      posts: n,
      checkColdMs: check1.wallMs,
      checkWarmMs: check2.wallMs,
      build,
      phases: phases(build),
      entryGzip: postScripts.reduce((sum, f) => sum + gzipSize(path.join(dist, f)), 0),
      blogHtml: fs.statSync(path.join(dist, 'blog.html')).size,
      largestHtml: html.sort((a, b) => b.bytes - a.bytes)[0]!,
      htmlFiles: html.length,
      files: all.length,
      precache: precache(dist),
      devMs,
    }
  } finally {
    if (keep) console.log(`kept ${dir}`)
    else fs.rmSync(dir, { recursive: true, force: true })
  }
}

const kb = (b: number) => `${(b / 1024).toFixed(1)} KB`
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`

const imageCache = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-build-img-'))
fs.rmSync(imageCache, { recursive: true })
const results: Result[] = []
try {
  if (fs.existsSync(path.join(ROOT, 'public/img'))) fs.cpSync(path.join(ROOT, 'public/img'), imageCache, { recursive: true })
  else {
    console.log('Warming the image cache (one build, not counted)…')
    await measure(0, imageCache)
  }
  for (const n of counts) {
    console.log(`\n${n} extra posts: building…`)
    const r = await measure(n, imageCache)
    results.push(r)
    console.log(`  build: ${s(r.build.wallMs)} wall, ${r.build.cpuS.toFixed(1)} s CPU (user+sys, all processes), peak RSS ${r.build.rssMb.toFixed(0)} MB`)
    console.log(`  phases: ${Object.entries(r.phases).map(([k, v]) => `${k} ${s(v)}`).join(', ')}`)
    console.log(`  npm run check: ${s(r.checkColdMs)} cold, ${s(r.checkWarmMs)} warm`)
    console.log(`  a post's script files ${kb(r.entryGzip)} gzip; /blog ${kb(r.blogHtml)}; largest page ${r.largestHtml.file} ${kb(r.largestHtml.bytes)}; ${r.htmlFiles} HTML files, ${r.files} files`)
    console.log(`  service worker precache: ${r.precache.files} files, ${kb(r.precache.bytes)}`)
    if (r.devMs !== undefined) console.log(`  dev server: first answer to /blog in ${s(r.devMs)}`)
  }
} finally {
  fs.rmSync(imageCache, { recursive: true, force: true })
  fs.rmSync(sources, { recursive: true, force: true })
}

console.log('\n| posts | build wall | CPU | peak RSS | check (cold/warm) | JS of a post, gzip | /blog | largest page | precache | dev first answer |')
console.log('|---|---|---|---|---|---|---|---|---|---|')
for (const r of results)
  console.log(
    `| ${r.posts} | ${s(r.build.wallMs)} | ${r.build.cpuS.toFixed(1)} s | ${r.build.rssMb.toFixed(0)} MB | ${s(r.checkColdMs)} / ${s(r.checkWarmMs)} | ${kb(r.entryGzip)} | ${kb(r.blogHtml)} | ${kb(r.largestHtml.bytes)} | ${r.precache.files} files, ${kb(r.precache.bytes)} | ${r.devMs === undefined ? '-' : s(r.devMs)} |`,
  )
for (let i = 1; i < results.length; i++) {
  const a = results[i - 1]!
  const b = results[i]!
  if (b.posts === a.posts) continue
  console.log(`marginal CPU per post ${a.posts}→${b.posts}: ${(((b.build.cpuS - a.build.cpuS) / (b.posts - a.posts)) * 1000).toFixed(0)} ms`)
}
