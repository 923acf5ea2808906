/**
 * The route list: every page the build renders, with its title, description
 * and whether search engines may index it. It feeds the router, the sitemap,
 * the page manifest and the audit. Pure: works in Node and the browser.
 */
import type { PageNeed, SiteData } from '../content/schemas.ts'
import type { PostFields, PostSummary } from '../content/post.ts'
import { TITLE_MAX } from '../../packages/seo-audit/src/engine/search-limits.ts'
import { blogListings, BLOG_PATH, listingDescription, listingTitle } from './blog-listing.ts'

export type PageId = SiteData['pages'][number]['id']

export interface SitePage {
  path: string
  /** Static page id, `post` for a blog post, `build` for a build's own page, `listing` for a blog listing page after the first or a category page. */
  id: PageId | 'post' | 'build' | 'listing'
  title: string
  description: string
  indexable: boolean
  /** Outside sources the page's Content-Security-Policy allows (data/pages.json `needs`). */
  needs?: readonly PageNeed[]
  /** YYYY-MM-DD, for the sitemap. */
  lastmod?: string
  slug?: string
}

export function postPath(slug: string) {
  return `/blog/${slug}`
}

/**
 * The <title> of a post: its `seoTitle` when the writer gave one, else the
 * title with the site name when that fits, else the title alone. Content
 * checks make sure the result fits in TITLE_MAX.
 */
export function postTitle(post: Pick<PostSummary, 'title' | 'seoTitle'>, siteName: string) {
  if (post.seoTitle) return post.seoTitle
  return withSiteName(post.title, siteName)
}

/** `Title | Site` when that fits in TITLE_MAX, else the title alone. */
export function withSiteName(title: string, siteName: string) {
  const full = `${title} | ${siteName}`
  return full.length <= TITLE_MAX ? full : title
}

type Build = SiteData['builds']['products'][number]

/** A build with its own page: its name, meta description and picture. */
export interface BuildPageEntry {
  id: string
  name: string
  description: string
  image: string
  imageAlt: string
  /** A sample product of data/builds.json, or one of the chooser's builds with its own parts (data/chooser-builds.json). */
  kind: 'product' | 'chooser'
}

/**
 * Every build with its own page: the sample products, then each chooser build that is not one of them
 * (its schema makes such a build carry a description and a picture). Feeds the page table, the router,
 * the breadcrumbs and the image list.
 */
export function buildPages(data: Pick<SiteData, 'builds' | 'chooser-builds'>): BuildPageEntry[] {
  const products = data.builds.products.map(({ id, name, description, image, imageAlt }): BuildPageEntry => ({ id, name, description, image, imageAlt, kind: 'product' }))
  const own = data['chooser-builds'].flatMap(({ id, name, description, image, imageAlt, parts }): BuildPageEntry[] =>
    parts && description && image && imageAlt ? [{ id, name, description, image, imageAlt, kind: 'chooser' }] : [],
  )
  return [...products, ...own]
}

/** A build's own page, under the sample builds listing: `/gaming-pc-builds-dubai/falcon-strike`. */
export function buildPath(listingPath: string, id: string) {
  return `${listingPath}/${id}`
}

/** The <title> of a build page: `{name}: Price and Specs | {site}`, shortened to fit TITLE_MAX. */
export function buildTitle(build: Pick<Build, 'name'>, siteName: string) {
  const long = `${build.name}: Price and Specs`
  return `${long} | ${siteName}`.length <= TITLE_MAX ? `${long} | ${siteName}` : withSiteName(build.name, siteName)
}

/**
 * `changedOn`: the day each static page last changed, by id (scripts/lib/page-dates.ts); a page without one
 * gets `builtOn`. The blog index also changes with its newest post.
 */
export function sitePages(data: Pick<SiteData, 'pages' | 'site' | 'builds' | 'chooser-builds' | 'categories'>, posts: readonly PostFields[], builtOn: string, changedOn: Readonly<Record<string, string>> = {}): SitePage[] {
  const newestPost = posts.map((p) => p.updated ?? p.date).sort().at(-1)
  const pages: SitePage[] = data.pages.map((p) => ({
    path: p.path,
    id: p.id,
    title: p.title,
    description: p.description,
    indexable: !p.noindex,
    needs: p.needs,
    lastmod: p.id === 'blog' && newestPost ? [newestPost, changedOn[p.id] ?? ''].sort().at(-1) : (changedOn[p.id] ?? builtOn),
  }))
  const listing = pagePath(data, 'builds')
  for (const build of buildPages(data)) {
    pages.push({
      path: buildPath(listing, build.id),
      id: 'build',
      slug: build.id,
      title: buildTitle(build, data.site.name),
      description: build.description,
      indexable: true,
      lastmod: changedOn.build ?? builtOn,
    })
  }
  for (const post of posts) {
    pages.push({
      path: postPath(post.slug),
      id: 'post',
      slug: post.slug,
      title: postTitle(post, data.site.name),
      description: post.metaDescription,
      indexable: !post.draft,
      lastmod: post.updated ?? post.date,
    })
  }
  // Listing pages after the posts (tests and tools that want "a post" take the first /blog/ path).
  const blog = data.pages.find((p) => p.path === BLOG_PATH)
  const dated = new Map(posts.map((p) => [p.slug, p.updated ?? p.date]))
  for (const listing of blog ? blogListings(posts, data.categories) : []) {
    if (listing.path === BLOG_PATH) continue
    pages.push({
      path: listing.path,
      id: 'listing',
      title: listingTitle(listing, blog!.title, (t) => withSiteName(t, data.site.name)),
      description: listingDescription(listing, blog!.description),
      indexable: true,
      lastmod: listing.slugs.map((s) => dated.get(s)!).sort().at(-1),
    })
  }
  return pages
}

export function pagePath(data: Pick<SiteData, 'pages'>, id: PageId): string {
  const page = data.pages.find((p) => p.id === id)
  if (!page) throw new Error(`No page with id ${id}`)
  return page.path
}
