import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Tokenizer, type TokenizerCallbacks } from 'htmlparser2'
import { describe, expect, it } from 'vitest'
import { FastTokenizer } from '../../../src/audit/tokenize.ts'

const FOREIGN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/foreign')

/** Every event a tokenizer emits, with its offsets, as one string per event. */
function events(T: typeof Tokenizer, html: string, foreign = false): string[] {
  const out: string[] = []
  const names: Array<keyof TokenizerCallbacks> = [
    'onattribdata', 'onattribentity', 'onattribend', 'onattribname', 'oncdata', 'onclosetag', 'oncomment', 'ondeclaration',
    'onend', 'onopentagend', 'onopentagname', 'onprocessinginstruction', 'onselfclosingtag', 'ontext', 'ontextentity',
  ]
  const cbs = Object.fromEntries(names.map((n) => [n, (...a: number[]) => void out.push(`${n}(${a.join(',')})`)])) as unknown as TokenizerCallbacks
  cbs.isInForeignContext = () => foreign
  const t = new T({ decodeEntities: true }, cbs)
  t.write(html)
  t.end()
  return out
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.join(e.parentPath, e.name))
}

describe('FastTokenizer: skips runs of ordinary characters, emits what htmlparser2 emits', () => {
  const tricky = [
    '<p>plain text &amp; entities &notanentity; &#x26; &#38 &lt<b>bold</b></p>',
    `<a href="/x?a=1&amp;b=2&c" title='single &quot;quoted&quot;' data-x=unquoted&amp;y class = "  spaced  ">t</a>`,
    '<IMG SRC="/A.PNG" ALT=""><br/><input disabled><hr / ><x-custom-el data-y="1"/>',
    '<script>if (a < b && c > d) { x = "</scr" + "ipt>" }</script><style>a{b:url(/c.png)}</style>',
    '<title>Title &amp; more <b>not a tag</b></title><textarea>x &lt; y</textarea>',
    '<!-- comment <a href="/no"> --><!----><!---><!DOCTYPE html><!doctype x><![CDATA[ y ]]><?php echo 1 ?>',
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
      expect(events(FastTokenizer, html), html).toEqual(events(Tokenizer, html))
      expect(events(FastTokenizer, html, true), html).toEqual(events(Tokenizer, html, true))
    }
  })

  it('on the pages other generators built (tests/fixtures/foreign)', () => {
    const files = htmlFiles(FOREIGN)
    expect(files.length).toBeGreaterThan(5)
    for (const f of files) {
      const html = readFileSync(f, 'utf8')
      expect(events(FastTokenizer, html), f).toEqual(events(Tokenizer, html))
    }
  })
})
