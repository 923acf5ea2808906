/**
 * A thin driver over htmlparser2's Tokenizer. Compared with its Parser it
 * skips the work extraction does not need — an attribute object for every
 * tag, implied-end-tag bookkeeping, a string for every tag and attribute
 * name — and only materialises the tags and attributes a caller declares.
 * Entities are decoded; script/style/title/textarea contents are raw text,
 * as in the Parser.
 */
import { Tokenizer, type TokenizerCallbacks } from 'htmlparser2'

export type Attributes = Readonly<Record<string, string | undefined>>

export interface TagHandler {
  /** Tags (lower case) whose open and close events are wanted. Other tags are reported only when they carry a wanted attribute. */
  tags: Iterable<string>
  /** Every attribute name (lower case) `wants` may accept: a cheap pre-filter. */
  attributes: Iterable<string>
  /** Whether to collect attribute `attr` of tag `tag`. */
  wants(tag: string, attr: string): boolean
  /** `offset` is the index of the tag's `<` in the HTML. */
  onopentag(tag: string, attrs: Attributes, offset: number): void
  onclosetag(tag: string): void
  ontext(text: string): void
  /** True inside <svg>/<math>, where <title> is an ordinary element and `/>` closes. */
  inForeignContent(): boolean
}

const EMPTY: Attributes = Object.freeze({})

/** (first letter, length) pairs of a set of names: rejects most other names without building a string. */
class NameFilter {
  private readonly table = new Uint8Array(26 * 32)

  constructor(names: Iterable<string>) {
    for (const n of names) {
      const c = n.charCodeAt(0) - 97
      if (c >= 0 && c < 26) this.table[c * 32 + Math.min(n.length, 31)] = 1
    }
  }

  mayHave(html: string, start: number, end: number): boolean {
    const c = (html.charCodeAt(start) | 0x20) - 97
    if (c < 0 || c > 25) return false
    const len = end - start
    return this.table[c * 32 + (len > 31 ? 31 : len)] === 1
  }
}

const filterCache = new WeakMap<object, { tags: NameFilter; attributes: NameFilter }>()

export function scanHtml(html: string, handler: TagHandler): void {
  let filters = filterCache.get(handler.wants)
  if (!filters) {
    filters = { tags: new NameFilter([...handler.tags, 'image']), attributes: new NameFilter(handler.attributes) }
    filterCache.set(handler.wants, filters)
  }
  const { tags, attributes } = filters

  let tag = '' // '' when the tag is not one of `tags` (its name is then only read if needed)
  let nameStart = 0
  let nameEnd = 0
  let attrs: Record<string, string> | null = null
  let attrName = ''
  let capturing = false
  let value = ''

  const readName = (start: number, end: number) => {
    const name = html.slice(start, end).toLowerCase()
    return name === 'image' ? 'img' : name
  }
  const openTagEnd = (): string => {
    if (attrs !== null && tag === '') tag = readName(nameStart, nameEnd)
    if (tag !== '') handler.onopentag(tag, attrs ?? EMPTY, nameStart - 1)
    return tag
  }

  const callbacks: TokenizerCallbacks = {
    onopentagname(start, end) {
      nameStart = start
      nameEnd = end
      tag = tags.mayHave(html, start, end) ? readName(start, end) : ''
      attrs = null
    },
    onattribname(start, end) {
      capturing = false
      if (!attributes.mayHave(html, start, end)) return
      attrName = html.slice(start, end).toLowerCase()
      capturing = handler.wants(tag === '' ? '*' : tag, attrName)
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
        attrs ??= Object.create(null) as Record<string, string>
        if (!(attrName in attrs)) attrs[attrName] = value
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
      if (tags.mayHave(html, start, end)) handler.onclosetag(readName(start, end))
    },
    ontext(start, end) {
      handler.ontext(html.slice(start, end))
    },
    ontextentity(cp) {
      handler.ontext(String.fromCodePoint(cp))
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
  const tokenizer = new Tokenizer({ decodeEntities: true }, callbacks)
  tokenizer.write(html)
  tokenizer.end()
}
