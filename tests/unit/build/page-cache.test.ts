/**
 * The kept pages: a page is rendered again when an item it read changed or went, when the site key
 * changed, or when it was never kept; the others are linked into place as they were written, and one written
 * into since (a hand edit of the output, which is the same file) is rendered again.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { pageCache } from '../../../build/cache/page-cache.ts'
import { scratchDir } from '../scratch-dir.ts'

/** One build: renders (writes) what the cache selects, recording the reads each page makes. */
function build(root: string, siteKey: string, items: Record<string, unknown>, reads: Record<string, string[]>) {
  const out = scratchDir('falcon-page-cache-out-')
  const cache = pageCache(root, siteKey, items)
  const rendered = cache.select(Object.keys(reads))
  for (const route of rendered) {
    for (const key of reads[route]!) cache.recordRead(route, key)
    const file = path.join(out, route === '/' ? 'index.html' : `${route.slice(1)}.html`)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, `${route}: ${reads[route]!.map((k) => JSON.stringify(items[k] ?? null)).join(' ')}`)
  }
  cache.finish(out, rendered)
  return { rendered: rendered.sort(), out, read: (route: string) => fs.readFileSync(path.join(out, route === '/' ? 'index.html' : `${route.slice(1)}.html`), 'utf8') }
}

describe('the page cache', () => {
  it('renders again only the pages whose items changed', () => {
    const root = scratchDir('falcon-page-cache-')
    const reads = { '/': [], '/blog': ['listing:/blog'], '/blog/a': ['post:a'], '/blog/b': ['post:b', 'post:a'] }
    const items: Record<string, unknown> = { 'listing:/blog': ['a', 'b'], 'post:a': 'A', 'post:b': 'B' }
    expect(build(root, 'site', items, reads).rendered).toEqual(['/', '/blog', '/blog/a', '/blog/b'])
    expect(build(root, 'site', items, reads).rendered).toEqual([])

    const second = build(root, 'site', { ...items, 'post:a': 'A2' }, reads)
    expect(second.rendered).toEqual(['/blog/a', '/blog/b'])
    expect(second.read('/blog')).toBe('/blog: ["a","b"]')
    expect(second.read('/')).toBe('/: ')

    const withoutB: Record<string, unknown> = { ...items, 'post:a': 'A2' }
    delete withoutB['post:b']
    expect(build(root, 'site', withoutB, reads).rendered).toEqual(['/blog/b'])
    expect(build(root, 'another site key', withoutB, reads).rendered).toEqual(['/', '/blog', '/blog/a', '/blog/b'])
  })

  it('records a page by its path without a trailing slash', () => {
    const root = scratchDir('falcon-page-cache-')
    const cache = pageCache(root, 'site', { k: 1 })
    expect(cache.select(['/x'])).toEqual(['/x'])
    cache.recordRead('/x/', 'k')
    const out = scratchDir('falcon-page-cache-out-')
    fs.writeFileSync(path.join(out, 'x.html'), 'x')
    cache.finish(out, ['/x'])
    expect(pageCache(root, 'site', { k: 2 }).select(['/x'])).toEqual(['/x'])
    expect(pageCache(root, 'site', { k: 1 }).select(['/x'])).toEqual([])
  })

  it('links a kept page into place, and renders again one written into since', () => {
    const root = scratchDir('falcon-page-cache-')
    const reads = { '/': [], '/blog': ['listing:/blog'] }
    const items = { 'listing:/blog': ['a'] }
    build(root, 'site', items, reads)
    const second = build(root, 'site', items, reads)
    expect(second.rendered).toEqual([])
    expect(fs.statSync(path.join(second.out, 'blog.html')).ino).toBe(fs.statSync(path.join(root, '.cache/build/pages', fs.readdirSync(path.join(root, '.cache/build/pages')).find((blob) => fs.readFileSync(path.join(root, '.cache/build/pages', blob), 'utf8').startsWith('/blog'))!)).ino)
    fs.appendFileSync(path.join(second.out, 'blog.html'), ' edited by hand')
    const third = build(root, 'site', items, reads)
    expect(third.rendered).toEqual(['/blog'])
    expect(third.read('/blog')).toBe('/blog: ["a"]')
  })
})
