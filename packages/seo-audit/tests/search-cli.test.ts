/**
 * `--search-data`: the audit with Search Console figures. A URL with impressions the build lost without a redirect
 * fails as published-url-gone (no baseline needed), findings carry their page's clicks and impressions, and the
 * text report lists the page with most impressions first. Without the flag nothing changes.
 */
import { closeSync, ftruncateSync, mkdirSync, openSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { CONFIG_FILE } from '../src/cli/config.ts'
import { formatReport } from '../src/cli/format/index.ts'
import { parseSearchExport } from '../src/search-data/index.ts'
import { apiExport, uiExportFiles, zipFiles } from '../dev/search-export.ts'
import { cleanupTmpDirs, runCli, site, tmpDir } from './cli-helpers.ts'
import { auditFiles, page, SITE, stub } from './helpers.ts'

afterAll(cleanupTmpDirs)

const PAGES = [
  { key: `${SITE}/deleted-guide`, clicks: 40, impressions: 900, position: 6.1 }, // gone: no page, no redirect
  { key: `${SITE}/blog`, clicks: 25, impressions: 500, position: 4.4 },
  { key: `${SITE}/old-news`, clicks: 9, impressions: 300, position: 5 }, // kept by a _redirects rule
  { key: `${SITE}/old-shop`, clicks: 3, impressions: 120, position: 8 }, // kept by a stub
  { key: `${SITE}/`, clicks: 2, impressions: 50, position: 9.2 },
  { key: 'https://shop.falconpc.ae/cart', clicks: 1, impressions: 40, position: 3 }, // another host
]

/** The build: the home page has a broken link (−5), the blog a missing alt (−3); without figures the home page comes first. */
function build(): string {
  return site({
    'index.html': page('/', { body: '<a href="/blog">Blog</a><a href="/missing">Missing</a>' }),
    'blog.html': page('/blog', { body: '<a href="/">Home</a><img src="/img/card.jpg">' }),
    'old-shop.html': stub(`${SITE}/blog`),
    _redirects: '/old-news /blog 301\n',
  })
}

function exportZip(): string {
  const zip = path.join(tmpDir(), 'falconpc.ae-Performance-on-Search-2026-03-03.zip')
  const files = uiExportFiles({
    queries: [{ key: 'gaming pc, dubai', clicks: 79, impressions: 1910, position: 5.6 }],
    pages: PAGES,
    filters: [
      ['Search type', 'Web'],
      ['Date', 'Last 3 months'],
    ],
  })
  writeFileSync(zip, zipFiles(files))
  return zip
}

describe('seo-audit --search-data', () => {
  it('fails on a page with impressions deleted without a redirect, and lists the page with most impressions first', async () => {
    const dist = build()
    const zip = exportZip()
    const r = await runCli([dist, '--search-data', zip, '--min-score', '0'], path.dirname(dist))
    expect(r.stderr).toBe('')
    expect(r.code).toBe(1)
    const pages = r.stdout.split('\n').filter((l) => l.startsWith('/'))
    expect(pages).toEqual([
      '/deleted-guide  (−1)  · 900 impressions and 40 clicks',
      '/blog  dist/blog.html  (−3)  · 500 impressions and 25 clicks',
      '/  dist/index.html  (−5)  · 50 impressions and 2 clicks',
    ])
    expect(r.stdout).toContain(
      '✗ published-url-gone: /deleted-guide had 900 impressions and 40 clicks in Search Console (Last 3 months, Web) and this build serves nothing there',
    )
    expect(r.stdout).toContain('Search Console (UI export: Last 3 months, Web): 79 clicks, 1,870 impressions · 5 URLs with impressions, 1 gone without a redirect')
    expect(r.stdout).not.toMatch(/old-news|old-shop|shop\.falconpc/)
  })

  it('JSON, SARIF and GitHub annotations carry the figures; the unzipped folder reads the same', async () => {
    const dist = build()
    const folder = path.join(tmpDir(), 'unzipped')
    mkdirSync(folder)
    for (const [name, text] of Object.entries(uiExportFiles({ queries: [], pages: PAGES }))) writeFileSync(path.join(folder, name), text)
    const json = await runCli([dist, '--search-data', folder, '--format', 'json', '--min-score', '0'], path.dirname(dist))
    const report = JSON.parse(json.stdout) as { brokenLinks: Array<{ search?: unknown }>; warnings: Array<{ rule: string; page: string; search?: unknown }>; search?: unknown }
    expect(report.brokenLinks[0]!.search).toEqual({ clicks: 2, impressions: 50 })
    expect(report.warnings.find((w) => w.rule === 'published-url-gone')).toMatchObject({ page: '/deleted-guide', search: { clicks: 40, impressions: 900 } })
    expect(report.search).toMatchObject({ source: 'ui-export', gone: 1, pagesWithImpressions: 5 })

    const sarif = await runCli([dist, '--search-data', folder, '--format', 'sarif', '--min-score', '0'], path.dirname(dist))
    const results = (JSON.parse(sarif.stdout) as { runs: Array<{ results: Array<{ ruleId: string; properties?: unknown }> }> }).runs[0]!.results
    expect(results.find((x) => x.ruleId === 'missing-alt')!.properties).toEqual({ clicks: 25, impressions: 500 })

    const github = await runCli([dist, '--search-data', folder, '--format', 'github', '--min-score', '0'], path.dirname(dist))
    expect(github.stdout).toMatch(/^::error file=dist\/blog\.html,line=\d+,title=seo-audit missing-alt::Missing alt tag: \/img\/card\.jpg \[\/blog: 500 impressions and 25 clicks in Search Console\]$/m)
  })

  it('an API response works too; a broken export stops the run with its file and row (exit 2)', async () => {
    const dist = build()
    const json = path.join(tmpDir(), 'response.json')
    writeFileSync(json, apiExport([{ query: 'rtx guide', page: `${SITE}/deleted-guide`, clicks: 1, impressions: 30, position: 9 }]))
    const ok = await runCli([dist, '--search-data', json, '--min-score', '0'], path.dirname(dist))
    expect(ok.stdout).toContain('/deleted-guide had 30 impressions and 1 click in Search Console and this build')

    const broken = path.join(tmpDir(), 'Queries.csv')
    writeFileSync(broken, '\uFEFFTop queries,Clicks,Impressions,Position\npc,1,2,3\n')
    const bad = await runCli([dist, '--search-data', broken], path.dirname(dist))
    expect(bad.code).toBe(2)
    expect(bad.stderr).toBe('seo-audit: --search-data: Queries.csv, row 1: has no CTR column (its columns: Top queries, Clicks, Impressions, Position)\n')
  })

  it('the config file can name the export (searchData), relative to where the command runs', async () => {
    const dist = build()
    const cwd = path.dirname(dist)
    writeFileSync(path.join(cwd, 'export.zip'), zipFiles(uiExportFiles({ queries: [], pages: PAGES })))
    writeFileSync(path.join(cwd, CONFIG_FILE), JSON.stringify({ searchData: 'export.zip', minScore: 0 }))
    const r = await runCli(['dist'], cwd)
    expect(r.stdout).toContain('published-url-gone: /deleted-guide had 900 impressions')
  })

  it('a 50 MB file is refused by its size, unread', async () => {
    const big = path.join(tmpDir(), 'big.json')
    const fd = openSync(big, 'w')
    ftruncateSync(fd, 50 * 1024 * 1024) // sparse: no 50 MB written
    closeSync(fd)
    const r = await runCli([build(), '--search-data', big], tmpDir())
    expect(r.code).toBe(2)
    expect(r.stderr).toContain('--search-data: big.json: is 50 MB, larger than the 32 MB read')
  })
})

describe('the engine with search data', () => {
  const files = {
    'index.html': page('/', { body: '<a href="/blog">Blog</a>' }),
    'blog.html': page('/blog', { canonical: `${SITE}/deleted-guide` }),
  }

  it('a canonical pointing at a URL with impressions that is gone is canonical-target-gone; a baseline does not report the URL twice', async () => {
    const searchData = parseSearchExport([{ name: 'Pages.csv', data: uiExportFiles({ queries: [], pages: PAGES.slice(0, 2) })['Pages.csv']! }])
    const r = await auditFiles(files, {
      searchData,
      baseline: { source: 'in the baseline sitemap.xml', published: [`${SITE}/deleted-guide`, `${SITE}/blog`], findings: null },
    })
    const errors = r.warnings.filter((w) => w.level === 'error').map((w) => `${w.rule} ${w.page}`)
    expect(errors).toEqual(['canonical-target-gone /blog', 'published-url-gone /deleted-guide'])
    expect(r.baseline).toMatchObject({ gone: 1 })
    expect(r.warnings.find((w) => w.rule === 'canonical-target-gone')!.message).toContain('(it had 900 impressions and 40 clicks in Search Console)')
  })

  it('without search data nothing changes: no figures, no search line, the old order', async () => {
    const r = await auditFiles(files)
    expect(JSON.stringify(r)).not.toContain('"search"')
    expect(formatReport(r, 'text')).not.toContain('Search Console')
  })
})
