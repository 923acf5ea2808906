/** seo-audit.config.json, package.json's "seo-audit" key and --config: options, ignore patterns, per-rule severity. */
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { AuditResult } from '../src/engine/index.ts'
import { cleanupTmpDirs, runCli, site, writeSite } from './cli-helpers.ts'
import { page } from './helpers.ts'

afterAll(cleanupTmpDirs)

const T = 60_000 // several CLI runs per test
const json = (stdout: string) => JSON.parse(stdout) as AuditResult

/** A site in `<tmp>/dist` with a missing alt text, a link to a missing page and no description on /blog. */
function flawedSite(): { dir: string; project: string } {
  const dir = site({
    'blog.html': page('/blog', { description: null, body: '<img src="/pc.webp"> <a href="/drafts/x">draft</a>' }),
    'pc.webp': '',
  })
  return { dir, project: path.dirname(dir) }
}

describe.concurrent('seo-audit config', () => {
  it('seo-audit.config.json in the working directory sets options, ignore patterns and rule severities', { timeout: T }, async () => {
    const { project } = flawedSite()
    const before = await runCli(['--format', 'json'], project)
    expect(before.code).toBe(1)
    expect(json(before.stdout).brokenLinks).toHaveLength(1)

    writeSite(project, {
      'seo-audit.config.json': JSON.stringify({
        minScore: 90,
        ignore: ['*/drafts/*'],
        rules: { 'missing-alt': 'off', 'description-missing': 'error' },
      }),
    })
    const r = await runCli(['--format', 'json'], project)
    const result = json(r.stdout)
    expect(result.brokenLinks).toEqual([])
    expect(result.missingAltTags).toEqual([])
    expect(result.warnings.map((w) => [w.rule, w.level])).toEqual([['description-missing', 'error']])
    expect(result.score).toBe(99)
    expect(r.code).toBe(1) // an `error` rule fails the run whatever the score

    const text = await runCli([], project)
    expect(text.stdout).toContain('✗ description-missing: No <meta name="description">')
    expect(text.stdout).toContain('FAIL (minimum score 90, and 1 error finding fails regardless)')
  })

  it('flags override the file; --ignore adds to its patterns', { timeout: T }, async () => {
    const { project } = flawedSite()
    writeSite(project, { 'seo-audit.config.json': JSON.stringify({ minScore: 0, strict: true, ignore: ['/nothing/'] }) })
    expect((await runCli([], project)).code).toBe(1) // the broken link
    const r = await runCli(['--min-score', '100', '--ignore', '*/drafts/*'], project)
    expect(r.code).toBe(1)
    expect(r.stdout).toContain('FAIL (minimum score 100)')
    const relaxed = await runCli(['--ignore', '*/drafts/*'], project)
    expect(relaxed.stdout).toContain('Score 96/100')
    expect(relaxed.code).toBe(0)
  })

  it('reads the "seo-audit" key of package.json, and a file named by --config with paths relative to it', { timeout: T }, async () => {
    const { project } = flawedSite()
    writeSite(project, { 'package.json': JSON.stringify({ name: 'x', 'seo-audit': { rules: { 'broken-link': 'warn' }, minScore: 0 } }) })
    const fromPackage = await runCli([], project)
    expect(fromPackage.stdout).toContain('✗ broken-link')
    expect(fromPackage.code).toBe(0) // a `warn` broken link fails only through the score

    writeSite(project, { 'ci/audit.json': JSON.stringify({ dir: '../dist', ignore: ['*/drafts/*'], minScore: 90 }) })
    const elsewhere = path.dirname(project)
    const r = await runCli(['--config', path.join(project, 'ci/audit.json')], elsewhere)
    expect(r.stdout).toContain('Score 97/100')
    expect(r.code).toBe(0)
  })

  it('an unknown key, an unknown rule or a bad value is a one-line error naming it (exit 2)', { timeout: T }, async () => {
    const { project } = flawedSite()
    const cases: Array<[unknown, string]> = [
      [{ minScore: 90, colour: 'red' }, 'seo-audit: seo-audit.config.json: colour: unknown field (check the spelling)\n'],
      [{ rules: { 'missing-og-imag': 'off' } }, 'seo-audit: seo-audit.config.json: rules.missing-og-imag: unknown field (check the spelling)\n'],
      [{ trailingSlash: 'sometimes' }, 'seo-audit: seo-audit.config.json: trailingSlash: Invalid option: expected one of "auto"|"always"|"never"\n'],
    ]
    for (const [config, stderr] of cases) {
      writeSite(project, { 'seo-audit.config.json': JSON.stringify(config) })
      const r = await runCli([], project)
      expect(r.code).toBe(2)
      expect(r.stderr).toBe(stderr)
    }
    writeSite(project, { 'seo-audit.config.json': '{"minScore": 90,}' })
    const bad = await runCli([], project)
    expect(bad.code).toBe(2)
    expect(bad.stderr).toMatch(/^seo-audit: seo-audit\.config\.json: invalid JSON at line 1, column \d+: .*\n$/)
  })
})
