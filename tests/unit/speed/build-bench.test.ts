// The build benchmark's helpers: what Astro is handed, what a scratch copy links, what the edits change.
import fs from 'node:fs'
import path from 'node:path'
import matter from 'gray-matter'
import { describe, expect, it } from 'vitest'
import { astroPost } from '../../../scripts/bench/astro.ts'
import { editFooter, linkNodeModules, sharedMark } from '../../../scripts/bench/build-sites.ts'
import { benchPost } from '../../../scripts/bench/posts.ts'
import { scratchDir } from '../scratch-dir.ts'

describe('the Astro yardstick gets the same posts', () => {
  it('keeps the Markdown body byte for byte and maps the front matter to the collection schema', () => {
    const ours = benchPost(3, 10)
    const mapped = matter(astroPost(ours), {})
    const original = matter(ours, {})
    expect(mapped.content).toBe(original.content)
    expect(mapped.data).toEqual({
      title: original.data.title,
      description: original.data.excerpt,
      pubDate: original.data.date.toISOString(),
      heroImage: `/${original.data.image}`,
      heroAlt: original.data.imageAlt,
      category: original.data.category,
      tags: original.data.tags,
    })
  })
})

describe('a scratch copy links the installed packages but none of their caches', () => {
  it('leaves .cache, .vite and .astro out and keeps a workspace link pointing into the copy', () => {
    const from = scratchDir('bench-from-')
    const to = scratchDir('bench-to-')
    for (const d of ['react', '.bin', '.cache/falcon-content', '.vite', '.astro']) fs.mkdirSync(path.join(from, 'node_modules', d), { recursive: true })
    fs.symlinkSync('../packages/seo-audit', path.join(from, 'node_modules/seo-audit'))
    linkNodeModules(from, to)
    expect(fs.readdirSync(path.join(to, 'node_modules')).sort()).toEqual(['.bin', 'react', 'seo-audit'])
    expect(fs.readlinkSync(path.join(to, 'node_modules/react'))).toBe(path.join(from, 'node_modules/react'))
    expect(fs.readlinkSync(path.join(to, 'node_modules/seo-audit'))).toBe('../packages/seo-audit')
  })
})

describe('the shared-component edit', () => {
  it('adds its mark to the first footer, and refuses a component without one', () => {
    const dir = scratchDir('bench-edit-')
    const file = path.join(dir, 'Footer.tsx')
    fs.writeFileSync(file, 'export const F = () => <footer className="site-footer"><p>x</p></footer>\n')
    editFooter(file, 2)
    expect(fs.readFileSync(file, 'utf8')).toContain(`<footer ${sharedMark(2)} className="site-footer">`)
    fs.writeFileSync(file, 'export const F = () => <div />\n')
    expect(() => editFooter(file, 3)).toThrow(/no <footer/)
  })
})
