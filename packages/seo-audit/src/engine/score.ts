/** SPEC section 9: the SEO score and its colour. */
import type { AuditWarning, ScoreColor } from './types.ts'

export const PENALTY = {
  brokenLink: 5,
  mixedContent: 10,
  missingAlt: 3,
  /** Per warning of level `warning`, only in strict mode (notices never count). */
  strictWarning: 1,
} as const

export interface ScoreCounts {
  brokenLinks: number
  mixedContent: number
  missingAltTags: number
  /** Warnings of level `warning` (not notices). */
  warnings: number
  /**
   * Error-level findings of the warning rules (those a config made errors, and the rules that are errors
   * by default: hreflang-duplicate, programming-value, the deploy guard's): a point each, strict or
   * not. They fail the run by themselves whatever the score (severity.ts).
   */
  errorWarnings?: number
}

/** 100, minus 5 per broken link, 10 per mixed-content item, 3 per missing alt, 1 per error (and 1 per warning when strict), never below 0. */
export function computeScore(counts: ScoreCounts, strict = false): number {
  const penalty =
    counts.brokenLinks * PENALTY.brokenLink +
    counts.mixedContent * PENALTY.mixedContent +
    counts.missingAltTags * PENALTY.missingAlt +
    (strict ? counts.warnings * PENALTY.strictWarning : 0) +
    (counts.errorWarnings ?? 0) * PENALTY.strictWarning
  return Math.max(0, 100 - penalty)
}

/** Green at 90 and above, yellow at 70 and above, else red. */
export function scoreColor(score: number): ScoreColor {
  if (score >= 90) return 'green'
  if (score >= 70) return 'yellow'
  return 'red'
}

export function countsWarnings(warnings: ReadonlyArray<AuditWarning>, level: AuditWarning['level'] = 'warning'): number {
  let n = 0
  for (const w of warnings) if (w.level === level) n++
  return n
}
