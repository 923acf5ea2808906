/** JUnit XML and SARIF 2.1.0, so CI systems can annotate findings. */
import { scoreFloor } from '../../engine/severity.ts'
import type { AuditResult } from '../../engine/types.ts'
import { flatten, groupByPage, moreText, omittedElsewhere, type FlatFinding } from './findings.ts'
import type { FormatOptions } from './options.ts'

function xml(s: string): string {
  return s
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
}

function filePath(f: { file?: string }, options: FormatOptions): string | undefined {
  if (!f.file) return undefined
  return options.root ? `${options.root.replace(/\/+$/, '')}/${f.file}` : f.file
}

function describe(f: FlatFinding): string {
  return `${f.line ? `line ${f.line}: ` : ''}[${f.rule}] ${f.message}`
}

export function formatJunit(result: AuditResult, options: FormatOptions = {}): string {
  const minScore = options.minScore ?? 0
  const cases: string[] = []
  let failures = 0
  const scoreFails = result.score < scoreFloor(result, minScore)
  if (scoreFails) failures++
  cases.push(
    `    <testcase classname="seo-audit" name="score ${result.score} &gt;= ${minScore}">` +
      (scoreFails
        ? `\n      <failure type="score" message="${xml(`Score ${result.score} is below ${minScore}`)}"/>\n    </testcase>`
        : '</testcase>'),
  )
  for (const g of groupByPage(result)) {
    const fails = (s: FlatFinding['severity']) => s === 'error' || (result.strict && s === 'warning')
    const failing = g.findings.filter((f) => fails(f.severity) && !f.known)
    const other = g.findings.filter((f) => !failing.includes(f))
    const failingMore = g.omitted.filter((o) => fails(o.severity))
    const otherMore = g.omitted.filter((o) => !fails(o.severity))
    const file = filePath(g, options)
    const attrs = `classname="seo-audit" name="${xml(g.page)}"${file ? ` file="${xml(file)}"` : ''}`
    const body: string[] = []
    if (failing.length) {
      failures++
      const n = failing.length + failingMore.reduce((sum, o) => sum + o.count, 0)
      const message = `${n} problem${n === 1 ? '' : 's'} on ${g.page}`
      const text = [...failing.map(describe), ...failingMore.map(moreText)].join('\n')
      body.push(`      <failure type="${xml(failing[0]!.rule)}" message="${xml(message)}">${xml(text)}</failure>`)
    }
    if (other.length || otherMore.length) {
      body.push(`      <system-out>${xml([...other.map(describe), ...otherMore.map(moreText)].join('\n'))}</system-out>`)
    }
    cases.push(body.length ? `    <testcase ${attrs}>\n${body.join('\n')}\n    </testcase>` : `    <testcase ${attrs}/>`)
  }
  const elsewhere = omittedElsewhere(result)
  if (elsewhere.length) {
    const failingMore = elsewhere.filter((o) => o.severity === 'error' || (result.strict && o.severity === 'warning'))
    const text = xml(elsewhere.map((o) => `${moreText(o)} on other pages`).join('\n'))
    if (failingMore.length) failures++
    cases.push(
      `    <testcase classname="seo-audit" name="other pages (lists capped per rule)">\n` +
        (failingMore.length
          ? `      <failure type="${xml(failingMore[0]!.rule)}" message="${xml(`findings on other pages not listed`)}">${text}</failure>`
          : `      <system-out>${text}</system-out>`) +
        '\n    </testcase>',
    )
  }
  const tests = cases.length
  const time = (result.stats.durationMs / 1000).toFixed(3)
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="seo-audit" tests="${tests}" failures="${failures}" time="${time}">`,
    `  <testsuite name="seo-audit" tests="${tests}" failures="${failures}" errors="0" skipped="0" time="${time}" timestamp="${xml(result.auditDate)}">`,
    '    <properties>',
    `      <property name="score" value="${result.score}"/>`,
    `      <property name="scoreColor" value="${result.scoreColor}"/>`,
    `      <property name="pagesScanned" value="${result.pagesScanned}"/>`,
    '    </properties>',
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n')
}

const RULE_TEXT: Record<string, string> = {
  'broken-link': 'Broken link',
  'mixed-content': 'Mixed content (http:// subresource)',
  'missing-alt': '<img> without an alt attribute',
  'programming-value': 'A programming value (NaN, undefined, null, [object Object], Infinity) in what a visitor reads',
}

export function formatSarif(result: AuditResult, options: FormatOptions = {}): string {
  const findings = flatten(result)
  const ruleIds = [...new Set(findings.map((f) => f.rule))].sort()
  const rules = ruleIds.map((id) => {
    const sample = findings.find((f) => f.rule === id)!
    return {
      id,
      shortDescription: { text: RULE_TEXT[id] ?? id.replace(/-/g, ' ') },
      defaultConfiguration: { level: sarifLevel(sample.severity) },
    }
  })
  const results = findings.map((f) => {
    const uri = filePath(f, options)
    const r: Record<string, unknown> = {
      ruleId: f.rule,
      ruleIndex: ruleIds.indexOf(f.rule),
      level: sarifLevel(f.severity),
      message: { text: `${f.message} (page ${f.page})` },
    }
    if (result.baseline?.compared) r.baselineState = f.known ? 'unchanged' : 'new'
    if (f.search) r.properties = { clicks: f.search.clicks, impressions: f.search.impressions }
    if (uri) {
      const physicalLocation: Record<string, unknown> = { artifactLocation: { uri } }
      if (f.line) physicalLocation.region = { startLine: f.line }
      r.locations = [{ physicalLocation }]
    }
    return r
  })
  // What the caps left out: one result per page and rule, so code scanning shows the count.
  for (const o of result.omitted) {
    const id = o.rule
    if (!ruleIds.includes(id)) continue // every omitted rule has listed findings
    const uri = o.file ? filePath({ file: o.file }, options) : undefined
    const level = sarifLevel(findings.find((f) => f.rule === id)!.severity)
    const r: Record<string, unknown> = {
      ruleId: id,
      ruleIndex: ruleIds.indexOf(id),
      level,
      message: { text: `${moreText(o)} ${o.page ? `on page ${o.page}` : 'on other pages'} (not listed: the report is capped)` },
    }
    if (uri) r.locations = [{ physicalLocation: { artifactLocation: { uri } } }]
    results.push(r)
  }
  const sarif = {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: { driver: { name: 'seo-audit', version: '1.0.0', rules } },
        results,
        properties: {
          score: result.score,
          scoreColor: result.scoreColor,
          pagesScanned: result.pagesScanned,
          totals: result.totals,
          ...(result.search ? { search: result.search } : {}),
        },
      },
    ],
  }
  return `${JSON.stringify(sarif, null, 2)}\n`
}

function sarifLevel(s: FlatFinding['severity']): 'error' | 'warning' | 'note' {
  return s === 'error' ? 'error' : s === 'warning' ? 'warning' : 'note'
}
