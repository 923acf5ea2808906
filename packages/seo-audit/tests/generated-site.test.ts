import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { generateSite } from '../dev/fixture-site.ts'
import { loadSite } from '../src/cli/load-site.ts'
import { auditSite } from '../src/engine/index.ts'
import { cleanupTmpDirs, tmpDir } from './cli-helpers.ts'

afterAll(cleanupTmpDirs)

describe('a generated site with planted defects (the benchmark fixture, smaller)', () => {
  it('finds every planted defect and nothing else', { timeout: 20_000 }, async () => {
    const gen = await generateSite({ dir: path.join(tmpDir(), 'site'), pages: 200, externalOrigin: 'http://127.0.0.1:9' })
    const site = await loadSite(gen.dir)
    const result = await auditSite({
      pages: site.pages,
      files: site.files,
      texts: site.texts,
      siteUrl: site.manifestSiteUrl,
      checkExternal: async (url) => ({ status: url.includes('/gone-') ? 404 : 200 }),
    })
    expect(result.pagesScanned).toBe(gen.pages)
    expect(result.warnings).toEqual([])
    const found = [
      ...result.brokenLinks.map((b) => `${b.reason === 'missing-fragment' ? 'missing-fragment' : b.type === 'external' ? 'external-broken' : 'broken-link'} ${b.page} ${b.url}`),
      ...result.mixedContent.map((m) => `mixed-content ${m.page} ${m.url}`),
      ...result.missingAltTags.map((a) => `missing-alt ${a.page} ${a.src}`),
    ].sort()
    const planted = gen.defects.map((d) => `${d.kind} ${d.page} ${d.url}`).sort()
    expect(found).toEqual(planted)
    expect(new Set(gen.defects.map((d) => d.kind))).toEqual(
      new Set(['broken-link', 'missing-fragment', 'mixed-content', 'missing-alt', 'external-broken']),
    )
  })
})
