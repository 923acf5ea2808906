/**
 * The deploy guard (`--baseline`): a URL the previous deploy published must still answer (a page, a
 * stub or a `_redirects` rule), and with the previous report a run fails only on new findings.
 */
import { once } from 'node:events'
import { writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { parseRedirectsFile, type AuditResult } from '../src/engine/index.ts'
import { formatReport } from '../src/cli/format/index.ts'
import { cleanupTmpDirs, runCli, site, tmpDir } from './cli-helpers.ts'
import { auditFiles, page, SITE, sitemap, stub } from './helpers.ts'

afterAll(cleanupTmpDirs)

const published = (...paths: string[]) => ({ source: 'in the baseline sitemap.xml', published: paths.map((p) => `${SITE}${p}`), findings: null })

describe('deploy guard: published URLs', () => {
  it('a published URL gone without a redirect fails; one kept by a stub or a _redirects rule passes', async () => {
    const r = await auditFiles(
      {
        'index.html': page('/'),
        'blog.html': page('/blog'),
        'old-shop.html': stub(`${SITE}/blog`),
        'dup.html': page('/dup', { canonical: `${SITE}/guides`, head: '<meta name="robots" content="noindex">' }),
      },
      {
        redirectsFile: '# comment\n/news/*   /blog  301\n/promo  /blog 302\n/api/*  /.netlify/functions/:splat  200\n',
        sitemapPaths: ['/', '/blog'],
        baseline: published('/', '/blog', '/old-shop', '/news/2024/launch', '/guides', '/promo', '/api/x'),
      },
    )
    expect(r.warnings.filter((w) => w.level === 'error').map((w) => `${w.page}: ${w.rule}: ${w.url}`)).toEqual([
      `/api/x: published-url-gone: ${SITE}/api/x`, // a 200 rewrite is not a redirect
      `/dup: canonical-target-gone: ${SITE}/guides`,
      `/guides: published-url-gone: ${SITE}/guides`,
    ])
    expect(r.baseline).toMatchObject({ published: 7, gone: 2, compared: false })
    expect(r.totals.errors).toBe(3)
    expect(formatReport(r, 'text', { minScore: 0 })).toContain('Baseline (sitemap.xml): 7 published URLs checked, 2 gone')
    expect(formatReport(r, 'text', { minScore: 0 })).toContain('FAIL')
  })

  it('_redirects: splats, placeholders and statuses', () => {
    const rules = parseRedirectsFile('/a/*  /b/:splat  301\n/c/:year/:slug  /d/:slug\n/e  /f  404\n/g/  /h  308!\n')
    const matches = (p: string) => rules.some((r) => r.from.test(p))
    expect(['/a/x/y', '/a', '/c/2024/post', '/g', '/g/'].map(matches)).toEqual([true, true, true, true, true])
    expect(['/e', '/c/2024', '/ab'].map(matches)).toEqual([false, false, false])
  })
})

describe('deploy guard: only what changed', () => {
  const files = (extra: string) => ({
    'index.html': page('/', { body: `<a href="/gone-old">old</a>${extra}` }),
  })

  it('with the previous report, findings it held are known; only new ones fail', async () => {
    const before = await auditFiles(files(''))
    expect(before.brokenLinks).toHaveLength(1)
    const baseline = { source: 'in the baseline main.json', published: before.published, findings: null as string[] | null }
    const { findingKeys } = await import('../src/engine/index.ts')
    baseline.findings = findingKeys(before)

    const same = await auditFiles(files(''), { baseline: { ...baseline, score: before.score } })
    expect(same.brokenLinks.map((b) => b.known)).toEqual([true])
    expect(formatReport(same, 'text', { minScore: 100 })).toMatch(/0 findings new, 1 in the baseline[\s\S]*PASS/)
    expect(formatReport(same, 'github', { minScore: 100 })).not.toContain('::error')
    // the score is below 100 because of the old link, no lower than the baseline's: JUnit passes too
    expect(formatReport(same, 'junit', { minScore: 100 })).toContain('<testsuites name="seo-audit" tests="2" failures="0"')

    const worse = await auditFiles(files('<a href="/gone-new">new</a>'), { baseline: { ...baseline, score: before.score } })
    expect(worse.brokenLinks.map((b) => [b.url, b.known ?? false])).toEqual([
      [`${SITE}/gone-old`, true],
      [`${SITE}/gone-new`, false],
    ])
    const github = formatReport(worse, 'github', { minScore: 100 })
    expect(github.split('\n').filter((l) => l.startsWith('::error'))).toEqual([
      expect.stringContaining(`Broken internal link ${SITE}/gone-new`),
    ])
    expect(github).toMatch(/1 finding new, 1 in the baseline \(those 1 are not annotated\)[\s\S]*FAIL/)
    const sarif = JSON.parse(formatReport(worse, 'sarif')) as { runs: Array<{ results: Array<{ baselineState: string }> }> }
    expect(sarif.runs[0]!.results.map((x) => x.baselineState)).toEqual(['unchanged', 'new'])
  })
})

describe('seo-audit --baseline on the command line', () => {
  it('reads a sitemap from a file or a URL (with its index), and a previous JSON report', { timeout: 60_000 }, async () => {
    const before = site({ 'guides.html': page('/guides') }, ['/', '/blog', '/guides'])
    const after = site()
    const dir = tmpDir()
    writeFileSync(path.join(dir, 'sitemap.xml'), sitemap(['/', '/blog', '/guides']))

    const fromFile = await runCli([after, '--baseline', path.join(dir, 'sitemap.xml')], dir)
    expect(fromFile.code).toBe(1)
    expect(fromFile.stdout).toContain('published-url-gone: /guides was published (in the baseline sitemap.xml)')
    expect(fromFile.stdout).toContain('Baseline (sitemap.xml): 3 published URLs checked, 1 gone')

    const server: Server = createServer((req, res) => {
      if (req.url === '/sitemap.xml') {
        res.end(`<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>http://${req.headers.host}/sitemap-0.xml</loc></sitemap></sitemapindex>`)
      } else if (req.url === '/sitemap-0.xml') res.end(sitemap(['/', '/guides']))
      else res.writeHead(404).end()
    })
    server.listen(0, '127.0.0.1')
    await once(server, 'listening')
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    try {
      const fromUrl = await runCli([after, '--baseline', `${base}/sitemap.xml`], dir)
      expect([fromUrl.code, fromUrl.stdout]).toEqual([1, expect.stringContaining('2 published URLs checked, 1 gone')])
      const missing = await runCli([after, '--baseline', `${base}/nope.xml`], dir)
      expect([missing.code, missing.stderr.trim()]).toEqual([2, `seo-audit: cannot fetch the baseline ${base}/nope.xml: it answers 404`])
    } finally {
      server.close()
    }

    // the previous report: same findings pass, the lost page fails
    const report = path.join(dir, 'main.json')
    expect((await runCli([before, '--format', 'json', '--output', report], dir)).code).toBe(0)
    expect((JSON.parse((await import('node:fs')).readFileSync(report, 'utf8')) as AuditResult).published).toHaveLength(3)
    const pr = await runCli([after, '--baseline', report], dir)
    expect([pr.code, pr.stdout]).toEqual([1, expect.stringContaining('/guides was published (in the baseline main.json)')])
    expect((await runCli([before, '--baseline', report], dir)).code).toBe(0)

    const notAReport = path.join(dir, 'x.json')
    writeFileSync(notAReport, '{"score": 100}')
    const bad = await runCli([after, '--baseline', notAReport], dir)
    expect([bad.code, bad.stderr]).toEqual([2, expect.stringContaining('is not a seo-audit JSON report with its published URLs')])
  })
})
