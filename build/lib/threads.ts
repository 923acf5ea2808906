/**
 * What a worker thread needs to run one of the build's TypeScript files. `npm run build` runs bundled
 * JavaScript (scripts/run-bundled.mjs), which bundles the threads' files too (`build/…/*.thread.ts`): a
 * thread starts from its bundle. Under tsx (the tests, the dev server) a thread inherits the loader with the
 * process's flags, and a bundled process whose bundle lacks the file gives the thread tsx's loader.
 */
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'

/** `tsx`, `tsx/esm`, or a path inside tsx's package, as `--import` names it. */
const TSX = /(^|[\s\\/=])tsx([\\/\s]|$)/
/** Set by scripts/run-bundled.mjs: each thread file's bundle, by the file's path. */
const BUNDLED_WORKERS = Symbol.for('run-bundled:workers')

/** Piscina's `filename` and `execArgv` for a thread that runs `file` (a TypeScript file of build/). */
export function threadOptions(file: string): { filename: string; execArgv: string[] } {
  const bundled = (globalThis as { [BUNDLED_WORKERS]?: Record<string, string> })[BUNDLED_WORKERS]?.[file]
  if (bundled) return { filename: pathToFileURL(bundled).href, execArgv: process.execArgv }
  if (process.execArgv.some((flag) => TSX.test(flag)) || TSX.test(process.env.NODE_OPTIONS ?? '')) return { filename: pathToFileURL(file).href, execArgv: process.execArgv }
  return { filename: pathToFileURL(file).href, execArgv: [...process.execArgv, '--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href] }
}
