/** Findings of a result, flattened and grouped by page, for the formatters. */
import { PENALTY } from '../score.ts'
import type { AuditResult, WarningLevel } from '../types.ts'

export type Severity = 'error' | WarningLevel

export interface FlatFinding {
  /** 'broken-link', 'mixed-content', 'missing-alt' or a warning rule. */
  rule: string
  severity: Severity
  page: string
  file?: string
  line?: number
  message: string
  url?: string
}

export interface PageGroup {
  page: string
  file?: string
  /** Points this page costs the score. */
  penalty: number
  findings: FlatFinding[]
}

export function flatten(result: AuditResult): FlatFinding[] {
  const out: FlatFinding[] = []
  for (const b of result.brokenLinks) {
    const text = b.linkText ? ` “${b.linkText}”` : ''
    out.push({
      rule: 'broken-link',
      severity: 'error',
      page: b.page,
      file: b.file,
      line: b.line,
      url: b.url,
      message: `Broken ${b.type} link ${b.url} (${b.statusText})${text}: ${b.message}`,
    })
  }
  for (const m of result.mixedContent) {
    out.push({ rule: 'mixed-content', severity: 'error', page: m.page, file: m.file, line: m.line, url: m.url, message: m.message })
  }
  for (const a of result.missingAltTags) {
    out.push({ rule: 'missing-alt', severity: 'error', page: a.page, file: a.file, line: a.line, url: a.src, message: a.message })
  }
  for (const w of result.warnings) {
    out.push({ rule: w.rule, severity: w.level, page: w.page, file: w.file, line: w.line, url: w.url, message: w.message })
  }
  return out
}

function penaltyOf(f: FlatFinding, strict: boolean): number {
  switch (f.rule) {
    case 'broken-link':
      return PENALTY.brokenLink
    case 'mixed-content':
      return PENALTY.mixedContent
    case 'missing-alt':
      return PENALTY.missingAlt
    default:
      return (strict && f.severity === 'warning') || f.severity === 'error' ? PENALTY.strictWarning : 0
  }
}

const SEVERITY_ORDER: Record<Severity, number> = { error: 0, warning: 1, notice: 2 }

/** Pages with findings, worst first (score cost, then number of findings, then path). */
export function groupByPage(result: AuditResult): PageGroup[] {
  const groups = new Map<string, PageGroup>()
  for (const f of flatten(result)) {
    let g = groups.get(f.page)
    if (!g) groups.set(f.page, (g = { page: f.page, file: f.file, penalty: 0, findings: [] }))
    if (!g.file && f.file) g.file = f.file
    g.penalty += penaltyOf(f, result.strict)
    g.findings.push(f)
  }
  const list = [...groups.values()]
  for (const g of list) {
    g.findings.sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] || (a.line ?? 0) - (b.line ?? 0))
  }
  return list.sort(
    (a, b) =>
      b.penalty - a.penalty ||
      severityCount(b, 'warning') - severityCount(a, 'warning') ||
      b.findings.length - a.findings.length ||
      (a.page < b.page ? -1 : a.page > b.page ? 1 : 0),
  )
}

function severityCount(g: PageGroup, s: Severity): number {
  return g.findings.filter((f) => f.severity === s).length
}
