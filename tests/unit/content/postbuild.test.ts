import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { writePostBuildOutputs } from '../../../build/postbuild/index.ts'
import { checkContent } from '../../../build/content/check.ts'
import { postPath, sitePages } from '../../../src/site/page-table.ts'
import { localizedPath } from '../../../src/site/locales.ts'
import type { Locale } from '../../../src/i18n/messages.ts'
import { pageTableI18n } from '../../../build/content/load.ts'
import { redirectTable } from '../../../src/site/redirect-table.ts'
import { htmlFileFor } from '../../../src/site/urls.ts'
import { ROOT } from './helpers.ts'
import { scratchDir } from '../scratch-dir.ts'

const content = checkContent(ROOT)
const builtOn = '2026-01-15'
const pages = sitePages(content.data, content.posts, builtOn, {}, pageTableI18n(content))
const table = redirectTable(content.data, content.posts.map((p) => p.slug))
const site = content.data.site.url
let out: string

beforeAll(async () => {
  // Stand-ins for what the renderer writes: one HTML file per page, a post's with its body.
  out = scratchDir('postbuild-')
  const bodies = new Map(
    [...content.posts.map((p) => [postPath(p.slug), p.html] as const), ...Object.entries(content.translatedPosts).flatMap(([locale, posts]) => posts.map((p) => [localizedPath(postPath(p.slug), locale as Locale), p.html] as const))],
  )
  for (const p of pages) {
    const file = path.join(out, htmlFileFor(p.path))
    fs.mkdirSync(path.dirname(file), { recursive: true })
    const body = bodies.get(p.path)
    fs.writeFileSync(file, `<!doctype html><title>${p.title}</title>${body === undefined ? '' : `<div class="prose">${body}</div>`}`)
  }
  await writePostBuildOutputs(out, content, new Date(`${builtOn}T00:00:00Z`))
})

describe('post-build outputs', () => {
  it('writes one stub per redirect, pointing at its target', () => {
    for (const r of table) {
      const html = fs.readFileSync(path.join(out, htmlFileFor(r.from)), 'utf8')
      const target = `${site}${r.to}`
      expect(html).toContain(`<meta http-equiv="refresh" content="0; url=${r.to}">`)
      expect(html).toContain('<meta name="prerender-status-code" content="301">')
      expect(html).toContain(`<meta name="prerender-header" content="Location: ${target}">`)
      expect(html).toContain(`<link rel="canonical" href="${target}">`)
      expect(html).toContain('<meta name="robots" content="noindex">')
      expect(html).toContain(`<a href="${r.to}">`)
    }
  })

  it('covers the spec redirects, post aliases and old slugs', () => {
    const from = new Map(table.map((r) => [r.from, r.to]))
    expect(from.get('/about')).toBe('/gaming-pc-builder-dubai')
    expect(from.get('/sample-builds')).toBe('/gaming-pc-builds-dubai')
    expect(from.get('/shop-prebuilt-gaming-pc-dubai')).toBe('/gaming-pc-shop-dubai')
    expect(from.get(`/${content.data.site.brand.slug}-brand`)).toBe(`/${content.data.site.brand.slug}-dubai-gaming-pc-builder`)
    for (const p of content.posts) expect(from.get(`/gaming-pc-news-blog/${p.slug}`)).toBe(`/blog/${p.slug}`)
    for (const [old, slug] of Object.entries(content.data.redirects.oldBlogSlugs)) expect(from.get(`/blog/${old}`)).toBe(`/blog/${slug}`)
  })

  it('writes _redirects with every redirect as a 301, then the prefix rules, then the Arabic not-found page', () => {
    const lines = fs.readFileSync(path.join(out, '_redirects'), 'utf8').split('\n').filter((l) => l.startsWith('/'))
    const rules = lines.map((l) => l.split(/\s+/))
    expect(rules.slice(0, table.length)).toEqual(table.map((r) => [r.from, r.to, '301']))
    expect(rules.slice(table.length)).toEqual([
      ...['/gaming-pc-news-blog/*', '/gaming-pc-guide/*', '/pc-builds/*', '/gaming-news/*'].map((p) => [p, '/blog/:splat', '301']),
      ['/ar/*', '/ar/404.html', '404'],
    ])
  })

  it('lists every indexable page in the sitemap and nothing else', () => {
    const xml = fs.readFileSync(path.join(out, 'sitemap.xml'), 'utf8')
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
    const expected = pages.filter((p) => p.indexable).map((p) => (p.path === '/' ? `${site}/` : `${site}${p.path}`))
    expect(locs.sort()).toEqual(expected.sort())
    expect(locs).not.toContain(`${site}/seo-audit`)
    expect(locs).not.toContain(`${site}/404`)
    for (const r of table) expect(locs).not.toContain(`${site}${r.from}`)
    expect(xml).toContain('<lastmod>')
  })

  it('gives every page with an Arabic version its alternates in the sitemap, both ways, with x-default', () => {
    const xml = fs.readFileSync(path.join(out, 'sitemap.xml'), 'utf8')
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
    const entries = new Map([...xml.matchAll(/<url>(.*?)<\/url>/gs)].map((m) => [/<loc>([^<]+)<\/loc>/.exec(m[1]!)![1]!, m[1]!]))
    const alternates = (loc: string) => [...entries.get(loc)!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => `${m[1]} ${m[2]}`).sort()
    // Not the not-found pages: noindex, they are not in the sitemap.
    const translated = pages.filter((p) => p.locale === 'ar' && p.indexable)
    expect(translated.map((p) => p.path)).toEqual(expect.arrayContaining(['/ar', '/ar/contact-dubai', '/ar/blog']))
    expect(translated.some((p) => p.id === 'post')).toBe(true)
    for (const ar of translated) {
      const en = ar.versions!.en
      const url = (p: string) => (p === '/' ? `${site}/` : `${site}${p}`)
      const both = [`ar ${url(ar.path)}`, `en ${url(en)}`, `x-default ${url(en)}`].sort()
      expect(alternates(url(ar.path)), ar.path).toEqual(both)
      expect(alternates(url(en)), en).toEqual(both)
    }
    // An English-only page (a post without a translation, the audit) has none.
    const untranslated = pages.find((p) => p.id === 'post' && !p.versions)!
    expect(alternates(`${site}${untranslated.path}`)).toEqual([])
  })

  it('names the absolute sitemap URL in robots.txt', () => {
    expect(fs.readFileSync(path.join(out, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${site}/sitemap.xml`)
  })

  it('writes a manifest of every emitted file for the audit page', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(out, 'audit-manifest.json'), 'utf8'))
    expect(manifest.siteUrl).toBe(site)
    expect(manifest.files).toContain('index.html')
    expect(manifest.files).toContain('sitemap.xml')
    expect(manifest.files).toContain('about.html')
    // The host's rules, which it never serves as a file, for the audit page's Search Console join.
    expect(manifest.redirects).toBe(fs.readFileSync(path.join(out, '_redirects'), 'utf8'))
  })
})
