/**
 * The blog's RSS 2.0 feed, /blog/feed.xml: the newest FEED_ITEMS posts with
 * their full excerpts and absolute links (the `feed` package writes the XML).
 * Every page announces it with <link rel="alternate"> (src/seo/Seo.tsx).
 */
import { Feed } from 'feed'
import type { Post } from '../content/load.ts'
import type { SiteData } from '../../src/content/schemas.ts'
import { zonedDate } from '../../src/seo/jsonld.ts'
import { postPath } from '../../src/site/page-table.ts'
import { absoluteUrl } from '../../src/site/urls.ts'
import { BLOG_PATH, FEED_PATH } from '../../src/site/blog-listing.ts'

export { FEED_PATH }
/** A reader needs the recent posts, not the archive: the feed stays the same size as the blog grows. */
export const FEED_ITEMS = 30

export function feedXml(site: SiteData['site'], blog: { title: string; description: string }, posts: readonly Post[]): string {
  const items = posts.filter((p) => !p.draft).slice(0, FEED_ITEMS)
  const dateOf = (day: string) => new Date(zonedDate(day, site.utcOffset))
  const feed = new Feed({
    title: blog.title,
    description: blog.description,
    id: absoluteUrl(site.url, BLOG_PATH),
    link: absoluteUrl(site.url, BLOG_PATH),
    language: 'en',
    copyright: `© ${site.name}`,
    // Deterministic: the newest post's date, so an unchanged blog gives the same feed.
    updated: dateOf(items.map((p) => p.updated ?? p.date).sort().at(-1) ?? '2000-01-01'),
    generator: site.name,
    feedLinks: { rss: absoluteUrl(site.url, FEED_PATH) },
  })
  for (const post of items) {
    const url = absoluteUrl(site.url, postPath(post.slug))
    feed.addItem({
      title: post.title,
      id: url,
      link: url,
      description: post.excerpt,
      date: dateOf(post.updated ?? post.date),
      published: dateOf(post.date),
      // RSS 2.0 wants an e-mail address in <author> (a bare name fails feed validators): the shop's, with the writer's name.
      author: [{ name: post.author, email: site.email }],
      category: [{ name: post.category }],
    })
  }
  return feed.rss2()
}
