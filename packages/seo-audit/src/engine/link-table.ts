/**
 * The links of every page of a site as numbers in a few typed arrays (compact.ts, string-pool.ts).
 */
import type { LinkRole, ResourceKind } from './types.ts'

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
