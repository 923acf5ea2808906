/** Human-readable report: a summary, then findings grouped by page, worst page first. */
import type { AuditResult } from '../../engine/types.ts'
import { failingFindings, runPasses, severityOf } from '../../engine/severity.ts'
import { groupOf, moreText, omittedElsewhere, pageRefs, ruleAt, severityAt, type Severity } from './findings.ts'
import type { FormatOptions } from './options.ts'
import { thousands, trafficWords } from '../../search-data/words.ts'

const MARK: Record<Severity, string> = { error: '✗', warning: '!', notice: '·' }

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`
}

export function summaryLine(result: AuditResult): string {
  const { warnings, notices } = result.totals
  const parts = [
    plural(result.totals.brokenLinks, 'broken link'),
    plural(result.totals.mixedContent, 'mixed-content item'),
    plural(result.totals.missingAltTags, 'missing alt tag'),
    plural(warnings, 'warning'),
  ]
  if (notices) parts.push(plural(notices, 'notice'))
  return `Score ${result.score}/100 (${result.scoreColor}) · ${parts.join(' · ')}`
}

/**
 * The text report is for a person: it summarises. At most this many findings per page and this many
 * pages are printed, worst first; the rest are counted. Machine formats (json, sarif, junit, github)
 * list everything.
 */
export const TEXT_LIMITS = { perPage: 20, pages: 100 } as const

/** 'Baseline (in the baseline sitemap.xml): 37 published URLs checked, 0 gone · 3 findings new, 12 in the baseline' */
export function baselineLine(result: AuditResult): string {
  const b = result.baseline!
  const k = b.known
  const known = k.brokenLinks + k.mixedContent + k.missingAltTags + k.warnings + k.notices + k.errors
  const t = result.totals
  const all = t.brokenLinks + t.mixedContent + t.missingAltTags + t.warnings + t.notices + t.errors
  const findings = b.compared ? ` · ${plural(all - known, 'finding')} new, ${known} in the baseline` : ''
  return `Baseline (${b.source.replace(/^in the baseline /, '')}): ${plural(b.published, 'published URL')} checked, ${b.gone} gone${findings}`
}

/** 'Search Console (UI export: Last 3 months, Web): 1,234 clicks, 56,789 impressions · 120 URLs with impressions, 1 gone without a redirect; pages listed by impressions' */
export function searchLine(result: AuditResult): string {
  const s = result.search!
  const covers = [s.filters.dateRange, s.filters.searchType, s.filters.country, s.filters.device].filter(Boolean).join(', ')
  const source = s.source === 'api' ? 'API export' : 'UI export'
  const gone = s.gone ? `, ${s.gone} gone without a redirect` : ''
  return `Search Console (${source}${covers ? `: ${covers}` : ''}): ${thousands(s.totals.clicks)} clicks, ${thousands(s.totals.impressions)} impressions · ${plural(s.pagesWithImpressions, 'URL')} with impressions${gone}; pages listed by impressions`
}

export function formatText(result: AuditResult, options: FormatOptions = {}): string {
  const lines: string[] = []
  const site = result.siteUrl ? ` of ${result.siteUrl}` : ''
  const root = options.root ? ` (${options.root})` : ''
  lines.push(`SEO audit${site}${root}: ${plural(result.pagesScanned, 'page')} scanned${result.strict ? ', strict' : ''}`)
  lines.push(summaryLine(result))
  if (result.baseline) lines.push(baselineLine(result))
  if (result.search) lines.push(searchLine(result))
  const groups = pageRefs(result)
  if (groups.length === 0) {
    lines.push('', 'No problems found.')
    return `${lines.join('\n')}\n`
  }
  for (const refs of groups.slice(0, TEXT_LIMITS.pages)) {
    const g = groupOf(result, { ...refs, refs: refs.refs.slice(0, TEXT_LIMITS.perPage) }) // only what is printed is made
    lines.push('')
    const file = g.file ? `  ${options.root ? `${options.root}/` : ''}${g.file}` : ''
    const cost = g.penalty ? `  (−${g.penalty})` : ''
    const traffic = g.search ? `  · ${trafficWords(g.search)}` : ''
    lines.push(`${g.page}${file}${cost}${traffic}`)
    for (const f of g.findings) {
      const at = f.line ? `  [line ${f.line}]` : ''
      lines.push(`  ${MARK[f.severity]} ${f.rule}: ${f.message}${at}${f.known ? '  (in the baseline)' : ''}`)
    }
    const unprinted = new Map<string, { rule: string; severity: Severity; count: number }>()
    for (const ref of refs.refs.slice(TEXT_LIMITS.perPage)) {
      const rule = ruleAt(result, ref)
      const u = unprinted.get(rule) ?? { rule, severity: severityAt(result, ref), count: 0 }
      u.count++
      unprinted.set(rule, u)
    }
    for (const o of [...unprinted.values(), ...g.omitted]) lines.push(`  ${MARK[o.severity]} ${moreText(o)} on this page`)
  }
  if (groups.length > TEXT_LIMITS.pages) {
    const rest = groups.slice(TEXT_LIMITS.pages)
    const count = rest.reduce((n, g) => n + g.refs.length + g.omitted.reduce((m, o) => m + o.count, 0), 0)
    lines.push('', `… and ${plural(count, 'finding')} on ${plural(rest.length, 'more page')} (every finding: --format json, sarif, junit or github)`)
  }
  const elsewhere = omittedElsewhere(result)
  if (elsewhere.length) {
    lines.push('', 'Other pages (lists are capped per rule):')
    for (const o of elsewhere) lines.push(`  ${MARK[o.severity]} ${moreText(o)} on other pages`)
  }
  if (options.minScore !== undefined) {
    const failing = failingFindings(result, options.rules)
    const pass = runPasses(result, options.minScore, options.rules)
    const onlyLinks = failing === result.totals.brokenLinks && severityOf('broken-link', options.rules) === 'error'
    const regardless = failing === 0 ? '' : onlyLinks ? ', and broken links fail regardless' : `, and ${failing} error finding${failing === 1 ? ' fails' : 's fail'} regardless`
    lines.push('', pass ? `PASS (minimum score ${options.minScore})` : `FAIL (minimum score ${options.minScore}${regardless})`)
  }
  return `${lines.join('\n')}\n`
}
