import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditSite, type AuditResult, type FindingLocation } from 'seo-audit'
import { renderMarkdown } from '../../../build/content/markdown.ts'
import { checkContent } from '../../../build/content/check.ts'
import { pageTableI18n } from '../../../build/content/load.ts'
import { writePostBuildOutputs } from '../../../build/postbuild/index.ts'
import { sourcePositionsOf } from '../../../build/postbuild/source-positions.ts'
import { listFiles } from '../../../build/lib/files.ts'
import { postPath, sitePages } from '../../../src/site/page-table.ts'
import { htmlFileFor } from '../../../src/site/urls.ts'
import { ROOT } from './helpers.ts'
import { scratchDir } from '../scratch-dir.ts'

/** The text of a file from a 1-based line and column on. */
const at = (text: string, line: number, column: number) => text.split('\n')[line - 1]!.slice(column - 1)

describe('where a post body’s links and images were written', () => {
  it('records each <a href> and <img src> with its Markdown line and column, through sanitizing', () => {
    const md = 'Intro.\n\nSee [builds](/b) and ![a case](/c.png).\n\n<a href="/raw">raw HTML is dropped</a> [x](javascript:alert(1))\n\nNote[^1].\n\n[^1]: A [foot](/f).\n'
    const { elements, html } = renderMarkdown(md)
    expect(html).toContain('<a href="/b">builds</a> and <img src="/c.png" alt="a case">')
    const placed = elements.filter((e) => e.line !== undefined)
    expect(placed.map((e) => [e.tag, at(md, e.line!, e.column!).slice(0, 4)])).toEqual([
      ['a', '[bui'],
      ['img', '![a '],
      ['a', '[^1]'],
      ['a', '[foo'],
    ])
    // The footnote's back link is the renderer's, not the writer's: in the list, without a place.
    expect(elements).toHaveLength(5)
    expect(elements.at(-1)).toEqual({ tag: 'a' })
  })

  it('every real post, English and Arabic: each place is where the file writes that link or image', () => {
    const content = checkContent(ROOT)
    const posts = [...content.posts, ...Object.values(content.translatedPosts).flat()]
    expect(posts.some((p) => p.file.startsWith('posts/ar/'))).toBe(true)
    for (const post of posts) {
      const source = fs.readFileSync(path.join(ROOT, post.file), 'utf8')
      for (const e of post.elements.filter((e) => e.line !== undefined)) expect([post.file, at(source, e.line!, e.column!)[0]]).toEqual([post.file, e.tag === 'img' ? '!' : '['])
      expect(post.elements.filter((e) => e.line !== undefined).length, post.file).toBe(post.links.filter((l) => !l.startsWith('#user-content-')).length)
    }
  })

  it('maps a page’s body elements by their page line and column; a body that is not the post’s maps nothing', () => {
    const body = renderMarkdown('A [link](/x).\nAn ![image](/i.png).\n')
    const page = `<header><a href="/x">header</a></header><div class="prose">${body.html}</div><footer><a href="/x">f</a></footer>`
    const map = sourcePositionsOf(page, body.elements)!
    const column = (s: string) => page.indexOf(s) + 1
    expect(map).toEqual({ [`1:${column('<a href="/x">link')}`]: '1:3', [`2:${column('<img') - page.indexOf('\n') - 1}`]: '2:4' })
    expect(sourcePositionsOf(page, [...body.elements, { tag: 'a', line: 3, column: 1 }])).toBeNull()
    expect(sourcePositionsOf(page.replace('<img', '<a href="/y"></a><img'), body.elements)).toBeNull()
  })
})

describe('the build’s audit-manifest.json names the post for a finding of its body, and for nothing of its layout', () => {
  const content = checkContent(ROOT)
  const pages = sitePages(content.data, content.posts, '2026-01-15', {}, pageTableI18n(content))
  const bodyLinks = new Set(content.posts.flatMap((p) => p.links))
  // A page every post's header links to and no post's body does; and a post whose body links to another post.
  const headerTarget = pages.find((p) => p.id !== 'post' && p.path !== '/' && !bodyLinks.has(p.path))!.path
  const writer = content.posts.find((p) => p.links.some((l) => content.posts.some((o) => o !== p && l === postPath(o.slug))))!
  const deletedPost = writer.links.find((l) => content.posts.some((o) => l === postPath(o.slug)))!
  let out: string
  let manifest: { sources: Record<string, string>; sourcePositions: Record<string, Record<string, string>> }
  let result: AuditResult

  beforeAll(async () => {
    out = scratchDir('source-positions-')
    const translated = new Map(Object.values(content.translatedPosts).flat().map((p) => [p.slug, p]))
    for (const p of pages) {
      const file = path.join(out, htmlFileFor(p.path))
      fs.mkdirSync(path.dirname(file), { recursive: true })
      const post = p.id === 'post' ? (p.locale === 'en' ? content.posts.find((x) => postPath(x.slug) === p.path) : translated.get(p.path.split('/').at(-1)!)) : undefined
      // A post page as the renderer writes it: the header and the body's first paragraph on one line.
      const body = post ? `<div class="prose">${post.html}</div>` : ''
      fs.writeFileSync(file, `<!doctype html><html lang="${p.locale}"><title>${p.title}</title>\n<header><a href="${headerTarget}">Menu</a></header>${body}</html>`)
    }
    await writePostBuildOutputs(out, content, new Date('2026-01-15T00:00:00Z'))
    manifest = JSON.parse(fs.readFileSync(path.join(out, 'audit-manifest.json'), 'utf8'))
    // The planted cases: the page the header links to, and the post the writer links to, are gone.
    fs.rmSync(path.join(out, htmlFileFor(headerTarget)))
    fs.rmSync(path.join(out, htmlFileFor(deletedPost)))
    const files = listFiles(out)
    result = await auditSite({
      pages: files.filter((f) => f.endsWith('.html')).map((file) => ({ file, html: fs.readFileSync(path.join(out, file), 'utf8') })),
      files,
      siteUrl: content.data.site.url,
    })
  })

  const sourceOf = (f: FindingLocation) => manifest.sourcePositions[f.file!]?.[`${f.line}:${f.column}`]

  it('names every post page, English and Arabic, with a place for each link and image of its body', () => {
    const postFiles = pages.filter((p) => p.id === 'post').map((p) => htmlFileFor(p.path))
    expect(Object.keys(manifest.sources).sort()).toEqual(postFiles.sort())
    expect(Object.keys(manifest.sourcePositions).sort()).toEqual(postFiles.sort())
    expect(manifest.sources['ar/blog/gpu-buying-guide-dubai-2025.html']).toBe('posts/ar/gpu-buying-guide-dubai-2025.md')
  })

  it('a broken link in a post body: its finding names the Markdown line and column of that link', () => {
    const page = htmlFileFor(postPath(writer.slug))
    const found = result.brokenLinks.filter((b) => b.file === page && b.url.endsWith(deletedPost))
    expect(found).toHaveLength(1)
    const [line, column] = sourceOf(found[0]!)!.split(':').map(Number)
    const source = fs.readFileSync(path.join(ROOT, writer.file), 'utf8')
    expect(at(source, line!, column!)).toMatch(new RegExp(`^\\[[^\\]]*\\]\\(${deletedPost}\\)`))
  })

  it('a broken link in the header: found on every post page, the post named for none', () => {
    const found = result.brokenLinks.filter((b) => b.url.endsWith(headerTarget))
    // every post page but the deleted one
    expect(found.filter((b) => manifest.sources[b.file!]).length).toBe(Object.keys(manifest.sources).length - 1)
    expect(found.map(sourceOf).filter(Boolean)).toEqual([])
  })
})
