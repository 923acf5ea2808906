/**
 * For the audit's annotations (`seo-audit --format github`, `sarif`): which element of a post's built page
 * was written where in the post's Markdown. The manifest's `sourcePositions` maps each built post page to
 * `{ "line:column" of the element in the page: "line:column" in the post }`, for every link and image of
 * the post's body. A finding names its element by that page line and column, so the audit can annotate a
 * broken link of the body on the Markdown line a writer edits, and one of the header or footer on the
 * page, never on the post (docs/decisions/audit-source-positions.md).
 */
import { Parser } from 'htmlparser2'
import type { SourceElement } from '../../src/content/post.ts'

export interface BodyElement {
  tag: 'a' | 'img'
  /** Offset of the element's `<` in the page: where the audit's findings point. */
  offset: number
}

/** How the renderer opens a post's body (src/pages/BlogPost.tsx). */
const BODY_TAG = '<div class="prose">'

/** Every `<a href>` and `<img src>` inside the page's post body (`<div class="prose">`), in order. */
export function bodyElementsIn(html: string): BodyElement[] {
  const found: BodyElement[] = []
  // Parsing starts at the body and stops at its end: the head (its inline sheet) and the header before
  // it are half of a page's parse.
  const start = html.indexOf(BODY_TAG)
  if (start === -1) return found
  // Elements open inside the body, itself included; 0 once it closed. Void elements get a close call too.
  let depth = 0
  const parser = new Parser({
    onopentag(name, attrs) {
      if (depth++ === 0) return
      if ((name === 'a' && attrs.href !== undefined) || (name === 'img' && attrs.src !== undefined)) found.push({ tag: name, offset: start + parser.startIndex })
    },
    onclosetag() {
      if (--depth === 0) parser.pause()
    },
  })
  parser.write(html.slice(start))
  return found
}

/**
 * `"line:column"` in the page → `"line:column"` in the post for each element of the post's body the
 * Markdown wrote; `null` when the page's body does not hold the post's elements (another count or order
 * of links and images), so nothing is matched by guess.
 */
export function sourcePositionsOf(html: string, elements: readonly SourceElement[]): Record<string, string> | null {
  const inPage = bodyElementsIn(html)
  if (inPage.length !== elements.length || inPage.some((e, i) => e.tag !== elements[i]!.tag)) return null
  const out: Record<string, string> = {}
  // The elements come in page order: one pass counts the lines before each.
  let line = 1
  let lineStart = 0
  let scanned = 0
  inPage.forEach(({ offset }, i) => {
    for (let nl = html.indexOf('\n', scanned); nl !== -1 && nl < offset; nl = html.indexOf('\n', nl + 1)) {
      line++
      lineStart = nl + 1
    }
    scanned = offset
    const { line: sourceLine, column: sourceColumn } = elements[i]!
    if (sourceLine !== undefined && sourceColumn !== undefined) out[`${line}:${offset - lineStart + 1}`] = `${sourceLine}:${sourceColumn}`
  })
  return out
}
