import { Parser } from 'htmlparser2'
import { describe, expect, it } from 'vitest'
import { type AuditResult } from '../src/engine/index.ts'
import { formatReport } from '../src/cli/format/index.ts'
import { SITE, auditFiles, page, withHome } from './helpers.ts'

async function sample(): Promise<AuditResult> {
  return auditFiles(
    {
      ...withHome('<a href="/gone">Gone</a> <img src="/a.png">', { 'a.png': '' }),
      'blog.html': page('/blog', {
        title: null,
        body: '<img src="http://cdn.example.com/x.png" alt="x"> <a href="/nope">1</a> <a href="/nada">2</a>',
      }),
      'quiet.html': page('/quiet', { h1: null }),
    },
    { checkExternal: async (url) => (url.includes('down') ? { status: 0 } : { status: 200 }) },
  ).then(async (r) => {
    // add an external No Response for the wording (the score stays that of the first audit: 72)
    const more = await auditFiles(withHome('<a href="https://down.example/">down</a>'), {
      checkExternal: async () => ({ status: 0, note: 'ECONNREFUSED' }),
    })
    return {
      ...r,
      brokenLinks: [...r.brokenLinks, ...more.brokenLinks],
      totals: { ...r.totals, brokenLinks: r.totals.brokenLinks + more.totals.brokenLinks },
    }
  })
}

/** Parses XML with htmlparser2 and returns its elements (name, attributes, text). */
function parseXml(xml: string) {
  const elements: Array<{ name: string; attrs: Record<string, string>; text: string }> = []
  const stack: typeof elements = []
  new Parser(
    {
      onopentag(name, attrs) {
        const el = { name, attrs, text: '' }
        elements.push(el)
        stack.push(el)
      },
      ontext(t) {
        const top = stack[stack.length - 1]
        if (top) top.text += t
      },
      onclosetag() {
        stack.pop()
      },
    },
    { xmlMode: true },
  ).end(xml)
  return elements
}

describe('report formats', () => {
  it('json is the audit result, a superset of the specification shape', async () => {
    const r = await sample()
    const json = JSON.parse(formatReport(r, 'json')) as AuditResult
    expect(json.brokenLinks[0]).toEqual(
      expect.objectContaining({ url: `${SITE}/gone`, status: 404, page: '/', linkText: 'Gone', type: 'internal' }),
    )
    expect(json.mixedContent[0]).toEqual(
      expect.objectContaining({ page: '/blog', url: 'http://cdn.example.com/x.png', kind: 'image', message: 'Insecure image: http://cdn.example.com/x.png' }),
    )
    expect(json.missingAltTags[0]).toEqual(expect.objectContaining({ page: '/', src: '/a.png', message: 'Missing alt tag: /a.png' }))
    expect(json.slowLoadingResources).toEqual([])
    expect(json.warnings[0]).toEqual(expect.objectContaining({ rule: 'title-missing', page: '/blog' }))
  })

  it('text groups findings by page, worst page first, and shows status 0 as No Response', async () => {
    const text = formatReport(await sample(), 'text', { root: 'dist', minScore: 100 })
    const headings = text.split('\n').filter((l) => l.startsWith('/'))
    expect(headings).toEqual(['/blog  dist/blog.html  (−20)', '/  dist/index.html  (−13)', '/quiet  dist/quiet.html'])
    expect(text).toContain('✗ broken-link: Broken external link https://down.example/ (No Response) “down”')
    expect(text).toContain('✗ mixed-content: Insecure image: http://cdn.example.com/x.png')
    expect(text).toContain('✗ missing-alt: Missing alt tag: /a.png')
    expect(text).toContain('! h1-missing: No <h1>')
    expect(text).toMatch(/^Score \d+\/100 \((green|yellow|red)\) · 4 broken links · 1 mixed-content item · 1 missing alt tag · 2 warnings$/m)
    expect(text.trimEnd().split('\n').at(-1)).toMatch(/^FAIL/)
  })

  it('text says so when there is nothing to report', async () => {
    const text = formatReport(await auditFiles({ 'index.html': page('/') }), 'text')
    expect(text).toContain('Score 100/100 (green)')
    expect(text).toContain('No problems found.')
  })

  it('junit has a test case per page with findings, failing on errors, with the file for annotations', async () => {
    const xml = formatReport(await sample(), 'junit', { root: 'dist', minScore: 100 })
    const els = parseXml(xml)
    const suite = els.find((e) => e.name === 'testsuite')!
    const cases = els.filter((e) => e.name === 'testcase')
    expect(cases.map((c) => [c.attrs.name, c.attrs.file])).toEqual([
      ['score 72 >= 100', undefined],
      ['/blog', 'dist/blog.html'],
      ['/', 'dist/index.html'],
      ['/quiet', 'dist/quiet.html'],
    ])
    const failures = els.filter((e) => e.name === 'failure')
    expect(failures).toHaveLength(3) // the score, /blog, /
    expect(suite.attrs.failures).toBe('3')
    expect(failures[1]!.text).toContain('[mixed-content] Insecure image: http://cdn.example.com/x.png')
    const out = els.filter((e) => e.name === 'system-out').map((e) => e.text)
    expect(out).toEqual(['[title-missing] No <title>', '[h1-missing] No <h1>'])
  })

  it('sarif 2.1.0 lists rules and results with levels and file locations', async () => {
    const sarif = JSON.parse(formatReport(await sample(), 'sarif', { root: 'dist' })) as {
      version: string
      runs: Array<{
        tool: { driver: { name: string; rules: Array<{ id: string }> } }
        results: Array<{ ruleId: string; level: string; message: { text: string }; locations?: Array<{ physicalLocation: { artifactLocation: { uri: string }; region?: { startLine: number } } }> }>
      }>
    }
    expect(sarif.version).toBe('2.1.0')
    const run = sarif.runs[0]!
    expect(run.tool.driver.name).toBe('seo-audit')
    expect(run.tool.driver.rules.map((r) => r.id)).toEqual(['broken-link', 'h1-missing', 'missing-alt', 'mixed-content', 'title-missing'])
    const mixed = run.results.find((r) => r.ruleId === 'mixed-content')!
    expect(mixed.level).toBe('error')
    expect(mixed.locations![0]!.physicalLocation.artifactLocation.uri).toBe('dist/blog.html')
    expect(mixed.locations![0]!.physicalLocation.region!.startLine).toBeGreaterThan(0)
    expect(run.results.find((r) => r.ruleId === 'h1-missing')!.level).toBe('warning')
  })
})
