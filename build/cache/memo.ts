/**
 * Results of the post-build steps' pure functions kept between builds, by a hash of their input: a page's
 * selectors for the CSS pruning, its inline hashes for the policy, a post page's source positions, its
 * Brotli copy. An edited post changes one page's bytes; the other 2,000 pages of a 1,000-post site come
 * out of these tables instead of being parsed and compressed again, and the output is the same bytes
 * because each entry is the function's result for exactly those input bytes.
 *
 * Each table lives in `.cache/build/memo/` with the code key it was made under (every input but the posts,
 * the data and the public files: a change in any code or dependency may change a function, so it starts
 * a new table). A table keeps only the entries the build used, so it does not grow with every edit. Made
 * without a folder (`npm run build -- --clean`), a table keeps nothing, hashes nothing and computes everything:
 * the steps have one way of working, with or without the cache.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { writeFileAtomically } from '../lib/files.ts'

/** The key of an input: its bytes' hash (strings as UTF-8). */
function memoKey(parts: readonly (string | Buffer)[]): string {
  const h = crypto.createHash('sha256')
  for (const part of parts) h.update(part).update('\0')
  return h.digest('base64url')
}

/** An input, as the parts its key hashes: given as a function, so a table that keeps nothing hashes nothing. */
export type MemoInput = () => readonly (string | Buffer)[]

/** A table of JSON values by key, read at once and written at once (values of a few hundred bytes each). */
export class MemoTable<T> {
  private readonly kept = new Map<string, T>()
  private readonly used = new Map<string, T>()

  /** `file` undefined: a table that keeps nothing (a clean build). */
  constructor(
    private readonly file: string | undefined,
    private readonly codeKey: string,
  ) {
    if (!file) return
    try {
      const saved = JSON.parse(fs.readFileSync(file, 'utf8')) as { codeKey: string; entries: Record<string, T> }
      if (saved.codeKey === codeKey) for (const [k, v] of Object.entries(saved.entries)) this.kept.set(k, v)
    } catch {
      // No table yet, or an unreadable one: everything is computed.
    }
  }

  /** The value kept for `input`, or `make()`'s, which is then kept. */
  get(input: MemoInput, make: () => T): T {
    if (!this.file) return make()
    const key = memoKey(input())
    const value = this.used.has(key) ? this.used.get(key)! : this.kept.has(key) ? this.kept.get(key)! : make()
    this.used.set(key, value)
    return value
  }

  /** `get` for a value made asynchronously. */
  async getAsync(input: MemoInput, make: () => Promise<T>): Promise<T> {
    if (!this.file) return make()
    const key = memoKey(input())
    const value = this.used.has(key) ? this.used.get(key)! : this.kept.has(key) ? this.kept.get(key)! : await make()
    this.used.set(key, value)
    return value
  }

  /** Writes the entries this build used (best effort: without them the next build computes again). */
  save(): void {
    if (!this.file) return
    try {
      // Entry by entry: the selectors' table is about 90 MB at 10,000 posts, and one string of it was the build's peak of memory.
      const { codeKey, used } = this
      writeFileAtomically(
        this.file,
        (function* () {
          yield `{"codeKey":${JSON.stringify(codeKey)},"entries":{`
          let first = true
          for (const [key, value] of used) {
            yield `${first ? '' : ','}${JSON.stringify(key)}:${JSON.stringify(value)}`
            first = false
          }
          yield '}}'
        })(),
      )
    } catch (error) {
      console.warn(`${this.file} could not be written (${(error as Error).message}): the next build computes it again.`)
    }
  }
}

/** Binary results by key, one file each (a page's Brotli copy). */
export class MemoFiles {
  private readonly used = new Set<string>()
  private readonly dir: string | undefined

  /** `dir` undefined: keeps nothing (a clean build). */
  constructor(dir?: string, codeKey = '') {
    if (!dir) return
    // The code key names the folder: another key's files are never read, and go at the next save.
    this.dir = path.join(dir, codeKey)
  }

  /** Writes to `to` the file kept for `input`, or `make()`'s bytes, which are then kept; returns the size. */
  async write(input: MemoInput, to: string, make: () => Promise<Buffer>): Promise<number> {
    const kept = this.dir && path.join(this.dir, memoKey(input()))
    if (kept) {
      this.used.add(path.basename(kept))
      try {
        fs.copyFileSync(kept, to)
        return fs.statSync(to).size
      } catch {
        // Not kept yet.
      }
    }
    const bytes = await make()
    fs.writeFileSync(to, bytes)
    if (kept) {
      try {
        fs.mkdirSync(this.dir!, { recursive: true })
        fs.writeFileSync(kept, bytes)
      } catch {
        // Best effort.
      }
    }
    return bytes.length
  }

  /** Removes the files this build did not use, and the folders of other code keys. */
  finish(): void {
    if (!this.dir) return
    const parent = path.dirname(this.dir)
    try {
      for (const other of fs.readdirSync(parent)) if (path.join(parent, other) !== this.dir) fs.rmSync(path.join(parent, other), { recursive: true, force: true })
      for (const file of fs.readdirSync(this.dir)) if (!this.used.has(file)) fs.rmSync(path.join(this.dir, file), { force: true })
    } catch {
      // Nothing kept.
    }
  }
}

/** The post-build steps' tables (build/postbuild/index.ts), in `dir`; without one (a clean build), tables that keep nothing. */
export function postBuildMemos(dir?: string, codeKey = '') {
  const table = <T>(name: string) => new MemoTable<T>(dir && path.join(dir, `${name}.json`), codeKey)
  const memos = {
    /** A page's tags, classes, ids and attributes (build/pages/prune-pages.ts), by its HTML. */
    selectors: table<Record<'tags' | 'classes' | 'ids' | 'names' | 'values', string | null>>('selectors'),
    /** A pruned sheet, by the sheet, its pages' selectors and their scripts' words. */
    sheets: table<string>('sheets'),
    /** A page's inline script and style hashes (build/postbuild/headers.ts), by its HTML. */
    hashes: table<{ scriptHashes: string[]; styleHashes: string[] }>('hashes'),
    /** A post page's source positions (build/postbuild/source-positions.ts), by its HTML and its post's elements. */
    positions: table<Record<string, string> | null>('positions'),
    /** A page's Brotli copy (build/postbuild/precompress.ts), by its bytes. */
    brotli: new MemoFiles(dir && path.join(dir, 'brotli'), codeKey),
    save() {
      for (const t of [memos.selectors, memos.sheets, memos.hashes, memos.positions]) t.save()
      memos.brotli.finish()
    },
  }
  return memos
}
export type PostBuildMemos = ReturnType<typeof postBuildMemos>
