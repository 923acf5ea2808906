/**
 * Rendered pages kept between builds (`.cache/build/pages/`), so a build renders only the pages a change
 * touches. While a page renders, the content store records every item it reads by key
 * (src/content/store.ts, `useContent`: a post's body, a listing page's posts, a breadcrumb's title); the
 * page is kept with those keys and a hash of each item. The next build reuses the page when
 *
 *   - the site key is the same: every input of the build but the posts (code, config, data, lockfile,
 *     the sources' date, the locale table; scripts/build.ts), so a change in shared code renders all;
 *   - and every item the page read hashes the same (an item that is gone hashes as missing).
 *
 * What the renderer writes is kept as written, before the post-build steps, which run over every page
 * as in a clean build; so the output is the same bytes a clean build writes (tests/unit/build/). A kept page is
 * put in place as a hard link, not a copy, so nothing writes into an output file (build/lib/files.ts,
 * `replaceFile`), and a kept page whose size or modification time changed since is rendered again.
 */
import fs from 'node:fs'
import path from 'node:path'
import { BUILD_CACHE_DIR } from './build-state.ts'
import { htmlFileFor } from '../../src/site/urls.ts'
import { digestOf } from '../lib/digest.ts'
import { hasStamp, linkFile, stampOf, writeFileAtomically, type FileStamp } from '../lib/files.ts'

/** Where the build finds, after rendering, each page file's hash (`globalThis[PAGE_DIGESTS]`: whole path → hash of its bytes). */
export const PAGE_DIGESTS = Symbol.for('falcon-pc:page-digests')
/** The content store's hook for recording reads: `globalThis[CONTENT_READS](pathname, key)`. */
export const CONTENT_READS = Symbol.for('falcon-pc:content-reads')
/** scripts/build.ts hands the site key to the renderer in this variable; without it (`--clean`), the cache is not used. */
export const SITE_KEY_ENV = 'SITE_PAGES_KEY'
const VERSION = 2

interface PageRecord {
  /** item key → hash of the item as the page read it */
  reads: Record<string, string>
  /** the file the renderer wrote, relative to the output directory */
  file: string
  /** hash of that file's bytes: its name in the cache */
  blob: string
  /** the kept file's size and modification time */
  stat: FileStamp
}
interface State {
  version: number
  siteKey: string
  pages: Record<string, PageRecord>
}

const normal = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname)

export function pageCache(root: string, siteKey: string, items: Readonly<Record<string, unknown>>) {
  const dir = path.join(root, BUILD_CACHE_DIR, 'pages')
  const stateFile = path.join(root, BUILD_CACHE_DIR, 'pages.json')
  let previous: State | undefined
  try {
    previous = JSON.parse(fs.readFileSync(stateFile, 'utf8')) as State
  } catch {
    previous = undefined
  }
  if (previous && (previous.version !== VERSION || previous.siteKey !== siteKey)) previous = undefined
  const itemHashes = new Map<string, string>()
  const itemHash = (key: string) => {
    let h = itemHashes.get(key)
    if (h === undefined) itemHashes.set(key, (h = Object.hasOwn(items, key) ? digestOf(JSON.stringify(items[key])) : 'missing'))
    return h
  }
  const reads = new Map<string, Set<string>>()
  const reused = new Map<string, PageRecord>()

  return {
    /** Records that the page at `pathname` read the item `key` (installed as globalThis[CONTENT_READS]). */
    recordRead(pathname: string, key: string) {
      const route = normal(pathname)
      let keys = reads.get(route)
      if (!keys) reads.set(route, (keys = new Set()))
      keys.add(key)
    },

    /** The routes to render: those without a kept page whose reads all hash the same. */
    select(routes: readonly string[]): string[] {
      const render: string[] = []
      for (const route of routes) {
        const record = previous?.pages[normal(route)]
        const fresh = record && hasStamp(path.join(dir, record.blob), record.stat) && Object.entries(record.reads).every(([key, h]) => itemHash(key) === h)
        if (fresh) reused.set(normal(route), record)
        else render.push(route)
      }
      return render
    },

    /**
     * After rendering: keeps what was rendered, links the reused pages into `outDir`, saves the table, and
     * hands each page's hash to the build (PAGE_DIGESTS).
     */
    finish(outDir: string, rendered: readonly string[]): { rendered: number; reused: number } {
      fs.mkdirSync(dir, { recursive: true })
      const pages: Record<string, PageRecord> = {}
      for (const [route, record] of reused) {
        const to = path.join(outDir, record.file)
        fs.mkdirSync(path.dirname(to), { recursive: true })
        linkFile(path.join(dir, record.blob), to)
        pages[route] = record
      }
      // The stamps of the files kept in this build; a reused page keeps the one it was checked with.
      const written = new Map<string, FileStamp>()
      for (const route of rendered.map(normal)) {
        const file = htmlFileFor(route)
        const from = path.join(outDir, file)
        const blob = digestOf(fs.readFileSync(from))
        // Replaced even when there: a kept file of that name may have been written into since.
        linkFile(from, path.join(dir, blob))
        written.set(blob, stampOf(path.join(dir, blob)))
        pages[route] = { file, blob, reads: Object.fromEntries([...(reads.get(route) ?? [])].sort().map((key) => [key, itemHash(key)])), stat: written.get(blob)! }
      }
      // A reused page whose file a rendered page wrote again (the same bytes) has that file's stamp now.
      for (const page of Object.values(pages)) page.stat = written.get(page.blob) ?? page.stat
      // Pages no route uses any more go.
      const used = new Set(Object.values(pages).map((p) => p.blob))
      for (const blob of fs.readdirSync(dir)) if (!used.has(blob)) fs.rmSync(path.join(dir, blob), { force: true })
      const state: State = { version: VERSION, siteKey, pages }
      writeFileAtomically(stateFile, JSON.stringify(state))
      ;(globalThis as { [PAGE_DIGESTS]?: Map<string, string> })[PAGE_DIGESTS] = new Map(Object.values(pages).map((p) => [path.join(outDir, p.file), p.blob]))
      return { rendered: rendered.length, reused: reused.size }
    },
  }
}
