/**
 * The tokenizer's callbacks for tags and attributes: each start tag's name and the values of the
 * attributes it collects (tag-names.ts), handed on once the tag is complete. What a page's tags
 * mean is its subclass's (extractor.ts).
 */
import type { TokenizerCallbacks } from './html-tokenizer.ts'
import { ATTRIBUTE_TABLE, ATTRIBUTES, EVERY_TAG, TAG_MASKS, TAG_NAMES, TAG_TABLE } from './tag-names.ts'

export abstract class TagReader implements TokenizerCallbacks {
  // The start tag being read.
  private tag = '' // its name when it is one of TAGS, else ''
  private tagMask = EVERY_TAG // the attributes collected on it
  private nameStart = 0
  private nameEnd = 0
  /** Collected attribute values by index; `setMask` has a bit for each one this tag set (the first of duplicates wins). */
  protected readonly values: Array<string | undefined> = ATTRIBUTES.map(() => undefined)
  /** Where each collected value starts in the page when it is written there as is (no entity), else -1. */
  private readonly starts = new Int32Array(ATTRIBUTES.length)
  private setMask = 0
  private attribute = -1 // the attribute being read
  private value = ''
  private valueStart = -1 // where `value` starts in the page, while it is the page's text as is
  /** For the tokenizer: drops every attribute this tag does not collect before any callback. */
  readonly skipAttribute: (start: number, end: number) => boolean

  /** Open <svg> elements: foreign content, where `/>` closes a tag. */
  protected svgDepth = 0

  constructor(protected readonly html: string) {
    this.skipAttribute = (start, end) => {
      const a = ATTRIBUTE_TABLE.find(html, start, end)
      this.attribute = a
      return a < 0 || (this.tagMask & (1 << a)) === 0
    }
  }

  /** A start tag extraction handles, complete with its attributes (`values`); `offset`: where its `<` is. */
  protected abstract openTag(name: string, offset: number): void
  protected abstract closeTag(name: string): void
  /** Text (`source.slice(start, end)`): the page's own, or a decoded character reference. */
  protected abstract text(source: string, start: number, end: number): void

  // --- tokenizer callbacks ---

  onopentagname(start: number, end: number): void {
    this.nameStart = start
    this.nameEnd = end
    const t = TAG_TABLE.find(this.html, start, end)
    this.tag = t < 0 ? '' : TAG_NAMES[t]!
    this.tagMask = t < 0 ? EVERY_TAG : TAG_MASKS[t]!
  }

  onattribname(): void {
    this.value = ''
    this.valueStart = -1
  }

  onattribdata(start: number, end: number): void {
    this.valueStart = this.value === '' ? start : -1
    this.value += this.html.slice(start, end)
  }

  onattribentity(cp: number): void {
    this.valueStart = -1
    this.value += String.fromCodePoint(cp)
  }

  onattribend(): void {
    const a = this.attribute
    if (this.values[a] === undefined) {
      this.values[a] = this.value
      this.starts[a] = this.valueStart
      this.setMask |= 1 << a
    }
  }

  onopentagend(): void {
    this.endOpenTag()
  }

  onselfclosingtag(): void {
    const foreign = this.svgDepth > 0
    const name = this.endOpenTag()
    // `/>` only closes in foreign content (svg, math); in HTML it is ignored.
    if (name !== '' && (foreign || name === 'svg' || name === 'math')) this.closeTag(name)
  }

  onclosetag(start: number, end: number): void {
    const t = TAG_TABLE.find(this.html, start, end)
    if (t >= 0) this.closeTag(TAG_NAMES[t]!)
  }

  ontext(start: number, end: number): void {
    this.text(this.html, start, end)
  }

  ontextentity(cp: number): void {
    const text = String.fromCodePoint(cp)
    this.text(text, 0, text.length)
  }

  isInForeignContext(): boolean {
    return this.svgDepth > 0
  }

  oncdata(): void {}
  oncomment(): void {}
  ondeclaration(): void {}
  onprocessinginstruction(): void {}
  onend(): void {}

  /** The start tag is complete: hands it to openTag, then forgets its attributes. Returns the name it was handled under. */
  private endOpenTag(): string {
    let name = this.tag
    // A tag outside TAGS that carries a collected attribute (an `id`) is handled by its own name.
    if (this.setMask !== 0 && name === '') name = this.html.slice(this.nameStart, this.nameEnd).toLowerCase()
    if (name !== '') this.openTag(name, this.nameStart - 1)
    if (this.setMask !== 0) {
      // only the values this tag set (a bit each in setMask)
      for (let m = this.setMask; m !== 0; m &= m - 1) this.values[31 - Math.clz32(m & -m)] = undefined
      this.setMask = 0
    }
    this.tag = ''
    this.tagMask = EVERY_TAG
    return name
  }

  /** Where attribute `a`'s value `value`, trimmed to `url`, stands in the page as is, or -1. */
  protected at(a: number, value: string, url: string): number {
    const start = this.starts[a]!
    return start >= 0 && url.length === value.length ? start : -1
  }
}
