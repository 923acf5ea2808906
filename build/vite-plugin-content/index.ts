/**
 * Hands validated content to the app as virtual modules, so pages import data
 * at build time (no route loaders, no zod in the browser bundle).
 * In dev, editing data/ or posts/ reloads the page with the new content.
 */
import path from 'node:path'
import type { Plugin, ViteDevServer } from 'vite'
import { loadContent, type Content } from '../content/load.ts'
import { renderBrandImages, renderImages } from '../content/images.ts'
import { contentImageSources } from '../content/image-sources.ts'
import type { ImageInfo } from '../../src/content/image-urls.ts'
import { buildInfoFor } from '../../src/content/build-info.ts'
import { buildDate } from '../cache/source-date.ts'
import { POST_INDEX_KEY, postKey, relatedPosts, type PostIndex, type PostPageData, type PostSummary } from '../../src/content/post.ts'
import { siteFactsFor } from '../../src/content/facts.ts'
import { startingPrice } from '../../src/features/chooser/starting-price.ts'
import { chooserModel } from '../../src/features/chooser/model.ts'
import { buildPages, buildPath, pageLocales, pagePath, withSiteName } from '../../src/site/page-table.ts'
import { LOCALES, SOURCE_LOCALE, type Locale } from '../../src/i18n/messages.ts'
import { blogListings, BLOG_PATH, listingDescription, listingKey, listingTitle, translatedListings, type ListingPageData } from '../../src/site/blog-listing.ts'

/**
 * One module per data file and per post, so each page's chunk carries only the
 * content it uses and the shell stays small:
 *   virtual:data/{file}   one data/*.json file (default export)
 *   virtual:data/{file}/{key}  one top-level key of a data file (default export), for a screen that
 *                         shows only that part (the home page shows builds' tiers, not its products)
 *   virtual:page/{id}     one entry of data/pages.json (default export): a page's own head tags
 *   virtual:page-paths    id and path of every static page (the router and breadcrumbs)
 *   virtual:listing-paths every blog listing page's path (server build only)
 *   virtual:post-slugs    every post's slug (server build only: the pre-renderer's list of post pages)
 *   virtual:content-all   every content item by key (server build only; see src/content/store.ts), handed over
 *                         in memory (see CONTENT_ITEMS below)
 *   virtual:build-index   id, name and path of every sample build's own page (the router and breadcrumbs)
 *   virtual:page-versions English path → the page's path in each language, for every page with more than
 *                         one (src/site/locales.ts: router, head, language switcher, breadcrumbs)
 *
 * Each post's item (summary, sanitized HTML body and its related posts) and each listing page's are
 * read by the pre-renderer only: the browser renders no page.
 *   virtual:images        sizes of every processed image but the posts' (those are in the posts' items)
 *   virtual:build-info    values derived from the build date (the sources' date: build/cache/source-date.ts)
 *   virtual:facts         short values derived from data/: the promises a page states (starting price, road
 *                         and build days, next-day emirates; src/content/promises.ts)
 *   virtual:chooser       the build chooser's model (builds priced and compatibility checked, games table,
 *                         copy) in every locale: `{ en, ar }`, for the pages
 *   virtual:chooser/{locale}  the model in one locale (the chooser island's English default), so the
 *                         island's chunk carries one language
 */
const PREFIX = 'virtual:'
const DATA_PREFIX = 'virtual:data/'
const PAGE_PREFIX = 'virtual:page/'
/** A data file with translated copy, in every locale (src/i18n/data-text.ts): `{ en, ar }`. */
const LOCALIZED_PREFIX = 'virtual:data-by-locale/'
/** The chooser's model in one locale. */
const CHOOSER_PREFIX = 'virtual:chooser/'
/**
 * The server code runs in the process that loaded the content (the dev server's SSR, and vite-react-ssg
 * rendering the bundle it has just built), so virtual:content-all hands the items over in memory
 * instead of as a module of every post's HTML (16 MB at 1,000 posts) for Vite to transform and evaluate.
 */
const CONTENT_ITEMS = Symbol.for('falcon-pc:content-items')
const LOADED_MODULES = Symbol.for('falcon-pc:loaded-virtual-modules')
const CHECKED_CONTENT = Symbol.for('falcon-pc:checked-content')

/** Hands the content scripts/build.ts checked to the plugin of every Vite build it runs in the same process. */
export function handOverContent(content: Content): void {
  ;(globalThis as { [CHECKED_CONTENT]?: Content })[CHECKED_CONTENT] = content
}

export function contentPlugin(root: string): Plugin {
  let includeDrafts = false
  let cached: Promise<{ content: Content; images: Record<string, ImageInfo> }> | undefined

  const load = () =>
    (cached ??= (async () => {
      // scripts/build.ts has already loaded and checked the content, in this process: the builds use that copy.
      const handedOver = includeDrafts ? undefined : (globalThis as { [CHECKED_CONTENT]?: Content })[CHECKED_CONTENT]
      const content = handedOver ?? loadContent(root, { includeDrafts })
      const [images] = await Promise.all([renderImages(root, contentImageSources(content)), renderBrandImages(root, content.data.site)])
      return { content, images }
    })())

  let items: { content: Content; items: Record<string, unknown> } | undefined
  let versions: { content: Content; table: ReturnType<typeof pageLocales> } | undefined
  /** Every content item by key (src/content/store.ts), made once per load of the content. */
  const contentItems = ({ content, images }: { content: Content; images: Record<string, ImageInfo> }) => {
    if (items?.content !== content) items = { content, items: makeContentItems(content, images) }
    return items.items
  }

  const modules: Record<string, (c: { content: Content; images: Record<string, ImageInfo> }) => string> = {
    'virtual:post-slugs': ({ content }) =>
      `export const slugs = ${JSON.stringify(content.posts.map((p) => p.slug))};\nexport const translatedSlugs = ${JSON.stringify(Object.fromEntries(Object.entries(content.translatedPosts).map(([locale, posts]) => [locale, posts.map((p) => p.slug)])))};`,
    'virtual:listing-paths': ({ content }) =>
      `export const listingPaths = ${JSON.stringify([
        ...blogListings(content.posts, content.data.categories),
        ...(Object.entries(content.translatedPosts) as [Locale, Content['posts']][]).flatMap(([locale, posts]) => translatedListings(posts, locale)),
      ].map((l) => l.path))};`,
    'virtual:content-all': (loaded) => {
      ;(globalThis as { [CONTENT_ITEMS]?: unknown })[CONTENT_ITEMS] = contentItems(loaded)
      const key = JSON.stringify(CONTENT_ITEMS.description)
      return `export const content = globalThis[Symbol.for(${key})];\nif (!content) throw new Error('virtual:content-all: no content items in this process (the server bundle runs where it was built)');`
    },
    'virtual:page-paths': ({ content }) => `export const pagePaths = ${JSON.stringify(content.data.pages.map(({ id, path, noindex, needs }) => ({ id, path, noindex, needs })))};`,
    'virtual:page-versions': ({ content }) => `export const pageVersions = ${JSON.stringify([...pageLocales(content.data, content.translatedPosts).entries()])};`,
    'virtual:build-index': ({ content }) => {
      const listing = pagePath(content.data, 'builds')
      // A build's name in each language (a sample product's name is translated; a chooser build's is a product name).
      const names = (Object.entries(content.translations) as [Locale, Content['translations'][Locale]][]).map(([locale, t]) => [locale, new Map(buildPages({ ...content.data, ...t }).map((b) => [b.id, b.name]))] as const)
      const index = buildPages(content.data).map(({ id, name }) => ({ id, name, names: Object.fromEntries(names.map(([locale, byId]) => [locale, byId.get(id) ?? name])), path: buildPath(listing, id) }))
      return `export const buildIndex = ${JSON.stringify(index)};`
    },
    // Post images' sizes travel with the posts' content items (PostSummary.imageInfo), so this table stays the same size as the blog grows.
    'virtual:images': ({ images }) => `export const images = ${JSON.stringify(Object.fromEntries(Object.entries(images).filter(([src]) => !src.startsWith('posts/'))))};`,
    'virtual:build-info': () => `export const buildInfo = ${JSON.stringify(buildInfoFor(buildDate()))};`,
    'virtual:facts': ({ content }) =>
      `export const factsByLocale = ${JSON.stringify({
        [SOURCE_LOCALE]: siteFactsFor(content.data, startingPrice(content.data)),
        ...Object.fromEntries(Object.entries(content.translations).map(([locale, t]) => [locale, siteFactsFor(content.data, startingPrice(content.data), locale as Locale, t?.emirates)])),
      })};`,
    'virtual:chooser': ({ content }) => `export default ${JSON.stringify(Object.fromEntries(LOCALES.map((locale) => [locale, chooserModelIn(content, locale)])))};`,
  }


  /** The text of virtual module `name` from the loaded content (what Vite's `load` hook returns). */
  function moduleText(name: string, loaded: { content: Content; images: Record<string, ImageInfo> }): string | undefined {
    const make = modules[name]
    if (make) return make(loaded)
    if (name.startsWith(DATA_PREFIX)) {
      const [file, key] = name.slice(DATA_PREFIX.length).split('/') as [keyof Content['data'], string | undefined]
      if (!(file in loaded.content.data)) throw new Error(`No data file data/${file}.json`)
      const value: unknown = loaded.content.data[file]
      if (key === undefined) return `export default ${JSON.stringify(value)};`
      if (typeof value !== 'object' || value === null || Array.isArray(value) || !(key in value)) throw new Error(`No key "${key}" in data/${file}.json`)
      return `export default ${JSON.stringify((value as Record<string, unknown>)[key])};`
    }
    if (name.startsWith(LOCALIZED_PREFIX)) {
      const file = name.slice(LOCALIZED_PREFIX.length) as keyof Content['data']
      const byLocale: Record<string, unknown> = { [SOURCE_LOCALE]: loaded.content.data[file] }
      for (const [locale, data] of Object.entries(loaded.content.translations)) {
        if (!data?.[file]) throw new Error(`data/${file}.json has no translation to ${locale}; add it to TRANSLATED in src/i18n/data-text.ts`)
        byLocale[locale] = data[file]
      }
      return `export default ${JSON.stringify(byLocale)};`
    }
    if (name.startsWith(CHOOSER_PREFIX)) {
      const locale = name.slice(CHOOSER_PREFIX.length) as Locale
      if (!(LOCALES as readonly string[]).includes(locale)) throw new Error(`${name}: no such locale (${LOCALES.join(', ')})`)
      return `export default ${JSON.stringify(chooserModelIn(loaded.content, locale))};`
    }
    if (name.startsWith(PAGE_PREFIX)) {
      const page = loaded.content.data.pages.find((p) => p.id === name.slice(PAGE_PREFIX.length))
      if (!page) throw new Error(`No page with id ${name.slice(PAGE_PREFIX.length)} in data/pages.json`)
      return `export default ${JSON.stringify(page)};`
    }
    return undefined
  }

  /**
   * Every virtual module the builds in this process loaded, with its text (the bundle cache's check:
   * build/cache/bundle-cache.ts). Process-wide: a config loaded from its file makes a plugin for each Vite build.
   */
  const loadedModules = ((globalThis as { [LOADED_MODULES]?: Map<string, string | undefined> })[LOADED_MODULES] ??= new Map())

  return {
    name: 'site-content',
    enforce: 'pre',
    api: {
      /** The virtual modules the builds in this process loaded, with their text. */
      loadedModules: () => loadedModules as ReadonlyMap<string, string | undefined>,
      /** The text virtual module `name` has with the content as it is now. */
      moduleText: async (name: string) => moduleText(name, await load()),
      /** Every content item by key (what the pre-renderer's store reads): the page cache hashes the ones a page read. */
      items: async () => contentItems(await load()),
      /** The locale table (src/site/locales.ts): the renderer makes an Arabic page's links Arabic with it. Made once per load of the content, not per page. */
      pageVersions: async () => {
        const { content } = await load()
        if (versions?.content !== content) versions = { content, table: pageLocales(content.data, content.translatedPosts) }
        return versions.table
      },
    },
    configResolved(config) {
      includeDrafts = config.command === 'serve'
    },
    async buildStart() {
      await load()
    },
    resolveId(id) {
      if (id in modules || [DATA_PREFIX, PAGE_PREFIX, LOCALIZED_PREFIX, CHOOSER_PREFIX].some((prefix) => id.startsWith(prefix))) return `\0${id}`
      return undefined
    },
    async load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined
      const name = id.slice(1)
      const text = moduleText(name, await load())
      loadedModules.set(name, text)
      return text
    },
    configureServer(server: ViteDevServer) {
      const dirs = [path.join(root, 'data'), path.join(root, 'posts')]
      server.watcher.add(dirs)
      const onChange = (file: string) => {
        if (!dirs.some((d) => file.startsWith(d))) return
        cached = undefined
        for (const mod of server.moduleGraph.idToModuleMap.values()) {
          if (mod.id?.startsWith(`\0${PREFIX}`)) server.moduleGraph.invalidateModule(mod)
        }
        load().then(
          () => server.ws.send({ type: 'full-reload' }),
          (error: Error) => server.config.logger.error(error.message),
        )
      }
      server.watcher.on('change', onChange)
      server.watcher.on('add', onChange)
      server.watcher.on('unlink', onChange)
    },
  }
}

/** The chooser's model in one locale, from that locale's data (English with its translated fields). */
function chooserModelIn(content: Content, locale: Locale) {
  const listing = pagePath(content.data, 'builds')
  const data = locale === SOURCE_LOCALE ? content.data : { ...content.data, ...content.translations[locale] }
  return chooserModel(data, (id) => buildPath(listing, id), locale)
}

/** A post image's path in the images table (build/content/image-sources.ts). */
const postImage = (post: { image: string }) => `posts/${post.image}`

function summarize(images: Readonly<Record<string, ImageInfo>>) {
  return ({ html: _html, links: _links, elements: _elements, ...rest }: Content['posts'][number]): PostSummary => {
    const imageInfo = images[postImage(rest)]
    if (!imageInfo) throw new Error(`${rest.file}: image ${postImage(rest)} was not processed by the build`)
    return { ...rest, imageInfo }
  }
}

/** Every item the pre-renderer reads by key (src/content/store.ts). */
export function makeContentItems(content: Content, images: Readonly<Record<string, ImageInfo>>): Record<string, unknown> {
  const summary = summarize(images)
  const items: Record<string, unknown> = {}
  const index: PostIndex = content.posts.map((p) => p.slug)
  items[POST_INDEX_KEY] = index
  for (const post of content.posts) {
    const data: PostPageData = { post: summary(post), html: post.html, related: relatedPosts(post, content.posts).map(summary) }
    items[postKey(post.slug)] = data
  }
  const blog = content.data.pages.find((p) => p.path === BLOG_PATH)
  if (!blog) return items
  const bySlug = new Map(content.posts.map((p) => [p.slug, summary(p)]))
  const categories = content.data.categories
    .map((c) => ({ name: c.name, slug: c.slug, count: content.posts.filter((p) => p.category === c.name).length }))
    .filter((c) => c.count > 0)
  for (const listing of blogListings(content.posts, content.data.categories)) {
    const data: ListingPageData = {
      path: listing.path,
      page: listing.page,
      pages: listing.pages,
      title: listing.path === BLOG_PATH ? blog.title : listingTitle(listing, blog.title, (t) => withSiteName(t, content.data.site.name)),
      description: listing.path === BLOG_PATH ? blog.description : listingDescription(listing, blog.description),
      ...(listing.category ? { category: listing.category } : {}),
      ...(listing.featured ? { featured: bySlug.get(listing.featured)! } : {}),
      posts: listing.slugs.map((s) => bySlug.get(s)!),
      categories,
    }
    items[listingKey(listing.path)] = data
  }
  // Each language's blog: its posts (related posts from the same language) and its listing pages.
  for (const [locale, translated] of Object.entries(content.translatedPosts) as [Locale, Content['posts']][]) {
    const own = content.translations[locale]?.pages?.find((p) => p.id === blog.id) ?? blog
    const summaries = new Map(translated.map((p) => [p.slug, summary(p)]))
    for (const post of translated) {
      const data: PostPageData = { post: summaries.get(post.slug)!, html: post.html, related: relatedPosts(post, translated).map((p) => summaries.get(p.slug)!) }
      items[postKey(post.slug, locale)] = data
    }
    for (const listing of translatedListings(translated, locale)) {
      const first = listing.page === 1
      const data: ListingPageData = {
        path: listing.path,
        page: listing.page,
        pages: listing.pages,
        title: first ? own.title : listingTitle(listing, own.title, (t) => withSiteName(t, content.data.site.name), locale),
        description: first ? own.description : listingDescription(listing, own.description, locale),
        ...(listing.featured ? { featured: summaries.get(listing.featured)! } : {}),
        posts: listing.slugs.map((s) => summaries.get(s)!),
        categories: [],
      }
      items[listingKey(listing.path)] = data
    }
  }
  return items
}
