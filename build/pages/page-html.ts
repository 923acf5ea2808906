/**
 * What the pre-renderer's HTML becomes in the build (vite.config.ts `onPageRendered`):
 * - the page's own stylesheet (src/lib/styles.tsx) moves from the end of the body into <head>;
 * - the template's module script, preloads and stylesheet links and the router's hydration data are
 *   removed: no page loads an app;
 * - each island gets the address of its chunk and of the chunks it imports; a page with islands ends
 *   with the islands' inline bootstrap (src/islands/islands-bootstrap.ts);
 * - every page ends with the page bootstrap (src/islands/page-bootstrap.ts) and the speculation rules
 *   that make the next page load instantly.
 */
import fs from 'node:fs'
import path from 'node:path'
import { transformSync } from 'esbuild'
import type { ViteManifest } from '../vite-plugin-islands/index.ts'
import { islandChunks } from '../vite-plugin-islands/index.ts'

const ROOT = path.resolve(import.meta.dirname, '../..')

/** An inline script's text: the TypeScript source, minified (its hash in the policy follows the text). */
export function inlineScript(file: string): string {
  const source = fs.readFileSync(path.join(ROOT, file), 'utf8')
  return transformSync(source, { loader: 'ts', minify: true, format: 'iife', target: 'es2020' }).code.trim()
}

/**
 * Prerender a same-site page when the visitor holds the pointer on its link (or presses it), so it
 * opens at once. Pages whose policy allows outside sources (the shop's store, the audit's checks) are
 * only prefetched: a prerender would start the store before the visitor asked for it.
 */
export const SPECULATION_RULES = JSON.stringify({
  prerender: [
    {
      where: { and: [{ href_matches: '/*' }, { not: { href_matches: '/gaming-pc-shop-dubai' } }, { not: { href_matches: '/seo-audit' } }, { not: { selector_matches: '[rel~=nofollow]' } }] },
      eagerness: 'moderate',
    },
  ],
  prefetch: [{ where: { href_matches: '/*' }, eagerness: 'moderate' }],
})

const PAGE_CSS = /<style data-page-css="">([\s\S]*?)<\/style>/
const MODULE_SCRIPT = /<script\b[^>]*\btype="module"[^>]*>\s*<\/script>/gi
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/gi
const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>/gi
/** The template's own comments (index.html explains itself to its reader, not to every visitor); React writes none in <head>. */
const TEMPLATE_COMMENT = /\s*<!--[\s\S]*?-->/g
const ISLAND = /<falcon-island data-island="([a-z0-9-]+)"/g
/** react-router's hydration data, which vite-react-ssg writes for a client router the site does not have. */
const ROUTER_DATA = /<script>window\.__staticRouterHydrationData = [\s\S]*?<\/script>/

export interface PageScripts {
  page: string
  islands: string
}

/** `manifest` null: the dev server, which has no browser build; its pages are rendered without starting islands. */
export function finishPage(html: string, manifest: ViteManifest | null, scripts: PageScripts): string {
  const chunks = islandChunks(manifest ?? {})
  let page = html.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, '').replace(STYLESHEET_LINK, '').replace(ROUTER_DATA, '')
  page = page.replace(/<head>[\s\S]*?<\/head>/, (head) => head.replace(TEMPLATE_COMMENT, ''))
  const css = PAGE_CSS.exec(page)
  if (css) page = page.replace(css[0], '').replace(/(<meta name="viewport"[^>]*>)/, `$1<style>${css[1]}</style>`)
  let islands = 0
  page = page.replace(ISLAND, (tag, name: string) => {
    if (!manifest) return tag
    const chunk = chunks.get(name)
    if (!chunk) throw new Error(`Island "${name}" has no chunk in the browser build (is there a src/features/*/${name}.island.tsx or ${name}.behaviour.ts?)`)
    islands++
    const deps = chunk.deps.length ? ` data-deps="${chunk.deps.join(' ')}"` : ''
    const later = chunk.later.length ? ` data-later="${chunk.later.join(' ')}"` : ''
    return `${tag} data-src="${chunk.src}"${deps}${later}`
  })
  const bodyEnd = page.lastIndexOf('</body>')
  if (bodyEnd < 0) throw new Error('The page has no </body>')
  const tail =
    (islands ? `<script>${scripts.islands}</script>` : '') +
    `<script>${scripts.page}</script><script type="speculationrules">${SPECULATION_RULES}</script>`
  return page.slice(0, bodyEnd) + tail + page.slice(bodyEnd)
}
