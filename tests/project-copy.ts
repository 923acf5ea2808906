/**
 * The tests that build a changed copy of the project (a deploy, a configured site, a broken post) copy what a
 * build reads (BUILD_INPUTS, the same list the build's cache key hashes) and link node_modules.
 */
import fs from 'node:fs'
import path from 'node:path'
import { BUILD_INPUTS, GENERATED } from '../build/cache/inputs.ts'

export const ROOT = path.resolve(import.meta.dirname, '..')

export const PROJECT_SOURCES = BUILD_INPUTS

/** Node's arguments for a build as `npm run build` starts it (package.json): the tests build the way a writer does. */
export const BUILD_ARGS: string[] = (() => {
  const [program, ...args] = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: { build: string } }).scripts.build.split(' ')
  if (program !== 'node') throw new Error(`package.json's build script is expected to start with node, not ${program}`)
  return args
})()
const SKIP = GENERATED

function wanted(source: string): boolean {
  return !path.relative(ROOT, source).split(path.sep).some((part) => SKIP.has(part))
}

/** Copies the project's build inputs into `dest` (created) and links the repository's node_modules. */
export function copyProject(dest: string): void {
  fs.mkdirSync(dest, { recursive: true })
  for (const entry of PROJECT_SOURCES.filter((e) => fs.existsSync(path.join(ROOT, e))))
    fs.cpSync(path.join(ROOT, entry), path.join(dest, entry), { recursive: true, preserveTimestamps: true, filter: wanted })
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dest, 'node_modules'), 'dir')
}

/** Every build input file, relative to the root, in a stable order (for a cache key over the sources). */
export function projectFiles(): string[] {
  const files: string[] = []
  for (const entry of PROJECT_SOURCES) {
    const full = path.join(ROOT, entry)
    if (!fs.existsSync(full)) continue
    if (!fs.statSync(full).isDirectory()) files.push(entry)
    else
      for (const file of fs.readdirSync(full, { recursive: true }).map(String).sort()) {
        const abs = path.join(full, file)
        if (wanted(abs) && fs.statSync(abs).isFile()) files.push(path.join(entry, file))
      }
  }
  return files
}
