import { describe, expect, it } from 'vitest'
import { failingFindings, type AuditResult } from '../src/engine/index.ts'
import { formatReport, REPORT_FORMATS, TEXT_LIMITS } from '../src/cli/format/index.ts'
import { auditFiles, page, SITE } from './helpers.ts'

describe('complete reports: every finding listed, bounded only when asked (--max-findings)', () => {
  // 20,000 is 40 times the old cap of 500 findings per rule (and 400 times the 50 per page); 200,000 took 20 s of every test run to show the same.
  it('a page with 20,000 broken links: the JSON, SARIF and JUnit reports list all of them, the text report summarises', { timeout: 120_000 }, async () => {
    const n = 20_000
    const links: string[] = []
    for (let i = 0; i < n; i++) links.push(`<a href="/gone-${i}">gone ${i}</a>`)
    links.push('<a href="/gone-7">the same link again</a>') // a repeat is not a new finding
    const files = { 'index.html': page('/', { body: links.join('\n') }) }
    const r = await auditFiles(files)

    expect([r.brokenLinks.length, r.totals.brokenLinks, r.omitted]).toEqual([n, n, []])
    expect(r.brokenLinks[n - 1]).toMatchObject({ url: `${SITE}/gone-${n - 1}`, file: 'index.html', line: r.brokenLinks[0]!.line! + n - 1 })
    expect(r.score).toBe(0)
    expect((JSON.parse(formatReport(r, 'json')) as AuditResult).brokenLinks).toHaveLength(n)
    const sarif = JSON.parse(formatReport(r, 'sarif')) as { runs: Array<{ results: unknown[] }> }
    expect(sarif.runs[0]!.results).toHaveLength(n)
    expect(formatReport(r, 'junit').split('\n').filter((l) => l.includes('[broken-link]')).length).toBe(n)
    expect(formatReport(r, 'github').split('\n').filter((l) => l.startsWith('::error ')).length).toBe(n)

    const text = formatReport(r, 'text')
    expect(text).toContain(`Score 0/100 (red) · ${n} broken links`)
    expect(text).toContain(`… and ${n - TEXT_LIMITS.perPage} more broken-link findings on this page`)
    expect(text.length).toBeLessThan(16 * 1024)
  })

  it('--max-findings bounds the lists for hostile input, with exact "and N more" counts per page and rule', { timeout: 60_000 }, async () => {
    const links = Array.from({ length: 5_000 }, (_, i) => `<a href="/gone-${i}">gone ${i}</a>`)
    const r = await auditFiles({ 'index.html': page('/', { body: links.join('\n') }) }, { maxFindings: 50 })
    expect([r.brokenLinks.length, r.totals.brokenLinks]).toEqual([50, 5_000])
    expect(r.omitted).toEqual([{ rule: 'broken-link', page: '/', file: 'index.html', count: 4_950 }])
    for (const format of REPORT_FORMATS) {
      const report = formatReport(r, format, { root: 'dist', minScore: 100 })
      if (format === 'json') expect(JSON.parse(report).omitted).toEqual(r.omitted)
      else expect([format, report]).toEqual([format, expect.stringContaining('and 4950 more broken-link findings')])
    }
  })

  it('past the per-rule bound, pages with none listed share one "and N more" line', async () => {
    const files: Record<string, string> = { 'index.html': page('/') }
    for (let p = 1; p <= 20; p++) {
      const imgs = Array.from({ length: 40 }, (_, i) => `<img src="/img/${p}-${i}.png">`).join('')
      files[`p${String(p).padStart(2, '0')}.html`] = page(`/p${String(p).padStart(2, '0')}`, { body: imgs })
      for (let i = 0; i < 40; i++) files[`img/${p}-${i}.png`] = ''
    }
    expect((await auditFiles(files)).missingAltTags).toHaveLength(800)
    const r = await auditFiles(files, { maxFindings: 30 })
    expect(r.totals.missingAltTags).toBe(800)
    expect(r.missingAltTags).toHaveLength(30)
    expect(r.omitted).toEqual([
      { rule: 'missing-alt', page: '/p01', file: 'p01.html', count: 10 },
      { rule: 'missing-alt', count: 760 },
    ])
    const text = formatReport(r, 'text')
    expect(text).toContain('✗ … and 10 more missing-alt findings on this page')
    expect(text).toContain('✗ … and 760 more missing-alt findings on other pages')
    expect(text).toContain('800 missing alt tags')
    const junit = formatReport(r, 'junit')
    expect(junit).toContain('name="other pages (lists capped per rule)"')
    const sarif = JSON.parse(formatReport(r, 'sarif')) as { runs: Array<{ results: Array<{ message: { text: string } }> }> }
    expect(sarif.runs[0]!.results.map((x) => x.message.text).filter((t) => t.startsWith('…'))).toEqual([
      '… and 10 more missing-alt findings on page /p01 (not listed: the report is capped)',
      '… and 760 more missing-alt findings on other pages (not listed: the report is capped)',
    ])
  })
})

describe('rule severities and the caps agree', () => {
  it('an `off` rule is neither listed nor counted; an `error` rule is counted as failing from the true totals', async () => {
    const files: Record<string, string> = { 'index.html': page('/') }
    for (let p = 1; p <= 3; p++) {
      files[`p${p}.html`] = page(`/p${p}`, { body: Array.from({ length: 60 }, (_, i) => `<img src="/img/${p}-${i}.png">`).join(''), description: null })
      for (let i = 0; i < 60; i++) files[`img/${p}-${i}.png`] = ''
    }
    const plain = await auditFiles(files, { maxFindings: 50 })
    expect(plain.totals.missingAltTags).toBe(180)
    expect(plain.omitted.some((o) => o.rule === 'missing-alt')).toBe(true)

    const r = await auditFiles(files, { maxFindings: 50, rules: { 'missing-alt': 'off', 'description-missing': 'error' } })
    expect([r.missingAltTags.length, r.totals.missingAltTags, r.omitted]).toEqual([0, 0, []])
    expect(r.totals.errors).toBe(3)
    expect(r.warnings.filter((w) => w.rule === 'description-missing').map((w) => w.level)).toEqual(['error', 'error', 'error'])
    expect(failingFindings(r, { 'missing-alt': 'off', 'description-missing': 'error' })).toBe(3)
    expect(r.score).toBe(97)
  })
})
