/**
 * When each static page last really changed, for the sitemap's `lastmod`: the
 * newest commit of its screen (`src/pages/<Id>.tsx`), of the modules it
 * imports (followed within the project) and of the data files they read
 * (`virtual:data/<name>` is `data/<name>.json`). One `git log` for all files;
 * a file git does not know (no repository, not committed yet) counts with its
 * modification time. A page's own entry in data/pages.json is not followed
 * (any page edit there would date every page).
 */
import fs from 'node:fs'
import path from 'node:path'
import { execFileSync } from 'node:child_process'
import { CHOOSER_DATA_FILES } from '../../src/features/chooser/model.ts'

const IMPORT = /\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|\bimport\s+['"]([^'"]+)['"]/g
const DATA_MODULE = 'virtual:data/'
/** Other virtual modules made from data files (build/vite-plugin-content/index.ts), by the files they read. */
const MODULE_DATA: Record<string, readonly string[]> = { 'virtual:chooser': CHOOSER_DATA_FILES, 'virtual:chooser/en': CHOOSER_DATA_FILES }

/** `price-match` → `src/pages/PriceMatch.tsx` (the routes' naming). */
export function screenFile(id: string): string {
  return `src/pages/${id.replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase())}.tsx`
}

/** The project files a module depends on (itself included), following relative imports and data modules. */
export function sourceFiles(root: string, entry: string): string[] {
  const seen = new Set<string>()
  const stack = [entry]
  while (stack.length) {
    const rel = stack.pop()!
    if (seen.has(rel) || !fs.existsSync(path.join(root, rel))) continue
    seen.add(rel)
    if (!/\.[cm]?[jt]sx?$/.test(rel)) continue
    for (const m of fs.readFileSync(path.join(root, rel), 'utf8').matchAll(IMPORT)) {
      const spec = (m[1] ?? m[2] ?? m[3]!).split('?')[0]!
      if (spec.startsWith(DATA_MODULE)) stack.push(`data/${spec.slice(DATA_MODULE.length)}.json`)
      else if (spec in MODULE_DATA) stack.push(...MODULE_DATA[spec]!.map((name) => `data/${name}.json`))
      else if (spec.startsWith('.')) stack.push(path.posix.join(path.posix.dirname(rel), spec))
    }
  }
  return [...seen]
}

/** The time (ms) each file last changed: its newest commit, else its modification time. */
export function lastChangeTimes(root: string, files: readonly string[]): Map<string, number> {
  const times = new Map<string, number>()
  let log = ''
  try {
    log = execFileSync('git', ['log', '--relative', '--no-renames', '--format=%x00%ct', '--name-only', '--', ...files], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 256 * 1024 * 1024,
    })
  } catch {
    // Not a git checkout (or no git): modification times only.
  }
  let commitTime = 0
  for (const line of log.split('\n')) {
    if (line.startsWith('\0')) commitTime = Number(line.slice(1)) * 1000
    else if (line && !times.has(line)) times.set(line, commitTime)
  }
  for (const file of files) if (!times.has(file)) times.set(file, fs.statSync(path.join(root, file)).mtimeMs)
  return times
}

/** YYYY-MM-DD (UTC) of each page's last change, by page id; pages without a screen file are left out. */
export function pageChangeDates(root: string, pages: readonly { id: string }[]): Record<string, string> {
  const filesOf = new Map(pages.map((p) => [p.id, sourceFiles(root, screenFile(p.id))]))
  const times = lastChangeTimes(root, [...new Set([...filesOf.values()].flat())])
  const dates: Record<string, string> = {}
  for (const [id, files] of filesOf)
    if (files.length) dates[id] = new Date(Math.max(...files.map((f) => times.get(f)!))).toISOString().slice(0, 10)
  return dates
}
