/**
 * Hands validated content to the app as virtual modules, so pages import data
 * at build time (no route loaders, no zod in the browser bundle).
 * In dev, editing data/ or posts/ reloads the page with the new content.
 */
import path from 'node:path'
import type { Plugin, ViteDevServer } from 'vite'
import { loadContent, type Content } from './load.ts'
import { renderBrandImages, renderImages } from './images.ts'
import { contentImageSources } from './image-sources.ts'
import type { ImageInfo } from './image-urls.ts'
import { buildInfoFor } from './build-info.ts'
import { relatedPosts } from './post.ts'
import { siteFactsFor } from './facts.ts'
import { buildPath, pagePath } from '../site/page-table.ts'

/**
 * One module per data file and per post, so each page's chunk carries only the
 * content it uses and the shell stays small:
 *   virtual:data/{file}   one data/*.json file (default export)
 *   virtual:page/{id}     one entry of data/pages.json (default export): a page's own head tags
 *   virtual:page-paths    id and path of every static page (the router and breadcrumbs)
 *   virtual:post-index    slug and title of every post, and a lazy loader per post
 *   virtual:build-index   id, name and path of every sample build's own page (the router and breadcrumbs)
 *   virtual:posts         every post summary (the blog index)
 *   virtual:post/{slug}   one post: summary, sanitized HTML body and its related posts (chosen here,
 *                         so a post page does not download every summary)
 *   virtual:images        sizes of every processed image
 *   virtual:build-info    values derived from the build date
 *   virtual:facts         short values derived from data/ (e.g. the next-day emirates)
 */
const PREFIX = 'virtual:'
const DATA_PREFIX = 'virtual:data/'
const POST_PREFIX = 'virtual:post/'
const PAGE_PREFIX = 'virtual:page/'

export function contentPlugin(root: string): Plugin {
  let includeDrafts = false
  let cached: Promise<{ content: Content; images: Record<string, ImageInfo> }> | undefined

  const load = () =>
    (cached ??= (async () => {
      const content = loadContent(root, { includeDrafts })
      const [images] = await Promise.all([renderImages(root, contentImageSources(content)), renderBrandImages(root, content.data.site)])
      return { content, images }
    })())

  const summary = ({ html: _html, links: _links, ...rest }: Content['posts'][number]) => rest

  const modules: Record<string, (c: { content: Content; images: Record<string, ImageInfo> }) => string> = {
    'virtual:post-index': ({ content }) =>
      [
        `export const postIndex = ${JSON.stringify(content.posts.map((p) => ({ slug: p.slug, title: p.title })))};`,
        `export const loadPost = {${content.posts.map((p) => `${JSON.stringify(p.slug)}: () => import(${JSON.stringify(POST_PREFIX + p.slug)})`).join(',')}};`,
      ].join('\n'),
    'virtual:page-paths': ({ content }) => `export const pagePaths = ${JSON.stringify(content.data.pages.map(({ id, path, noindex, needs }) => ({ id, path, noindex, needs })))};`,
    'virtual:build-index': ({ content }) => {
      const listing = pagePath(content.data, 'builds')
      return `export const buildIndex = ${JSON.stringify(content.data.builds.products.map(({ id, name }) => ({ id, name, path: buildPath(listing, id) })))};`
    },
    'virtual:posts': ({ content }) => `export const posts = ${JSON.stringify(content.posts.map(summary))};`,
    'virtual:images': ({ images }) => `export const images = ${JSON.stringify(images)};`,
    'virtual:build-info': () => `export const buildInfo = ${JSON.stringify(buildInfoFor(new Date()))};`,
    'virtual:facts': ({ content }) => `export const facts = ${JSON.stringify(siteFactsFor(content.data))};`,
  }

  return {
    name: 'site-content',
    enforce: 'pre',
    configResolved(config) {
      includeDrafts = config.command === 'serve'
    },
    async buildStart() {
      await load()
    },
    resolveId(id) {
      if (id in modules || [DATA_PREFIX, PAGE_PREFIX, POST_PREFIX].some((prefix) => id.startsWith(prefix))) return `\0${id}`
      return undefined
    },
    async load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined
      const name = id.slice(1)
      const loaded = await load()
      const make = modules[name]
      if (make) return make(loaded)
      if (name.startsWith(DATA_PREFIX)) {
        const file = name.slice(DATA_PREFIX.length) as keyof Content['data']
        if (!(file in loaded.content.data)) throw new Error(`No data file data/${file}.json`)
        return `export default ${JSON.stringify(loaded.content.data[file])};`
      }
      if (name.startsWith(PAGE_PREFIX)) {
        const page = loaded.content.data.pages.find((p) => p.id === name.slice(PAGE_PREFIX.length))
        if (!page) throw new Error(`No page with id ${name.slice(PAGE_PREFIX.length)} in data/pages.json`)
        return `export default ${JSON.stringify(page)};`
      }
      if (name.startsWith(POST_PREFIX)) {
        const post = loaded.content.posts.find((p) => p.slug === name.slice(POST_PREFIX.length))
        if (!post) throw new Error(`No post with slug ${name.slice(POST_PREFIX.length)}`)
        const related = relatedPosts(post, loaded.content.posts).map(summary)
        return [
          `export const post = ${JSON.stringify(summary(post))};`,
          `export const html = ${JSON.stringify(post.html)};`,
          `export const related = ${JSON.stringify(related)};`,
        ].join('\n')
      }
      return undefined
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
