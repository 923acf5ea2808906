/**
 * A failing build names the file and leaves the previous output exactly as it
 * was: the real scripts/build.ts, run on a throw-away copy of the project with
 * one broken post.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { spawnSync } from 'node:child_process'
import { afterAll, describe, expect, it } from 'vitest'
import { BUILD_ARGS, ROOT, copyProject } from '../../project-copy.ts'

const project = fs.mkdtempSync(path.join(os.tmpdir(), 'falcon-build-'))
afterAll(() => fs.rmSync(project, { recursive: true, force: true }))

describe('a build that fails', () => {
  it('names the broken file and leaves the previous output untouched', () => {
    copyProject(project)
    const previous = path.join(project, 'site-out')
    fs.mkdirSync(previous)
    fs.writeFileSync(path.join(previous, 'index.html'), '<!doctype html><title>previous deploy</title>')
    const post = fs.readdirSync(path.join(project, 'posts')).find((f) => f.endsWith('.md'))!
    const file = path.join(project, 'posts', post)
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/^date: .*$/m, 'date: tomorrow'))

    const result = spawnSync(process.execPath, BUILD_ARGS, {
      cwd: project,
      encoding: 'utf8',
      env: { ...process.env, SITE_DIST: 'site-out' },
      timeout: 60_000,
    })
    expect(result.status, result.stderr).toBe(1)
    expect(result.stderr).toContain(`posts/${post}: date:`)
    expect(result.stderr).toContain('Build failed: site-out/ was left unchanged.')
    expect(fs.readdirSync(previous)).toEqual(['index.html'])
    expect(fs.readFileSync(path.join(previous, 'index.html'), 'utf8')).toContain('previous deploy')
    expect(fs.readdirSync(project).filter((f) => f.startsWith('.dist-'))).toEqual([])

    // Content fixed, but the renderer fails: the half-written output is thrown away too.
    fs.copyFileSync(path.join(ROOT, 'posts', post), file)
    fs.appendFileSync(path.join(project, 'src/routes.tsx'), '\nexport const broken = (\n')
    const render = spawnSync(process.execPath, BUILD_ARGS, {
      cwd: project,
      encoding: 'utf8',
      env: { ...process.env, SITE_DIST: 'site-out' },
      // Before the renderer fails, the build renders every image of a fresh copy (the unit tests run before
      // the first build): about a minute on two busy cores. The limit only catches a hang.
      timeout: 240_000,
    })
    expect(render.status, render.stderr).toBe(1)
    expect(render.stderr).toContain('Pre-rendering failed')
    expect(fs.readdirSync(previous)).toEqual(['index.html'])
    expect(fs.readdirSync(project).filter((f) => f.startsWith('.dist-'))).toEqual([])
  }, 330_000)
})
