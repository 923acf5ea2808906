/**
 * Builds /sw.js for the output directory: the precache list of this build, which is what a reader needs
 * offline and nothing more: the offline page, the icon sprite, the favicon and any stylesheet file the public
 * pages link (today none: every page carries its CSS inline). Not the islands' code: most pages (posts,
 * listings, the FAQ) load none of it, and React's runtime alone is 212 KB; the worker keeps each chunk the
 * first time a page uses it (cache first, src/features/offline/sw.ts). Not the pages either: the worker
 * keeps the pages a visitor opens, so what a first visit downloads does not grow with the number of posts.
 * Files whose names carry no hash get a content hash as their revision. Bundled with
 * src/features/offline/sw.ts and workbox's runtime modules.
 * The build id is a hash of that list and of the public pages' island chunks, so an unchanged build gives a
 * byte-identical worker (no update banner) and a change to either gives a new one: its activation drops the
 * pages kept from the last build, which name that build's chunks.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { bundleScript } from './bundle.ts'
import { listFiles } from '../lib/files.ts'

export const OFFLINE_PAGE = '/offline.html'

/**
 * What the worker precaches besides the stylesheets the public pages link, as paths relative to the output
 * directory. No font: English pages have none, and the Arabic subset (23 KB) is not for an English visitor;
 * an Arabic page's visit keeps the fonts it loaded, as it keeps its island chunks (docs/decisions/i18n-messages.md).
 */
const PRECACHE = [/^offline\.html$/, /^assets\/icons-[^/]+\.svg$/, /^favicon\.svg$/]
const HASHED = /^assets\//
/** The whole precache must stay under this, whatever the number of pages. */
export const MAX_PRECACHE_BYTES = 100 * 1024


export interface ServiceWorkerSummary {
  buildId: string
  precached: number
  bytes: number
}

/** The island chunks (`data-src`, `data-deps`, `data-later`) the given pages load, as paths relative to the output directory. */
export function islandFilesOf(pages: Iterable<string>): Set<string> {
  const files = new Set<string>()
  for (const html of pages)
    for (const m of html.matchAll(/\bdata-(?:src|deps|later)="([^"]+)"/g)) for (const url of m[1]!.split(' ')) if (url.startsWith('/assets/')) files.add(url.slice(1))
  return files
}

/** The stylesheet files (`<link rel="stylesheet">` of this site) the given pages load, as paths relative to the output directory. */
export function stylesheetFilesOf(pages: Iterable<string>): Set<string> {
  const files = new Set<string>()
  for (const html of pages)
    for (const [link] of html.matchAll(/<link\b[^>]*>/g)) {
      const href = /\bhref="(\/[^"]+\.css)"/.exec(link)?.[1]
      if (href && /\brel="stylesheet"/.test(link)) files.add(href.slice(1))
    }
  return files
}

/** The files the pages a visitor may open load that matter to the worker: their stylesheet files and island chunks. */
export interface PageAssets {
  stylesheets: Set<string>
  islands: Set<string>
}

export const noPageAssets = (): PageAssets => ({ stylesheets: new Set(), islands: new Set() })

/** Adds the stylesheet files and island chunks of `html` to `into` (one page at a time: no list of pages is held). */
export function addPageAssets(html: string, into: PageAssets): void {
  for (const f of stylesheetFilesOf([html])) into.stylesheets.add(f)
  for (const f of islandFilesOf([html])) into.islands.add(f)
}

/** Writes `sw.js` into `outDir`; `assets`: those of the pages a visitor may open (not the staff pages), from `addPageAssets`. */
export async function writeServiceWorker(outDir: string, assets: PageAssets): Promise<ServiceWorkerSummary> {
  let size = 0
  const { stylesheets, islands } = assets
  const entries = listFiles(outDir)
    .filter((f) => stylesheets.has(f) || PRECACHE.some((re) => re.test(f)))
    .map((f) => {
      const bytes = fs.readFileSync(path.join(outDir, f))
      size += bytes.length
      // Hashed file names need no revision of their own.
      const revision = HASHED.test(f) ? null : crypto.createHash('md5').update(bytes).digest('hex')
      return { url: `/${f}`, revision }
    })
    .sort((a, b) => a.url.localeCompare(b.url))
  if (!entries.some((e) => e.url === OFFLINE_PAGE)) throw new Error(`Service worker precache: ${OFFLINE_PAGE} is missing from ${outDir}`)
  if (size > MAX_PRECACHE_BYTES) throw new Error(`Service worker precache: ${(size / 1024).toFixed(0)} KB of app shell is over the ${MAX_PRECACHE_BYTES / 1024} KB budget`)
  const islandChunks = [...islands].sort()
  const buildId = crypto.createHash('sha256').update(JSON.stringify([entries, islandChunks])).digest('hex').slice(0, 12)
  const code = await bundleScript('src/features/offline/sw.ts', {
    __PRECACHE_MANIFEST__: entries,
    __BUILD_ID__: buildId,
    __OFFLINE_PAGE__: OFFLINE_PAGE,
  })
  fs.writeFileSync(path.join(outDir, 'sw.js'), `/* Falcon PC service worker, build ${buildId}. Generated by scripts/build.ts. */\n${code}`)
  return { buildId, precached: entries.length, bytes: size }
}
