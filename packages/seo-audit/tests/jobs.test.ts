/**
 * `--jobs N`: pages read and extracted on worker threads give the report one thread gives, byte for byte
 * (timing fields aside), in the bundled command and from source.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { generateSite } from '../dev/fixture-site.ts'
import { loadSite } from '../src/cli/load-site.ts'
import { poolSize, SMALL_SITE } from '../src/cli/load-pool.ts'
import { linksOf } from '../src/engine/index.ts'
import { cleanupTmpDirs, runCli, tmpDir, writeSite } from './cli-helpers.ts'

afterAll(cleanupTmpDirs)

const FOREIGN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/foreign')

/** The JSON report with its timing fields masked. */
function masked(json: string): string {
  return json.replace(/"auditDate": "[^"]*"/, '"auditDate": "-"').replace(/"durationMs": \d+/, '"durationMs": 0')
}

describe('--jobs', () => {
  it('1 and 2 threads write the same JSON report', { timeout: 120_000 }, async () => {
    const gen = await generateSite({ dir: path.join(tmpDir(), 'site'), pages: 400, externalOrigin: 'http://127.0.0.1:9' })
    // A file too large to parse and a binary one, among the pages the workers read.
    writeSite(gen.dir, { 'blog/huge.html': `<p>${'x'.repeat(1_100_000)}</p>`, 'blog/binary.html': new Uint8Array([60, 0, 1, 2]) })
    for (const dir of [gen.dir, path.join(FOREIGN, 'rustdoc')]) {
      const reports: string[] = []
      for (const jobs of ['1', '2']) {
        const out = path.join(tmpDir(), `r-${jobs}.json`)
        const r = await runCli([dir, '--jobs', jobs, '--format', 'json', '--output', out, '--min-score', '0', '--strict', '--max-file-size', '1'], dir)
        expect([r.code, r.stderr]).toEqual([1, ''])
        reports.push(masked(readFileSync(out, 'utf8')))
      }
      expect(reports[0]!.length).toBeGreaterThan(2_000)
      expect(reports[1]).toBe(reports[0])
    }
  })

  it('from source, the pages and their links are those one thread reads, in the same order', { timeout: 60_000 }, async () => {
    const gen = await generateSite({ dir: path.join(tmpDir(), 'src-site'), pages: 300 })
    const one = await loadSite(gen.dir, { extract: true })
    const two = await loadSite(gen.dir, { extract: true, jobs: 2 })
    const view = (site: typeof one) => site.pages.map((p) => ('facts' in p && p.facts ? [p.file, p.facts.title, [...p.facts.ids], linksOf(p.facts)] : [p.file]))
    expect(view(two)).toEqual(view(one))
  })

  it('one thread for a small site or one core; never more threads than batches of pages', () => {
    expect(poolSize(0, SMALL_SITE - 1)).toBe(1)
    expect(poolSize(4, 100)).toBe(1)
    expect(poolSize(4, 100_000)).toBe(4)
    expect(poolSize(1, 100_000)).toBe(1)
  })
})
