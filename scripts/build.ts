/**
 * `npm run build`: validate content, pre-render every route into a temporary
 * directory, write the post-build outputs there, and only then swap it in as
 * dist/. Any failure leaves the previous dist/ exactly as it was.
 *
 * When no input changed since the last build and dist/ is what that build wrote, it says so and stops
 * (build/cache/build-state.ts); `--clean` always builds. Dates come from the sources
 * (build/cache/source-date.ts), so two builds of the same sources write the same bytes.
 */
import fs from 'node:fs'
import path from 'node:path'
import { spawnSync } from 'node:child_process'
import { inputFiles } from '../build/cache/inputs.ts'
import { SOURCE_DATE_ENV, sourceDate } from '../build/cache/source-date.ts'
import { forgetState, inputKey, saveState, upToDate } from '../build/cache/build-state.ts'
import { SITE_KEY_ENV } from '../build/cache/page-cache.ts'
import { pageChangeDates } from '../build/postbuild/page-dates.ts'

const started = performance.now()
const ROOT = path.resolve(import.meta.dirname, '..')
const clean = process.argv.includes('--clean')
const dist = path.resolve(ROOT, process.env.SITE_DIST ?? 'dist')
// Next to the output directory, so the swap is two renames on one file system.
const tmp = path.join(path.dirname(dist), `.dist-build-${process.pid}`)
const old = path.join(path.dirname(dist), `.dist-old-${process.pid}`)
// The checked content, handed to both Vite builds (client and server) so they do not load it again.
const contentFile = path.join(path.dirname(dist), `.dist-content-${process.pid}.json`)
fs.mkdirSync(path.dirname(dist), { recursive: true })
const distLabel = dist.startsWith(ROOT + path.sep) ? path.relative(ROOT, dist) : dist
const elapsed = () => ((performance.now() - started) / 1000).toFixed(1)

function fail(message: string): never {
  fs.rmSync(tmp, { recursive: true, force: true })
  fs.rmSync(contentFile, { force: true })
  console.error(`\n${message}`)
  console.error(`Build failed: ${distLabel}/ was left unchanged.`)
  process.exit(1)
}

// Everything a build reads outside its input files: the date of the sources and each page's last change
// (commit times, or modification times outside git).
const files = inputFiles(ROOT)
const date = sourceDate(ROOT, files)
const pageIds = readPageIds()
const changedOn = pageChangeDates(ROOT, [...pageIds, { id: 'build' }])
const key = inputKey(ROOT, files, { date: date.toISOString(), changedOn })
if (!clean && upToDate(ROOT, dist, key)) {
  console.log(`Nothing changed since the last build: ${distLabel}/ is up to date (${elapsed()} s). \`npm run build -- --clean\` builds anyway.`)
  process.exit(0)
}

// Loaded only when there is work to do: the fast path above stays fast.
const { checkContent, reportContentError } = await import('../build/content/check.ts')
const { writePostBuildOutputs } = await import('../build/postbuild/index.ts')
const { pageLocales } = await import('../src/site/page-table.ts')

let content
try {
  content = checkContent(ROOT)
} catch (error) {
  reportContentError(error)
  fail('Fix the content problems above and build again.')
}

fs.writeFileSync(contentFile, JSON.stringify(content))
// The key of everything a page may read but the posts (build/cache/page-cache.ts): the renderer renders again
// the pages whose posts changed, and every page when anything else did. The locale table is made from the
// translated posts and every page's links read it.
const siteKey = inputKey(ROOT, files.filter((f) => !f.startsWith('posts/')), {
  date: date.toISOString(),
  locales: [...pageLocales(content.data, content.translatedPosts).entries()],
})
// Vite loads its config's imports with Node itself, and the content code in them imports the seo-audit
// package's TypeScript entry points: tsx's loader lets Node read them.
const render = spawnSync(path.join(ROOT, 'node_modules/.bin/vite-react-ssg'), ['build'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import tsx`.trim(),
    SITE_OUT_DIR: tmp,
    SITE_CONTENT_FILE: contentFile,
    NODE_ENV: 'production',
    [SOURCE_DATE_ENV]: String(Math.floor(date.getTime() / 1000)),
    // A clean build neither reads nor writes the kept pages: the next build's pages come from builds that used them.
    ...(clean ? {} : { [SITE_KEY_ENV]: siteKey }),
  },
})
fs.rmSync(contentFile, { force: true })
if (render.status !== 0) fail('Pre-rendering failed (see the messages above).')

try {
  const summary = await writePostBuildOutputs(tmp, content, date, changedOn)
  // Swap: two renames, so dist/ is never half-written. The old state goes first: a build stopped between
  // the renames is never mistaken for an up-to-date one.
  forgetState(ROOT, dist)
  if (fs.existsSync(dist)) fs.renameSync(dist, old)
  fs.renameSync(tmp, dist)
  fs.rmSync(old, { recursive: true, force: true })
  saveState(ROOT, dist, key)
  console.log(`\nBuilt ${summary.pages} pages, ${summary.redirects} redirect stubs, ${summary.files} files into ${distLabel}/ in ${elapsed()} s`)
} catch (error) {
  fail((error as Error).message)
}

/** The page ids of data/pages.json, read before the content is checked (a broken file: none; the check reports it). */
function readPageIds(): { id: string }[] {
  try {
    return (JSON.parse(fs.readFileSync(path.join(ROOT, 'data/pages.json'), 'utf8')) as { id: string }[]).map((p) => ({ id: String(p.id) }))
  } catch {
    return []
  }
}
