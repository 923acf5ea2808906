/**
 * The promise check of the posts, kept per post file (`<content cache>/promise-copy.json`): reading every
 * line of every post against the promise table was 3.6 s of a 6 s content check at 10,000 posts, on every
 * build. A post's problems depend on its path and text, the promise table and the checking code, so the key
 * holds the first two and the table, and the file the code's version; a file of another version is ignored.
 * The file keeps only the entries of the last check.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { writeFileAtomically } from '../lib/files.ts'
import { contentCacheDir } from './markdown-cache.ts'
import { promiseCopyProblems } from './promise-copy.ts'
import { postCopy } from './promise-texts.ts'
import { postFiles } from './front-matter.ts'
import type { Promises } from '../../src/content/promises.ts'

/** The checking code: these files' sources (the check, how a post is split into copy, the table's formatting). */
const VERSION = (() => {
  const hash = crypto.createHash('sha256')
  for (const file of ['./promise-copy.ts', './promise-texts.ts', '../../src/content/promises.ts']) hash.update(fs.readFileSync(path.join(import.meta.dirname, file)))
  return hash.digest('base64url')
})()

interface Saved {
  version: string
  entries: Record<string, string[]>
}

/** The promise problems of every post file, in the check's order; unchanged files' from the last check. */
export function postPromiseProblems(root: string, promises: Promises): string[] {
  const file = path.join(contentCacheDir(root), 'promise-copy.json')
  let kept: Record<string, string[]> = {}
  try {
    const saved = JSON.parse(fs.readFileSync(file, 'utf8')) as Saved
    if (saved.version === VERSION) kept = saved.entries
  } catch {
    // No kept check (or an unreadable one): every post is checked.
  }
  const table = crypto.createHash('sha256').update(JSON.stringify(promises)).digest('base64url')
  const used: Record<string, string[]> = {}
  const problems: string[] = []
  let checked = 0
  for (const rel of postFiles(root)) {
    const text = fs.readFileSync(path.join(root, rel), 'utf8')
    const key = crypto.createHash('sha256').update(`${table}\0${rel}\0${text}`).digest('base64url')
    let own = kept[key]
    if (!own) {
      own = promiseCopyProblems(postCopy(rel, text), promises)
      checked++
    }
    used[key] = own
    problems.push(...own)
  }
  if (checked > 0 || Object.keys(kept).length !== Object.keys(used).length)
    try {
      writeFileAtomically(file, JSON.stringify({ version: VERSION, entries: used } satisfies Saved))
    } catch {
      // A read-only cache only costs time.
    }
  return problems
}
