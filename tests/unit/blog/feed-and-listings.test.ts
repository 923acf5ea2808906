/**
 * The blog at any size: every listing page holds at most PAGE_SIZE posts and
 * is in the page table (sitemap), and the RSS feed a reader subscribes to is
 * valid XML with absolute links, real dates and the posts' excerpts.
 */
import { parseDocument, DomUtils } from 'htmlparser2'
import { describe, expect, it } from 'vitest'
import { checkContent } from '../../../build/content/check.ts'
import { FEED_ITEMS, feedXml } from '../../../build/postbuild/feed.ts'
import { blogListings, PAGE_SIZE, isListingPath } from '../../../src/site/blog-listing.ts'
import { sitePages } from '../../../src/site/page-table.ts'
import type { Post } from '../../../build/content/load.ts'

const content = checkContent()
const { data, posts } = content
const blog = data.pages.find((p) => p.id === 'blog')!

/** `n` posts made from the real ones (new slugs, dates one day apart, newest first). */
function manyPosts(n: number): Post[] {
  return Array.from({ length: n }, (_, i) => {
    const base = posts[i % posts.length]!
    const day = new Date(Date.UTC(2025, 0, 1) + (n - i) * 86_400_000).toISOString().slice(0, 10)
    return { ...base, slug: `post-${i}`, date: day, updated: undefined, featured: false }
  })
}

describe('blog listings', () => {
  it('splits 1,000 posts into pages of at most PAGE_SIZE, each post once per listing, all pages in the page table', () => {
    const many = manyPosts(1000)
    const listings = blogListings(many, data.categories)
    for (const l of listings) expect(l.slugs.length).toBeLessThanOrEqual(PAGE_SIZE)
    const blogPages = listings.filter((l) => !l.category)
    expect(blogPages[0]!.path).toBe('/blog')
    expect(blogPages[1]!.path).toBe('/blog/page/2')
    expect(blogPages.flatMap((l) => [...(l.featured ? [l.featured] : []), ...l.slugs]).sort()).toEqual(many.map((p) => p.slug).sort())
    for (const category of data.categories) {
      const pages = listings.filter((l) => l.category?.slug === category.slug)
      expect(pages.flatMap((l) => l.slugs)).toEqual(many.filter((p) => p.category === category.name).map((p) => p.slug))
      if (pages.length) expect(pages[0]!.path).toBe(`/blog/category/${category.slug}`)
    }
    const table = sitePages(data, many, '2026-01-01')
    const paths = new Set(table.map((p) => p.path))
    for (const l of listings) {
      expect(paths.has(l.path)).toBe(true)
      expect(isListingPath(l.path)).toBe(true)
    }
    // Titles and descriptions are unique (the audit fails duplicates).
    const listingPages = table.filter((p) => p.id === 'listing' || p.id === 'blog')
    expect(new Set(listingPages.map((p) => p.title)).size).toBe(listingPages.length)
    expect(new Set(listingPages.map((p) => p.description)).size).toBe(listingPages.length)
  })
})

describe('a translated blog', () => {
  it('lists only its own posts, 12 to a page, with its later pages in the page table and no English version', () => {
    const arabic = manyPosts(30).map((p, i) => ({ ...p, slug: `ar-${i}`, original: posts[i % posts.length]!.slug, title: `مقال ${i}` }))
    const table = sitePages(data, posts, '2026-01-01', {}, { translations: content.translations, translatedPosts: { ar: arabic } })
    const pages = table.filter((p) => p.locale === 'ar' && (p.id === 'listing' || p.id === 'blog'))
    expect(pages.map((p) => p.path)).toEqual(['/ar/blog', '/ar/blog/page/2', '/ar/blog/page/3'])
    expect(pages.find((p) => p.path === '/ar/blog/page/2')!.versions).toBeUndefined()
    expect(pages.find((p) => p.path === '/ar/blog')!.versions).toEqual({ en: '/blog', ar: '/ar/blog' })
    // Unique titles and descriptions, in Arabic.
    expect(new Set(pages.map((p) => p.title)).size).toBe(3)
    expect(new Set(pages.map((p) => p.description)).size).toBe(3)
    expect(table.some((p) => p.path.startsWith('/ar/blog/category/'))).toBe(false)
  })
})

describe('RSS feed', () => {
  it('lists the newest posts with absolute links, dates and excerpts', () => {
    const doc = parseDocument(feedXml(data.site, blog, posts), { xmlMode: true })
    const rss = DomUtils.findOne((e) => e.name === 'rss', doc.children)!
    expect(rss.attribs.version).toBe('2.0')
    const items = DomUtils.findAll((e) => e.name === 'item', doc.children)
    expect(items).toHaveLength(Math.min(posts.length, FEED_ITEMS))
    const text = (item: (typeof items)[number], name: string) => DomUtils.textContent(DomUtils.findOne((e) => e.name === name, item.children)!)
    items.forEach((item, i) => {
      const post = posts[i]!
      expect(text(item, 'link')).toBe(`${data.site.url}/blog/${post.slug}`)
      expect(text(item, 'title')).toBe(post.title)
      expect(text(item, 'description')).toBe(post.excerpt)
      // RSS 2.0: <author> is an e-mail address, the writer's name in parentheses.
      expect(text(item, 'author')).toBe(`${data.site.email} (${post.author})`)
      const published = new Date(text(item, 'pubDate'))
      expect(Number.isNaN(published.getTime())).toBe(false)
      // Midnight in Dubai on the post's (updated) day.
      expect(published.toISOString()).toBe(new Date(`${post.updated ?? post.date}T00:00:00${data.site.utcOffset}`).toISOString())
    })
    expect(DomUtils.findAll((e) => e.name === 'link', [rss]).every((l) => DomUtils.textContent(l).startsWith('https://'))).toBe(true)
  })

  it('stays at FEED_ITEMS items for a large blog', () => {
    const doc = parseDocument(feedXml(data.site, blog, manyPosts(1000)), { xmlMode: true })
    expect(DomUtils.findAll((e) => e.name === 'item', doc.children)).toHaveLength(FEED_ITEMS)
  })
})
