/**
 * The two yardsticks `npm run bench` serves beside the built site, in the same run:
 * - the same build with every `<script>` removed (what the design costs to render, without any code);
 * - a minimal zero-JS reference: one post as plain HTML (its title, hero image and body) with a small
 *   classless stylesheet and the system font, the way a minimal static generator would publish it.
 * Both go into one temporary copy of the build (the reference at /bench-reference, with the same images),
 * with a bare page holding only a `popover` menu (/bench-menu), the floor for the phone menu's first tap.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { listFiles } from '../../build/lib/files.ts'
import { precompressPages } from '../../build/postbuild/precompress.ts'

export const REFERENCE_PATH = '/bench-reference'
/** A bare page that holds nothing but a `popover` menu and its button: the floor for the phone menu's first tap. */
export const BARE_MENU_PATH = '/bench-menu'

/** The bare menu page: the site's class names, so the same tap code finds the button and the menu, and nothing else. */
export const BARE_MENU_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Menu</title><style>body{margin:0;font:16px/1.5 system-ui,sans-serif}header{display:flex;justify-content:space-between;padding:.75rem 1rem}
.menu-toggle{min-width:44px;min-height:44px}.mobile-menu{inset:0 0 auto auto;margin:0;padding:1rem;border:0}</style></head>
<body><header><a href="/">Home</a><button type="button" class="menu-toggle" popovertarget="mobile-menu" aria-controls="mobile-menu">Menu</button></header>
<nav id="mobile-menu" class="mobile-menu" popover="auto" aria-label="Menu"><ul><li><a href="/blog">Blog</a></li><li><a href="/contact-dubai">Contact</a></li></ul></nav>
<main><h1>Menu</h1></main></body></html>\n`

/** A classless stylesheet of the kind minimal generators ship: readable measure, system fonts, no effects. */
export const CLASSLESS_CSS = `:root{color-scheme:dark;--fg:#e8edf3;--bg:#0b0f17;--link:#5ad1e6}
*{box-sizing:border-box}body{margin:0 auto;max-width:42rem;padding:1rem;font:1.05rem/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--fg);background:var(--bg)}
h1,h2,h3{line-height:1.25}a{color:var(--link)}img{max-width:100%;height:auto}
table{border-collapse:collapse;width:100%;overflow-x:auto;display:block}th,td{border:1px solid #334;padding:.4rem .6rem;text-align:left}
pre,code{font:.9em ui-monospace,monospace}blockquote{margin:0;padding-left:1rem;border-left:3px solid #445}`

const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>/gi

/** The post's parts, from its built page: title, description, the hero <img>, the body (`.prose`). */
function postParts(html: string) {
  const title = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? ''
  const description = /<meta[^>]*name="description"[^>]*content="([^"]*)"/.exec(html)?.[1] ?? ''
  const hero = /<figure class="post-hero">[\s\S]*?(<img\b[^>]*>)/.exec(html)?.[1] ?? ''
  const start = html.indexOf('<div class="prose">')
  if (start < 0) throw new Error('bench reference: the post page has no .prose body')
  let depth = 0
  let i = start
  const tag = /<(\/?)div\b[^>]*>/g
  tag.lastIndex = start
  for (let m = tag.exec(html); m; m = tag.exec(html)) {
    depth += m[1] ? -1 : 1
    if (depth === 0) {
      i = m.index + m[0].length
      break
    }
  }
  return { title, description, hero: hero.replace(/\sclass="[^"]*"/, ''), body: html.slice(start, i).replace(/\sclass="[^"]*"/g, '') }
}

export function referencePageHtml(postHtml: string): string {
  const { title, description, hero, body } = postParts(postHtml)
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title.replace(/<[^>]+>/g, '')}</title><meta name="description" content="${description}"><style>${CLASSLESS_CSS}</style></head>
<body><main><article><h1>${title}</h1>${hero}${body}</article></main></body></html>\n`
}

/** A temporary copy of `dist` with every script removed from every page, plus the reference page made from `postPath`. */
export async function benchCopies(dist: string, postPath: string): Promise<{ dir: string; cleanup(): void }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'falcon-bench-'))
  for (const file of listFiles(dist)) {
    if (file.endsWith('.html.br')) continue
    const to = path.join(dir, file)
    fs.mkdirSync(path.dirname(to), { recursive: true })
    if (file.endsWith('.html')) fs.writeFileSync(to, fs.readFileSync(path.join(dist, file), 'utf8').replace(SCRIPT, ''))
    else fs.copyFileSync(path.join(dist, file), to)
  }
  // The service worker stays out of the comparison: without scripts nothing registers it anyway.
  const post = fs.readFileSync(path.join(dist, `${postPath.slice(1)}.html`), 'utf8')
  fs.writeFileSync(path.join(dir, `${REFERENCE_PATH.slice(1)}.html`), referencePageHtml(post))
  fs.writeFileSync(path.join(dir, `${BARE_MENU_PATH.slice(1)}.html`), BARE_MENU_HTML)
  // Every page of the copy precompressed as the build does its own, so each is served as the site's pages are.
  await precompressPages(dir)
  return { dir, cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) }
}
