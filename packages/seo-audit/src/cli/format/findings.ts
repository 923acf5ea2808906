/** Findings of a result, flattened and grouped by page, for the formatters. */
import { PENALTY } from '../../engine/score.ts'
import type { AuditResult, WarningLevel } from '../../engine/types.ts'
import type { PageTraffic } from '../../search-data/types.ts'

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
  /** Already in the baseline report (`--baseline`): shown, but it does not fail the run. */
  known?: boolean
  /** The page's Search Console clicks and impressions (`--search-data`). */
  search?: PageTraffic
}

export interface PageGroup {
  page: string
  file?: string
  /** Points this page costs the score. */
  penalty: number
  /** The page's Search Console clicks and impressions (`--search-data`). */
  search?: PageTraffic
  findings: FlatFinding[]
  /** Findings of this page left out of the lists by the caps, per rule. */
  omitted: Array<{ rule: string; severity: Severity; count: number }>
}

/** 'and 12 more broken-link findings' */
export function moreText(o: { rule: string; count: number }): string {
  return `… and ${o.count} more ${o.rule} finding${o.count === 1 ? '' : 's'}`
}

/** The severity of a rule, for findings that were counted but not listed. */
function severityOfRule(result: AuditResult, rule: string): Severity {
  if (rule === 'broken-link' || rule === 'mixed-content' || rule === 'missing-alt') return 'error'
  return result.warnings.find((w) => w.rule === rule)?.level ?? 'warning'
}

/** Omitted findings on pages with none of their rule listed: one "and N more" per rule. */
export function omittedElsewhere(result: AuditResult): Array<{ rule: string; severity: Severity; count: number }> {
  return result.omitted.filter((o) => o.page === undefined).map((o) => ({ rule: o.rule, severity: severityOfRule(result, o.rule), count: o.count }))
}

/** A finding's baseline mark and search figures, when it has them. */
function marks(f: { known?: boolean; search?: PageTraffic }): Pick<FlatFinding, 'known' | 'search'> {
  return { ...(f.known ? { known: true } : {}), ...(f.search ? { search: f.search } : {}) }
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
      ...marks(b),
      message: `Broken ${b.type} link ${b.url} (${b.statusText})${text}: ${b.message}`,
    })
  }
  for (const m of result.mixedContent) {
    out.push({ rule: 'mixed-content', severity: 'error', page: m.page, file: m.file, line: m.line, url: m.url, message: m.message, ...marks(m) })
  }
  for (const a of result.missingAltTags) {
    out.push({ rule: 'missing-alt', severity: 'error', page: a.page, file: a.file, line: a.line, url: a.src, message: a.message, ...marks(a) })
  }
  for (const w of result.warnings) {
    out.push({ rule: w.rule, severity: w.level, page: w.page, file: w.file, line: w.line, url: w.url, message: w.message, ...marks(w) })
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

/**
 * Pages with findings, worst first: with Search Console data, most impressions first (what costs traffic);
 * then score cost, number of findings, path.
 */
export function groupByPage(result: AuditResult): PageGroup[] {
  const groups = new Map<string, PageGroup>()
  for (const f of flatten(result)) {
    let g = groups.get(f.page)
    if (!g) groups.set(f.page, (g = { page: f.page, file: f.file, penalty: 0, findings: [], omitted: [] }))
    if (!g.file && f.file) g.file = f.file
    if (!g.search && f.search) g.search = f.search
    g.penalty += penaltyOf(f, result.strict)
    g.findings.push(f)
  }
  for (const o of result.omitted) {
    const g = o.page === undefined ? undefined : groups.get(o.page)
    if (!g) continue
    const severity = severityOfRule(result, o.rule)
    g.omitted.push({ rule: o.rule, severity, count: o.count })
    g.penalty += o.count * penaltyOf({ rule: o.rule, severity, page: o.page!, message: '' }, result.strict)
  }
  const list = [...groups.values()]
  for (const g of list) {
    g.findings.sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] || (a.line ?? 0) - (b.line ?? 0))
  }
  return list.sort(
    (a, b) =>
      (b.search?.impressions ?? 0) - (a.search?.impressions ?? 0) ||
      b.penalty - a.penalty ||
      severityCount(b, 'warning') - severityCount(a, 'warning') ||
      b.findings.length - a.findings.length ||
      (a.page < b.page ? -1 : a.page > b.page ? 1 : 0),
  )
}

function severityCount(g: PageGroup, s: Severity): number {
  return g.findings.filter((f) => f.severity === s).length
}
