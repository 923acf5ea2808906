/** Spawning the seo-audit CLI on fixture directories made in a tmp dir. */
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { OG_IMAGE_FILE, page, sitemap } from './helpers.ts'

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
/**
 * The command as the package ships it (bin/seo-audit.cjs and its bundle), which the unit tests' global set-up
 * (tests/setup-cli.ts) builds from the current source first. Through the TypeScript loader each run
 * cost 1.0 CPU-s instead of 0.25, over 41 runs.
 */
export const CLI = path.join(packageRoot, 'bin/seo-audit.cjs')

const made: string[] = []

export function tmpDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'seo-audit-test-'))
  made.push(dir)
  return dir
}

export function cleanupTmpDirs(): void {
  for (const d of made.splice(0)) rmSync(d, { recursive: true, force: true })
}

export function writeSite(dir: string, files: Record<string, string | Uint8Array>): string {
  for (const [file, content] of Object.entries(files)) {
    const full = path.join(dir, file)
    mkdirSync(path.dirname(full), { recursive: true })
    writeFileSync(full, content)
  }
  return dir
}

/** A clean two-page site with sitemap and manifest, plus `extra` files. */
export function site(extra: Record<string, string | Uint8Array> = {}, paths = ['/', '/blog']): string {
  const dir = path.join(tmpDir(), 'dist')
  return writeSite(dir, {
    'index.html': page('/', { body: '<a href="/blog">Blog</a>' }),
    'blog.html': page('/blog', { body: '<a href="/">Home</a>' }),
    'sitemap.xml': sitemap(paths),
    'audit-manifest.json': JSON.stringify({ siteUrl: 'https://www.falconpc.ae', files: [] }),
    [OG_IMAGE_FILE]: '',
    ...extra,
  })
}

export interface CliRun {
  code: number | null
  stdout: string
  stderr: string
}

export function runCli(args: string[], cwd: string, timeoutMs = 55_000): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      cwd,
      env: { ...process.env, CI: '1', NO_COLOR: '1' },
    })
    let stdout = ''
    let stderr = ''
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`seo-audit ${args.join(' ')} did not finish in ${timeoutMs} ms`))
    }, timeoutMs)
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d))
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d))
    child.on('error', reject)
    child.on('close', (code) => {
      clearTimeout(timer)
      resolve({ code, stdout, stderr })
    })
  })
}
