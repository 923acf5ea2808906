/**
 * Per-page facts made independent of the page's HTML, so a reader can drop the HTML once a page is
 * extracted and hold only what the rules need: memory then grows with the facts, not with the bytes
 * read. V8 keeps a substring (13+ characters) as a slice of its parent string, so a fact cut out of a
 * 2 MB page would keep all 2 MB alive; each string is copied flat here, and link URLs and anchor
 * texts, which repeat across pages, are kept once.
 */
import { THIN_CONTENT } from './search-limits.ts'
import type { IdLookup, LinkRef, LinkRole, PackedLinks, PageFacts, ResourceKind } from './types.ts'

/** A flat copy of a string that shares no memory with the string it was cut from. */
function flat(s: string): string {
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

const ROLES: readonly LinkRole[] = ['anchor', 'resource', 'reference']
const ROLE_CODE: Record<LinkRole, number> = { anchor: 0, resource: 1, reference: 2 }
const KINDS: ReadonlyArray<ResourceKind | undefined> = [undefined, 'image', 'script', 'stylesheet', 'icon', 'iframe', 'media', 'font', 'object', 'manifest']
const KIND_CODE = new Map<ResourceKind | undefined, number>(KINDS.map((k, i) => [k, i]))
/** Links a chunk of the table holds: 64 Ki links, 768 KB; the table grows a chunk at a time, never copied. */
const CHUNK_BITS = 16
const CHUNK = 1 << CHUNK_BITS
const CHUNK_MASK = CHUNK - 1

/**
 * The links of every page in four numbers each (URL and text as pool numbers, offset, and role, kind
 * and tag in one code) instead of an object each: the rules of a 30,000-page site read 2.5 M links,
 * and as objects they were most of the heap the garbage collector walked again and again. The text
 * column is made only when a link has a text: the CLI keeps none (`NO_TEXT`), and 2.5 M of them were
 * 10 MB.
 */
export class LinkTable {
  /** Three numbers a link: URL, offset, code. */
  private readonly chunks: Uint32Array[] = []
  /** The texts, per chunk; `null` while every link's is `NO_TEXT`. */
  private texts: Uint32Array[] | null = null
  private readonly tagCodes = new Map<string, number>()
  private readonly tags: string[] = []
  /** Links stored. */
  length = 0

  push(url: number, text: number, offset: number, role: LinkRole, kind: ResourceKind | undefined, tag: string): void {
    this.write(url, text, offset, (this.tagCode(tag) << 8) | (KIND_CODE.get(kind)! << 2) | ROLE_CODE[role])
  }

  /** The code of a tag name, given one the first time it is seen. */
  private tagCode(tag: string): number {
    let t = this.tagCodes.get(tag)
    if (t === undefined) {
      t = this.tags.length
      this.tags.push(tag)
      this.tagCodes.set(tag, t)
    }
    return t
  }

  /** Stores the next link's four numbers. */
  private write(url: number, text: number, offset: number, code: number): void {
    const i = this.length++
    const c = i >>> CHUNK_BITS
    if (c === this.chunks.length) {
      this.chunks.push(new Uint32Array(CHUNK * 3))
      this.texts?.push(new Uint32Array(CHUNK).fill(NO_TEXT))
    }
    const chunk = this.chunks[c]!
    const at = (i & CHUNK_MASK) * 3
    chunk[at] = url
    chunk[at + 1] = offset
    chunk[at + 2] = code
    if (text !== NO_TEXT && this.texts === null) this.texts = this.chunks.map(() => new Uint32Array(CHUNK).fill(NO_TEXT))
    if (this.texts !== null) this.texts[c]![i & CHUNK_MASK] = text
  }

  /** Links `start` to `end - 1` as four numbers each (a copy), to send to another thread's table. */
  rows(start: number, end: number): Uint32Array {
    const out = new Uint32Array((end - start) * 4)
    for (let i = start, at = 0; i < end; i++, at += 4) {
      out[at] = this.field(i, 0)
      out[at + 1] = this.field(i, 1)
      out[at + 2] = this.field(i, 2)
      out[at + 3] = this.field(i, 3)
    }
    return out
  }

  /** Bytes the table's numbers take. */
  get bytes(): number {
    return this.chunks.length * CHUNK * (this.texts === null ? 12 : 16)
  }

  /** Forgets every link (a worker's table, once its rows are sent); the tag names stay. */
  clear(): void {
    this.chunks.length = 0
    this.texts = null
    this.length = 0
  }

  /** The tag names the codes point at (`rows` of this table name their tag by its place here). */
  tagNames(): readonly string[] {
    return this.tags
  }

  /**
   * Appends links another thread's table gave as `rows`, its tag names `tags`, and its string numbers
   * mapped to this pool's by `stringId`.
   */
  appendRows(rows: Uint32Array, tags: readonly string[], stringId: ArrayLike<number>): void {
    for (let j = 0; j < rows.length; j += 4) {
      const code = rows[j + 3]!
      const text = rows[j + 1]!
      this.write(stringId[rows[j]!]!, text === NO_TEXT ? NO_TEXT : stringId[text]!, rows[j + 2]!, (this.tagCode(tags[code >>> 8]!) << 8) | (code & 0xff))
    }
  }

  /** Field `field` (0 URL, 1 text, 2 offset, 3 code) of link `i`. */
  field(i: number, field: number): number {
    if (field === 1) return this.texts === null ? NO_TEXT : this.texts[i >>> CHUNK_BITS]![i & CHUNK_MASK]!
    return this.chunks[i >>> CHUNK_BITS]![(i & CHUNK_MASK) * 3 + (field === 0 ? 0 : field - 1)]!
  }

  role(code: number): LinkRole {
    return ROLES[code & 3]!
  }

  kind(code: number): ResourceKind | undefined {
    return KINDS[(code >>> 2) & 63]
  }

  tag(code: number): string {
    return this.tags[code >>> 8]!
  }
}

/**
 * The text field of a link whose text was not kept (`dropLinkText`): a finding that names the link reads
 * it from the page extracted again (`ExtractedPageInput.reread`).
 */
export const NO_TEXT = 0xffffffff

/** Link `i` of a page as the object the extractor made (for a finding, a test, a use of an external URL). */
export function packedLink(p: PackedLinks, i: number): LinkRef {
  const t = p.pool.links
  const j = p.start + i
  const code = t.field(j, 3)
  const kind = t.kind(code)
  const text = t.field(j, 1)
  const link: LinkRef = { url: p.pool.strings[t.field(j, 0)]!, role: t.role(code), tag: t.tag(code), text: text === NO_TEXT ? '' : p.pool.strings[text]!, offset: t.field(j, 2) }
  if (kind !== undefined) link.kind = kind
  return link
}

/** Every link of a page, packed or not, as objects. */
export function linksOf(facts: PageFacts): LinkRef[] {
  const p = facts.packedLinks
  if (!p) return facts.links
  const out: LinkRef[] = []
  for (let i = 0; i < p.end - p.start; i++) out.push(packedLink(p, i))
  return out
}

const flatOrNull = (s: string | null): string | null => (s === null ? null : flat(s))
const pooledOrNull = (s: string | null, pool: StringPool): string | null => (s === null ? null : pool.get(s))

/**
 * Rewrites the facts in place with flat, pooled strings; the links move to the pool's link table
 * (`packedLinks`, and `links` is left empty), unless the extractor put them there (`ExtractOptions.pool`); the text sample is kept only for a thin page, the one
 * place a rule reads it.
 */
export function compactFacts(facts: PageFacts, pool: StringPool, options: { dropLinkText?: boolean } = {}): PageFacts {
  if (!facts.packedLinks) {
    const table = pool.links
    const start = table.length
    const dropText = options.dropLinkText === true
    for (const link of facts.links) {
      // URLs and anchor texts ("source", "Read more") repeat across pages; `tag` is one of the extractor's own names
      table.push(pool.id(link.url), dropText ? NO_TEXT : pool.id(link.text), link.offset, link.role, link.kind, link.tag)
    }
    facts.links = []
    facts.packedLinks = { pool, start, end: table.length }
  }
  facts.ids = pool.idSet(facts.ids) // rustdoc's `method.new`, `implementations` are on thousands of pages
  facts.lang = flatOrNull(facts.lang)
  facts.dir = flatOrNull(facts.dir)
  facts.title = flatOrNull(facts.title)
  facts.description = flatOrNull(facts.description)
  facts.robots = facts.robots.map((r) => pool.get(r))
  facts.canonicals = facts.canonicals.map((c) => ({ href: pool.get(c.href), offset: c.offset }))
  facts.baseHref = flatOrNull(facts.baseHref)
  facts.h1 = facts.h1.map(flat)
  for (const img of facts.imagesWithoutAlt) img.src = pool.get(img.src)
  for (const j of facts.jsonLd) j.text = pool.get(j.text) // the site's Organization block is on every page
  facts.location = flatOrNull(facts.location)
  if (facts.clientRedirect) facts.clientRedirect.url = flat(facts.clientRedirect.url)
  // Read only for a thin page (the soft-404 wording check): a page with more text keeps its length alone.
  facts.textSample = facts.textLength < THIN_CONTENT ? flat(facts.textSample) : ''
  const og = facts.ogImage
  facts.ogImage = { url: pooledOrNull(og.url, pool), alt: flatOrNull(og.alt), width: pooledOrNull(og.width, pool), height: pooledOrNull(og.height, pool) }
  for (const v of facts.programmingValues) {
    v.value = pool.get(v.value)
    v.context = flat(v.context)
  }
  for (const h of facts.hreflang) {
    h.lang = pool.get(h.lang)
    h.href = pool.get(h.href) // the same set of alternates is on every page of a cluster
  }
  return facts
}
