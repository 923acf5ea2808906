/** Report formats. Pure string builders, usable from the CLI and the browser. */
import type { AuditResult } from '../../engine/types.ts'
import { formatJunit, formatSarif } from './ci.ts'
import { formatGithub } from './github.ts'
import type { FormatOptions } from './options.ts'
import { formatText } from './text.ts'

export type ReportFormat = 'text' | 'json' | 'junit' | 'sarif' | 'github'
export const REPORT_FORMATS: readonly ReportFormat[] = ['text', 'json', 'junit', 'sarif', 'github']

export function formatReport(result: AuditResult, format: ReportFormat, options: FormatOptions = {}): string {
  switch (format) {
    case 'json':
      return `${JSON.stringify(result, null, 2)}\n`
    case 'junit':
      return formatJunit(result, options)
    case 'sarif':
      return formatSarif(result, options)
    case 'github':
      return formatGithub(result, options)
    default:
      return formatText(result, options)
  }
}

export { formatText, summaryLine, TEXT_LIMITS } from './text.ts'
export { formatGithub } from './github.ts'
export { formatJunit, formatSarif } from './ci.ts'
export { flatten, groupByPage, type FlatFinding, type PageGroup } from './findings.ts'
export type { FormatOptions } from './options.ts'
