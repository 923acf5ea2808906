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
  // Each fast path finds the next character that matters and hands it to htmlparser2's own
  // state function right away, as the loop in `parse()` would have one step later (or, at the
  // end of the input, leaves `index` on the last character). One loop per state, so each stays
  // monomorphic.
  fast.stateText = function (this: TokenizerInternals, c) {
    if (c !== LT && c !== AMP) {
      const buf = this.buffer
      let i = this.index - this.offset + 1
      while (i < buf.length && (c = buf.charCodeAt(i)) !== LT && c !== AMP) i++
      this.index = (i < buf.length ? i : i - 1) + this.offset
      if (i === buf.length) return
    }
    base.stateText.call(this, c)
  }
  fast.handleInAttributeValue = function (this: TokenizerInternals, c, quote) {
    if (c !== quote && c !== AMP) {
      const buf = this.buffer
      let i = this.index - this.offset + 1
      while (i < buf.length && (c = buf.charCodeAt(i)) !== quote && c !== AMP) i++
      this.index = (i < buf.length ? i : i - 1) + this.offset
      if (i === buf.length) return
    }
    base.handleInAttributeValue.call(this, c, quote)
  }
  /** The next character at or after `index + 1` that ends a name (or `=`, for attribute names); -1 at the end of the input. */
  const nameEnd = (t: TokenizerInternals, eq: boolean): number => {
    const buf = t.buffer
    let i = t.index - t.offset + 1
    for (let d; i < buf.length; i++) {
      d = buf.charCodeAt(i)
      if (endsName(d) || (eq && d === EQ)) {
        t.index = i + t.offset
        return d
      }
    }
    t.index = i - 1 + t.offset
    return -1
  }
  fast.stateInTagName = function (this: TokenizerInternals, c) {
    if (endsName(c) || (c = nameEnd(this, false)) !== -1) base.stateInTagName.call(this, c)
  }
  fast.stateInClosingTagName = function (this: TokenizerInternals, c) {
    if (endsName(c) || (c = nameEnd(this, false)) !== -1) base.stateInClosingTagName.call(this, c)
  }
  fast.stateInAttributeName = function (this: TokenizerInternals, c) {
    if (c === EQ || endsName(c) || (c = nameEnd(this, true)) !== -1) base.stateInAttributeName.call(this, c)
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

interface Filters {
  tags: NameFilter
  attributes: NameFilter
  /** Every collectable attribute name, unset: the shape of the one attributes object a page reuses. */
  blank: Record<string, undefined>
}

const filterCache = new WeakMap<object, Filters>()

export function scanHtml(html: string, handler: TagHandler): void {
  let filters = filterCache.get(handler.wants)
  if (!filters) {
    const attributes = [...handler.attributes]
    filters = {
      tags: new NameFilter([...handler.tags, 'image']),
      attributes: new NameFilter(attributes),
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
  let attrName = ''
  let capturing = false
  let value = ''

  const readName = (start: number, end: number) => {
    const name = html.slice(start, end).toLowerCase()
    return name === 'image' ? 'img' : name
  }
  const openTagEnd = (): string => {
    if (set.length > 0 && tag === '') tag = readName(nameStart, nameEnd)
    if (tag !== '') handler.onopentag(tag, attrs, nameStart - 1)
    for (const a of set) attrs[a] = undefined
    set.length = 0
    return tag
  }

  const callbacks: TokenizerCallbacks = {
    onopentagname(start, end) {
      nameStart = start
      nameEnd = end
      tag = tags.mayHave(html, start, end) ? readName(start, end) : ''
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
        if (attrs[attrName] === undefined) {
          attrs[attrName] = value
          set.push(attrName)
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
