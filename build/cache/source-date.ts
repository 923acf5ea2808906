/**
 * The build's date comes from the sources, never from the clock, so two builds of the same sources are
 * byte-identical (the reproducible-builds convention): `SOURCE_DATE_EPOCH` (seconds) when set, else the
 * last commit's time, else (not a git checkout) the newest modification time of the build's inputs.
 * It dates what a build states about itself: `builtOn`, offers' `priceValidUntil`, the audit manifest's
 * `generatedAt` and the `lastmod` of a page without a screen file.
 */
import fs from 'node:fs'
import path from 'node:path'
import { execFileSync } from 'node:child_process'

/** The child processes of a build (Vite, the renderer) read the date from here. */
export const SOURCE_DATE_ENV = 'SOURCE_DATE_EPOCH'

export function sourceDate(root: string, files: readonly string[]): Date {
  const epoch = process.env[SOURCE_DATE_ENV]
  if (epoch !== undefined && epoch !== '') {
    if (!/^\d+$/.test(epoch)) throw new Error(`${SOURCE_DATE_ENV}: expected whole seconds since 1970, got ${JSON.stringify(epoch)}`)
    return new Date(Number(epoch) * 1000)
  }
  const commit = lastCommitSeconds(root)
  if (commit !== undefined) return new Date(commit * 1000)
  let newest = 0
  for (const file of files) newest = Math.max(newest, fs.statSync(path.join(root, file)).mtimeMs)
  // Whole seconds, as SOURCE_DATE_EPOCH would give it to the child processes.
  return new Date(Math.floor(newest / 1000) * 1000)
}

/** The last commit's time when `root` is the top of a git checkout (not a folder inside another repository). */
function lastCommitSeconds(root: string): number | undefined {
  const git = (...args: string[]) => execFileSync('git', ['-C', root, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
  try {
    if (fs.realpathSync(git('rev-parse', '--show-toplevel')) !== fs.realpathSync(root)) return undefined
    const time = git('log', '-1', '--format=%ct')
    return /^\d+$/.test(time) ? Number(time) : undefined
  } catch {
    // Not a git checkout, or no commit yet.
    return undefined
  }
}

/** The date a build's child process was given (SOURCE_DATE_EPOCH), else now (the dev server). */
export function buildDate(): Date {
  const epoch = process.env[SOURCE_DATE_ENV]
  return epoch ? new Date(Number(epoch) * 1000) : new Date()
}
