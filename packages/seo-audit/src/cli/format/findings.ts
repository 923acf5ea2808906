/**
 * Findings of a result, one at a time and grouped by page, for the formatters. Nothing here copies the
 * result's lists: a finding is made as a `FlatFinding` when it is written, and a page's group holds
 * numbers that point into the result (a site with 85,000 findings would otherwise hold them twice while
 * its report is written).
 */
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
  column?: number
  message: string
  url?: string
  /** Already in the baseline report (`--baseline`): shown, but it does not fail the run. */
  known?: boolean
  /** The page's Search Console clicks and impressions (`--search-data`). */
  search?: PageTraffic
}

export interface Omitted {
  rule: string
  severity: Severity
  count: number
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
  omitted: Omitted[]
}

/** A page's group as numbers into the result's lists (see {@link findingAt}): what `groupByPage` sorts and the formatters walk. */
export interface PageRefs {
  page: string
  file?: string
  penalty: number
  /** The page's findings in report order (errors first, then by line). */
  refs: number[]
  /** How many of them are warnings (level `warning`), for the order of pages. */
  warnings: number
  omitted: Omitted[]
  /** The page's Search Console clicks and impressions (`--search-data`). */
  search?: PageTraffic
}

/** 'and 12 more broken-link findings' */
export function moreText(o: { rule: string; count: number }): string {
  return `… and ${o.count} more ${o.rule} finding${o.count === 1 ? '' : 's'}`
}

/** The severity of a rule, for findings that were counted but not listed. */
export function severityOfRule(result: AuditResult, rule: string): Severity {
  if (rule === 'broken-link' || rule === 'mixed-content' || rule === 'missing-alt') return 'error'
  return result.warnings.find((w) => w.rule === rule)?.level ?? 'warning'
}

/** Omitted findings on pages with none of their rule listed: one "and N more" per rule. */
export function omittedElsewhere(result: AuditResult): Omitted[] {
  return result.omitted.filter((o) => o.page === undefined).map((o) => ({ rule: o.rule, severity: severityOfRule(result, o.rule), count: o.count }))
}

/** A finding's baseline mark and search figures, when it has them. */
function marks(f: { known?: boolean; search?: PageTraffic }): Pick<FlatFinding, 'known' | 'search'> {
  return { ...(f.known ? { known: true } : {}), ...(f.search ? { search: f.search } : {}) }
}

/*
 * A finding's number: its list in the low two bits (0 broken links, 1 mixed content, 2 missing alt,
 * 3 warnings), its index in that list above them. The lists are walked in that order, which is the
 * order every machine format lists findings in.
 */
const LISTS = 4

function listOf(result: AuditResult, list: number): ReadonlyArray<{ page: string; line?: number; known?: boolean; search?: PageTraffic }> {
  return list === 0 ? result.brokenLinks : list === 1 ? result.mixedContent : list === 2 ? result.missingAltTags : result.warnings
}

/** Every finding's number, in report order. */
export function* findingRefs(result: AuditResult): Generator<number> {
  for (let list = 0; list < LISTS; list++) {
    const n = listOf(result, list).length
    for (let i = 0; i < n; i++) yield i * LISTS + list
  }
}

export function findingCount(result: AuditResult): number {
  return result.brokenLinks.length + result.mixedContent.length + result.missingAltTags.length + result.warnings.length
}

function ruleAt(result: AuditResult, ref: number): string {
  const list = ref % LISTS
  return list === 0 ? 'broken-link' : list === 1 ? 'mixed-content' : list === 2 ? 'missing-alt' : result.warnings[(ref - list) / LISTS]!.rule
}

function severityAt(result: AuditResult, ref: number): Severity {
  const list = ref % LISTS
  return list < 3 ? 'error' : result.warnings[(ref - list) / LISTS]!.level
}

function entryAt(result: AuditResult, ref: number): { page: string; file?: string; line?: number; known?: boolean; search?: PageTraffic } {
  const list = ref % LISTS
  return listOf(result, list)[(ref - list) / LISTS]!
}

/** The finding a number points at, made when it is written. */
export function findingAt(result: AuditResult, ref: number): FlatFinding {
  const list = ref % LISTS
  const i = (ref - list) / LISTS
  if (list === 0) {
    const b = result.brokenLinks[i]!
    const text = b.linkText ? ` “${b.linkText}”` : ''
    return {
      rule: 'broken-link',
      severity: 'error',
      page: b.page,
      file: b.file,
      line: b.line,
      column: b.column,
      url: b.url,
      ...marks(b),
      message: `Broken ${b.type} link ${b.url} (${b.statusText})${text}: ${b.message}`,
    }
  }
  if (list === 1) {
    const m = result.mixedContent[i]!
    return { rule: 'mixed-content', severity: 'error', page: m.page, file: m.file, line: m.line, column: m.column, url: m.url, message: m.message, ...marks(m) }
  }
  if (list === 2) {
    const a = result.missingAltTags[i]!
    return { rule: 'missing-alt', severity: 'error', page: a.page, file: a.file, line: a.line, column: a.column, url: a.src, message: a.message, ...marks(a) }
  }
  const w = result.warnings[i]!
  return { rule: w.rule, severity: w.level, page: w.page, file: w.file, line: w.line, column: w.column, url: w.url, message: w.message, ...marks(w) }
}

/** Every finding, made one at a time. */
export function* findings(result: AuditResult): Generator<FlatFinding> {
  for (const ref of findingRefs(result)) yield findingAt(result, ref)
}

/** Every finding at once (for a caller that wants the list; the formatters walk `findings`). */
export function flatten(result: AuditResult): FlatFinding[] {
  return [...findings(result)]
}

function penaltyOf(rule: string, severity: Severity, strict: boolean): number {
  switch (rule) {
    case 'broken-link':
      return PENALTY.brokenLink
    case 'mixed-content':
      return PENALTY.mixedContent
    case 'missing-alt':
      return PENALTY.missingAlt
    default:
      return (strict && severity === 'warning') || severity === 'error' ? PENALTY.strictWarning : 0
  }
}

const SEVERITY_ORDER: Record<Severity, number> = { error: 0, warning: 1, notice: 2 }

/**
 * Pages with findings, worst first, as numbers into the result: with Search Console data, most impressions
 * first (what costs traffic); then score cost, number of warnings, of findings, path.
 */
export function pageRefs(result: AuditResult): PageRefs[] {
  const groups = new Map<string, PageRefs>()
  for (const ref of findingRefs(result)) {
    const f = entryAt(result, ref)
    let g = groups.get(f.page)
    if (!g) groups.set(f.page, (g = { page: f.page, file: f.file, penalty: 0, refs: [], warnings: 0, omitted: [] }))
    if (!g.file && f.file) g.file = f.file
    if (!g.search && f.search) g.search = f.search
    const severity = severityAt(result, ref)
    g.penalty += penaltyOf(ruleAt(result, ref), severity, result.strict)
    if (severity === 'warning') g.warnings++
    g.refs.push(ref)
  }
  for (const o of result.omitted) {
    const g = o.page === undefined ? undefined : groups.get(o.page)
    if (!g) continue
    const severity = severityOfRule(result, o.rule)
    g.omitted.push({ rule: o.rule, severity, count: o.count })
    g.penalty += o.count * penaltyOf(o.rule, severity, result.strict)
  }
  const list = [...groups.values()]
  const line = (ref: number) => entryAt(result, ref).line ?? 0
  // Array sort is stable: findings of the same severity and line stay in report order.
  for (const g of list) {
    g.refs.sort((a, b) => SEVERITY_ORDER[severityAt(result, a)] - SEVERITY_ORDER[severityAt(result, b)] || line(a) - line(b))
  }
  return list.sort(
    (a, b) =>
      (b.search?.impressions ?? 0) - (a.search?.impressions ?? 0) ||
      b.penalty - a.penalty ||
      b.warnings - a.warnings ||
      b.refs.length - a.refs.length ||
      (a.page < b.page ? -1 : a.page > b.page ? 1 : 0),
  )
}

/** A group's findings, made (`pageRefs` gives them as numbers). */
export function groupOf(result: AuditResult, g: PageRefs): PageGroup {
  return { page: g.page, file: g.file, penalty: g.penalty, ...(g.search ? { search: g.search } : {}), findings: g.refs.map((r) => findingAt(result, r)), omitted: g.omitted }
}

/** Pages with findings, worst first, each with its findings made (for a caller that wants them all at once). */
export function groupByPage(result: AuditResult): PageGroup[] {
  return pageRefs(result).map((g) => groupOf(result, g))
}

export { ruleAt, severityAt }
