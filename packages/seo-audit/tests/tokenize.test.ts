import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Tokenizer, type TokenizerCallbacks } from 'htmlparser2'
import { describe, expect, it } from 'vitest'
import { tokenizeHtml } from '../src/engine/html-tokenizer.ts'
import { random } from './random.ts'

const FOREIGN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/foreign')

type Tokenize = (html: string, cbs: TokenizerCallbacks) => void

/** htmlparser2's own Tokenizer: the reference. */
const reference: Tokenize = (html, cbs) => {
  const t = new Tokenizer({ decodeEntities: true }, cbs)
  t.write(html)
  t.end()
}

/** Every event a tokenizer emits, with its offsets, as one string per event. */
function events(tokenize: Tokenize, html: string, foreign = false): string[] {
  const out: string[] = []
  const names: Array<keyof TokenizerCallbacks> = [
    'onattribdata', 'onattribentity', 'onattribend', 'onattribname', 'oncdata', 'onclosetag', 'oncomment', 'ondeclaration',
    'onend', 'onopentagend', 'onopentagname', 'onprocessinginstruction', 'onselfclosingtag', 'ontext', 'ontextentity',
  ]
  const cbs = Object.fromEntries(names.map((n) => [n, (...a: number[]) => void out.push(`${n}(${a.join(',')})`)])) as unknown as TokenizerCallbacks
  cbs.isInForeignContext = () => foreign
  tokenize(html, cbs)
  return out
}

/** Pieces that move the tokenizer between states; random strings of them reach the odd corners. */
const PIECES = [
  '<', '</', '>', '/>', '/', '=', '"', "'", ' ', '\n', '\t', '\f', '\r', '&', ';', '#', 'x', '-', '!', '?', '[', ']',
  'a', 'A', 'b', 'p', 'div', 'href', 'id', 'script', 'SCRIPT', 'style', 'title', 'textarea', 'iframe', 'noembed', 'noframes',
  'plaintext', 'xmp', 'svg', 'sc', 'ti', 'no', '<!--', '-->', '--!>', '<!-', '<!', '<!doctype', 'doctype', '<![CDATA[', 'CDATA[',
  ']]>', '--!', '<?', '&amp', '&amp;', '&lt', '&#38', '&#x26;', '&#x', '&#', '&eacute;', '&notin', '&not', '&noti', '&AMP', '&#0;',
  '&#1114112;', 'é', '😀', '\u001c', '\u0000', 'text', '1', '0',
  // whole tags, so raw text, RCDATA and their end tags are entered often
  '<script>', '</script>', '</script', '<style>', '</style>', '<title>', '</title>', '<textarea>', '</textarea>', '<svg>', '</svg>',
  '<xmp>', '</xmp>', '<iframe>', '</iframe>', '<noembed>', '</noframes>', '<plaintext>', '<a href="', '<img alt=', '<p>', '</p>',
]

function fragment(next: () => number): string {
  let s = ''
  const n = 1 + Math.floor(next() * 24)
  for (let k = 0; k < n; k++) s += PIECES[Math.floor(next() * PIECES.length)]
  return s
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.join(e.parentPath, e.name))
}

describe('tokenizeHtml: jumps over runs of ordinary characters, emits what htmlparser2 emits', () => {
  const tricky = [
    '<p>plain text &amp; entities &notanentity; &#x26; &#38 &lt<b>bold</b></p>',
    `<a href="/x?a=1&amp;b=2&c" title='single &quot;quoted&quot;' data-x=unquoted&amp;y class = "  spaced  ">t</a>`,
    '<IMG SRC="/A.PNG" ALT=""><br/><input disabled><hr / ><x-custom-el data-y="1"/>',
    '<script>if (a < b && c > d) { x = "</scr" + "ipt>" }</script><style>a{b:url(/c.png)}</style>',
    '<title>Title &amp; more <b>not a tag</b></title><textarea>x &lt; y</textarea>',
    '<!-- comment <a href="/no"> --><!----><!---><!DOCTYPE html><!doctype x><![CDATA[ y ]]><?php echo 1 ?>',
    '<!-- a --!--> b <!-- c --!- d --!> e <!-- f ---> g <!-- h --!x--> i',
    '<svg><title>svg title</title><path d="M0 0"/><![CDATA[ raw ]]></svg>',
    '</ p></p ><a\thref\n=\r"/tab"\fid=f>x</a><a href="/eof" title="cut',
    '<div>unterminated <a href="/x',
    '<a href=/u>unquoted at end',
    'text at the end &am',
    'cut in a tag name <sec',
    'cut in an attribute name <a hre',
    'cut in a closing tag </di',
    "cut in a value <a title='x",
    'cut after a value <a title="x" ',
    '<<<>>>&&&;;</>< a><a =b><a/ href="/s">',
    '\u0000\u0001 bytes<p>é ü 😀 &eacute;&euro;</p>',
  ]

  it('on tricky markup (entities, quotes, raw text, comments, foreign content, cut-off input)', () => {
    for (const html of tricky) {
      expect(events(tokenizeHtml, html), html).toEqual(events(reference, html))
      expect(events(tokenizeHtml, html, true), html).toEqual(events(reference, html, true))
    }
  })

  it('on the pages other generators built (tests/fixtures/foreign)', () => {
    const files = htmlFiles(FOREIGN)
    expect(files.length).toBeGreaterThan(5)
    for (const f of files) {
      const html = readFileSync(f, 'utf8')
      expect(events(tokenizeHtml, html), f).toEqual(events(reference, html))
    }
  })

  it('drops exactly the events of the attributes skipAttribute rejects', () => {
    // the reference's events without those of attributes whose name starts with c, d or t (class, data-*, title, ...)
    const skip = (html: string) => (start: number, end: number) => end > start && 'cdtCDT'.includes(html[start]!)
    const withoutSkipped = (html: string, all: string[]) => {
      const out: string[] = []
      let dropping = false
      for (const e of all) {
        const m = /^onattribname\((\d+),(\d+)\)$/.exec(e)
        if (m) dropping = skip(html)(Number(m[1]), Number(m[2]))
        const inAttribute = /^onattrib/.test(e)
        if (!(inAttribute && dropping)) out.push(e)
        if (e.startsWith('onattribend')) dropping = false
      }
      return out
    }
    const next = random(11)
    const cases = [...tricky, ...Array.from({ length: 20_000 }, () => fragment(next))]
    for (const [k, html] of cases.entries()) {
      const foreign = k % 4 === 3
      const ours = events((h, cbs) => tokenizeHtml(h, cbs, skip(h)), html, foreign)
      const theirs = withoutSkipped(html, events(reference, html, foreign))
      if (ours.join() !== theirs.join()) expect({ html: JSON.stringify(html), ours }).toEqual({ html: JSON.stringify(html), ours: theirs })
    }
  })

  it('on 20,000 generated fragments of tags, quotes, entities, comments and raw text, in and out of foreign content', () => {
    const next = random(14)
    for (let k = 0; k < 20_000; k++) {
      const html = fragment(next)
      const foreign = k % 4 === 3
      const ours = events(tokenizeHtml, html, foreign)
      const theirs = events(reference, html, foreign)
      if (ours.join() !== theirs.join()) expect({ html: JSON.stringify(html), foreign, ours }).toEqual({ html: JSON.stringify(html), foreign, ours: theirs })
    }
  })
})
