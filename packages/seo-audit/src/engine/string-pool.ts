/**
 * Strings kept once, by value and by number, for the per-page facts of compact.ts: each repeated URL,
 * label or id of a site is stored once. Each is a flat copy: V8 keeps a substring (13+ characters) as a
 * slice of its parent string, so a string cut out of a 2 MB page would keep all 2 MB alive.
 */
import type { IdLookup } from './types.ts'
import { LinkTable } from './link-table.ts'

/** A flat copy of a string that shares no memory with the string it was cut from. */
export function flat(s: string): string {
  return s.length < 13 ? s : (' ' + s).slice(1)
}

/**
 * Strings seen before, by value: each repeated URL, label or id is stored once, and has a number.
 * A string can also be looked up by where it stands in a page (`rangeId`), so the extractor finds a
 * link's number without making a string for it. Strings up to SHORT characters (URLs, ids) are in a
 * table of open addressing over one Int32Array, compared with a copy of their characters in one
 * Uint8Array: a 30,000-page site looks up 2.5 M links, and a `Map` keyed by the links' strings cost
 * about 0.7 µs a lookup, most of it in cache misses on the string objects. Longer ones (JSON-LD
 * blocks) are in a `Map`, whose native hashing beats the table's, a character at a time in JavaScript.
 */
export class StringPool {
  /** The kept strings, by number. */
  readonly strings: string[] = []
  /** Every packed link of every page (see {@link PackedLinks}). */
  readonly links = new LinkTable()
  /** Per slot: hash, number + 1 (0: empty), length, where the characters are in `chars` (-1: compare `strings`). */
  private slots = new Int32Array(4 * 1024)
  private mask = 1023
  private chars = new Uint8Array(64 * 1024)
  private charsUsed = 0
  private readonly long = new Map<string, number>()
  private entries = 0 // strings in the table

  get(s: string): string {
    return this.strings[this.id(s)]!
  }

  /** The string's number: the same for every string of the same value. */
  id(s: string): number {
    if (s.length > SHORT) {
      let id = this.long.get(s)
      if (id === undefined) {
        id = this.strings.length
        const kept = flat(s)
        this.strings.push(kept)
        this.long.set(kept, id)
      }
      return id
    }
    return this.rangeId(s, 0, s.length)
  }

  /** The number of `source.slice(start, end)`, made into a string only when it is new. */
  rangeId(source: string, start: number, end: number): number {
    if (end - start > SHORT) return this.id(source.slice(start, end))
    let h = 0x811c9dc5 // FNV-1a over the UTF-16 code units
    for (let i = start; i < end; i++) h = Math.imul(h ^ source.charCodeAt(i), 0x01000193)
    const slots = this.slots
    const len = end - start
    let i = h & this.mask
    for (let id = slots[4 * i + 1]! - 1; id >= 0; id = slots[4 * i + 1]! - 1) {
      if (slots[4 * i] === h && slots[4 * i + 2] === len) {
        const at = slots[4 * i + 3]!
        if (at >= 0 ? this.sameChars(at, source, start, len) : sameString(this.strings[id]!, source, start)) return id
      }
      i = (i + 1) & this.mask
    }
    const id = this.strings.length
    const at = this.copyChars(source, start, len)
    // An ASCII string is made from the copy of its characters: a string of its own, where `flat` makes a
    // slice of a one-character-longer string (32 bytes more, 9 MB for the Rust documentation's 290,000).
    if (at >= 0 && this.ascii) this.strings.push(ASCII.decode(this.chars.subarray(at, at + len)))
    else this.strings.push(start === 0 && end === source.length ? flat(source) : flat(source.slice(start, end)))
    slots[4 * i] = h
    slots[4 * i + 1] = id + 1
    slots[4 * i + 2] = len
    slots[4 * i + 3] = at
    if (2 * ++this.entries > this.mask) this.grow()
    return id
  }

  /** The number of a string kept before, or -1 (nothing is added). */
  find(s: string): number {
    if (s.length > SHORT) return this.long.get(s) ?? -1
    let h = 0x811c9dc5
    for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193)
    const slots = this.slots
    for (let i = h & this.mask, id = slots[4 * i + 1]! - 1; id >= 0; i = (i + 1) & this.mask, id = slots[4 * i + 1]! - 1) {
      if (slots[4 * i] === h && slots[4 * i + 2] === s.length && this.strings[id] === s) return id
    }
    return -1
  }

  /** A page's ids, kept as their numbers (sorted) in a chunk shared with other pages' ids. */
  idSet(ids: Iterable<string>): IdSet {
    const numbers: number[] = []
    for (const id of ids) numbers.push(this.id(id))
    numbers.sort((a, b) => a - b)
    if (this.idChunk.length - this.idUsed < numbers.length) {
      this.idChunk = new Uint32Array(Math.max(ID_CHUNK, numbers.length))
      this.idUsed = 0
    }
    const start = this.idUsed
    for (let k = 0; k < numbers.length; k++) this.idChunk[start + k] = numbers[k]!
    this.idUsed += numbers.length
    return new IdSet(this, this.idChunk, start, numbers.length)
  }

  private idChunk = new Uint32Array(0)
  private idUsed = 0

  get size(): number {
    return this.strings.length
  }

  private sameChars(at: number, source: string, start: number, len: number): boolean {
    const chars = this.chars
    for (let k = 0; k < len; k++) if (chars[at + k] !== source.charCodeAt(start + k)) return false
    return true
  }

  /** Whether the characters `copyChars` last copied are all ASCII. */
  private ascii = false

  /** Copies a Latin-1 string's characters to `chars`, and returns where they are (-1: not copied). */
  private copyChars(source: string, start: number, len: number): number {
    let max = 0
    for (let k = 0; k < len; k++) max |= source.charCodeAt(start + k)
    if (max > 255) return -1
    this.ascii = max < 128
    if (this.charsUsed + len > this.chars.length) {
      const bigger = new Uint8Array(this.chars.length * 2)
      bigger.set(this.chars)
      this.chars = bigger
    }
    const at = this.charsUsed
    for (let k = 0; k < len; k++) this.chars[at + k] = source.charCodeAt(start + k)
    this.charsUsed += len
    return at
  }

  private grow(): void {
    const old = this.slots
    const mask = this.mask * 2 + 1
    const slots = new Int32Array(4 * (mask + 1))
    for (let j = 0; j < old.length; j += 4) {
      if (old[j + 1] === 0) continue
      let i = old[j]! & mask
      while (slots[4 * i + 1] !== 0) i = (i + 1) & mask
      slots.set(old.subarray(j, j + 4), 4 * i)
    }
    this.slots = slots
    this.mask = mask
  }
}

/** Ids a chunk of `StringPool.idSet` holds (256 KB); a page with more has a chunk of its own. */
const ID_CHUNK = 64 * 1024

/**
 * A page's ids (`PageFacts.ids` once compacted): their numbers in the pool, sorted, looked up by binary
 * search. A `Set` per page held 1.7 M entries on the Rust documentation, 28 MB; this is 7 MB.
 */
export class IdSet implements IdLookup {
  constructor(
    private readonly pool: StringPool,
    private readonly chunk: Uint32Array,
    private readonly start: number,
    readonly size: number,
  ) {}

  has(id: string): boolean {
    const n = this.pool.find(id)
    if (n < 0) return false
    let lo = this.start
    let hi = this.start + this.size - 1
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1
      const v = this.chunk[mid]!
      if (v === n) return true
      if (v < n) lo = mid + 1
      else hi = mid - 1
    }
    return false
  }

  /** The ids in code-unit order (not the page's: nothing reads them in order but tests). */
  [Symbol.iterator](): Iterator<string> {
    const out: string[] = []
    for (let i = this.start; i < this.start + this.size; i++) out.push(this.pool.strings[this.chunk[i]!]!)
    return out.sort()[Symbol.iterator]()
  }
}

/** UTF-8, which decodes ASCII bytes to the same characters (the WHATWG `latin1` decoder is windows-1252). */
const ASCII = new TextDecoder()

/** Strings up to this length (URLs, ids) are in the pool's table; longer ones in its `Map`. */
const SHORT = 128

function sameString(kept: string, source: string, start: number): boolean {
  for (let k = 0; k < kept.length; k++) if (kept.charCodeAt(k) !== source.charCodeAt(start + k)) return false
  return true
}
