/**
 * GitHub Actions workflow commands: one `::error|warning|notice file=…,line=…,title=…::message` line
 * per finding, which GitHub shows as annotations on the pull request's files. A page built from a
 * source file (a post's Markdown, from the build's manifest) is annotated on that file instead.
 */
import type { AuditResult } from '../../engine/types.ts'
import { runPasses } from '../../engine/severity.ts'
import { findings, moreText, type Severity } from './findings.ts'
import type { FormatOptions } from './options.ts'
import { baselineLine, summaryLine } from './text.ts'

/** GitHub's escaping of a command's message. */
function data(s: string): string {
  return s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')
}

/** ...and of its properties, where `:` and `,` separate fields. */
function property(s: string): string {
  return data(s).replace(/:/g, '%3A').replace(/,/g, '%2C')
}

function command(severity: Severity, props: Record<string, string | number | undefined>, message: string): string {
  const fields = Object.entries(props)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `${k}=${property(String(v))}`)
  return `::${severity}${fields.length ? ` ${fields.join(',')}` : ''}::${data(message)}`
}

/** The annotations, a line at a time. */
export function* githubChunks(result: AuditResult, options: FormatOptions = {}): Generator<string> {
  const root = options.root ? `${options.root.replace(/\/+$/, '')}/` : ''
  let known = 0
  for (const f of findings(result)) {
    if (f.known) {
      known++ // already in the baseline report: a pull request is annotated with what it adds
      continue
    }
    const built = f.file ? `${root}${f.file}` : undefined
    const source = f.file ? options.sources?.[f.file] : undefined
    const where = source && built ? ` (in ${built}${f.line ? ` line ${f.line}` : ''}, built from this file)` : ''
    yield `${command(
      f.severity,
      { file: source ?? built, line: source ? undefined : f.line, title: `seo-audit ${f.rule}` },
      `${f.message}${where}`,
    )}\n`
  }
  for (const o of result.omitted) {
    const severity: Severity = o.rule === 'broken-link' || o.rule === 'mixed-content' || o.rule === 'missing-alt' ? 'error' : 'warning'
    const file = o.file ? (options.sources?.[o.file] ?? `${root}${o.file}`) : undefined
    yield `${command(severity, { file, title: `seo-audit ${o.rule}` }, `${moreText(o)} ${o.page ? `on ${o.page}` : 'on other pages'} (--max-findings)`)}\n`
  }
  const pass = runPasses(result, options.minScore ?? 0, options.rules)
  if (result.baseline) yield `${baselineLine(result)}${known ? ` (those ${known} are not annotated)` : ''}\n`
  yield `${summaryLine(result)} · ${pass ? 'PASS' : 'FAIL'}\n`
}

export function formatGithub(result: AuditResult, options: FormatOptions = {}): string {
  return [...githubChunks(result, options)].join('')
}
