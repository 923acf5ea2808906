/**
 * The build removes vite-react-ssg's per-build loader-data files (their names
 * change with every build, so open tabs asked for files a deploy had removed),
 * and stops with the page's name if a route loader ever returns data.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { dropStaticLoaderData } from '../../../scripts/lib/loader-data.ts'

let dir: string
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

/** An output directory as vite-react-ssg leaves it: one data file per page and the random-named manifest. */
function renderedBuild(data: Record<string, unknown>) {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'loader-data-'))
  fs.mkdirSync(path.join(dir, 'static-loader-data/blog'), { recursive: true })
  const manifest: Record<string, string> = {}
  for (const [page, loaderData] of Object.entries(data)) {
    const file = `static-loader-data${page === '/' ? '/index' : page}.k3x9q2.json`
    fs.writeFileSync(path.join(dir, file), JSON.stringify(loaderData))
    manifest[page] = file
  }
  fs.writeFileSync(path.join(dir, 'static-loader-data-manifest-k3x9q2.json'), JSON.stringify(manifest))
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html>')
}

describe('static loader data', () => {
  it('is removed when no route has data', () => {
    renderedBuild({ '/': { 0: null }, '/blog/a-post': { 0: null } })
    expect(dropStaticLoaderData(dir)).toBe(2)
    expect(fs.readdirSync(dir)).toEqual(['index.html'])
  })

  it('stops the build, naming the page and route, when a loader returns data', () => {
    renderedBuild({ '/': { 0: null }, '/blog/a-post': { 0: null, 3: { title: 'x' } } })
    expect(() => dropStaticLoaderData(dir)).toThrow(/^\/blog\/a-post: route 3 returned loader data/)
  })
})
