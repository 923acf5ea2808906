/**
 * Hands validated content to the app as virtual modules, so pages import data
 * at build time (no route loaders, no zod in the browser bundle):
 *   virtual:content          data, post summaries, image sizes, build info,
 *                            and a lazy loader per post body
 *   virtual:post-body/{slug} one post's sanitized HTML (its own small chunk)
 * In dev, editing data/ or posts/ reloads the page with the new content.
 */
import path from 'node:path'
import type { Plugin, ViteDevServer } from 'vite'
import { loadContent, type Content } from './load.ts'
import { renderImages } from './images.ts'
import { contentImageSources } from './image-sources.ts'
import type { ImageInfo } from './image-urls.ts'
import { buildInfoFor } from './build-info.ts'

const CONTENT_ID = 'virtual:content'
const BODY_PREFIX = 'virtual:post-body/'

export function contentPlugin(root: string): Plugin {
  let includeDrafts = false
  let cached: Promise<{ content: Content; images: Record<string, ImageInfo> }> | undefined

  const load = () =>
    (cached ??= (async () => {
      const content = loadContent(root, { includeDrafts })
      const images = await renderImages(root, contentImageSources(content))
      return { content, images }
    })())

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
      if (id === CONTENT_ID || id.startsWith(BODY_PREFIX)) return `\0${id}`
      return undefined
    },
    async load(id) {
      if (id === `\0${CONTENT_ID}`) {
        const { content, images } = await load()
        const summaries = content.posts.map(({ html: _html, links: _links, ...summary }) => summary)
        const bodies = content.posts.map((p) => `${JSON.stringify(p.slug)}: () => import(${JSON.stringify(BODY_PREFIX + p.slug)})`)
        return [
          `export const data = ${JSON.stringify(content.data)};`,
          `export const posts = ${JSON.stringify(summaries)};`,
          `export const images = ${JSON.stringify(images)};`,
          `export const buildInfo = ${JSON.stringify(buildInfoFor(new Date()))};`,
          `export const postBodies = {${bodies.join(',')}};`,
        ].join('\n')
      }
      if (id.startsWith(`\0${BODY_PREFIX}`)) {
        const slug = id.slice(BODY_PREFIX.length + 1)
        const { content } = await load()
        const post = content.posts.find((p) => p.slug === slug)
        if (!post) throw new Error(`No post with slug ${slug}`)
        return `export const html = ${JSON.stringify(post.html)};`
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
          if (mod.id?.startsWith(`\0${CONTENT_ID}`) || mod.id?.startsWith(`\0${BODY_PREFIX}`)) server.moduleGraph.invalidateModule(mod)
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
