/**
 * Every report format, byte for byte, against digests of what the formatters wrote before they were made
 * to stream (tests/fixtures/golden/reports.json): a generated site with every kind of finding and three
 * foreign sites, plain, capped (--max-findings) and against a baseline report. `UPDATE_GOLDEN=1` rewrites
 * the digests, only for a deliberate change of a format.
 */
import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { generateSite } from '../dev/fixture-site.ts'
import { loadSite } from '../src/cli/load-site.ts'
import { formatReport, REPORT_FORMATS, reportChunks, type FormatOptions } from '../src/cli/format/index.ts'
import { auditSite, findingKeys, type AuditResult } from '../src/engine/index.ts'
import { cleanupTmpDirs, tmpDir } from './cli-helpers.ts'
import { auditFiles, page } from './helpers.ts'

afterAll(cleanupTmpDirs)

const here = path.dirname(fileURLToPath(import.meta.url))
const GOLDEN = path.join(here, 'fixtures/golden/reports.json')
const FOREIGN = path.join(here, 'fixtures/foreign')
const NOW = new Date('2026-11-24T00:00:00Z')

async function audit(dir: string, extra: { maxFindings?: number; baselineOf?: AuditResult } = {}): Promise<AuditResult> {
  const site = await loadSite(dir, { extract: true })
  const r = await auditSite({
    pages: site.pages,
    files: site.files,
    texts: site.texts,
    unreadPaths: site.unreadPaths,
    siteUrl: site.manifestSiteUrl,
    strict: true,
    now: NOW,
    ...(extra.maxFindings ? { maxFindings: extra.maxFindings } : {}),
    ...(extra.baselineOf
      ? { baseline: { source: 'in the baseline report', published: extra.baselineOf.published.slice(1), findings: findingKeys(extra.baselineOf).slice(3), score: 50 } }
      : {}),
  })
  r.stats.durationMs = 1234
  return r
}

/** Each case's reports, by `case/format`. */
export async function goldenReports(): Promise<Map<string, string>> {
  const gen = await generateSite({ dir: path.join(tmpDir(), 'site'), pages: 150, externalOrigin: 'http://127.0.0.1:9' })
  const sources: FormatOptions['sources'] = { 'blog/post-1.html': 'posts/post-1.md', 'index.html': 'src/pages/Home.tsx' }
  const plain = await audit(gen.dir)
  const cases: Array<[string, AuditResult, FormatOptions]> = [
    ['generated', plain, { root: 'dist', minScore: 100, sources }],
    ['generated-no-options', plain, {}],
    ['generated-capped', await audit(gen.dir, { maxFindings: 2 }), { root: 'dist', minScore: 80 }],
    ['generated-baseline', await audit(gen.dir, { baselineOf: plain }), { root: 'out/', minScore: 0, sources }],
  ]
  for (const name of ['rustdoc', 'eleventy', 'mkdocs']) cases.push([name, await audit(path.join(FOREIGN, name)), { root: name, minScore: 90 }])
  const out = new Map<string, string>()
  for (const [name, result, options] of cases) for (const format of REPORT_FORMATS) out.set(`${name}/${format}`, formatReport(result, format, options))
  return out
}

const digest = (s: string) => `${Buffer.byteLength(s)} ${createHash('sha256').update(s).digest('hex')}`

describe('report formats, byte for byte', () => {
  it('write what they wrote before they streamed', { timeout: 60_000 }, async () => {
    const reports = await goldenReports()
    const got = Object.fromEntries([...reports].map(([k, v]) => [k, digest(v)]))
    if (process.env.UPDATE_GOLDEN) writeFileSync(GOLDEN, `${JSON.stringify(got, null, 2)}\n`)
    const want = JSON.parse(readFileSync(GOLDEN, 'utf8')) as Record<string, string>
    expect(Object.keys(got).length).toBe(35)
    expect(got).toEqual(want)
  })
})

describe('machine reports are written a piece at a time', () => {
  it('no piece of a 30,000-finding report is more than a few findings long, and the pieces make the whole', { timeout: 60_000 }, async () => {
    const links = Array.from({ length: 10_000 }, (_, i) => `<a href="/gone-${i}">gone ${i}</a><img src="/i-${i}.png">`)
    const r = await auditFiles({ 'index.html': page('/', { body: links.join('\n') }) })
    expect(r.brokenLinks.length + r.missingAltTags.length).toBe(30_000) // each missing image is a broken link too
    for (const format of ['json', 'sarif', 'junit', 'github'] as const) {
      const pieces = [...reportChunks(r, format, { root: 'dist', minScore: 100 })]
      const whole = pieces.join('')
      expect([format, whole]).toEqual([format, formatReport(r, format, { root: 'dist', minScore: 100 })])
      // JUnit's piece is a page's test case (here one page holds them all); the others' is a finding.
      if (format !== 'junit') expect([format, pieces.length > 30_000, Math.max(...pieces.map((p) => p.length)) <= 4_096]).toEqual([format, true, true])
    }
  })
})
