/**
 * Report formats, usable from the CLI and the browser. Each is written a piece at a time
 * (`reportChunks`), so a writer never holds the whole document; `formatReport` joins the pieces.
 */
import type { AuditResult } from '../../engine/types.ts'
import { junitChunks, sarifChunks } from './ci.ts'
import { githubChunks } from './github.ts'
import { jsonChunks } from './json-chunks.ts'
import type { FormatOptions } from './options.ts'
import { formatText } from './text.ts'

export type ReportFormat = 'text' | 'json' | 'junit' | 'sarif' | 'github'
export const REPORT_FORMATS: readonly ReportFormat[] = ['text', 'json', 'junit', 'sarif', 'github']

/** The report in pieces, in order; joined, they are `formatReport`'s string. */
export function* reportChunks(result: AuditResult, format: ReportFormat, options: FormatOptions = {}): Generator<string> {
  switch (format) {
    case 'json':
      // `JSON.stringify(result, null, 2)`, a finding at a time: the root and its lists are opened here.
      yield* jsonChunks(result, 2)
      yield '\n'
      return
    case 'junit':
      return yield* junitChunks(result, options)
    case 'sarif':
      return yield* sarifChunks(result, options)
    case 'github':
      return yield* githubChunks(result, options)
    default:
      yield formatText(result, options) // a summary, bounded by TEXT_LIMITS
  }
}

export function formatReport(result: AuditResult, format: ReportFormat, options: FormatOptions = {}): string {
  return [...reportChunks(result, format, options)].join('')
}

export { formatText, summaryLine, TEXT_LIMITS } from './text.ts'
export { formatGithub } from './github.ts'
export { formatJunit, formatSarif } from './ci.ts'
export { flatten, groupByPage, type FlatFinding, type PageGroup } from './findings.ts'
export type { FormatOptions } from './options.ts'
