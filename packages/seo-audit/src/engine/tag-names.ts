/**
 * The tags and attributes extraction reads, and the tables that find them by name straight from the
 * page's HTML: every other tag and attribute is skipped without a string being made for it.
 */

/** Elements that show code: their text is not searched for programming values, and a page with one talks about code. */
export const CODE_TAGS = ['code', 'pre', 'kbd', 'samp']
export const BLOCK_TAGS = new Set(['p', 'div', 'li', 'td', 'th', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'section', 'article', 'header', 'footer', 'nav', 'main', 'aside', 'blockquote', 'figcaption', 'dt', 'dd', 'tr', 'br', 'summary', 'details', 'address'])

/** Attributes collected, by index (`id` and `style` on every tag, the others on the tags in WANTED). */
export const ATTRIBUTES = ['id', 'style', 'href', 'name', 'aria-label', 'title', 'alt', 'src', 'srcset', 'rel', 'as', 'property', 'content', 'http-equiv', 'type', 'poster', 'data', 'lang', 'dir', 'hreflang'] as const
export type AttributeName = (typeof ATTRIBUTES)[number]
export const A = Object.fromEntries(ATTRIBUTES.map((a, i) => [a, i])) as Record<AttributeName, number>

/** Attributes collected per tag (besides `id` and `style`, collected on every tag). */
const WANTED: Record<string, AttributeName[]> = {
  a: ['href', 'name', 'aria-label', 'title'],
  area: ['href', 'name', 'alt', 'aria-label'],
  img: ['src', 'srcset', 'alt'],
  link: ['rel', 'href', 'as', 'hreflang'],
  meta: ['name', 'property', 'content', 'http-equiv'],
  script: ['type', 'src'],
  source: ['src', 'srcset'],
  video: ['src', 'poster'],
  audio: ['src', 'poster'],
  track: ['src'],
  iframe: ['src'],
  frame: ['src'],
  embed: ['src'],
  object: ['data'],
  input: ['type', 'src'],
  html: ['lang', 'dir'],
  base: ['href'],
}

/** Tags whose open/close events extraction handles (block tags: their ends separate words in the text sample). */
export const TAGS = [...new Set([...Object.keys(WANTED), 'style', 'picture', 'title', 'h1', 'svg', 'template', 'noscript', ...CODE_TAGS, ...BLOCK_TAGS, 'image'])]
/** A tag's name as extraction sees it (`<image>` is `<img>`, as browsers parse it). */
export const TAG_NAMES = TAGS.map((t) => (t === 'image' ? 'img' : t))
export const EVERY_TAG = (1 << A.id) | (1 << A.style)
/** Per tag (by index in TAGS), the bits of the attributes collected on it. */
export const TAG_MASKS = TAG_NAMES.map((t) => (WANTED[t] ?? []).reduce((m, a) => m | (1 << A[a]), EVERY_TAG))

/**
 * A fixed set of lower-case ASCII names, looked up straight from the HTML
 * (ASCII case-insensitively, as HTML compares tag and attribute names): the
 * name's index comes back, so no string is built for a name, and an unknown
 * name is usually rejected on its first letter and length alone.
 */
class NameTable {
  private readonly buckets: Array<number[] | undefined> = []

  constructor(private readonly names: readonly string[]) {
    names.forEach((n, i) => {
      const c = n.charCodeAt(0) - 97
      if (c < 0 || c > 25 || n.length > 31 || n !== n.toLowerCase()) throw new Error(`not a lower-case ASCII name: ${n}`)
      ;(this.buckets[c * 32 + n.length] ??= []).push(i)
    })
  }

  /** The index of the name `html.slice(start, end)` is, or -1 when it is not in the table. */
  find(html: string, start: number, end: number): number {
    const len = end - start
    const c = (html.charCodeAt(start) | 0x20) - 97
    if (c < 0 || c > 25 || len > 31) return -1
    const bucket = this.buckets[c * 32 + len]
    if (bucket === undefined) return -1
    next: for (const index of bucket) {
      const name = this.names[index]!
      for (let k = 1; k < len; k++) {
        let ch = html.charCodeAt(start + k)
        if (ch >= 65 && ch <= 90) ch |= 0x20
        if (ch !== name.charCodeAt(k)) continue next
      }
      return index
    }
    return -1
  }
}

export const TAG_TABLE = new NameTable(TAGS)
export const ATTRIBUTE_TABLE = new NameTable(ATTRIBUTES)
