/**
 * The route list: every page the build renders, with its title, description
 * and whether search engines may index it. It feeds the router, the sitemap,
 * the page manifest and the audit. Pure: works in Node and the browser.
 */
import type { PageNeed, SiteData } from '../content/schemas.ts'
import type { PostFields, PostSummary } from '../content/post.ts'
import { TITLE_MAX } from 'seo-audit/limits'
import { blogListings, BLOG_PATH, listingDescription, listingTitle, translatedListings } from './blog-listing.ts'
import { fmt, SOURCE_LOCALE, type Locale } from '../i18n/messages.ts'
import buildMessages from '../i18n/ns/build.ts'
import { localeTable, localizedPath, type LocaleTable, type TranslatedPost, type Versions } from './locales.ts'

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
  /** The page's language. */
  locale: Locale
  /** Its versions in every language it exists in, itself included (hreflang); absent on an English-only page. */
  versions?: Versions
}

/** What the pages in other languages need beyond English data: the translated data files and the translated posts. */
export interface PageTableI18n {
  translations: Partial<Record<Locale, Partial<Pick<SiteData, 'pages' | 'builds' | 'chooser-builds'>>>>
  translatedPosts: Partial<Record<Locale, readonly (TranslatedPost & PostFields)[]>>
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

/** The <title> of a build page: `{name}: Price and Specs | {site}` (build.json `pageTitle`), shortened to fit TITLE_MAX. */
export function buildTitle(build: Pick<Build, 'name'>, siteName: string, locale: Locale = SOURCE_LOCALE) {
  const long = fmt(locale, buildMessages[locale].pageTitle, { name: build.name })
  return `${long} | ${siteName}`.length <= TITLE_MAX ? `${long} | ${siteName}` : withSiteName(build.name, siteName)
}

/**
 * `changedOn`: the day each static page last changed, by id (build/postbuild/page-dates.ts); a page without one
 * gets `builtOn`. The blog index also changes with its newest post. With `i18n`, every page of the locale
 * table (src/site/locales.ts) also has its version in each other language, after all English pages.
 */
export function sitePages(
  data: Pick<SiteData, 'pages' | 'site' | 'builds' | 'chooser-builds' | 'categories'>,
  posts: readonly PostFields[],
  builtOn: string,
  changedOn: Readonly<Record<string, string>> = {},
  i18n?: PageTableI18n,
): SitePage[] {
  const newestPost = posts.map((p) => p.updated ?? p.date).sort().at(-1)
  const staticPage = (p: SiteData['pages'][number], lastmod: string | undefined): Omit<SitePage, 'locale'> => ({
    path: p.path,
    id: p.id,
    title: p.title,
    description: p.description,
    indexable: !p.noindex,
    needs: p.needs,
    lastmod,
  })
  const pages: SitePage[] = data.pages.map((p) => ({
    ...staticPage(p, p.id === 'blog' && newestPost ? [newestPost, changedOn[p.id] ?? ''].sort().at(-1) : (changedOn[p.id] ?? builtOn)),
    locale: SOURCE_LOCALE,
  }))
  const listing = pagePath(data, 'builds')
  const buildPage = (build: BuildPageEntry, locale: Locale): SitePage => ({
    path: buildPath(listing, build.id),
    id: 'build',
    slug: build.id,
    title: buildTitle(build, data.site.name, locale),
    description: build.description,
    indexable: true,
    lastmod: changedOn.build ?? builtOn,
    locale,
  })
  for (const build of buildPages(data)) pages.push(buildPage(build, SOURCE_LOCALE))
  const postPage = (post: PostFields, locale: Locale): SitePage => ({
    path: postPath(post.slug),
    id: 'post',
    slug: post.slug,
    title: postTitle(post, data.site.name),
    description: post.metaDescription,
    indexable: !post.draft,
    lastmod: post.updated ?? post.date,
    locale,
  })
  for (const post of posts) pages.push(postPage(post, SOURCE_LOCALE))
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
      locale: SOURCE_LOCALE,
    })
  }
  if (!i18n) return pages

  const table = pageLocales(data, i18n.translatedPosts)
  const translated: SitePage[] = []
  for (const [locale, t] of Object.entries(i18n.translations) as [Locale, PageTableI18n['translations'][Locale]][]) {
    if (!t) continue
    const own = new Map((i18n.translatedPosts[locale] ?? []).map((p) => [localizedPath(postPath(p.slug), locale), p]))
    const localeData = { ...data, ...t }
    const builds = new Map(buildPages(localeData).map((b) => [buildPath(listing, b.id), b]))
    const newest = [...own.values()].map((p) => p.updated ?? p.date).sort().at(-1)
    for (const english of pages) {
      const versions = table.get(english.path)
      const path = versions?.[locale]
      if (!path) continue
      // Both versions name the same entry of the table (hreflang, sitemap alternates).
      english.versions = versions
      const page = (t.pages ?? data.pages).find((p) => p.id === english.id)
      const build = builds.get(english.path)
      const post = own.get(path)
      if (english.id === 'post' && post) translated.push({ ...postPage(post, locale), path, versions })
      else if (english.id === 'build' && build) translated.push({ ...buildPage(build, locale), path, versions })
      else if (page) translated.push({ ...staticPage(page, page.id === 'blog' ? (newest ?? english.lastmod) : english.lastmod), path, locale, versions })
    }
  }
  // A translated blog's later pages (its first is the blog page's version above); no English page matches them.
  for (const [locale, posts] of Object.entries(i18n.translatedPosts) as [Locale, readonly (TranslatedPost & PostFields)[]][]) {
    const own = (i18n.translations[locale]?.pages ?? data.pages).find((p) => p.path === BLOG_PATH)
    if (!own) continue
    const dated = new Map(posts.map((p) => [p.slug, p.updated ?? p.date]))
    for (const listing of translatedListings(posts.filter((p) => !p.draft), locale)) {
      if (listing.page === 1) continue
      translated.push({
        path: listing.path,
        id: 'listing',
        title: listingTitle(listing, own.title, (t) => withSiteName(t, data.site.name), locale),
        description: listingDescription(listing, own.description, locale),
        indexable: true,
        lastmod: listing.slugs.map((s) => dated.get(s)!).sort().at(-1),
        locale,
      })
    }
  }
  return [...pages, ...translated]
}

/** The locale table (src/site/locales.ts) of this site's pages. */
export function pageLocales(data: Pick<SiteData, 'pages' | 'builds' | 'chooser-builds'>, translatedPosts: PageTableI18n['translatedPosts']): LocaleTable {
  const listing = pagePath(data, 'builds')
  return localeTable({ static: data.pages, builds: buildPages(data).map((b) => buildPath(listing, b.id)) }, translatedPosts, postPath)
}

export function pagePath(data: Pick<SiteData, 'pages'>, id: PageId): string {
  const page = data.pages.find((p) => p.id === id)
  if (!page) throw new Error(`No page with id ${id}`)
  return page.path
}
