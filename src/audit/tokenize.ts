/**
 * A thin driver over the HTML tokenizer (./html-tokenizer.ts, htmlparser2's
 * tokenizer restated for whole pages). Compared with htmlparser2's Parser it
 * skips the work extraction does not need — an attribute object for every
 * tag, implied-end-tag bookkeeping, a string for every tag and attribute
 * name — and only materialises the tags and attributes a caller declares.
 * Entities are decoded; script/style/title/textarea contents are raw text,
 * as in the Parser.
 */
import { tokenizeHtml, type TokenizerCallbacks } from './html-tokenizer.ts'

export type Attributes = Readonly<Record<string, string | undefined>>

export interface TagHandler {
  /** Tags (lower case) whose open and close events are wanted. Other tags are reported only when they carry a wanted attribute. */
  tags: Iterable<string>
  /** Every attribute name (lower case) `wants` may accept: a cheap pre-filter. */
  attributes: Iterable<string>
  /** Whether to collect attribute `attr` of tag `tag`. */
  wants(tag: string, attr: string): boolean
  /** `offset` is the index of the tag's `<` in the HTML. `attrs` is only valid during the call (it is reused). */
  onopentag(tag: string, attrs: Attributes, offset: number): void
  onclosetag(tag: string): void
  /**
   * Text (entities decoded) is `source.slice(start, end)`; a handler that only
   * needs its length, or nothing, never has the string made.
   */
  ontext(source: string, start: number, end: number): void
  /** True inside <svg>/<math>, where <title> is an ordinary element and `/>` closes. */
  inForeignContent(): boolean
}

/**
 * A fixed set of lower-case ASCII names, looked up straight from the HTML
 * (ASCII case-insensitively, as HTML compares tag and attribute names): the
 * set's own string comes back, so no string is built for a name, and an
 * unknown name is usually rejected on its first letter and length alone.
 */
class NameTable {
  private readonly buckets: Array<string[] | undefined> = []

  constructor(names: Iterable<string>) {
    for (const n of new Set(names)) {
      const c = n.charCodeAt(0) - 97
      if (c < 0 || c > 25 || n.length > 31 || n !== n.toLowerCase()) throw new Error(`not a lower-case ASCII name: ${n}`)
      ;(this.buckets[c * 32 + n.length] ??= []).push(n)
    }
  }

  /** The name `html.slice(start, end)` is, lower-cased, or `null` when it is not in the set. */
  find(html: string, start: number, end: number): string | null {
    const len = end - start
    const c = (html.charCodeAt(start) | 0x20) - 97
    if (c < 0 || c > 25 || len > 31) return null
    const bucket = this.buckets[c * 32 + len]
    if (bucket === undefined) return null
    next: for (const name of bucket) {
      for (let k = 1; k < len; k++) {
        let ch = html.charCodeAt(start + k)
        if (ch >= 65 && ch <= 90) ch |= 0x20
        if (ch !== name.charCodeAt(k)) continue next
      }
      return name
    }
    return null
  }
}

interface Filters {
  tags: NameTable
  attributes: NameTable
  /** Every collectable attribute name, unset: the shape of the one attributes object a page reuses. */
  blank: Record<string, undefined>
}

const filterCache = new WeakMap<object, Filters>()

export function scanHtml(html: string, handler: TagHandler): void {
  let filters = filterCache.get(handler.wants)
  if (!filters) {
    const attributes = [...handler.attributes]
    filters = {
      tags: new NameTable([...handler.tags, 'image']),
      attributes: new NameTable(attributes),
      blank: Object.fromEntries(attributes.map((a) => [a, undefined])),
    }
    filterCache.set(handler.wants, filters)
  }
  const { tags, attributes } = filters

  let tag = '' // '' when the tag is not one of `tags` (its name is then only read if needed)
  let nameStart = 0
  let nameEnd = 0
  // One attributes object for the whole page, always of the same shape (fast property reads in the
  // handler); the names a tag set are unset again once the handler has seen them.
  const attrs: Record<string, string | undefined> = { ...filters.blank }
  const set: string[] = []
  let attrName: string | null = null // the attribute being read, when it is one of `attributes`
  let capturing = false
  let value = ''

  const tagName = (start: number, end: number): string => {
    const name = tags.find(html, start, end)
    return name === null ? '' : name === 'image' ? 'img' : name
  }
  const openTagEnd = (): string => {
    // A tag outside `tags` that carries a wanted attribute (an `id`) is reported by its own name.
    if (set.length > 0 && tag === '') tag = html.slice(nameStart, nameEnd).toLowerCase()
    if (tag !== '') handler.onopentag(tag, attrs, nameStart - 1)
    for (const a of set) attrs[a] = undefined
    set.length = 0
    return tag
  }

  const callbacks: TokenizerCallbacks = {
    onopentagname(start, end) {
      nameStart = start
      nameEnd = end
      tag = tagName(start, end)
    },
    onattribname() {
      // `attrName` was found by the skipAttribute filter below, which let only known names through
      capturing = handler.wants(tag === '' ? '*' : tag, attrName!)
      value = ''
    },
    onattribdata(start, end) {
      if (capturing) value += html.slice(start, end)
    },
    onattribentity(cp) {
      if (capturing) value += String.fromCodePoint(cp)
    },
    onattribend() {
      if (capturing) {
        if (attrs[attrName!] === undefined) {
          attrs[attrName!] = value
          set.push(attrName!)
        }
        capturing = false
      }
    },
    onopentagend() {
      openTagEnd()
      tag = ''
    },
    onselfclosingtag() {
      const foreign = handler.inForeignContent()
      const name = openTagEnd()
      tag = ''
      // `/>` only closes in foreign content (svg, math); in HTML it is ignored.
      if (name !== '' && (foreign || name === 'svg' || name === 'math')) handler.onclosetag(name)
    },
    onclosetag(start, end) {
      const name = tagName(start, end)
      if (name !== '') handler.onclosetag(name)
    },
    ontext(start, end) {
      handler.ontext(html, start, end)
    },
    ontextentity(cp) {
      const text = String.fromCodePoint(cp)
      handler.ontext(text, 0, text.length)
    },
    oncdata() {},
    oncomment() {},
    ondeclaration() {},
    onprocessinginstruction() {},
    onend() {},
    isInForeignContext() {
      return handler.inForeignContent()
    },
  }
  tokenizeHtml(html, callbacks, (start, end) => (attrName = attributes.find(html, start, end)) === null)
}
