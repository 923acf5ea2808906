/**
 * What a build of this repository reads, in one list: the build's cache key hashes these files, and the
 * tests that build a changed copy of the project copy exactly these (tests/project-copy.ts). A new
 * top-level source directory goes here once.
 */
import fs from 'node:fs'
import path from 'node:path'

export const BUILD_INPUTS = ['package.json', 'package-lock.json', 'tsconfig.json', 'vite.config.ts', 'index.html', 'patches', 'src', 'build', 'data', 'posts', 'scripts', 'public', 'packages'] as const

/** Generated or installed, never an input of the build (the lockfile stands for node_modules). */
export const GENERATED = new Set(['node_modules', 'dist'])
/** Made by the build from source images (build/content/images.ts): their sources are the inputs. */
const DERIVED = path.join('public', 'img')

/** Every input file of the build, relative to `root` (posix separators), in a stable order. */
export function inputFiles(root: string): string[] {
  const files: string[] = []
  const walk = (rel: string) => {
    const entries = fs.readdirSync(path.join(root, rel), { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    for (const e of entries) {
      const child = path.join(rel, e.name)
      if (GENERATED.has(e.name) || child === DERIVED) continue
      if (e.isDirectory()) walk(child)
      else if (e.isFile()) files.push(child.split(path.sep).join('/'))
    }
  }
  for (const entry of BUILD_INPUTS) {
    const stat = fs.statSync(path.join(root, entry), { throwIfNoEntry: false })
    if (stat?.isDirectory()) walk(entry)
    else if (stat?.isFile()) files.push(entry)
  }
  return files
}
