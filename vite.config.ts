import fs from 'node:fs'
import path from 'node:path'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { contentPlugin } from './src/content/vite-plugin.ts'
import { inlineStylesheets } from './scripts/lib/inline-css.ts'
import { fontSubsetPlugin } from './scripts/lib/fonts.ts'
import { deferAppScript } from './scripts/lib/app-loader.ts'
import { iconSprite } from './src/components/icon-paths.ts'

const root = import.meta.dirname
const outDir = process.env.SITE_OUT_DIR ?? 'dist'
/** The stylesheet every page inlines, read once rather than once per page (its name has the content hash). */
const stylesheets: Record<string, string> = {}

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), contentPlugin(root), fontSubsetPlugin(root)],
  resolve: {
    // The browser build swaps react-helmet-async for a small stand-in (src/seo/head-client.tsx):
    // the pre-rendered HTML already has every head tag, so the browser only updates them on navigation.
    // It also leaves the head tags' builder (src/seo/server-tags.ts) out: the browser loads it on the first in-app navigation.
    alias:
      command === 'build' && !isSsrBuild
        ? [
            { find: /^react-helmet-async$/, replacement: `${root}/src/seo/head-client.tsx` },
            { find: /^\.\/server-tags\.ts$/, replacement: `${root}/src/seo/server-tags.browser.ts` },
          ]
        : [],
  },
  build: {
    // scripts/build.ts builds into a temporary directory and swaps it in only on success.
    outDir,
    // One stylesheet for the whole site (about 8 KB gzip), inlined into every page below: no CSS request
    // on the critical path, and no page stylesheet that a lazy chunk adds later.
    cssCodeSplit: false,
    // Every browser the site supports preloads modules itself (Chrome 66, Safari 17, Firefox 115): no polyfill in the entry chunk.
    modulePreload: { polyfill: false },
    emptyOutDir: true,
    sourcemap: process.env.SITE_SOURCEMAP === '1',
    // Fewer, larger chunks for the browser: gzip compresses one file better than many small ones,
    // and react-dom's client no longer waits behind the entry chunk (vite-react-ssg imports it lazily).
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                // React, react-dom, the router and vite-react-ssg: what every page hydrates with.
                { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@remix-run[\\/]router|vite-react-ssg)[\\/]/, priority: 2 },
                // Our modules and content that most pages share (head tags, site data, images, cards).
                { name: 'common', test: /[\\/]src[\\/]|^\0virtual:/, minShareCount: 8, priority: 1 },
              ],
            },
          },
        },
  },
  ssgOptions: {
    entry: 'src/main.tsx',
    dirStyle: 'flat',
    // The default: a plain module script, which is deferred. It runs after the whole document is parsed,
    // so after the router's hydration data at the end of <body>; `async` ran it before that on about
    // 4 in 10 first visits (error screen or a dead page). Deferred scripts never block the first paint.
    script: 'sync',
    formatting: 'none',
    beastiesOptions: false,
    onPageRendered(_route, html) {
      const page = html
        // Helmet puts its tags first in <head>; the charset must come before them (first 1024 bytes).
        .replace(/<meta charset="UTF-8">\s*/i, '')
        .replace('<head>', '<head><meta charset="UTF-8">')
        // The per-build random hash names only the loader-data files, which the site does not use
        // (src/main.tsx, scripts/lib/loader-data.ts): drop the inline script that sets it.
        .replace(/\s*<script>\/\* SCRIPT_COMMENT_PLACEHOLDER \*\/<\/script>/, '')
        // Every icon once, as the symbols <Icon> draws (src/components/icon-paths.ts): outside the app's root, so hydration never sees it.
        .replace(/<body[^>]*>/, (body) => body + iconSprite())
      // The dev server renders pages through this hook too, with Vite's own styles and scripts.
      if (command !== 'build') return page
      // The stylesheet in the page itself (scripts/lib/inline-css.ts), read once per build. Its fonts are not preloaded:
      // the browser finds them at the first layout, and a preload would put them before the first paint (scripts/lib/app-loader.ts).
      const inlined = inlineStylesheets(page, (href) => (stylesheets[href] ??= fs.readFileSync(path.resolve(root, outDir, `.${href}`), 'utf8')))
      // The app script and its preloads start after the first paint (scripts/lib/app-loader.ts).
      return deferAppScript(inlined)
    },
    includedRoutes(paths) {
      return paths.filter((p) => p !== '*' && !p.includes(':'))
    },
  },
}))
