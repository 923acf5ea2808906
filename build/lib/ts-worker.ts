/**
 * What a worker thread needs to run one of the build's TypeScript files. Under tsx (the tests, the dev
 * server) a worker inherits the loader with the process's flags; `npm run build` runs bundled JavaScript
 * without a loader (scripts/run-bundled.mjs), so its threads are given tsx's.
 */
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'

/** `tsx`, `tsx/esm`, or a path inside tsx's package, as `--import` names it. */
const TSX = /(^|[\s\\/=])tsx([\\/\s]|$)/

/** Piscina's `execArgv` for a worker whose file is TypeScript. */
export function tsWorkerArgv(): string[] {
  if (process.execArgv.some((flag) => TSX.test(flag)) || TSX.test(process.env.NODE_OPTIONS ?? '')) return process.execArgv
  return [...process.execArgv, '--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href]
}
