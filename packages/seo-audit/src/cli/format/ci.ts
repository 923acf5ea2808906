/** JUnit XML and SARIF 2.1.0, so CI systems can annotate findings; each written a piece at a time. */
import { scoreFloor } from '../../engine/severity.ts'
import type { AuditResult } from '../../engine/types.ts'
import { findingAt, findingRefs, findings, groupOf, moreText, omittedElsewhere, pageRefs, ruleAt, severityAt, type FlatFinding, type Severity } from './findings.ts'
import { jsonChunks, JsonStream } from './json-chunks.ts'
import type { FormatOptions } from './options.ts'
import { builtPath, locate } from './locate.ts'

function xml(s: string): string {
  return s
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
}

function describe(f: FlatFinding): string {
  return `${f.line ? `line ${f.line}: ` : ''}[${f.rule}] ${f.message}`
}

/** The JUnit report, a test case at a time: the counts in its head come from the pages' numbers, then each page's findings are made as it is written. */
export function* junitChunks(result: AuditResult, options: FormatOptions = {}): Generator<string> {
  const minScore = options.minScore ?? 0
  const fails = (s: Severity) => s === 'error' || (result.strict && s === 'warning')
  const failingRef = (ref: number) => fails(severityAt(result, ref)) && !findingAt(result, ref).known
  const groups = pageRefs(result)
  const elsewhere = omittedElsewhere(result)
  const elsewhereFailing = elsewhere.filter((o) => fails(o.severity))
  const scoreFails = result.score < scoreFloor(result, minScore)
  let failures = (scoreFails ? 1 : 0) + (elsewhereFailing.length ? 1 : 0)
  for (const g of groups) if (g.refs.some(failingRef)) failures++
  const tests = 1 + groups.length + (elsewhere.length ? 1 : 0)
  const time = (result.stats.durationMs / 1000).toFixed(3)
  yield [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="seo-audit" tests="${tests}" failures="${failures}" time="${time}">`,
    `  <testsuite name="seo-audit" tests="${tests}" failures="${failures}" errors="0" skipped="0" time="${time}" timestamp="${xml(result.auditDate)}">`,
    '    <properties>',
    `      <property name="score" value="${result.score}"/>`,
    `      <property name="scoreColor" value="${result.scoreColor}"/>`,
    `      <property name="pagesScanned" value="${result.pagesScanned}"/>`,
    '    </properties>',
    '',
  ].join('\n')
  yield `    <testcase classname="seo-audit" name="score ${result.score} &gt;= ${minScore}">` +
    (scoreFails
      ? `\n      <failure type="score" message="${xml(`Score ${result.score} is below ${minScore}`)}"/>\n    </testcase>`
      : '</testcase>') +
    '\n'
  for (const refs of groups) {
    const g = groupOf(result, refs)
    const failing = g.findings.filter((f) => fails(f.severity) && !f.known)
    const other = g.findings.filter((f) => !(fails(f.severity) && !f.known))
    const failingMore = g.omitted.filter((o) => fails(o.severity))
    const otherMore = g.omitted.filter((o) => !fails(o.severity))
    const file = builtPath(g.file, options)
    const attrs = `classname="seo-audit" name="${xml(g.page)}"${file ? ` file="${xml(file)}"` : ''}`
    const body: string[] = []
    if (failing.length) {
      const n = failing.length + failingMore.reduce((sum, o) => sum + o.count, 0)
      const message = `${n} problem${n === 1 ? '' : 's'} on ${g.page}`
      const text = [...failing.map(describe), ...failingMore.map(moreText)].join('\n')
      body.push(`      <failure type="${xml(failing[0]!.rule)}" message="${xml(message)}">${xml(text)}</failure>`)
    }
    if (other.length || otherMore.length) {
      body.push(`      <system-out>${xml([...other.map(describe), ...otherMore.map(moreText)].join('\n'))}</system-out>`)
    }
    yield `${body.length ? `    <testcase ${attrs}>\n${body.join('\n')}\n    </testcase>` : `    <testcase ${attrs}/>`}\n`
  }
  if (elsewhere.length) {
    const text = xml(elsewhere.map((o) => `${moreText(o)} on other pages`).join('\n'))
    yield `    <testcase classname="seo-audit" name="other pages (lists capped per rule)">\n` +
      (elsewhereFailing.length
        ? `      <failure type="${xml(elsewhereFailing[0]!.rule)}" message="${xml(`findings on other pages not listed`)}">${text}</failure>`
        : `      <system-out>${text}</system-out>`) +
      '\n    </testcase>\n'
  }
  yield '  </testsuite>\n</testsuites>\n'
}

export function formatJunit(result: AuditResult, options: FormatOptions = {}): string {
  return [...junitChunks(result, options)].join('')
}

const RULE_TEXT: Record<string, string> = {
  'broken-link': 'Broken link',
  'mixed-content': 'Mixed content (http:// subresource)',
  'missing-alt': '<img> without an alt attribute',
  'programming-value': 'A programming value (NaN, undefined, null, [object Object], Infinity) in what a visitor reads',
}

/** SARIF 2.1.0, written a result at a time (each made as it is written). */
export function sarifChunks(result: AuditResult, options: FormatOptions = {}): Generator<string> {
  // The rules that have findings, each with the severity of its first finding.
  const firstSeverity = new Map<string, Severity>()
  for (const ref of findingRefs(result)) {
    const rule = ruleAt(result, ref)
    if (!firstSeverity.has(rule)) firstSeverity.set(rule, severityAt(result, ref))
  }
  const ruleIds = [...firstSeverity.keys()].sort()
  const ruleIndex = new Map(ruleIds.map((id, i) => [id, i]))
  const rules = ruleIds.map((id) => ({
    id,
    shortDescription: { text: RULE_TEXT[id] ?? id.replace(/-/g, ' ') },
    defaultConfiguration: { level: sarifLevel(firstSeverity.get(id)!) },
  }))
  function* results(): Generator<Record<string, unknown>> {
    for (const f of findings(result)) {
      const at = locate(f, options)
      const r: Record<string, unknown> = {
        ruleId: f.rule,
        ruleIndex: ruleIndex.get(f.rule),
        level: sarifLevel(f.severity),
        message: { text: `${f.message} (page ${f.page})` },
      }
      if (result.baseline?.compared) r.baselineState = f.known ? 'unchanged' : 'new'
      if (f.search) r.properties = { clicks: f.search.clicks, impressions: f.search.impressions }
      if (at.file) {
        const physicalLocation: Record<string, unknown> = { artifactLocation: { uri: at.file } }
        if (at.line) physicalLocation.region = { startLine: at.line, ...(at.column ? { startColumn: at.column } : {}) }
        r.locations = [{ physicalLocation }]
      }
      yield r
    }
    // What the caps left out: one result per page and rule, so code scanning shows the count.
    for (const o of result.omitted) {
      const id = o.rule
      if (!ruleIndex.has(id)) continue // every omitted rule has listed findings
      const uri = builtPath(o.file, options)
      const r: Record<string, unknown> = {
        ruleId: id,
        ruleIndex: ruleIndex.get(id),
        level: sarifLevel(firstSeverity.get(id)!),
        message: { text: `${moreText(o)} ${o.page ? `on page ${o.page}` : 'on other pages'} (not listed: the report is capped)` },
      }
      if (uri) r.locations = [{ physicalLocation: { artifactLocation: { uri } } }]
      yield r
    }
  }
  const sarif = {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: { driver: { name: 'seo-audit', version: '1.0.0', rules } },
        results: new JsonStream(results),
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
  // Opened down to each result: the document's root, `runs`, the run, `results`.
  return withNewline(jsonChunks(sarif, 4))
}

export function formatSarif(result: AuditResult, options: FormatOptions = {}): string {
  return [...sarifChunks(result, options)].join('')
}

function* withNewline(chunks: Iterable<string>): Generator<string> {
  yield* chunks
  yield '\n'
}

function sarifLevel(s: FlatFinding['severity']): 'error' | 'warning' | 'note' {
  return s === 'error' ? 'error' : s === 'warning' ? 'warning' : 'note'
}
