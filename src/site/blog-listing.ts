/**
 * The blog's listing pages: `/blog`, `/blog/page/2`, … and per category
 * `/blog/category/{slug}`, `/blog/category/{slug}/page/2`, … Each shows at
 * most PAGE_SIZE posts (the first blog page also the featured post), so no
 * listing page grows with the number of posts. One table feeds the router's
 * pre-rendered paths, the page table (sitemap, audit) and the pages' data.
 * Pure: works in Node and the browser. The words of the titles and descriptions are the blog
 * namespace's `listing` messages (data/messages/<locale>/blog.json), English unless a locale is given.
 */
import { DESCRIPTION_MAX } from 'seo-audit/limits'
import type { PostSummary } from '../content/post.ts'
import blogMessages from '../i18n/ns/blog.ts'
import { fmt, SOURCE_LOCALE, type Locale } from '../i18n/messages.ts'
import { localizedPath } from './locales.ts'

export const PAGE_SIZE = 12
export const BLOG_PATH = '/blog'
/** The blog's RSS feed (build/postbuild/feed.ts), announced on every page by <Seo>. */
export const FEED_PATH = `${BLOG_PATH}/feed.xml`

export interface ListingCategory {
  name: string
  slug: string
  description: string
  keywords: readonly string[]
}

export interface Listing {
  path: string
  /** 1-based. */
  page: number
  pages: number
  category?: ListingCategory
  /** The featured post (first blog page only). */
  featured?: string
  /** The posts of this page, newest first. */
  slugs: string[]
}

export function categoryPath(slug: string) {
  return `${BLOG_PATH}/category/${slug}`
}

/** `/blog` → `/blog/page/2` for page 2; page 1 is the base path itself. */
export function listingPath(base: string, page: number) {
  return page === 1 ? base : `${base}/page/${page}`
}

const LISTING = /^\/blog(?:\/category\/[a-z0-9]+(?:-[a-z0-9]+)*)?(?:\/page\/[1-9]\d*)?$/

export function isListingPath(pathname: string) {
  return LISTING.test(pathname)
}

/** The content-store key of a listing page's data (src/content/store.ts). */
export function listingKey(path: string) {
  return `listing${path}`
}

function paginate(base: string, slugs: readonly string[], extra: Partial<Listing> = {}): Listing[] {
  const pages = Math.max(1, Math.ceil(slugs.length / PAGE_SIZE))
  return Array.from({ length: pages }, (_, i) => ({ ...extra, path: listingPath(base, i + 1), page: i + 1, pages, slugs: slugs.slice(i * PAGE_SIZE, (i + 1) * PAGE_SIZE) }))
}

/** Every listing page, for posts sorted newest first. Categories without posts get no page. */
export function blogListings(posts: readonly { slug: string; category: string; featured?: boolean }[], categories: readonly ListingCategory[]): Listing[] {
  const featured = posts.find((p) => p.featured) ?? posts[0]
  const rest = posts.filter((p) => p !== featured).map((p) => p.slug)
  const blog = paginate(BLOG_PATH, rest)
  if (featured) blog[0]!.featured = featured.slug
  const byCategory = categories.flatMap((category) => {
    const slugs = posts.filter((p) => p.category === category.name).map((p) => p.slug)
    return slugs.length ? paginate(categoryPath(category.slug), slugs, { category }) : []
  })
  return [...blog, ...byCategory]
}

/**
 * The listing pages of the blog in another language: its own posts only (a translation is listed in its
 * language's blog, never in English's), no category pages while the translated blog is this small, at
 * the language's paths (`/ar/blog`, `/ar/blog/page/2`).
 */
export function translatedListings(posts: readonly { slug: string; category: string; featured?: boolean }[], locale: Locale): Listing[] {
  return blogListings(posts, []).map((listing) => ({ ...listing, path: localizedPath(listing.path, locale) }))
}

/** The <title> of a listing page other than `/blog` (whose head tags are in data/pages.json). */
export function listingTitle(listing: Pick<Listing, 'category' | 'page'>, blogTitle: string, fit: (title: string) => string, locale: Locale = SOURCE_LOCALE) {
  const m = blogMessages[locale].listing
  const name = listing.category ? fmt(locale, m.categoryTitle, { category: listing.category.name }) : blogTitle.split(' | ')[0]!
  return fit(listing.page > 1 ? fmt(locale, m.pagedTitle, { title: name, page: listing.page }) : name)
}

/** The meta description of a listing page other than `/blog`: the category's (or the blog's) with the page number. */
export function listingDescription(listing: Pick<Listing, 'category' | 'page' | 'pages'>, blogDescription: string, locale: Locale = SOURCE_LOCALE) {
  const base = listing.category?.description ?? blogDescription
  const suffix = listing.page > 1 ? ` ${fmt(locale, blogMessages[locale].listing.descriptionPage, { page: listing.page, pages: listing.pages })}` : ''
  const text = `${base}${suffix}`
  return text.length <= DESCRIPTION_MAX ? text : `${base.slice(0, DESCRIPTION_MAX - suffix.length - 1).trimEnd()}…${suffix}`
}

/** What a listing page shows (src/content/store.ts item `listing{path}`). */
export interface ListingPageData {
  path: string
  page: number
  pages: number
  title: string
  description: string
  category?: ListingCategory
  featured?: PostSummary
  posts: PostSummary[]
  /** Every category with posts, for the chips. */
  categories: { name: string; slug: string; count: number }[]
}
