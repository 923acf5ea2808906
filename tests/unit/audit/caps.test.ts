import { describe, expect, it } from 'vitest'
import { failingFindings, FINDING_CAPS, formatReport, REPORT_FORMATS } from '../../../src/audit/index.ts'
import { auditFiles, page } from './helpers.ts'

describe('bounded reports: findings are capped per rule and per page, with exact "and N more" counts', () => {
  it('a page with 200,000 broken links lists 50 of them, counts the rest, and every format stays small', { timeout: 60_000 }, async () => {
    const n = 200_000
    const links: string[] = []
    for (let i = 0; i < n; i++) links.push(`<a href="/gone-${i}">gone ${i}</a>`)
    links.push('<a href="/gone-7">the same link again</a>') // a repeat is not a new finding
    const r = await auditFiles({ 'index.html': page('/', { body: links.join('\n') }) })

    expect(r.brokenLinks).toHaveLength(FINDING_CAPS.perPage)
    expect(r.totals.brokenLinks).toBe(n)
    expect(r.omitted).toEqual([{ rule: 'broken-link', page: '/', file: 'index.html', count: n - FINDING_CAPS.perPage }])
    expect(r.score).toBe(0) // the true count, not the listed one

    for (const format of REPORT_FORMATS) {
      const report = formatReport(r, format, { root: 'dist', minScore: 100 })
      expect([format, report.length < 64 * 1024]).toEqual([format, true])
      if (format === 'json') expect(JSON.parse(report).omitted).toEqual(r.omitted)
      else expect(report).toContain(`and ${n - 50} more broken-link findings`)
    }
    expect(formatReport(r, 'text')).toContain(`Score 0/100 (red) · ${n} broken links`)
  })

  it('a rule stops listing at 500 findings in all; pages past that share one "and N more" line', async () => {
    const files: Record<string, string> = { 'index.html': page('/') }
    for (let p = 1; p <= 20; p++) {
      const imgs = Array.from({ length: 40 }, (_, i) => `<img src="/img/${p}-${i}.png">`).join('')
      files[`p${String(p).padStart(2, '0')}.html`] = page(`/p${String(p).padStart(2, '0')}`, { body: imgs })
      for (let i = 0; i < 40; i++) files[`img/${p}-${i}.png`] = ''
    }
    const r = await auditFiles(files)
    expect(r.totals.missingAltTags).toBe(800)
    expect(r.missingAltTags).toHaveLength(FINDING_CAPS.perRule)
    // 12 pages listed in full (480), 20 of the 13th, then nothing from the 7 pages after it
    expect(r.omitted).toEqual([
      { rule: 'missing-alt', page: '/p13', file: 'p13.html', count: 20 },
      { rule: 'missing-alt', count: 280 },
    ])
    const text = formatReport(r, 'text')
    expect(text).toContain('✗ … and 20 more missing-alt findings on this page')
    expect(text).toContain('✗ … and 280 more missing-alt findings on other pages')
    expect(text).toContain('800 missing alt tags')
    const junit = formatReport(r, 'junit')
    expect(junit).toContain('name="other pages (lists capped per rule)"')
    const sarif = JSON.parse(formatReport(r, 'sarif')) as { runs: Array<{ results: Array<{ message: { text: string } }> }> }
    expect(sarif.runs[0]!.results.map((x) => x.message.text).filter((t) => t.startsWith('…'))).toEqual([
      '… and 20 more missing-alt findings on page /p13 (not listed: the report is capped)',
      '… and 280 more missing-alt findings on other pages (not listed: the report is capped)',
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
    const plain = await auditFiles(files)
    expect(plain.totals.missingAltTags).toBe(180)
    expect(plain.omitted.some((o) => o.rule === 'missing-alt')).toBe(true)

    const r = await auditFiles(files, { rules: { 'missing-alt': 'off', 'description-missing': 'error' } })
    expect([r.missingAltTags.length, r.totals.missingAltTags, r.omitted]).toEqual([0, 0, []])
    expect(r.totals.errors).toBe(3)
    expect(r.warnings.filter((w) => w.rule === 'description-missing').map((w) => w.level)).toEqual(['error', 'error', 'error'])
    expect(failingFindings(r, { 'missing-alt': 'off', 'description-missing': 'error' })).toBe(3)
    expect(r.score).toBe(97)
  })
})
