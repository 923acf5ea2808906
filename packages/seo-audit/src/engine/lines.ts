/** Positions for findings: where a page's lines start, and the line and column of an offset. */
import type { PageRecord } from './page-record.ts'

/** Offsets where each line of a page starts, for line numbers once the HTML is gone. */
export function lineStartsOf(html: string): Uint32Array {
  let n = 1
  for (let i = html.indexOf('\n'); i !== -1; i = html.indexOf('\n', i + 1)) n++
  const starts = new Uint32Array(n)
  let k = 1
  for (let i = html.indexOf('\n'); i !== -1; i = html.indexOf('\n', i + 1)) starts[k++] = i + 1
  return starts
}

/**
 * 1-based line and column of a character offset in a page (the column counts UTF-16 code units, as
 * JavaScript strings and unist positions do): the exact element, where a line holds many.
 */
export function positionOf(
  page: PageRecord,
  offset: number,
  lines: (page: PageRecord) => ArrayLike<number> | undefined = (p) => {
    const html = p.html ?? p.reread?.()
    return html === undefined ? undefined : lineStartsOf(html)
  },
): { line: number; column: number } | undefined {
  if (offset < 0) return undefined
  if (!page.lineStarts) {
    // an extracted page is read again for its first finding with a line
    const starts = lines(page)
    if (starts === undefined) return undefined
    page.lineStarts = starts
  }
  const starts = page.lineStarts
  let lo = 0
  let hi = starts.length - 1
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1
    if (starts[mid]! <= offset) lo = mid
    else hi = mid - 1
  }
  return { line: lo + 1, column: offset - starts[lo]! + 1 }
}
