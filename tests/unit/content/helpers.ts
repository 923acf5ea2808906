import fs from 'node:fs'
import path from 'node:path'
import { ContentError } from '../../../build/content/errors.ts'
import { scratchDir } from '../scratch-dir.ts'

export const ROOT = path.resolve(import.meta.dirname, '../../..')

/** A throw-away project with the real data/ and the given posts (file name → full Markdown). */
export function fixtureProject(posts: Record<string, string>, dataOverrides: Record<string, string> = {}) {
  const dir = scratchDir('content-')
  fs.cpSync(path.join(ROOT, 'data'), path.join(dir, 'data'), { recursive: true })
  fs.mkdirSync(path.join(dir, 'posts/images'), { recursive: true })
  for (const [name, body] of Object.entries(dataOverrides)) fs.writeFileSync(path.join(dir, 'data', name), body)
  for (const [name, body] of Object.entries(posts)) {
    fs.writeFileSync(path.join(dir, 'posts', name), body)
    fs.writeFileSync(path.join(dir, 'posts/images', name.replace(/\.md$/, '.svg')), '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="9"/>')
  }
  return dir
}

/** A valid post; pass fields to override (undefined removes the field). */
export function post(fields: Record<string, unknown> = {}, body = 'Some useful words about gaming PCs in Dubai.\n\n## A heading\n\nMore words.') {
  const name = (fields.__name as string | undefined) ?? 'my-post'
  const base: Record<string, unknown> = {
    title: 'A good post title',
    excerpt: 'An excerpt that is long enough to read well.',
    date: '2025-03-14',
    author: 'Omar Haddad',
    category: 'Buying Guides',
    tags: ['gpu', 'dubai'],
    image: `images/${name}.svg`,
    imageAlt: 'An illustration of a graphics card',
    featured: false,
    metaDescription: 'A meta description that is comfortably longer than fifty characters for the test.',
  }
  const merged = { ...base, ...fields }
  delete merged.__name
  const yaml = Object.entries(merged)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}: ${Array.isArray(v) ? `[${v.join(', ')}]` : typeof v === 'string' && !/^\d{4}-\d{2}-\d{2}$/.test(v) ? JSON.stringify(v) : String(v)}`)
    .join('\n')
  return `---\n${yaml}\n---\n\n${body}\n`
}

/** The problems of the ContentError that `run` throws (fails the test if it throws none). */
export function problemsOf(run: () => unknown): string[] {
  try {
    run()
  } catch (error) {
    if (error instanceof ContentError) return error.problems
    throw error
  }
  throw new Error('expected a ContentError')
}
