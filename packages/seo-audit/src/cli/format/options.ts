/** What every report format may be given besides the result. */
import type { RuleSeverities } from '../../engine/severity.ts'

export interface FormatOptions {
  /** Directory label prefixed to file paths (`dist`), so CI annotations point at real files. */
  root?: string
  /** Printed as PASS/FAIL (text) and checked as a test case (junit). */
  minScore?: number
  /** Per-rule severity, for what fails the run regardless of the score. */
  rules?: RuleSeverities
  /** Built file → the file it was built from (`blog/x.html` → `posts/x.md`), for annotations (github, sarif). */
  sources?: Readonly<Record<string, string>>
  /**
   * Built file → its elements that came from that source: `"line:column"` in the built file →
   * `"line:column"` in the source (a link in a post's Markdown body). Only these findings move to the source.
   */
  sourcePositions?: Readonly<Record<string, Readonly<Record<string, string>>>>
}
