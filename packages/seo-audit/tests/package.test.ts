/**
 * Another project installs the packed tarball and runs `npx seo-audit`: offline, with nothing
 * but the tarball (the bin is one bundled JavaScript file with no runtime dependencies).
 */
import { execFile } from 'node:child_process'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { userShellEnv } from '../dev/user-env.ts'
import type { AuditResult } from '../src/engine/index.ts'
import { cleanupTmpDirs, tmpDir, writeSite } from './cli-helpers.ts'

afterAll(cleanupTmpDirs)

const run = promisify(execFile)
const PACKAGE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const ELEVENTY = path.join(PACKAGE, 'tests/fixtures/foreign/eleventy')
// Another project's shell: none of this repository's tools on PATH (they once hid that the package's
// install hook needed a dev dependency), and none of the npm_* variables an `npm test` run sets.
const env = userShellEnv({
  CI: '1',
  NO_COLOR: '1',
  npm_config_update_notifier: 'false',
  npm_config_fund: 'false',
  npm_config_audit: 'false',
})

describe('the npm package', () => {
  it('packs the bundled bin only, installs into an empty project offline and audits a site there', { timeout: 120_000 }, async () => {
    const work = tmpDir()
    const packed = await run('npm', ['pack', '--json', '--pack-destination', work], { cwd: PACKAGE, env })
    const [info] = JSON.parse(packed.stdout.slice(packed.stdout.indexOf('['))) as Array<{ filename: string; files: Array<{ path: string }> }>
    // its own name; the bin, the bundle and the chunks it loads on demand (the config schema's zod among
    // them), its README and licence, and nothing from src/ or node_modules
    expect(info!.filename).toMatch(/^seo-audit-\d+\.\d+\.\d+\.tgz$/)
    const packedFiles = info!.files.map((f) => f.path).sort()
    expect(packedFiles.filter((f) => !f.startsWith('dist/chunks/'))).toEqual(['LICENSE', 'README.md', 'bin/seo-audit.cjs', 'dist/cli.mjs', 'package.json'])
    expect(packedFiles.filter((f) => f.startsWith('dist/chunks/')).length).toBeGreaterThan(0)
    expect(packedFiles.every((f) => /^dist\/chunks\/[\w-]+\.mjs$/.test(f) || !f.startsWith('dist/chunks/'))).toBe(true)
    const manifest = JSON.parse(readFileSync(path.join(PACKAGE, 'package.json'), 'utf8')) as Record<string, unknown>
    expect([manifest.name, manifest.license, manifest.dependencies]).toEqual(['seo-audit', 'MIT', undefined])

    const project = writeSite(path.join(work, 'other-site'), {
      'package.json': JSON.stringify({ name: 'other-site', version: '1.0.0', private: true }),
    })
    await run('npm', ['install', '--offline', '--no-save', path.join(work, info!.filename)], { cwd: project, env })
    expect(readdirSync(path.join(project, 'node_modules')).filter((n) => !n.startsWith('.'))).toEqual(['seo-audit'])

    const audited = await run('npx', ['--offline', 'seo-audit', ELEVENTY, '--format', 'json'], { cwd: project, env }).then(
      () => {
        throw new Error('expected exit 1: the fixture has broken links')
      },
      (e: { code: number; stdout: string; stderr: string }) => e,
    )
    expect(audited.code).toBe(1)
    const result = JSON.parse(audited.stdout) as AuditResult
    expect(result.pagesScanned).toBe(5)
    expect(result.brokenLinks).toHaveLength(2)

    // A config file in that project is read (its schema is in a chunk the bin loads on demand):
    // a valid one applies, an unknown key is refused by name.
    writeFileSync(path.join(project, 'seo-audit.config.json'), JSON.stringify({ ignore: ['*/cold-brew/*'] }))
    const configured = await run('npx', ['--offline', 'seo-audit', ELEVENTY, '--format', 'json'], { cwd: project, env }).catch((e: { stdout: string }) => e)
    expect((JSON.parse(configured.stdout) as AuditResult).brokenLinks.map((b) => b.url)).toEqual(['https://dune-coffee.example/blog/brewing-guide/#ratio'])
    writeFileSync(path.join(project, 'seo-audit.config.json'), JSON.stringify({ minScore: 0, minimumScore: 90 }))
    const refused = await run('npx', ['--offline', 'seo-audit', ELEVENTY], { cwd: project, env }).then(
      () => {
        throw new Error('expected exit 2: the config has an unknown key')
      },
      (e: { code: number; stderr: string }) => e,
    )
    expect(refused.code).toBe(2)
    expect(refused.stderr).toMatch(/minimumScore/)

    // The installed command knows its own version (the package's).
    const version = await run('npx', ['--offline', 'seo-audit', '--version'], { cwd: project, env })
    expect(version.stdout.trim()).toBe(manifest.version)
    // ...and so does the full command (the bundle, not the launcher's shortcut)
    const help = await run('npx', ['--offline', 'seo-audit', '--help'], { cwd: project, env })
    expect(help.stdout).toContain('--baseline <report-or-sitemap>')
  })
})
