import fs from 'node:fs'
import path from 'node:path'
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { contentPlugin } from './build/vite-plugin-content/index.ts'
import { islandsPlugin, type ViteManifest } from './build/vite-plugin-islands/index.ts'
import { finishPage, inlineScript, type PageScripts } from './build/pages/page-html.ts'
import { iconSpritePlugin } from './build/vite-plugin-icons/index.ts'
import { isolateMixedRunsInHtml } from './build/pages/bidi-html.ts'
import { HTML_ATTRS, localeOfPath, SOURCE_LOCALE } from './src/i18n/messages.ts'
import { localizeLinks } from './src/site/locales.ts'
import { CONTENT_READS, pageCache, SITE_KEY_ENV } from './build/cache/page-cache.ts'
import { bundleCache } from './build/cache/bundle-cache.ts'
import { pageSerializer, type PageSerializer } from './build/pages/page-threads.ts'

const root = import.meta.dirname
const outDir = process.env.SITE_OUT_DIR ?? 'dist'
/** The browser build's manifest (which chunk each island is) and the inline scripts, read once per build. */
let manifest: ViteManifest | undefined
let scripts: PageScripts | undefined
/** The pages kept from the last build (build/cache/page-cache.ts), when scripts/build.ts gives the site's key. */
let cache: ReturnType<typeof pageCache> | undefined
let rendered: string[] = []
/** Where each page's parse-and-serialise step runs (build/pages/page-threads.ts), chosen once the pages to render are known. */
let serializer: PageSerializer | undefined

/**
 * The page without vite-react-ssg's script placeholder and the white space before it: the per-build random
 * hash it stands for names only route-loader data, which the site does not have. (A regular expression
 * starting with `\s*` tried a match at every space of the page: 0.3 s per 1,000 pages.)
 */
function withoutPlaceholder(html: string): string {
  const placeholder = '<script>/* SCRIPT_COMMENT_PLACEHOLDER */</script>'
  const at = html.indexOf(placeholder)
  return at < 0 ? html : html.slice(0, at).trimEnd() + html.slice(at + placeholder.length)
}

/**
 * The renderer's build needs no copy of public/ (its folder is removed once the pages are rendered): without
 * one, restoring the kept bundles (build/cache/bundle-cache.ts) copies half as many files.
 */
const serverBuildWithoutPublicFiles: Plugin = {
  name: 'server-build-without-public-files',
  config: (_config, env) => (env.isSsrBuild ? { build: { copyPublicDir: false } } : undefined),
}

/**
 * Pages are documents: vite-react-ssg pre-renders every route with React (src/main.tsx, server build
 * only), and the browser build holds only the islands (build/vite-plugin-islands/index.ts). No page loads React
 * unless it has an island.
 */
export default defineConfig(({ command }) => {
  const content = contentPlugin(root)
  return {
    plugins: [react(), islandsPlugin(root), content, iconSpritePlugin(), serverBuildWithoutPublicFiles],
    build: {
      // scripts/build.ts builds into a temporary directory and swaps it in only on success.
      outDir,
      // Every browser the site supports preloads modules itself (Chrome 66, Safari 17, Firefox 115): no polyfill.
      modulePreload: { polyfill: false },
      emptyOutDir: true,
      sourcemap: process.env.SITE_SOURCEMAP === '1',
      // The sheets pages inline (src/lib/styles.tsx) are minified in the server build too.
      cssMinify: true,
    },
    ssgOptions: {
      entry: 'src/main.tsx',
      dirStyle: 'flat',
      script: 'sync',
      formatting: 'none',
      beastiesOptions: false,
      // The bundles of the last build when the code and what it reads of the content are the same (patches/).
      bundles: command === 'build' && process.env[SITE_KEY_ENV] ? bundleCache(root, process.env[SITE_KEY_ENV], content.api) : undefined,
      // The build's pages are serialised off its thread (build/pages/page-threads.ts); the dev server's as before.
      serializePage: command === 'build' ? (html: string) => serializer!.serialize(html) : undefined,
      async onPageRendered(route, html) {
        const page = withoutPlaceholder(html)
          // Helmet puts its tags first in <head>; the charset must come before them (first 1024 bytes).
          .replace(/<meta charset="UTF-8">\s*/i, '')
          .replace('<head>', '<head><meta charset="UTF-8">')
        if (command === 'build') manifest ??= JSON.parse(fs.readFileSync(path.resolve(root, outDir, '.vite/manifest.json'), 'utf8')) as ViteManifest
        scripts ??= { page: inlineScript('src/islands/page-bootstrap.ts'), islands: inlineScript('src/islands/islands-bootstrap.ts') }
        // The dev server renders pages through this hook too; it has no browser build, so islands do not start there.
        // A page in another language links to that language's pages (src/site/locales.ts).
        const locale = localeOfPath(route)
        const localized = locale === SOURCE_LOCALE ? page : localizeLinks(page, locale, await content.api.pageVersions())
        // Right to left, «16 GB» and «360°» read as written (src/i18n/bidi.ts).
        const isolated = HTML_ATTRS[locale].dir === 'rtl' ? isolateMixedRunsInHtml(localized) : localized
        return finishPage(isolated, command === 'build' ? manifest! : null, scripts)
      },
      async includedRoutes(paths) {
        const routes = paths.filter((p) => p !== '*' && !p.includes(':'))
        const siteKey = process.env[SITE_KEY_ENV]
        if (command === 'build' && siteKey) {
          cache = pageCache(root, siteKey, await content.api.items())
          ;(globalThis as { [CONTENT_READS]?: unknown })[CONTENT_READS] = cache.recordRead
          rendered = cache.select(routes)
        } else rendered = routes
        if (command === 'build') serializer = pageSerializer(rendered.length)
        return rendered
      },
      async onFinished() {
        await serializer?.close()
        serializer = undefined
        if (!cache) return
        const { reused } = cache.finish(path.resolve(root, outDir), rendered)
        console.log(`[page cache] ${rendered.length} pages rendered, ${reused} kept from the last build`)
      },
    },
  }
})
