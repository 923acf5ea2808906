/** On a large site the CLI parses pages on every core; the findings are exactly those of one thread. */
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { generateSite } from '../../../packages/seo-audit/dev/fixture-site.ts'
import { loadSite } from '../../../packages/seo-audit/src/cli/load-site.ts'
import { PARALLEL_MIN_PAGES, startExtractPool } from '../../../packages/seo-audit/src/cli/parallel-extract.ts'
import { auditSite, extractPage, type AuditResult, type PageInput } from '../../../packages/seo-audit/src/engine/index.ts'
import { cleanupTmpDirs, runCli, tmpDir } from './cli-helpers.ts'

afterAll(cleanupTmpDirs)

const comparable = (r: AuditResult) => ({ ...r, auditDate: '', stats: { ...r.stats, durationMs: 0, parseThreads: 0 } })

describe('parsing on several threads', () => {
  it(`a site of ${PARALLEL_MIN_PAGES}+ pages with --threads 2: the report is the one-thread report (the default)`, { timeout: 60_000 }, async () => {
    const gen = await generateSite({ dir: path.join(tmpDir(), 'site'), pages: PARALLEL_MIN_PAGES + 20, externalOrigin: 'http://127.0.0.1:9' })
    const cli = await runCli([gen.dir, '--format', 'json', '--min-score', '0', '--threads', '2'], gen.dir, 60_000)
    expect(cli.stderr).toBe('')
    const parallel = JSON.parse(cli.stdout) as AuditResult
    // 2 when the helper thread started in time to take pages, 1 when this thread had parsed them all first.
    expect([1, 2]).toContain(parallel.stats.parseThreads)

    const site = await loadSite(gen.dir)
    const single = await auditSite({ pages: site.pages, files: site.files, texts: site.texts, siteUrl: site.manifestSiteUrl, extraWarnings: site.warnings })
    expect(single.brokenLinks.length).toBeGreaterThan(0)
    expect(comparable(parallel)).toEqual(comparable(single))

    const oneThread = JSON.parse((await runCli([gen.dir, '--format', 'json', '--min-score', '0'], gen.dir, 60_000)).stdout) as AuditResult
    expect(oneThread.stats.parseThreads).toBeUndefined()
    expect(comparable(oneThread)).toEqual(comparable(single))
  })

  it('a helper thread that is ready takes chunks of pages, and its facts are the ones this thread would have extracted', { timeout: 60_000 }, async () => {
    const gen = await generateSite({ dir: path.join(tmpDir(), 'site'), pages: PARALLEL_MIN_PAGES + 20, externalOrigin: 'http://127.0.0.1:9' })
    const site = await loadSite(gen.dir)
    const pool = startExtractPool(new URL('../../../packages/seo-audit/src/cli/main.ts', import.meta.url), 2)
    try {
      await pool.ready()
      const pages = site.pages.map((p) => ({ ...p })) as PageInput[]
      await expect(pool.extract(pages)).resolves.toBe(2)
      for (const p of pages) if ('html' in p) expect(p.facts).toEqual(extractPage(p.html))
    } finally {
      await pool.close()
    }
  })
})
