/**
 * `node scripts/run-bundled.mjs <script.ts> [arguments]`: runs one of the repository's TypeScript scripts in
 * this process as one ES module that esbuild bundles first. `npm run build` starts this way.
 *
 * Under tsx, every module a script imports goes through tsx's loader thread, the packages in node_modules
 * too. That cost 0.6 s of every build: a fifth of an edited post's build at 1,000 posts
 * (docs/decisions/build-launcher.md). Here the repository's own files (and the seo-audit package's, which are
 * TypeScript) become one file, and the packages in node_modules stay imports that Node loads itself.
 *
 * - The bundle lives under .cache/run-bundled/ with the size and modification time of every file it was made
 *   from (its sources, this file, package.json, package-lock.json, tsconfig.json). When one differs or is gone,
 *   esbuild makes it again (about 0.2 s); otherwise the script starts without loading esbuild.
 * - Each file keeps its own place: `import.meta.url` and `import.meta.dirname` are the file's, as under tsx.
 * - The build's worker threads (`build/…/*.thread.ts`) are bundled too, and start from their bundle
 *   (build/lib/threads.ts): under tsx each thread compiled its files again, 0.7 s of CPU per thread.
 * - Plain JavaScript, so it runs before anything is compiled.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

const ROOT = path.resolve(import.meta.dirname, '..')
const [script, ...args] = process.argv.slice(2)
if (!script) {
  console.error('Usage: node scripts/run-bundled.mjs <script.ts> [arguments]')
  process.exit(2)
}
const entry = path.resolve(script)
/** One folder per script name: the state file and one folder per bundle. Inside the project, so the packages resolve from its node_modules. */
const scriptDir = path.join(ROOT, '.cache/run-bundled', path.basename(entry).replace(/\.[^.]+$/, ''))
const stateFile = path.join(scriptDir, 'state.json')
/** The build's worker threads' files (`build/…/*.thread.ts`): bundled too, so a thread starts without a TypeScript loader. */
const WORKERS = fs
  .readdirSync(path.join(ROOT, 'build'), { recursive: true })
  .map(String)
  .filter((file) => file.endsWith('.thread.ts'))
  .sort()
  .map((file) => path.join(fs.realpathSync(ROOT), 'build', file))
/** Where the bundled threads are, by their TypeScript file (build/lib/threads.ts reads it). */
const BUNDLED_WORKERS = Symbol.for('run-bundled:workers')
/** What the bundle depends on besides its sources: how it is made and how its imports resolve. */
const MAKING = [import.meta.filename, path.join(ROOT, 'package.json'), path.join(ROOT, 'package-lock.json'), path.join(ROOT, 'tsconfig.json')]

const stampOf = (file) => {
  const stat = fs.statSync(file, { throwIfNoEntry: false })
  return stat ? [stat.size, stat.mtimeMs] : null
}

/** The folder of the bundle made from the files as they are now, or undefined. */
function keptBundle() {
  let state
  try {
    state = JSON.parse(fs.readFileSync(stateFile, 'utf8'))
  } catch {
    return undefined
  }
  if (state.entry !== entry || JSON.stringify(state.workers) !== JSON.stringify(WORKERS) || !fs.existsSync(path.join(scriptDir, state.bundle, 'main.mjs'))) return undefined
  for (const [file, size, mtimeMs] of state.files) {
    const now = stampOf(file)
    if (!now || now[0] !== size || now[1] !== mtimeMs) return undefined
  }
  return path.join(scriptDir, state.bundle)
}

/** Bare imports that resolve into node_modules stay imports; the rest (the seo-audit package's sources) is bundled. */
const packagesStayImports = {
  name: 'packages-stay-imports',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, async ({ path: id, kind, resolveDir, pluginData }) => {
      if (pluginData === 'resolving') return undefined
      const found = await build.resolve(id, { kind, resolveDir, pluginData: 'resolving' })
      if (found.errors.length > 0) return undefined
      return found.external || found.path.split(path.sep).includes('node_modules') ? { path: id, external: true } : found
    })
  },
}

/** Each source's stamp, taken just before it is read: a file changed after that makes the next run bundle again. */
const readStamps = new Map()

/** Each TypeScript file sees its own URL and folder, not the bundle's. */
const ownPlace = {
  name: 'own-place',
  setup(build) {
    build.onLoad({ filter: /\.tsx?$/ }, ({ path: file }) => {
      readStamps.set(file, stampOf(file))
      const place = { url: pathToFileURL(file).href, dirname: path.dirname(file), filename: file }
      const code = fs.readFileSync(file, 'utf8').replace(/\bimport\.meta\.(url|dirname|filename)\b/g, (_, key) => JSON.stringify(place[key]))
      return { contents: code, loader: file.endsWith('x') ? 'tsx' : 'ts' }
    })
  },
}

/** Bundles the script, writes the bundle (unless one with the same bytes is there) and its state; returns its folder. */
async function makeBundle() {
  const { build } = await import('esbuild')
  const making = MAKING.map((file) => [file, ...(stampOf(file) ?? [-1, -1])])
  let bundled
  try {
    bundled = await build({
      absWorkingDir: ROOT,
      entryPoints: { main: entry, ...Object.fromEntries(WORKERS.map((file, i) => [`worker-${i}`, file])) },
      bundle: true,
      // A module the script imports only when it needs it stays its own file (with the packages it imports):
      // a build with nothing to do stops before loading Vite.
      splitting: true,
      outdir: 'out',
      outExtension: { '.js': '.mjs' },
      chunkNames: '[name]-[hash]',
      write: false,
      metafile: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      sourcemap: 'inline',
      plugins: [packagesStayImports, ownPlace],
      logLevel: 'silent',
    })
  } catch (error) {
    // esbuild's messages name the file, line and problem (a syntax error in a script, an import that is not there).
    const messages = error.errors ?? [{ text: error.message }]
    for (const m of messages) console.error(m.location ? `${m.location.file}:${m.location.line}:${m.location.column}: ${m.text}` : m.text)
    console.error(`\n${script} could not be compiled.`)
    process.exit(1)
  }
  const sources = Object.keys(bundled.metafile.inputs).map((file) => path.resolve(ROOT, file))
  const hash = createHash('sha256')
  for (const out of bundled.outputFiles) hash.update(out.path).update(out.contents)
  const name = hash.digest('hex').slice(0, 16)
  const dir = path.join(scriptDir, name)
  if (!fs.existsSync(dir)) {
    const tmp = `${dir}.${process.pid}.tmp`
    for (const out of bundled.outputFiles) {
      const file = path.join(tmp, path.relative(path.join(ROOT, 'out'), out.path))
      fs.mkdirSync(path.dirname(file), { recursive: true })
      fs.writeFileSync(file, out.contents)
    }
    fs.renameSync(tmp, dir)
  }
  const files = [...making, ...sources.map((file) => [file, ...(readStamps.get(file) ?? stampOf(file) ?? [-1, -1])])]
  const tmpState = `${stateFile}.${process.pid}.tmp`
  fs.writeFileSync(tmpState, JSON.stringify({ entry, workers: WORKERS, bundle: name, files }))
  fs.renameSync(tmpState, stateFile)
  for (const other of fs.readdirSync(scriptDir)) if (other !== name && other !== 'state.json') fs.rmSync(path.join(scriptDir, other), { recursive: true, force: true })
  return dir
}

const dir = keptBundle() ?? (await makeBundle())
globalThis[BUNDLED_WORKERS] = Object.fromEntries(WORKERS.map((file, i) => [file, path.join(dir, `worker-${i}.mjs`)]))
process.setSourceMapsEnabled(true)
// The script sees the arguments as it would under tsx: argv[1] is the script.
process.argv = [process.argv[0], entry, ...args]
await import(pathToFileURL(path.join(dir, 'main.mjs')).href)
