import { execFileSync } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { AuditResult } from '../src/engine/index.ts'
import { cleanupTmpDirs, runCli, site, tmpDir, writeSite } from './cli-helpers.ts'
import { page } from './helpers.ts'

afterAll(cleanupTmpDirs)

const json = (stdout: string) => JSON.parse(stdout) as AuditResult
// Each run starts Node with the TypeScript loader; many run at once (describe.concurrent), so on two busy cores one can take well over 20 s without anything being wrong.
const T = 60_000

describe.concurrent('seo-audit CLI: exit codes and options', () => {
  it('exits 0 on a clean site and says so', { timeout: T }, async () => {
    const dir = site()
    const r = await runCli([], path.dirname(dir)) // default dir: dist
    expect(r.code).toBe(0)
    expect(r.stdout).toContain('SEO audit of https://www.falconpc.ae (dist): 2 pages scanned')
    expect(r.stdout).toContain('Score 100/100 (green)')
    expect(r.stdout).toContain('No problems found.')
    expect(r.stderr).toBe('')
  })

  it('exits 1 on a broken link, whatever --min-score says; json output has the specification fields', { timeout: T }, async () => {
    const dir = site({ 'blog.html': page('/blog', { body: '<a href="/gone">Old post</a>' }) })
    const r = await runCli([dir, '--format', 'json', '--min-score', '0'], path.dirname(dir))
    expect(r.code).toBe(1)
    const result = json(r.stdout)
    expect(result).toEqual(
      expect.objectContaining({ score: 95, scoreColor: 'green', pagesScanned: 2, slowLoadingResources: [], mixedContent: [], missingAltTags: [] }),
    )
    expect(result.brokenLinks).toEqual([
      expect.objectContaining({ url: 'https://www.falconpc.ae/gone', status: 404, page: '/blog', linkText: 'Old post', type: 'internal' }),
    ])
    expect(typeof result.auditDate).toBe('string')
  })

  it('still accepts --threads from an older CI script, says it is ignored, and audits as usual', { timeout: T }, async () => {
    const dir = site({ 'blog.html': page('/blog', { body: '<a href="/gone">Old post</a>' }) })
    const r = await runCli([dir, '--threads', '2', '--format', 'json', '--min-score', '0'], path.dirname(dir))
    expect(r.code).toBe(1)
    expect(r.stderr).toBe('seo-audit: --threads is ignored: pages are parsed on one thread, which measured as fast or faster\n')
    expect(json(r.stdout).brokenLinks.map((l) => l.linkText)).toEqual(['Old post'])
  })

  it('--min-score decides when there is no broken link (default 100)', { timeout: T }, async () => {
    const dir = site({ 'blog.html': page('/blog', { body: '<img src="/pc.webp">' }), 'pc.webp': '' })
    const strictDefault = await runCli([dir], dir)
    expect(strictDefault.code).toBe(1)
    expect(strictDefault.stdout).toContain('✗ missing-alt: Missing alt tag: /pc.webp')
    expect(strictDefault.stdout).toContain('FAIL (minimum score 100)')
    const lenient = await runCli([dir, '--min-score', '97'], dir)
    expect(lenient.code).toBe(0)
    expect(lenient.stdout).toContain('PASS (minimum score 97)')
  })

  it('--ignore skips matching links (repeatable; glob or /regex/)', { timeout: T }, async () => {
    const dir = site({ 'blog.html': page('/blog', { body: '<a href="/drafts/x">x</a> <a href="/old/y">y</a>' }) })
    expect((await runCli([dir, '--ignore', '*/drafts/*'], dir)).code).toBe(1)
    expect((await runCli([dir, '--ignore', '*/drafts/*', '--ignore', '/\\/old\\//'], dir)).code).toBe(0)
  })

  it('--strict lets warnings lower the score', { timeout: T }, async () => {
    const dir = site({ 'blog.html': page('/blog', { description: null }) })
    const relaxed = await runCli([dir, '--format', 'json'], dir)
    expect(relaxed.code).toBe(0)
    expect(json(relaxed.stdout).warnings.map((w) => w.rule)).toEqual(['description-missing'])
    const strict = await runCli([dir, '--strict', '--format', 'json'], dir)
    expect(strict.code).toBe(1)
    expect(json(strict.stdout).score).toBe(99)
  })

  it('writes junit and sarif reports with --output and prints a summary line', { timeout: T }, async () => {
    const dir = site({ 'blog.html': page('/blog', { body: '<a href="/gone">x</a>' }) })
    const cwd = path.dirname(dir)
    const junit = await runCli(['dist', '--format', 'junit', '--output', 'reports/seo.xml'], cwd)
    expect(junit.code).toBe(1)
    expect(junit.stdout).toMatch(/^Score 95\/100 \(green\) · 1 broken link .* FAIL \(report: reports\/seo.xml\)\n$/)
    const xml = readFileSync(path.join(cwd, 'reports/seo.xml'), 'utf8')
    expect(xml).toContain('<testcase classname="seo-audit" name="/blog" file="dist/blog.html">')
    expect(xml).toContain('<failure type="broken-link"')
    const sarif = await runCli(['dist', '--format', 'sarif', '--output', 'seo.sarif'], cwd)
    expect(sarif.code).toBe(1)
    const doc = JSON.parse(readFileSync(path.join(cwd, 'seo.sarif'), 'utf8'))
    expect(doc.runs[0].results[0]).toEqual(
      expect.objectContaining({
        ruleId: 'broken-link',
        level: 'error',
        locations: [{ physicalLocation: { artifactLocation: { uri: 'dist/blog.html' }, region: { startLine: 8, startColumn: 1 } } }],
      }),
    )
  })

  it('finds the site URL without a manifest (home canonical), and --site overrides it', { timeout: T }, async () => {
    const dir = writeSite(path.join(tmpDir(), 'out'), {
      'index.html': page('/', { og: null, body: '<a href="https://www.falconpc.ae/gone">x</a>' }),
    })
    const inferred = json((await runCli([dir, '--format', 'json'], dir)).stdout)
    expect(inferred.siteUrl).toBe('https://www.falconpc.ae')
    expect(inferred.brokenLinks.map((b) => b.type)).toEqual(['internal'])
    const other = json((await runCli([dir, '--format', 'json', '--site', 'https://staging.example.com'], dir)).stdout)
    expect(other.siteUrl).toBe('https://staging.example.com')
    expect(other.brokenLinks).toEqual([]) // now an external link, not checked offline
  })

  it('--help explains every option and exits 0', { timeout: T }, async () => {
    const r = await runCli(['--help'], tmpDir())
    expect(r.code).toBe(0)
    for (const option of ['[dir]', '--min-score', '--strict', '--format', '--output', '--external', '--concurrency', '--timeout', '--ignore', '--site']) {
      expect(r.stdout).toContain(option)
    }
    expect(r.stdout).toContain('0  no broken link and the score reaches --min-score')
  })

  it.each([
    [['missing-dir'], 'seo-audit: directory not found: missing-dir'],
    [['file.txt'], 'seo-audit: not a directory: file.txt'],
    [['empty'], 'seo-audit: no .html files under empty'],
    [['.', '--format', 'xml'], "seo-audit: error: option '--format <format>' argument 'xml' is invalid. Allowed choices are text, json, junit, sarif, github."],
    [['.', '--min-score', 'high'], "seo-audit: error: option '--min-score <n>' argument 'high' is invalid. --min-score must be a number from 0 to 100."],
    [['.', '--site', 'falconpc'], "seo-audit: error: option '--site <url>' argument 'falconpc' is invalid. must be an absolute http(s) URL, e.g. https://www.falconpc.ae."],
    [['.', '--bogus'], "seo-audit: error: unknown option '--bogus'"],
    [['.', '--output', 'file.txt/report.json'], /^seo-audit: cannot write file.txt\/report.json: (EEXIST|ENOTDIR)$/],
  ])('exits 2 with a one-line message: %j', { timeout: T }, async (args, message) => {
    const cwd = tmpDir()
    writeFileSync(path.join(cwd, 'file.txt'), 'not a directory')
    mkdirSync(path.join(cwd, 'empty'))
    writeFileSync(path.join(cwd, 'index.html'), page('/'))
    const r = await runCli(args, cwd)
    expect(r.code).toBe(2)
    expect(r.stderr.endsWith('\n') && r.stderr.split('\n').length).toBe(2)
    if (typeof message === 'string') expect(r.stderr).toBe(`${message}\n`)
    else expect(r.stderr.trimEnd()).toMatch(message)
  })

  it.skipIf(process.getuid?.() === 0)('exits 2 when a file cannot be read', { timeout: T }, async () => {
    const dir = site()
    chmodSync(path.join(dir, 'blog.html'), 0o000)
    const r = await runCli([dir], dir)
    expect(r.code).toBe(2)
    expect(r.stderr).toMatch(/^seo-audit: cannot read .*blog\.html: EACCES\n$/)
  })
})

describe.concurrent('seo-audit CLI: robustness', () => {
  it('turns binary, enormous and malformed files, symlink loops and escapes into findings, never a crash or an outside read', { timeout: T }, async () => {
    const base = tmpDir()
    const outside = writeSite(path.join(base, 'outside'), {
      'secret.html': '<a href="/marker-outside-file">secret</a>',
      'dir/page.html': '<a href="/marker-outside-dir">secret</a>',
    })
    const binary = new Uint8Array(4096).map((_, i) => (i * 37) % 256)
    const huge = `<!doctype html><html lang="en"><body>${'<p>filler text for a very large page</p>\n'.repeat(520_000)}</body></html>`
    const dir = site({
      'blog.html': page('/blog', { body: '<a href="../../etc/passwd">passwd</a> <a href="/%2e%2e/%2e%2e/etc/passwd">encoded</a>' }),
      'binary.html': binary,
      'huge.html': huge,
      'malformed.html': '<html><body><a href="/blog"><div><p>unclosed <img src=/x.png alt=x></span></h1><a href=\'/never-closed>oops<script>if (a<b) {',
    })
    expect(Buffer.byteLength(huge)).toBeGreaterThan(20 * 1024 * 1024)
    symlinkSync(path.join(outside, 'secret.html'), path.join(dir, 'outside.html'))
    symlinkSync(path.join(outside, 'dir'), path.join(dir, 'outside-dir'))
    symlinkSync('.', path.join(dir, 'loop'))
    symlinkSync('self.html', path.join(dir, 'self.html'))
    mkdirSync(path.join(dir, 'nested'))
    symlinkSync('..', path.join(dir, 'nested', 'up'))
    let fifo = false
    try {
      execFileSync('mkfifo', [path.join(dir, 'pipe.html')])
      fifo = true
    } catch {
      /* no mkfifo here */
    }

    // A FIFO or a symlink loop read as a file would block or recurse for ever: runCli's time limit fails that
    // (a wall-clock bound here only measured how busy the machine was).
    const r = await runCli([dir, '--format', 'json'], dir)
    expect(r.stderr).toBe('')
    expect(r.code).toBe(1)
    const result = json(r.stdout)
    const warnings = result.warnings.map((w) => `${w.rule} ${w.page}: ${w.message}`)
    expect(warnings).toEqual(
      expect.arrayContaining([
        'page-unreadable /binary: Not audited: binary data, not HTML',
        'page-unreadable /huge: Not audited: file is 20.3 MB, over the 5.0 MB limit',
        'symlink-outside-root /outside: Symlink outside.html points outside the site root; not read, links to it are not checked',
        'symlink-outside-root /outside-dir: Symlink outside-dir points outside the site root; not read, links to it are not checked',
        'symlink-loop /loop: Symlink loop points back into its own parent directory; not followed',
        'symlink-loop /self: Symlink self.html loops; not followed',
        'symlink-loop /nested/up: Symlink nested/up points back into its own parent directory; not followed',
      ]),
    )
    expect(r.stdout).not.toContain('marker-outside')
    expect(result.brokenLinks.map((b) => [b.page, b.url])).toEqual(
      expect.arrayContaining([
        ['/blog', 'https://www.falconpc.ae/etc/passwd'],
        ['/malformed', 'https://www.falconpc.ae/x.png'],
      ]),
    )
    if (fifo) expect(existsSync(path.join(dir, 'pipe.html'))).toBe(true) // skipped, not read (it would block)
  })

  it('a symlink out of the root is one warning naming it; links to it (or into it) are not broken', { timeout: T }, async () => {
    const base = tmpDir()
    const outside = writeSite(path.join(base, 'shared'), { 'jquery.js': 'x', 'theme/basic.css': 'x', 'doc.html': '<p id="a">x</p>' })
    const dir = site({
      'blog.html': page('/blog', {
        head: '<script src="_static/jquery.js"></script><link rel="stylesheet" href="/_theme/basic.css">',
        body: '<a href="/doc#a">doc</a> <a href="/doc.html#b">doc</a> <img alt="" src="/_static/jquery.js"> <a href="/_theme/missing.css">x</a> <a href="/_static/../../etc/passwd">y</a>',
      }),
    })
    mkdirSync(path.join(dir, '_static'))
    symlinkSync(path.join(outside, 'jquery.js'), path.join(dir, '_static', 'jquery.js'))
    symlinkSync(path.join(outside, 'theme'), path.join(dir, '_theme'))
    symlinkSync(path.join(outside, 'doc.html'), path.join(dir, 'doc.html'))
    const r = await runCli([dir, '--format', 'json'], dir)
    const result = json(r.stdout)
    expect(result.warnings.map((w) => `${w.rule} ${w.file}`)).toEqual([
      'symlink-outside-root _static/jquery.js',
      'symlink-outside-root _theme',
      'symlink-outside-root doc.html',
    ])
    expect(result.brokenLinks.map((b) => b.url)).toEqual(['https://www.falconpc.ae/etc/passwd'])
    expect(r.stderr).toBe('')
  })

  it('--max-file-size lets an enormous page be parsed, and it still does not crash', { timeout: T }, async () => {
    const dir = site({
      'big.html': `<!doctype html><html lang="en"><body>${'<p>x <a href="/blog">b</a></p>\n'.repeat(200_000)}<a href="/gone">end</a></body></html>`,
    })
    const r = await runCli([dir, '--format', 'json', '--max-file-size', '50'], dir)
    expect(r.code).toBe(1)
    expect(json(r.stdout).brokenLinks.map((b) => [b.page, b.url, b.line])).toEqual([['/big', 'https://www.falconpc.ae/gone', 200_001]])
  })
})
