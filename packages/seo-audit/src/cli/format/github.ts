/**
 * GitHub Actions workflow commands: one `::error|warning|notice file=…,line=…,title=…::message` line
 * per finding, which GitHub shows as annotations on the pull request's files. A finding on an element
 * the build wrote from a source file (a link in a post's Markdown) is annotated on that file at its line
 * and column; any other on the built page (./locate.ts).
 */
import type { AuditResult } from '../../engine/types.ts'
import { runPasses } from '../../engine/severity.ts'
import { findings, moreText, type Severity } from './findings.ts'
import { builtPath, locate } from './locate.ts'
import type { FormatOptions } from './options.ts'
import { baselineLine, searchLine, summaryLine } from './text.ts'
import { trafficWords } from '../../search-data/words.ts'

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
  let known = 0
  for (const f of findings(result)) {
    if (f.known) {
      known++ // already in the baseline report: a pull request is annotated with what it adds
      continue
    }
    const at = locate(f, options)
    const where = at.built ? ` (in ${at.built.file} line ${at.built.line}, built from this file)` : ''
    const traffic = f.search ? ` [${f.page}: ${trafficWords(f.search)} in Search Console]` : ''
    yield `${command(f.severity, { file: at.file, line: at.line, col: at.column, title: `seo-audit ${f.rule}` }, `${f.message}${where}${traffic}`)}\n`
  }
  for (const o of result.omitted) {
    const severity: Severity = o.rule === 'broken-link' || o.rule === 'mixed-content' || o.rule === 'missing-alt' ? 'error' : 'warning'
    yield `${command(severity, { file: builtPath(o.file, options), title: `seo-audit ${o.rule}` }, `${moreText(o)} ${o.page ? `on ${o.page}` : 'on other pages'} (--max-findings)`)}\n`
  }
  const pass = runPasses(result, options.minScore ?? 0, options.rules)
  if (result.baseline) yield `${baselineLine(result)}${known ? ` (those ${known} are not annotated)` : ''}\n`
  if (result.search) yield `${searchLine(result)}\n`
  yield `${summaryLine(result)} · ${pass ? 'PASS' : 'FAIL'}\n`
}

export function formatGithub(result: AuditResult, options: FormatOptions = {}): string {
  return [...githubChunks(result, options)].join('')
}
