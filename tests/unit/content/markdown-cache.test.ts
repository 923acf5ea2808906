/**
 * Rendered Markdown is cached by the post's content (node_modules/.cache/falcon-content/markdown/, a file each):
 * a writer's `npm run check` re-renders only what changed, and the build's two Vite passes
 * and the check share one rendering.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadContent } from '../../../build/content/load.ts'
import { fixtureProject, post } from './helpers.ts'

const cacheDir = (dir: string) => path.join(dir, 'node_modules/.cache/falcon-content/markdown')

describe('rendered Markdown cache', () => {
  it('reuses the rendering of an unchanged post and renders a changed one again', () => {
    const dir = fixtureProject({ 'my-post.md': post({}, 'First words about cooling.') })
    expect(loadContent(dir).posts[0]!.html).toBe('<p>First words about cooling.</p>')
    // One file per rendering.
    const entries = fs.readdirSync(cacheDir(dir))
    expect(entries).toHaveLength(1)

    // Tamper with the cached rendering: an unchanged post is served from the cache, not rendered again.
    const file = path.join(cacheDir(dir), entries[0]!)
    fs.writeFileSync(file, JSON.stringify({ ...(JSON.parse(fs.readFileSync(file, 'utf8')) as object), html: '<p>from the cache</p>' }))
    expect(loadContent(dir).posts[0]!.html).toBe('<p>from the cache</p>')

    // A change to the body is a new key: rendered again.
    fs.writeFileSync(path.join(dir, 'posts/my-post.md'), post({}, 'Second words about cooling.'))
    expect(loadContent(dir).posts[0]!.html).toBe('<p>Second words about cooling.</p>')
    expect(fs.readdirSync(cacheDir(dir))).toHaveLength(2)

    // An entry cut short (a build stopped while writing it; entries are written in place) is rendered again.
    const second = fs.readdirSync(cacheDir(dir)).find((e) => e !== entries[0])!
    fs.truncateSync(path.join(cacheDir(dir), second), 20)
    expect(loadContent(dir).posts[0]!.html).toBe('<p>Second words about cooling.</p>')
    expect(JSON.parse(fs.readFileSync(path.join(cacheDir(dir), second), 'utf8'))).toMatchObject({ html: '<p>Second words about cooling.</p>' })
  })

  it('works without a writable cache (a read-only checkout only loses time)', () => {
    const dir = fixtureProject({ 'my-post.md': post({}, 'Words.') })
    fs.mkdirSync(path.join(dir, 'node_modules'))
    fs.writeFileSync(path.join(dir, 'node_modules/.cache'), 'not a directory')
    expect(loadContent(dir).posts[0]!.html).toBe('<p>Words.</p>')
  })
})
