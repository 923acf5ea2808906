/**
 * Scratch copies of this site for the build benchmark, and the edits its scenarios make.
 *
 * A copy is what a clean clone with its dependencies installed has: the sources (the working tree when the
 * benchmark starts, or a commit), N generated posts, and a `node_modules` folder of its own whose entries link
 * to the repository's installed packages. Caches a build keeps under `node_modules` (`.cache`, `.vite`, …) so
 * start empty in every copy and stay in it, whichever folder the build chooses for them. The processed images
 * (`public/img`, made once per source image) are shared, so "cold" means cold build caches on a machine that
 * has already drawn the images (as the referee measured).
 */
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { ROOT } from '../../build/content/check.ts'
import { benchPost, benchSlug } from './posts.ts'

/** Links every installed package of `from/node_modules` into `to/node_modules`; caches are left out, and links (workspaces) keep their relative target. */
export function linkNodeModules(from: string, to: string) {
  const source = path.join(from, 'node_modules')
  const target = path.join(to, 'node_modules')
  fs.mkdirSync(target)
  for (const entry of fs.readdirSync(source, { withFileTypes: true })) {
    if (['.cache', '.vite', '.astro', '.package-lock.json'].includes(entry.name)) continue
    const link = entry.isSymbolicLink() ? fs.readlinkSync(path.join(source, entry.name)) : path.join(source, entry.name)
    fs.symlinkSync(link, path.join(target, entry.name))
  }
}

/** A copy of the repository's sources (what git would check out, with local changes), or of commit `ref`. */
export function snapshot(ref: string | undefined): string {
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

/** A scratch site: `sources` plus `n` generated posts, its own node_modules, the shared processed images. */
export function prepareSite(sources: string, n: number, imageCache: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-build-${n}-`))
  fs.cpSync(sources, dir, { recursive: true })
  linkNodeModules(ROOT, dir)
  if (fs.existsSync(imageCache)) fs.cpSync(imageCache, path.join(dir, 'public/img'), { recursive: true })
  for (let i = 0; i < n; i++) fs.writeFileSync(path.join(dir, 'posts', `${benchSlug(i)}.md`), benchPost(i, n))
  return dir
}

/** The post the "one edited post" scenario edits: a generated one in the middle, else the first of the repository's. */
export function editedSlug(site: string, n: number): string {
  if (n > 0) return benchSlug(Math.floor(n / 2))
  return fs.readdirSync(path.join(site, 'posts')).filter((f) => f.endsWith('.md')).sort()[0]!.replace(/\.md$/, '')
}

/** The sentence the post edit adds: each round's is different, and the check looks for it in the built page. */
export const editMark = (round: number) => `Edited by the build benchmark in round ${round}.`

/** Adds a paragraph at the end of a post's body (its front matter stays as it was). */
export function editPostBody(file: string, round: number) {
  fs.appendFileSync(file, `\n${editMark(round)}\n`)
}

/** The attribute the shared-component edit adds to the footer: every page that renders the footer changes. */
export const sharedMark = (round: number) => `data-bench-edit="${round}"`

/** The shared component the benchmark changes: this site's footer, which every page renders. */
export const SHARED_COMPONENT = 'src/app/Footer.tsx'

/** Adds an attribute to the first `<footer` of a component (a JSX or Astro file). */
export function editFooter(file: string, round: number) {
  const text = fs.readFileSync(file, 'utf8')
  if (!/<footer\b/.test(text)) throw new Error(`bench: ${file} has no <footer to change`)
  fs.writeFileSync(file, text.replace(/<footer\b/, `<footer ${sharedMark(round)}`))
}

/** Throws unless `file` (a built page) exists and contains `mark`: an edit must reach the output. */
export function expectInPage(file: string, mark: string, what: string) {
  if (!fs.existsSync(file)) throw new Error(`bench: ${what}: ${file} was not built`)
  if (!fs.readFileSync(file, 'utf8').includes(mark)) throw new Error(`bench: ${what}: ${file} does not show the edit (${mark})`)
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

/** Starts `vite-react-ssg dev` in a scratch site and times the first complete answer to /blog. */
export async function devFirstResponse(dir: string): Promise<number> {
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
    env: { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import tsx`.trim() },
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
