/**
 * A right-to-left page's mixed runs («16 GB DDR5-5600», «360°», «144 Hz»: src/i18n/bidi.ts) isolated left to
 * right in its pre-rendered HTML: each becomes `<bdi dir="ltr">…</bdi>`. One pass over the rendered page, so
 * every message, data file and post is covered without a component having to remember it.
 *
 * Left as they are: the head (plain text), scripts and styles, SVG, form controls' text, code, text that
 * already says its direction (`dir="ltr"`, `<bdi>`, `<bdo>`), and islands (`<falcon-island>`), which React hydrates
 * from the markup it rendered: an island isolates its own text (src/i18n/Bidi.tsx).
 */
import { Parser } from 'htmlparser2'
import { decodeHTML } from 'entities'
import { bidiSegments } from '../../src/i18n/bidi.ts'

const SKIPPED = new Set(['head', 'script', 'style', 'template', 'noscript', 'svg', 'math', 'textarea', 'option', 'select', 'code', 'pre', 'kbd', 'samp', 'bdi', 'bdo', 'falcon-island'])

const escapeText = (text: string) => text.replace(/[&<>]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : '&gt;'))

export function isolateMixedRunsInHtml(html: string): string {
  const edits: { start: number; end: number; text: string }[] = []
  // One entry per open element: whether its text is left alone.
  const skipped: boolean[] = []
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        skipped.push(skipped.at(-1) === true || SKIPPED.has(name) || (attrs.dir !== undefined && attrs.dir !== 'rtl'))
      },
      onclosetag() {
        skipped.pop()
      },
      ontext() {
        if (skipped.at(-1) === true) return
        const start = parser.startIndex
        const end = parser.endIndex + 1
        const raw = html.slice(start, end)
        if (!/[0-9]/.test(raw)) return
        const segments = bidiSegments(decodeHTML(raw))
        if (!segments.some((s) => s.ltr)) return
        edits.push({ start, end, text: segments.map((s) => (s.ltr ? `<bdi dir="ltr">${escapeText(s.text)}</bdi>` : escapeText(s.text))).join('') })
      },
    },
    { decodeEntities: false },
  )
  parser.end(html)
  let out = ''
  let at = 0
  for (const edit of edits) {
    out += html.slice(at, edit.start) + edit.text
    at = edit.end
  }
  return out + html.slice(at)
}
