/**
 * htmlparser2's HTML tokenizer (version 12, HTML mode, entities decoded),
 * restated as one function over a whole page held in a string (plus
 * rareState, for the states pages seldom pass through).
 *
 * Why not the library's class: the audit tokenizes every page of a site, and
 * its class visits every character through a method call and a state switch
 * on `this`, even in runs where its state cannot change. This function keeps
 * the same states and the same transitions, but holds them in local variables
 * and jumps over such runs (text up to the next `<` or `&`, a quoted value up
 * to its quote, a name up to its end, raw text up to the next `<`) with
 * `indexOf` or a tight loop. Entities are decoded by the same `entities`
 * decoder htmlparser2 uses.
 *
 * It emits exactly what htmlparser2's Tokenizer emits, callback by callback
 * and offset by offset: tests/tokenize.test.ts compares both on
 * tricky markup, on other generators' pages and on thousands of generated
 * fragments. XML mode and streaming (several `write` calls) are not needed
 * here and not provided.
 */
import { DecodingMode, EntityDecoder, htmlDecodeTree } from 'entities/decode'
import type { TokenizerCallbacks } from 'htmlparser2'

export type { TokenizerCallbacks }

// States, as in htmlparser2.
const TEXT = 1
const BEFORE_TAG_NAME = 2
const IN_TAG_NAME = 3
const IN_SELF_CLOSING_TAG = 4
const BEFORE_CLOSING_TAG_NAME = 5
const IN_CLOSING_TAG_NAME = 6
const AFTER_CLOSING_TAG_NAME = 7
const BEFORE_ATTRIBUTE_NAME = 8
const IN_ATTRIBUTE_NAME = 9
const AFTER_ATTRIBUTE_NAME = 10
const BEFORE_ATTRIBUTE_VALUE = 11
const IN_ATTRIBUTE_VALUE_DQ = 12
const IN_ATTRIBUTE_VALUE_SQ = 13
const IN_ATTRIBUTE_VALUE_NQ = 14
const BEFORE_DECLARATION = 15
const IN_DECLARATION = 16
const BEFORE_COMMENT = 18
const CDATA_SEQUENCE = 19
const DECLARATION_SEQUENCE = 20
const IN_SPECIAL_COMMENT = 21
const IN_COMMENT_LIKE = 22
const SPECIAL_START_SEQUENCE = 23
const IN_SPECIAL_TAG = 24
const IN_PLAIN_TEXT = 25
const IN_ENTITY = 26

// Characters.
const TAB = 9
const NEWLINE = 10
const FORM_FEED = 12
const CARRIAGE_RETURN = 13
const SPACE = 32
const EXCLAMATION = 33
const DOUBLE_QUOTE = 34
const AMP = 38
const SINGLE_QUOTE = 39
const DASH = 45
const SLASH = 47
const LT = 60
const EQ = 61
const GT = 62
const QUESTION = 63
const OPEN_BRACKET = 91

// Attribute quote types, as htmlparser2's QuoteType.
const NO_VALUE = 0
const UNQUOTED = 1
const SINGLE = 2
const DOUBLE = 3

const bytes = (s: string) => Uint8Array.from(s, (ch) => ch.charCodeAt(0))
const EMPTY = new Uint8Array(0)
const CDATA = bytes('CDATA[')
const CDATA_END = bytes(']]>')
const COMMENT_END = bytes('--!>')
const DOCTYPE = bytes('doctype')
const IFRAME_END = bytes('</iframe')
const NOEMBED_END = bytes('</noembed')
const NOFRAMES_END = bytes('</noframes')
const PLAINTEXT = bytes('</plaintext')
const SCRIPT_END = bytes('</script')
const STYLE_END = bytes('</style')
const TITLE_END = bytes('</title')
const TEXTAREA_END = bytes('</textarea')
const XMP_END = bytes('</xmp')

/** The raw-text / RCDATA tags, by first letter (lower case); matching goes on from index 3. */
function specialStart(lower: number): Uint8Array | undefined {
  switch (lower) {
    case 105: // i
      return IFRAME_END
    case 110: // n
      return NOEMBED_END
    case 112: // p
      return PLAINTEXT
    case 115: // s
      return SCRIPT_END
    case 116: // t
      return TITLE_END
    case 120: // x
      return XMP_END
    default:
      return undefined
  }
}

/** The state a start tag's `>` leads to: plain text after `<plaintext>`, raw text or RCDATA after a special tag, else text. */
function bodyState(seq: Uint8Array, isSpecial: boolean): number {
  return seq === PLAINTEXT ? IN_PLAIN_TEXT : isSpecial ? IN_SPECIAL_TAG : TEXT
}

/**
 * Character classes of ASCII, for one table lookup per test: whitespace (HTML's five), the end of a
 * tag section (whitespace, `/`, `>`), the end of an attribute name (those or `=`), ASCII letters.
 */
const WS = 1
const END = 2
const NAME_END = 4
const ALPHA = 8
const CLASSES = new Uint8Array(128)
for (const c of [SPACE, NEWLINE, TAB, FORM_FEED, CARRIAGE_RETURN]) CLASSES[c] = WS | END | NAME_END
CLASSES[SLASH] = CLASSES[GT] = END | NAME_END
CLASSES[EQ] = NAME_END
for (let c = 65; c <= 90; c++) CLASSES[c] = CLASSES[c + 32] = ALPHA

function isWhitespace(c: number): boolean {
  return c < 128 && (CLASSES[c]! & WS) !== 0
}

/** Whitespace, `/` or `>`. */
function isEndOfTagSection(c: number): boolean {
  return c < 128 && (CLASSES[c]! & END) !== 0
}

/** Whitespace, `/`, `>` or `=`. */
function isEndOfAttributeName(c: number): boolean {
  return c < 128 && (CLASSES[c]! & NAME_END) !== 0
}

function isAsciiAlpha(c: number): boolean {
  return c < 128 && (CLASSES[c]! & ALPHA) !== 0
}

// One decoder for every page (the tokenizer is synchronous and not re-entrant). Its decoded code
// points are queued and applied by the tokenizer right after the decoder returns, so the
// tokenizer's position stays a plain local variable.
const emittedCodePoints: number[] = []
const emittedConsumed: number[] = []
const decoder = new EntityDecoder(htmlDecodeTree, (cp, consumed) => {
  emittedCodePoints.push(cp)
  emittedConsumed.push(consumed)
})

/** The tokenizer's state while rareState runs (one tokenization at a time). */
const t = {
  i: 0,
  state: TEXT,
  sectionStart: 0,
  baseState: TEXT,
  entityStart: 0,
  seq: EMPTY as Uint8Array,
  seqIndex: 0,
}

/**
 * Tokenizes a whole HTML page, calling `cbs` exactly as htmlparser2's `Tokenizer` (HTML mode,
 * `decodeEntities: true`) would.
 *
 * `skipAttribute(start, end)`, given an attribute's name as `buffer.slice(start, end)`, may drop
 * that attribute: none of its events (name, value, entities, end) is emitted and its value is
 * jumped over undecoded. Everything else is unchanged, since no entity can reach past a value's
 * closing quote, whitespace or `>`. Most of a page's attributes are ones an audit never reads
 * (`class`, `data-*`, `aria-*`), and three calls each for those were a fifth of the work.
 */
export function tokenizeHtml(buffer: string, cbs: TokenizerCallbacks, skipAttribute?: (start: number, end: number) => boolean): void {
  const len = buffer.length
  let state = TEXT
  let sectionStart = 0
  let i = 0
  let entityStart = 0
  let baseState = TEXT
  let isSpecial = false
  let seq: Uint8Array = EMPTY
  let seqIndex = 0
  let skipping = false // inside an attribute `skipAttribute` dropped
  // Cached positions of the next `<` and `&` at or after `i` (-1: none left); refreshed once `i` passes them.
  let nextLt = -2
  let nextAmp = -2

  while (i < len) {
    let c = buffer.charCodeAt(i)
    switch (state) {
      case TEXT: {
        if (c !== LT && c !== AMP) {
          // jump to the next `<` or `&`
          if (nextLt !== -1 && nextLt < i) nextLt = buffer.indexOf('<', i)
          if (nextAmp !== -1 && nextAmp < i) nextAmp = buffer.indexOf('&', i)
          const next = nextLt === -1 || (nextAmp !== -1 && nextAmp < nextLt) ? nextAmp : nextLt
          if (next === -1) {
            i = len - 1
            break
          }
          i = next
          c = buffer.charCodeAt(i)
        }
        if (c === LT) {
          if (i > sectionStart) cbs.ontext(sectionStart, i)
          state = BEFORE_TAG_NAME
          sectionStart = i
        } else {
          baseState = state
          state = IN_ENTITY
          entityStart = i
          decoder.startEntity(DecodingMode.Legacy)
        }
        break
      }
      case SPECIAL_START_SEQUENCE: {
        const lower = c | 0x20
        if (seqIndex < seq.length) {
          if (lower === seq[seqIndex]) {
            seqIndex++
            break
          }
          if (seqIndex === 3) {
            if (seq === SCRIPT_END && lower === STYLE_END[3]) {
              seq = STYLE_END
              seqIndex = 4
              break
            }
            if (seq === TITLE_END && lower === TEXTAREA_END[3]) {
              seq = TEXTAREA_END
              seqIndex = 4
              break
            }
          } else if (seqIndex === 4 && seq === NOEMBED_END && lower === NOFRAMES_END[4]) {
            seq = NOFRAMES_END
            seqIndex = 5
            break
          }
        } else if (isEndOfTagSection(c)) {
          // a full match on a tag boundary: keep the sequence
          seqIndex = 0
          state = IN_TAG_NAME
          continue // reconsume
        }
        isSpecial = false
        seq = EMPTY
        seqIndex = 0
        state = IN_TAG_NAME
        continue // reconsume
      }
      case IN_SPECIAL_TAG: {
        if (seqIndex === seq.length) {
          if (isEndOfTagSection(c)) {
            const endOfText = i - seq.length
            if (sectionStart < endOfText) cbs.ontext(sectionStart, endOfText)
            isSpecial = false
            sectionStart = endOfText + 2 // skip over the `</`
            state = IN_CLOSING_TAG_NAME
            continue // reconsume: the name ends here
          }
          seqIndex = 0
        }
        if ((c | 0x20) === seq[seqIndex]) {
          seqIndex += 1
        } else if (seqIndex === 0) {
          if (seq === TITLE_END || seq === TEXTAREA_END) {
            // RCDATA: entities are decoded while looking for the end tag
            if (c === AMP) {
              baseState = state
              state = IN_ENTITY
              entityStart = i
              decoder.startEntity(DecodingMode.Legacy)
            } else {
              // jump to the next character that can start the end tag or an entity (`|0x20` maps 0x1c to `<` too)
              let j = i + 1
              for (let d; j < len; j++) {
                d = buffer.charCodeAt(j)
                if ((d | 0x20) === LT || d === AMP) break
              }
              if (j < len) i = j - 1 // the loop's increment lands on it
              else i = len - 1
            }
          } else {
            // raw text: jump to the next `<`
            const j = buffer.indexOf('<', i + 1)
            if (j === -1) i = len - 1
            else {
              i = j
              seqIndex = 1
            }
          }
        } else {
          seqIndex = c === LT ? 1 : 0 // `<</script>`
        }
        break
      }
      case IN_ATTRIBUTE_VALUE_DQ:
      case IN_ATTRIBUTE_VALUE_SQ: {
        const quote = state === IN_ATTRIBUTE_VALUE_DQ ? DOUBLE_QUOTE : SINGLE_QUOTE
        if (skipping) {
          if (c !== quote) {
            const q = buffer.indexOf(quote === DOUBLE_QUOTE ? '"' : "'", i + 1)
            if (q === -1) {
              i = len - 1
              break
            }
            i = q
          }
          sectionStart = -1
          state = BEFORE_ATTRIBUTE_NAME
          break
        }
        if (c !== quote && c !== AMP) {
          // jump to the closing quote or the next `&`, whichever comes first
          const q = buffer.indexOf(quote === DOUBLE_QUOTE ? '"' : "'", i + 1)
          if (nextAmp !== -1 && nextAmp <= i) nextAmp = buffer.indexOf('&', i + 1)
          const next = q === -1 || (nextAmp !== -1 && nextAmp < q) ? nextAmp : q
          if (next === -1) {
            i = len - 1
            break
          }
          i = next
          c = buffer.charCodeAt(i)
        }
        if (c === quote) {
          cbs.onattribdata(sectionStart, i)
          sectionStart = -1
          cbs.onattribend(quote === DOUBLE_QUOTE ? DOUBLE : SINGLE, i + 1)
          state = BEFORE_ATTRIBUTE_NAME
        } else {
          baseState = state
          state = IN_ENTITY
          entityStart = i
          decoder.startEntity(DecodingMode.Attribute)
        }
        break
      }
      case IN_ATTRIBUTE_NAME: {
        if (!isEndOfAttributeName(c)) {
          let j = i + 1
          for (; j < len; j++) {
            c = buffer.charCodeAt(j)
            if (isEndOfAttributeName(c)) break
          }
          if (j === len) {
            i = len - 1
            break
          }
          i = j
        }
        skipping = skipAttribute !== undefined && skipAttribute(sectionStart, i)
        if (!skipping) cbs.onattribname(sectionStart, i)
        sectionStart = i
        state = AFTER_ATTRIBUTE_NAME
        continue // reconsume
      }
      case BEFORE_ATTRIBUTE_NAME: {
        if (c === GT) {
          cbs.onopentagend(i)
          state = bodyState(seq, isSpecial)
          if (state === IN_PLAIN_TEXT) seq = EMPTY
          seqIndex = 0
          sectionStart = i + 1
        } else if (c === SLASH) {
          state = IN_SELF_CLOSING_TAG
        } else if (!isWhitespace(c)) {
          state = IN_ATTRIBUTE_NAME
          sectionStart = i
        }
        break
      }
      case IN_TAG_NAME:
      case IN_CLOSING_TAG_NAME: {
        if (!isEndOfTagSection(c)) {
          let j = i + 1
          for (; j < len; j++) {
            c = buffer.charCodeAt(j)
            if (isEndOfTagSection(c)) break
          }
          if (j === len) {
            i = len - 1
            break
          }
          i = j
        }
        if (state === IN_TAG_NAME) {
          cbs.onopentagname(sectionStart, i)
          state = BEFORE_ATTRIBUTE_NAME
        } else {
          cbs.onclosetag(sectionStart, i)
          state = AFTER_CLOSING_TAG_NAME
        }
        sectionStart = -1
        continue // reconsume
      }
      case BEFORE_TAG_NAME: {
        if (c === EXCLAMATION) {
          state = BEFORE_DECLARATION
          sectionStart = i + 1
        } else if (c === QUESTION) {
          state = IN_SPECIAL_COMMENT
          sectionStart = i
        } else if (isAsciiAlpha(c)) {
          sectionStart = i
          const special = cbs.isInForeignContext?.() ? undefined : specialStart(c | 0x20)
          if (special === undefined) {
            state = IN_TAG_NAME
          } else {
            isSpecial = true
            seq = special
            seqIndex = 3
            state = SPECIAL_START_SEQUENCE
          }
        } else if (c === SLASH) {
          state = BEFORE_CLOSING_TAG_NAME
        } else {
          state = TEXT
          continue // reconsume
        }
        break
      }
      case AFTER_ATTRIBUTE_NAME: {
        if (c === EQ) {
          state = BEFORE_ATTRIBUTE_VALUE
        } else if (c === SLASH || c === GT) {
          if (!skipping) cbs.onattribend(NO_VALUE, sectionStart)
          sectionStart = -1
          state = BEFORE_ATTRIBUTE_NAME
          continue // reconsume
        } else if (!isWhitespace(c)) {
          if (!skipping) cbs.onattribend(NO_VALUE, sectionStart)
          state = IN_ATTRIBUTE_NAME
          sectionStart = i
        }
        break
      }
      case BEFORE_ATTRIBUTE_VALUE: {
        if (c === DOUBLE_QUOTE) {
          state = IN_ATTRIBUTE_VALUE_DQ
          sectionStart = i + 1
        } else if (c === SINGLE_QUOTE) {
          state = IN_ATTRIBUTE_VALUE_SQ
          sectionStart = i + 1
        } else if (!isWhitespace(c)) {
          sectionStart = i
          state = IN_ATTRIBUTE_VALUE_NQ
          continue // reconsume
        }
        break
      }
      case BEFORE_CLOSING_TAG_NAME: {
        if (isWhitespace(c)) {
          state = IN_SPECIAL_COMMENT
          sectionStart = i
        } else if (c === GT) {
          state = TEXT
          sectionStart = i + 1
        } else {
          state = isAsciiAlpha(c) ? IN_CLOSING_TAG_NAME : IN_SPECIAL_COMMENT
          sectionStart = i
        }
        break
      }
      case AFTER_CLOSING_TAG_NAME: {
        const gt = c === GT ? i : buffer.indexOf('>', i + 1)
        if (gt === -1) {
          i = len - 1
          break
        }
        i = gt
        state = TEXT
        sectionStart = i + 1
        break
      }
      case IN_ATTRIBUTE_VALUE_NQ: {
        if (isWhitespace(c) || c === GT) {
          if (!skipping) {
            cbs.onattribdata(sectionStart, i)
            cbs.onattribend(UNQUOTED, i)
          }
          sectionStart = -1
          state = BEFORE_ATTRIBUTE_NAME
          continue // reconsume
        } else if (c === AMP && !skipping) {
          baseState = state
          state = IN_ENTITY
          entityStart = i
          decoder.startEntity(DecodingMode.Attribute)
        }
        break
      }
      case IN_SELF_CLOSING_TAG: {
        if (c === GT) {
          cbs.onselfclosingtag(i)
          sectionStart = i + 1
          // HTML ignores `/>` on ordinary and raw-text tags alike: enter the tag's body
          state = bodyState(seq, isSpecial)
          if (state === IN_PLAIN_TEXT) seq = EMPTY
          seqIndex = 0
        } else if (!isWhitespace(c)) {
          state = BEFORE_ATTRIBUTE_NAME
          continue // reconsume
        }
        break
      }
      default: {
        // comments, declarations, CDATA, entities, plain text: out of line (see rareState)
        t.i = i
        t.state = state
        t.sectionStart = sectionStart
        t.baseState = baseState
        t.entityStart = entityStart
        t.seq = seq
        t.seqIndex = seqIndex
        rareState(buffer, c, cbs)
        i = t.i
        state = t.state
        sectionStart = t.sectionStart
        seq = t.seq
        seqIndex = t.seqIndex
        break
      }
    }
    i++
  }

  // htmlparser2's cleanup(): emit the text or attribute value read so far.
  if (sectionStart !== i) {
    if (state === TEXT || state === IN_PLAIN_TEXT || (state === IN_SPECIAL_TAG && seqIndex === 0)) {
      cbs.ontext(sectionStart, i)
      sectionStart = i
    } else if ((state === IN_ATTRIBUTE_VALUE_DQ || state === IN_ATTRIBUTE_VALUE_SQ || state === IN_ATTRIBUTE_VALUE_NQ) && !skipping) {
      cbs.onattribdata(sectionStart, i)
      sectionStart = i
    }
  }

  // htmlparser2's finish().
  if (state === IN_ENTITY) {
    decoder.end()
    sectionStart = emitDecoded(cbs, baseState, sectionStart, entityStart)
    state = baseState
  }
  trailingData(state, sectionStart, seqIndex, seq, len, cbs)
  cbs.onend()
}

/**
 * The states pages pass through rarely: comments, declarations, CDATA, character references and
 * `<plaintext>`. Out of line on purpose: V8 compiles the main loop only with the paths it has seen
 * run, and throws that code away when a new path turns up (the first comment on page 40); with
 * these states inside the loop, Sphinx's docs made it recompile three times, and once every kind of
 * markup had been seen the loop compiled 40 % slower. They read and write the tokenizer's state
 * through `t`.
 */
function rareState(buffer: string, c: number, cbs: TokenizerCallbacks): void {
  for (;;) {
    switch (t.state) {
      case IN_PLAIN_TEXT:
        t.i = buffer.length - 1
        break
      case CDATA_SEQUENCE: {
        if (c === CDATA[t.seqIndex]) {
          if (++t.seqIndex === CDATA.length) {
            t.state = IN_COMMENT_LIKE
            t.seq = CDATA_END
            t.seqIndex = 0
            t.sectionStart = t.i + 1
          }
        } else {
          t.seqIndex = 0
          t.state = IN_SPECIAL_COMMENT
          continue // reconsume
        }
        break
      }
      case DECLARATION_SEQUENCE: {
        if (t.seqIndex === t.seq.length) {
          t.state = IN_DECLARATION
          continue // reconsume
        } else if ((c | 0x20) === t.seq[t.seqIndex]) {
          t.seqIndex += 1
        } else if (c === GT) {
          cbs.oncomment(t.sectionStart, t.i, 0)
          t.state = TEXT
          t.sectionStart = t.i + 1
        } else {
          t.state = IN_SPECIAL_COMMENT
        }
        break
      }
      case IN_COMMENT_LIKE: {
        if (t.seq === COMMENT_END && t.seqIndex <= 1 && t.i === t.sectionStart + t.seqIndex && c === GT) {
          // an abruptly closed empty comment: `<!-->`, `<!--->`
          cbs.oncomment(t.sectionStart, t.i, t.seqIndex)
          t.seqIndex = 0
          t.sectionStart = t.i + 1
          t.state = TEXT
        } else if (t.seq === COMMENT_END && t.seqIndex === 2 && c === GT) {
          // `-->` (the `!` of `--!>` is optional)
          cbs.oncomment(t.sectionStart, t.i, 2)
          t.seqIndex = 0
          t.sectionStart = t.i + 1
          t.state = TEXT
        } else if (t.seq === COMMENT_END && t.seqIndex === t.seq.length - 1 && c !== GT) {
          t.seqIndex = c === DASH ? 1 : 0
        } else if (c === t.seq[t.seqIndex]) {
          if (++t.seqIndex === t.seq.length) {
            if (t.seq === CDATA_END) cbs.oncdata(t.sectionStart, t.i, 2)
            else cbs.oncomment(t.sectionStart, t.i, 3)
            t.seqIndex = 0
            t.sectionStart = t.i + 1
            t.state = TEXT
          }
        } else if (t.seqIndex === 0) {
          // jump to the first character of the end sequence
          const j = buffer.indexOf(t.seq === CDATA_END ? ']' : '-', t.i + 1)
          if (j === -1) t.i = buffer.length - 1
          else {
            t.i = j
            t.seqIndex = 1
          }
        } else if (c !== t.seq[t.seqIndex - 1]) {
          t.seqIndex = 0 // long sequences such as `--->` and `]]]>` stay open
        }
        break
      }
      case IN_SPECIAL_COMMENT: {
        const gt = c === GT ? t.i : buffer.indexOf('>', t.i + 1)
        if (gt === -1) {
          t.i = buffer.length - 1
          break
        }
        t.i = gt
        cbs.oncomment(t.sectionStart, t.i, 0)
        t.state = TEXT
        t.sectionStart = t.i + 1
        break
      }
      case IN_DECLARATION: {
        const gt = c === GT ? t.i : buffer.indexOf('>', t.i + 1)
        if (gt === -1) {
          t.i = buffer.length - 1
          break
        }
        t.i = gt
        cbs.ondeclaration(t.sectionStart, t.i)
        t.state = TEXT
        t.sectionStart = t.i + 1
        break
      }
      case BEFORE_DECLARATION: {
        if (c === OPEN_BRACKET) {
          t.state = CDATA_SEQUENCE
          t.seqIndex = 0
        } else if ((c | 0x20) === DOCTYPE[0]) {
          t.state = DECLARATION_SEQUENCE
          t.seq = DOCTYPE
          t.seqIndex = 1
        } else if (c === GT) {
          cbs.oncomment(t.sectionStart, t.i, 0)
          t.state = TEXT
          t.sectionStart = t.i + 1
        } else if (c === DASH) {
          t.state = BEFORE_COMMENT
        } else {
          t.state = IN_SPECIAL_COMMENT
        }
        break
      }
      case BEFORE_COMMENT: {
        if (c === DASH) {
          t.state = IN_COMMENT_LIKE
          t.seq = COMMENT_END
          t.seqIndex = 0
          t.sectionStart = t.i + 1
        } else if (c === GT) {
          cbs.oncomment(t.sectionStart, t.i, 0)
          t.state = TEXT
          t.sectionStart = t.i + 1
        } else {
          t.state = IN_SPECIAL_COMMENT
        }
        break
      }
      case IN_ENTITY: {
        const length = decoder.write(buffer, t.i)
        if (emittedCodePoints.length > 0) {
          t.sectionStart = emitDecoded(cbs, t.baseState, t.sectionStart, t.entityStart)
          t.i = t.sectionStart - 1
        }
        if (length >= 0) {
          t.state = t.baseState
          if (length === 0) t.i -= 1
        } else if (buffer.charCodeAt(t.i) === AMP) {
          t.state = t.baseState
          t.i -= 1
        } else {
          t.i = buffer.length - 1
        }
        break
      }
    }
    return
  }
}

/**
 * htmlparser2's emitCodePoint, for each code point the decoder queued: the text or attribute value
 * before the entity, then the decoded character. Returns where the next section starts.
 */
function emitDecoded(cbs: TokenizerCallbacks, baseState: number, sectionStart: number, entityStart: number): number {
  const inAttribute = baseState !== TEXT && baseState !== IN_SPECIAL_TAG
  for (let k = 0; k < emittedCodePoints.length; k++) {
    if (sectionStart < entityStart) {
      if (inAttribute) cbs.onattribdata(sectionStart, entityStart)
      else cbs.ontext(sectionStart, entityStart)
    }
    sectionStart = entityStart + emittedConsumed[k]!
    if (inAttribute) cbs.onattribentity(emittedCodePoints[k]!)
    else cbs.ontextentity(emittedCodePoints[k]!, sectionStart)
  }
  emittedCodePoints.length = 0
  emittedConsumed.length = 0
  return sectionStart
}

/** htmlparser2's handleTrailingData (HTML mode): what is left open at the end of the input. */
function trailingData(state: number, sectionStart: number, seqIndex: number, seq: Uint8Array, endIndex: number, cbs: TokenizerCallbacks): void {
  switch (state) {
    case IN_COMMENT_LIKE:
      if (seq === CDATA_END) cbs.oncomment(sectionStart - CDATA.length - 1, endIndex, 0) // unclosed CDATA is a bogus comment
      else cbs.oncomment(sectionStart, endIndex, Math.min(seqIndex, COMMENT_END.length - 1))
      return
    case BEFORE_DECLARATION:
    case IN_SPECIAL_COMMENT:
    case BEFORE_COMMENT:
    case CDATA_SEQUENCE:
      cbs.oncomment(sectionStart, endIndex, 0)
      return
    case DECLARATION_SEQUENCE:
      if (seqIndex !== DOCTYPE.length) cbs.oncomment(sectionStart, endIndex, 0)
      return
    case IN_DECLARATION:
      return
  }
  if (sectionStart >= endIndex) return
  switch (state) {
    case IN_TAG_NAME:
    case BEFORE_ATTRIBUTE_NAME:
    case BEFORE_ATTRIBUTE_VALUE:
    case AFTER_ATTRIBUTE_NAME:
    case IN_ATTRIBUTE_NAME:
    case IN_ATTRIBUTE_VALUE_SQ:
    case IN_ATTRIBUTE_VALUE_DQ:
    case IN_ATTRIBUTE_VALUE_NQ:
    case IN_CLOSING_TAG_NAME:
      // an unfinished tag is dropped
      return
    default:
      cbs.ontext(sectionStart, endIndex)
  }
}
