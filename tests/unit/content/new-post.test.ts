import fs from 'node:fs'
import path from 'node:path'
import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { createPost, slugify } from '../../../scripts/new-post.ts'
import { loadContent } from '../../../build/content/load.ts'
import { fixtureProject, ROOT } from './helpers.ts'

describe('npm run new-post', () => {
  it('makes URL slugs from titles', () => {
    expect(slugify('RTX 5090 vs 4090: Worth It in Dubai?')).toBe('rtx-5090-vs-4090-worth-it-in-dubai')
    expect(slugify('Café & Gaming — Crème de la Crème')).toBe('cafe-and-gaming-creme-de-la-creme')
  })

  it('writes a draft with valid front matter and today\'s date that the build accepts', () => {
    const dir = fixtureProject({})
    const created = createPost(dir, 'Best Gaming Chairs for Long Sessions', { today: new Date('2026-11-21T10:00:00Z') })
    expect(created.file).toBe('posts/best-gaming-chairs-for-long-sessions.md')
    expect(fs.readFileSync(path.join(dir, created.file), 'utf8')).toContain('date: 2026-11-21')
    expect(loadContent(dir).posts).toHaveLength(0) // a draft, left out of production builds
    const [post] = loadContent(dir, { includeDrafts: true }).posts
    expect(post).toMatchObject({ slug: 'best-gaming-chairs-for-long-sessions', title: 'Best Gaming Chairs for Long Sessions', draft: true })
  })

  it('never overwrites a post and names the file', () => {
    const dir = fixtureProject({})
    createPost(dir, 'Same Title')
    expect(() => createPost(dir, 'Same Title')).toThrow('posts/same-title.md already exists')
  })

  it('explains its usage when the title is missing', () => {
    const usage = spawnSync(path.join(ROOT, 'node_modules/.bin/tsx'), [path.join(ROOT, 'scripts/new-post.ts')], { cwd: ROOT, encoding: 'utf8' })
    expect(usage.status).toBe(1)
    expect(usage.stderr).toContain("missing required argument 'title'")
  })
})
