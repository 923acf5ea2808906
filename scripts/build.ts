/**
 * `npm run build`: validate content, pre-render every route into a temporary
 * directory, write the post-build outputs there, and only then swap it in as
 * dist/. Any failure leaves the previous dist/ exactly as it was.
 *
 * When no input changed since the last build and dist/ is what that build wrote, it says so and stops
 * (build/cache/build-state.ts); otherwise only the pages a change touches render, with the bundles of the
 * last build when the code did not change (build/cache/); `--clean` renders everything and uses no cache.
 * Dates come from the sources (build/cache/source-date.ts), so two builds of the same sources write the
 * same bytes. Vite runs in this process: the content is checked once and handed to it in memory.
 */
import fs from 'node:fs'
import path from 'node:path'
import v8 from 'node:v8'
import { inputFiles } from '../build/cache/inputs.ts'
import { SOURCE_DATE_ENV, sourceDate } from '../build/cache/source-date.ts'
import { BUILD_CACHE_DIR, forgetState, InputDigests, inputKey, saveState, upToDate } from '../build/cache/build-state.ts'
import { PAGE_DIGESTS, SITE_KEY_ENV } from '../build/cache/page-cache.ts'
import { pageChangeDates } from '../build/postbuild/page-dates.ts'

// V8 lets a heap grow to several times what is alive before it collects: at 10,000 posts about 0.5 GB alive
// became 2.1 GB of memory. Growing by half of what is alive keeps the build's memory near what it uses, at
// the cost of more frequent collections (docs/decisions/build-memory.md). Before any thread starts.
v8.setFlagsFromString('--heap-growing-percent=50')

const started = performance.now()
const ROOT = path.resolve(import.meta.dirname, '..')
const clean = process.argv.includes('--clean')
const dist = path.resolve(ROOT, process.env.SITE_DIST ?? 'dist')
// Next to the output directory, so the swap is two renames on one file system.
const tmp = path.join(path.dirname(dist), `.dist-build-${process.pid}`)
const old = path.join(path.dirname(dist), `.dist-old-${process.pid}`)
fs.mkdirSync(path.dirname(dist), { recursive: true })
const distLabel = dist.startsWith(ROOT + path.sep) ? path.relative(ROOT, dist) : dist
const elapsed = () => ((performance.now() - started) / 1000).toFixed(1)

function fail(message: string): never {
  fs.rmSync(tmp, { recursive: true, force: true })
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
// The files' digests, kept between builds by their size and time (a clean build reads every file).
const digests = clean ? new InputDigests(ROOT) : InputDigests.kept(ROOT)
const key = inputKey(ROOT, files, { date: date.toISOString(), changedOn }, digests)
if (!clean) digests.save()
if (!clean && upToDate(ROOT, dist, key)) {
  console.log(`Nothing changed since the last build: ${distLabel}/ is up to date (${elapsed()} s). \`npm run build -- --clean\` builds anyway.`)
  process.exit(0)
}

// Loaded only when there is work to do: the fast path above stays fast. React reads NODE_ENV when it loads.
process.env.NODE_ENV = 'production'
// Post bodies the Markdown cache lacks render on every core while the rest of the build loads (a cold build's
// largest step; build/content/render-ahead.ts). The content check then finds them kept.
const { renderMarkdownAhead } = await import('../build/content/render-ahead.ts')
const markdownAhead = renderMarkdownAhead(ROOT)
const { checkContent, reportContentError } = await import('../build/content/check.ts')
const { writePostBuildOutputs } = await import('../build/postbuild/index.ts')
const { pageLocales } = await import('../src/site/page-table.ts')
const { handOverContent } = await import('../build/vite-plugin-content/index.ts')
const { postBuildMemos } = await import('../build/cache/memo.ts')
const { build: renderSite } = await import('vite-react-ssg/node')

let content
await markdownAhead
try {
  content = checkContent(ROOT)
} catch (error) {
  reportContentError(error)
  fail('Fix the content problems above and build again.')
}

// The key of everything a page may read but the posts (build/cache/page-cache.ts): the renderer renders again
// the pages whose posts changed, and every page when anything else did. The locale table is made from the
// translated posts and every page's links read it.
const siteKey = inputKey(
  ROOT,
  files.filter((f) => !f.startsWith('posts/')),
  { date: date.toISOString(), locales: [...pageLocales(content.data, content.translatedPosts).entries()] },
  digests,
)
// What vite.config.ts reads: where to write, the date, and the site key (a clean build neither reads nor
// writes the kept pages and bundles: the next build's come from builds that used them).
Object.assign(process.env, { SITE_OUT_DIR: tmp, [SOURCE_DATE_ENV]: String(Math.floor(date.getTime() / 1000)) })
if (clean) delete process.env[SITE_KEY_ENV]
else process.env[SITE_KEY_ENV] = siteKey
handOverContent(content)
try {
  // vite-react-ssg finds its temporary folder from the working directory.
  process.chdir(ROOT)
  // The config is this process's module, given to Vite as it is (the dev server loads the file itself): Vite
  // need not compile and load it again for each of its builds, and the config's modules are the ones the
  // content check just used (scripts/run-bundled.mjs runs them without a TypeScript loader).
  const { default: siteConfig } = await import('../vite.config.ts')
  await renderSite({}, { ...siteConfig({ command: 'build', mode: 'production', isSsrBuild: false, isPreview: false }), configFile: false })
} catch (error) {
  console.error(error)
  fail('Pre-rendering failed (see the messages above).')
}

try {
  // The post-build steps' results by their inputs, under the key of the code that computes them (build/cache/memo.ts).
  const codeKey = inputKey(ROOT, files.filter((f) => !/^(posts|data|public)\//.test(f)), {}, digests)
  const memos = postBuildMemos(clean ? undefined : path.join(ROOT, BUILD_CACHE_DIR, 'memo'), codeKey)
  // The page cache knows each page's hash: the steps' tables find a kept page's results without reading it.
  for (const [file, digest] of (globalThis as { [PAGE_DIGESTS]?: Map<string, string> })[PAGE_DIGESTS] ?? []) memos.digests.set(file, digest)
  const summary = await writePostBuildOutputs(tmp, content, date, changedOn, memos)
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
