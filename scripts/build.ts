/**
 * `npm run build`: validate content, pre-render every route into a temporary
 * directory, write the post-build outputs there, and only then swap it in as
 * dist/. Any failure leaves the previous dist/ exactly as it was.
 */
import fs from 'node:fs'
import path from 'node:path'
import { spawnSync } from 'node:child_process'
import { checkContent, reportContentError, ROOT } from '../build/content/check.ts'
import { writePostBuildOutputs } from '../build/postbuild/index.ts'
import { pageChangeDates } from '../build/postbuild/page-dates.ts'

const dist = path.resolve(ROOT, process.env.SITE_DIST ?? 'dist')
// Next to the output directory, so the swap is two renames on one file system.
const tmp = path.join(path.dirname(dist), `.dist-build-${process.pid}`)
const old = path.join(path.dirname(dist), `.dist-old-${process.pid}`)
// The checked content, handed to both Vite builds (client and server) so they do not load it again.
const contentFile = path.join(path.dirname(dist), `.dist-content-${process.pid}.json`)
fs.mkdirSync(path.dirname(dist), { recursive: true })
const distLabel = dist.startsWith(ROOT + path.sep) ? path.relative(ROOT, dist) : dist

function fail(message: string): never {
  fs.rmSync(tmp, { recursive: true, force: true })
  fs.rmSync(contentFile, { force: true })
  console.error(`\n${message}`)
  console.error(`Build failed: ${distLabel}/ was left unchanged.`)
  process.exit(1)
}

const started = performance.now()
let content
try {
  content = checkContent(ROOT)
} catch (error) {
  reportContentError(error)
  fail('Fix the content problems above and build again.')
}

fs.writeFileSync(contentFile, JSON.stringify(content))
// Vite loads its config's imports with Node itself, and the content code in them imports the seo-audit
// package's TypeScript entry points: tsx's loader lets Node read them.
const render = spawnSync(path.join(ROOT, 'node_modules/.bin/vite-react-ssg'), ['build'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import tsx`.trim(), SITE_OUT_DIR: tmp, SITE_CONTENT_FILE: contentFile, NODE_ENV: 'production' },
})
fs.rmSync(contentFile, { force: true })
if (render.status !== 0) fail('Pre-rendering failed (see the messages above).')

try {
  const builtOn = new Date().toISOString().slice(0, 10)
  const summary = await writePostBuildOutputs(tmp, content, builtOn, pageChangeDates(ROOT, [...content.data.pages, { id: 'build' }]))
  // Swap: two renames, so dist/ is never half-written.
  if (fs.existsSync(dist)) fs.renameSync(dist, old)
  fs.renameSync(tmp, dist)
  fs.rmSync(old, { recursive: true, force: true })
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(`\nBuilt ${summary.pages} pages, ${summary.redirects} redirect stubs, ${summary.files} files into ${distLabel}/ in ${seconds} s`)
} catch (error) {
  fail((error as Error).message)
}
