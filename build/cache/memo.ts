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
import { hasStamp, linkFile, replaceFile, stampOf, writeFileAtomically, type FileStamp } from '../lib/files.ts'
import { digestOf } from '../lib/digest.ts'

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

/**
 * Files by key, one file each (a page's Brotli copy, a pruned page), put in place as hard links: a kept file
 * costs a link, not a copy of its bytes. The output directory's file and the kept one are then one file, so
 * every step replaces a file instead of writing into it (`replaceFile`), and a kept file is used only while its
 * size and modification time are those it was kept with: one changed since (a hand edit of `dist/`) is made again.
 */
export class MemoFiles {
  private readonly used = new Set<string>()
  private readonly dir: string | undefined
  /** key → the kept file's stamp when it was written */
  private readonly index: Record<string, FileStamp> = {}

  /** `dir` undefined: keeps nothing (a clean build). */
  constructor(dir?: string, codeKey = '') {
    if (!dir) return
    // The code key names the folder: another key's files are never read, and go at the next save.
    this.dir = path.join(dir, codeKey)
    try {
      Object.assign(this.index, JSON.parse(fs.readFileSync(path.join(this.dir, INDEX_FILE), 'utf8')))
    } catch {
      // Nothing kept yet.
    }
  }

  /**
   * Puts at `to` the file kept for `input`, or `make()`'s bytes, which are then kept. Returns the size, and the
   * input's key (undefined when nothing is kept): the same key, the same bytes, so later steps may key on it.
   */
  async write(input: MemoInput, to: string, make: () => Promise<Buffer> | Buffer): Promise<{ size: number; key?: string }> {
    const key = this.dir && memoKey(input())
    if (key) {
      this.used.add(key)
      const kept = path.join(this.dir!, key)
      const known = this.index[key]
      if (hasStamp(kept, known)) {
        try {
          linkFile(kept, to)
          return { size: known![0], key }
        } catch {
          // Not linkable: made again.
        }
      }
    }
    const bytes = await make()
    replaceFile(to, bytes)
    if (key) {
      const kept = path.join(this.dir!, key)
      try {
        fs.mkdirSync(this.dir!, { recursive: true })
        linkFile(to, kept)
        this.index[key] = stampOf(kept)
      } catch {
        // Best effort.
        delete this.index[key]
      }
    }
    return { size: bytes.length, key }
  }

  /** Removes the files this build did not use, and the folders of other code keys; writes the index. */
  finish(): void {
    if (!this.dir) return
    try {
      removeOtherKeys(this.dir)
      if (!fs.existsSync(this.dir)) return
      for (const file of fs.readdirSync(this.dir)) if (file !== INDEX_FILE && !this.used.has(file)) fs.rmSync(path.join(this.dir, file), { force: true })
      const index = Object.fromEntries([...this.used].filter((key) => this.index[key]).map((key) => [key, this.index[key]]))
      writeFileAtomically(path.join(this.dir, INDEX_FILE), JSON.stringify(index))
    } catch {
      // Nothing kept.
    }
  }
}
const INDEX_FILE = 'index.json'

/** Removes the folders beside `dir`: those of other code keys, never read again. */
function removeOtherKeys(dir: string): void {
  const parent = path.dirname(dir)
  for (const other of fs.readdirSync(parent)) if (path.join(parent, other) !== dir) fs.rmSync(path.join(parent, other), { recursive: true, force: true })
}

/**
 * What identifies the bytes of each file of the output directory, so a step's memo key needs no read of a file
 * whose identity is already known: a kept page's is its hash in the page cache (build/cache/page-cache.ts), a
 * pruned page's the key its bytes were kept under. Equal identities, equal bytes. A step that changes a file
 * the build knows writes it here (`write`) or forgets it; a file with no identity known is hashed.
 */
export class FileDigests {
  private readonly known = new Map<string, string>()

  /** `file`: its whole path. */
  set(file: string, digest: string): void {
    this.known.set(file, digest)
  }

  forget(file: string): void {
    this.known.delete(file)
  }

  /** Writes `file` (replacing it), knowing its identity without reading it back. */
  write(file: string, data: string): void {
    replaceFile(file, data)
    this.set(file, digestOf(data))
  }

  /** The identity of `file`'s bytes: the one known, else the hash of the bytes as they are now. */
  of(file: string): string {
    let digest = this.known.get(file)
    if (digest === undefined) this.known.set(file, (digest = digestOf(fs.readFileSync(file))))
    return digest
  }
}

/**
 * JSON records by key, read only when asked for: a page's facts for the CSS pruning, needed again only when
 * that page changes or goes (the pruning keeps what each sheet's pages use as counts, so an unchanged page is
 * never looked at; build/pages/prune-pages.ts).
 *
 * The records of one build are appended to one pack file, and an index (key → pack, offset, length) is written
 * when the build finishes: a cold build makes two files, not one per page. Creating a file was the largest
 * cost of a cold build's post-build steps on this project's machine (0.3–1 ms each). A later build reads a
 * record where the index says, and the next finish drops the packs no record uses; when more than
 * MAX_PACKS are left, the small ones are merged into one. A build that stops before its finish leaves the
 * last index as it was, and its pack is removed at the next finish. A record that cannot be read counts as
 * missing.
 */
export class MemoRecords<T> {
  private readonly dir: string | undefined
  /** key → where its record is */
  private index: Record<string, RecordPlace> = {}
  private readonly open = new Map<string, number>()
  private writing: { pack: string; fd: number; size: number } | undefined

  /** `dir` undefined: keeps nothing (a clean build). */
  constructor(dir?: string, codeKey = '') {
    if (!dir) return
    this.dir = path.join(dir, codeKey)
    try {
      this.index = JSON.parse(fs.readFileSync(path.join(this.dir, INDEX_FILE), 'utf8')) as Record<string, RecordPlace>
    } catch {
      // Nothing kept yet.
    }
  }

  /** True when records are kept (not a clean build). */
  get keeps(): boolean {
    return this.dir !== undefined
  }

  get(key: string): T | undefined {
    const place = this.dir && Object.hasOwn(this.index, key) ? this.index[key] : undefined
    if (!place) return undefined
    try {
      return JSON.parse(this.read(place).toString('utf8')) as T
    } catch {
      return undefined
    }
  }

  set(key: string, value: T): void {
    if (!this.dir) return
    try {
      if (!this.writing) {
        fs.mkdirSync(this.dir, { recursive: true })
        const pack = `pack-${process.pid}-${Date.now().toString(36)}-${++packsMade}`
        this.writing = { pack, fd: fs.openSync(path.join(this.dir, pack), 'w'), size: 0 }
      }
      const bytes = Buffer.from(JSON.stringify(value))
      fs.writeSync(this.writing.fd, bytes)
      this.index[key] = [this.writing.pack, this.writing.size, bytes.length]
      this.writing.size += bytes.length
    } catch {
      // Best effort: a record that is missing makes the next build gather everything again.
      delete this.index[key]
    }
  }

  /** Keeps the records of `keys` and drops the others (and the packs no record uses), and the folders of other code keys. */
  finish(keys: ReadonlySet<string>): void {
    if (!this.dir) return
    try {
      if (this.writing) fs.closeSync(this.writing.fd)
      this.writing = undefined
      removeOtherKeys(this.dir)
      if (!fs.existsSync(this.dir)) return
      const index: Record<string, RecordPlace> = {}
      for (const key of keys) if (Object.hasOwn(this.index, key)) index[key] = this.index[key]!
      this.index = index
      this.mergeSmallPacks()
      writeFileAtomically(path.join(this.dir, INDEX_FILE), JSON.stringify(this.index))
      const used = new Set(Object.values(this.index).map(([pack]) => pack))
      for (const fd of this.open.values()) fs.closeSync(fd)
      this.open.clear()
      for (const file of fs.readdirSync(this.dir)) if (file !== INDEX_FILE && !used.has(file)) fs.rmSync(path.join(this.dir, file), { force: true })
    } catch {
      // Nothing kept: the next build gathers everything.
      fs.rmSync(path.join(this.dir, INDEX_FILE), { force: true })
    }
  }

  private read([pack, offset, length]: RecordPlace): Buffer {
    let fd = this.open.get(pack)
    if (fd === undefined) this.open.set(pack, (fd = fs.openSync(path.join(this.dir!, pack), 'r')))
    const bytes = Buffer.alloc(length)
    if (fs.readSync(fd, bytes, 0, length, offset) !== length) throw new Error('record cut short')
    return bytes
  }

  /** With more than MAX_PACKS in use, every record but the largest pack's moves into one new pack. */
  private mergeSmallPacks(): void {
    const sizes = new Map<string, number>()
    for (const [pack, , length] of Object.values(this.index)) sizes.set(pack, (sizes.get(pack) ?? 0) + length)
    if (sizes.size <= MAX_PACKS) return
    const largest = [...sizes].sort((a, b) => b[1] - a[1])[0]![0]
    for (const [key, place] of Object.entries(this.index)) if (place[0] !== largest) this.set(key, JSON.parse(this.read(place).toString('utf8')) as T)
    if (this.writing) fs.closeSync(this.writing.fd)
    this.writing = undefined
  }
}
/** A record's pack, offset and length in bytes. */
type RecordPlace = readonly [pack: string, offset: number, length: number]
/** Packs a records' folder keeps before the small ones are merged (each build that changes pages adds one). */
const MAX_PACKS = 8
let packsMade = 0

/** One JSON value kept from the last build under the code key: `value` is undefined without one (or without a folder). */
export class MemoState<T> {
  value: T | undefined

  constructor(
    private readonly file: string | undefined,
    private readonly codeKey: string,
  ) {
    if (!file) return
    try {
      const saved = JSON.parse(fs.readFileSync(file, 'utf8')) as { codeKey: string; value: T }
      if (saved.codeKey === codeKey) this.value = saved.value
    } catch {
      // None yet.
    }
  }

  /** Writes `value` (best effort: without it the next build starts from nothing). */
  save(): void {
    if (!this.file || this.value === undefined) return
    try {
      writeFileAtomically(this.file, JSON.stringify({ codeKey: this.codeKey, value: this.value }))
    } catch (error) {
      console.warn(`${this.file} could not be written (${(error as Error).message}): the next build gathers it again.`)
    }
  }
}

/** What the CSS pruning reads of a page (build/pages/prune-pages.ts). */
export interface PageFacts {
  /** The hash of its inline sheet (null: none); the text is in the `sheetTexts` table. */
  sheet: string | null
  /** Its tags, classes, ids, attribute names and values outside its scripts, each kind as words joined by spaces (null: none). */
  selectors: Record<'tags' | 'classes' | 'ids' | 'names' | 'values', string | null>
  /** The words of its inline scripts, and the chunks it names, joined by spaces. */
  scriptWords: string | null
  chunks: string | null
}

/**
 * What the pruning gathered: each page (file → its identity and its sheet's hash, null: none) and, per sheet,
 * how many of its pages use each word (`<kind><word>`, kind a digit: build/pages/prune-pages.ts).
 */
export interface PruneState {
  pages: Record<string, [digest: string, sheet: string | null]>
  counts: Record<string, Record<string, number>>
}

const TABLES = ['sheet-texts', 'sheets', 'hashes', 'positions'] as const

/** The post-build steps' tables (build/postbuild/index.ts), in `dir`; without one (a clean build), tables that keep nothing. */
export function postBuildMemos(dir?: string, codeKey = '') {
  const table = <T>(name: (typeof TABLES)[number]) => new MemoTable<T>(dir && path.join(dir, `${name}.json`), codeKey)
  const memos = {
    /** The identity of each output file's bytes, which the tables below are keyed by instead of reading the file. */
    digests: new FileDigests(),
    /** What the CSS pruning reads of a page with an inline sheet, by the page's identity. */
    facts: new MemoRecords<PageFacts>(dir && path.join(dir, 'facts'), codeKey),
    /** What the pruning gathered in the last build: each page's identity and sheet, and each sheet's word counts. */
    pruning: new MemoState<PruneState>(dir && path.join(dir, 'pruning.json'), codeKey),
    /** An inline sheet's text, by its hash. */
    sheetTexts: table<string>('sheet-texts'),
    /** A pruned sheet, by the sheet, its pages' selectors and their scripts' words. */
    sheets: table<string>('sheets'),
    /** A page with its pruned sheet, by the page and that sheet. */
    pruned: new MemoFiles(dir && path.join(dir, 'pruned'), codeKey),
    /** A redirect stub, by its text (linked into place rather than written: there are as many as posts). */
    stubs: new MemoFiles(dir && path.join(dir, 'stubs'), codeKey),
    /** A page's inline script and style hashes (build/postbuild/headers.ts) and the assets it loads (./service-worker.ts), by the page. */
    hashes: table<{ scriptHashes: string[]; styleHashes: string[]; stylesheets: string[]; islands: string[] }>('hashes'),
    /** A post page's source positions (build/postbuild/source-positions.ts), by the page and its post's elements. */
    positions: table<Record<string, string> | null>('positions'),
    /** A page's Brotli copy (build/postbuild/precompress.ts), by the page. */
    brotli: new MemoFiles(dir && path.join(dir, 'brotli'), codeKey),
    save() {
      for (const t of [memos.sheetTexts, memos.sheets, memos.hashes, memos.positions]) t.save()
      memos.pruning.save()
      memos.facts.finish(new Set(Object.values(memos.pruning.value?.pages ?? {}).flatMap(([digest, sheet]) => (sheet === null ? [] : [digest]))))
      for (const files of [memos.stubs, memos.pruned, memos.brotli]) files.finish()
      // The tables of older code (another name) go.
      const names = new Set([...TABLES.map((name) => `${name}.json`), 'pruning.json', 'facts', 'stubs', 'pruned', 'brotli'])
      if (dir) for (const file of fs.readdirSync(dir)) if (!names.has(file)) fs.rmSync(path.join(dir, file), { recursive: true, force: true })
    },
  }
  return memos
}
export type PostBuildMemos = ReturnType<typeof postBuildMemos>
