/**
 * Numbers with Latin units in right-to-left text (docs/decisions/arabic-typesetting.md). The Unicode bidi
 * algorithm lays a number and the Latin word after it out as two runs of an Arabic line, the space between
 * them going the line's way: «16 GB DDR5-5600» shows as «GB DDR5-5600 16», «360°» as «°360», «144 Hz» as
 * «Hz 144». Such a run of Latin text and digits is one left-to-right unit: isolated, it reads as it is
 * written, and the Arabic around it keeps its order. Pure: the build, the pages and the islands use it.
 */

/**
 * A run of Latin letters and digits with what joins them inside (spaces, dots, dashes, brackets, units; a comma
 * or colon only before a digit, as in «1,000 W» or «10:30 AM», so a sentence's «2025: RTX 50» is two runs).
 */
const LATIN_RUN = /[0-9A-Za-z](?:(?:[0-9A-Za-z°%×'’.+/()\-– \u00a0]|[,:](?=[0-9]))*[0-9A-Za-z°%)])?/g
/** What may end a run: anything else at its end (a space, a comma, a dash) belongs to the sentence. */
const RUN_END = /[0-9A-Za-z°%)]/

export interface BidiSegment {
  text: string
  /** Read left to right, isolated from the text around it. */
  ltr: boolean
}

/** A run whose brackets do not pair up stops before the first one that does not (it belongs to the Arabic around it). */
function balanced(run: string): string {
  let depth = 0
  let opened = -1
  for (let i = 0; i < run.length; i++) {
    if (run[i] === '(') {
      if (depth === 0) opened = i
      depth++
    } else if (run[i] === ')') {
      if (depth === 0) return trimEnd(run.slice(0, i))
      depth--
    }
  }
  return depth > 0 ? trimEnd(run.slice(0, opened)) : run
}

function trimEnd(run: string): string {
  let end = run.length
  while (end > 0 && !RUN_END.test(run[end - 1]!)) end--
  return run.slice(0, end)
}

/**
 * Whether the bidi algorithm would misorder a run in right-to-left text: digits with Latin letters or a degree
 * sign, where the run starts with the number and something other than a letter follows it («16 GB», «360°»,
 * «45°C»), or where it ends in a bracket or a degree sign, which would join the Arabic after it («1440p (QHD)»,
 * «Cyberpunk 2077 (DLSS Quality)»). A run that starts with a letter reads right as it is («RTX 5070 Ti»: the
 * digits after a Latin letter count as Latin), and so does one with no letter («1,800», «5%», «1–3» keep the
 * line's order, as Arabic readers expect).
 */
export function needsIsolation(run: string): boolean {
  if (!/[0-9]/.test(run) || !/[A-Za-z°]/.test(run)) return false
  if (/[)°]$/.test(run)) return true
  return /^[0-9][0-9.,]*(?![0-9.,A-Za-z])/.test(run)
}

/** The text cut into the runs to isolate left to right and the rest, in order; joined, they are the text. */
export function bidiSegments(text: string): BidiSegment[] {
  const segments: BidiSegment[] = []
  let at = 0
  const push = (part: string, ltr: boolean) => {
    if (!part) return
    const last = segments.at(-1)
    if (last && !last.ltr && !ltr) last.text += part
    else segments.push({ text: part, ltr })
  }
  for (const match of text.matchAll(LATIN_RUN)) {
    if (match.index < at) continue
    const run = balanced(match[0])
    if (!run || !needsIsolation(run)) continue
    push(text.slice(at, match.index), false)
    push(run, true)
    at = match.index + run.length
  }
  push(text.slice(at), false)
  return segments
}

/** Whether the text holds a run to isolate (most text has none, and is left as it is). */
export function hasMixedRun(text: string): boolean {
  return bidiSegments(text).some((s) => s.ltr)
}

/**
 * For plain text (an attribute, a message a visitor sends): each run between U+2066 LEFT-TO-RIGHT ISOLATE and
 * U+2069 POP DIRECTIONAL ISOLATE, what `<bdi dir="ltr">` does in HTML. Not for JSON-LD or URLs, which stay plain.
 */
export function isolateMixedRuns(text: string): string {
  return bidiSegments(text)
    .map((s) => (s.ltr ? `\u2066${s.text}\u2069` : s.text))
    .join('')
}
