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
  /**
   * Text (entities decoded) is `source.slice(start, end)`; a handler that only
   * needs its length, or nothing, never has the string made.
   */
  ontext(source: string, start: number, end: number): void
  /** True inside <svg>/<math>, where <title> is an ordinary element and `/>` closes. */
  inForeignContent(): boolean
}

const EMPTY: Attributes = Object.freeze({})

/** The Tokenizer's internals the fast paths below read and replace (htmlparser2 12; typed private there). */
interface TokenizerInternals {
  buffer: string
  index: number
  offset: number
  stateText(c: number): void
  handleInAttributeValue(c: number, quote: number): void
  stateInTagName(c: number): void
  stateInClosingTagName(c: number): void
  stateInAttributeName(c: number): void
}

const LT = 60 // <
const AMP = 38 // &
const EQ = 61 // =

/** Whitespace, `/` or `>`: what ends a tag or attribute name (htmlparser2's `isEndOfTagSection`). */
function endsName(c: number): boolean {
  return c === 32 || c === 62 || c === 47 || c === 10 || c === 9 || c === 13 || c === 12
}

/**
 * htmlparser2's Tokenizer visits every character through its state switch,
 * even in long runs where its state cannot change: text up to the next `<` or
 * `&`, an attribute value up to its quote or `&`, a tag or attribute name up to
 * its end. This subclass skips such runs in one tight loop (the loop in
 * `parse()` then resumes at the character that matters), which halves the
 * tokenizer's time on typical pages. Every callback, offset and state change
 * stays the same: tests/unit/audit/tokenize.test.ts compares the events of both
 * tokenizers on tricky markup and on other generators' pages.
 */
export class FastTokenizer extends Tokenizer {}
{
  const fast = FastTokenizer.prototype as unknown as TokenizerInternals
  const base = Tokenizer.prototype as unknown as TokenizerInternals
  // Each fast path leaves `index` on the character before the next one that matters;
  // the loop in `parse()` then steps onto it. One loop per state, so each stays monomorphic.
  fast.stateText = function (this: TokenizerInternals, c) {
    if (c === LT || c === AMP) return base.stateText.call(this, c)
    const buf = this.buffer
    let i = this.index - this.offset + 1
    for (let d; i < buf.length && (d = buf.charCodeAt(i)) !== LT && d !== AMP; ) i++
    this.index = i - 1 + this.offset
  }
  fast.handleInAttributeValue = function (this: TokenizerInternals, c, quote) {
    if (c === quote || c === AMP) return base.handleInAttributeValue.call(this, c, quote)
    const buf = this.buffer
    let i = this.index - this.offset + 1
    for (let d; i < buf.length && (d = buf.charCodeAt(i)) !== quote && d !== AMP; ) i++
    this.index = i - 1 + this.offset
  }
  const skipName = (t: TokenizerInternals, eq: boolean) => {
    const buf = t.buffer
    let i = t.index - t.offset + 1
    for (let d; i < buf.length && !endsName((d = buf.charCodeAt(i))) && !(eq && d === EQ); ) i++
    t.index = i - 1 + t.offset
  }
  fast.stateInTagName = function (this: TokenizerInternals, c) {
    if (endsName(c)) base.stateInTagName.call(this, c)
    else skipName(this, false)
  }
  fast.stateInClosingTagName = function (this: TokenizerInternals, c) {
    if (endsName(c)) base.stateInClosingTagName.call(this, c)
    else skipName(this, false)
  }
  fast.stateInAttributeName = function (this: TokenizerInternals, c) {
    if (c === EQ || endsName(c)) base.stateInAttributeName.call(this, c)
    else skipName(this, true)
  }
}

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
  const tokenizer = new FastTokenizer({ decodeEntities: true }, callbacks)
  tokenizer.write(html)
  tokenizer.end()
}
