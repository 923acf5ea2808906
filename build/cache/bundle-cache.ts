/**
 * The browser and server bundles kept between builds (`.cache/build/bundles/`), so a build whose code did not
 * change renders with the bundles of the last one instead of running Vite twice.
 *
 * The bundles are a function of the code and of the virtual modules the content plugin hands them
 * (build/vite-plugin-content/index.ts): data, the posts' slugs and listing pages, the locale table, values of
 * the build date; never a post's body, which reaches the renderer in memory. So they are kept with
 *
 *   - the site key (scripts/build.ts: every input but the posts, the date and the locale table), and
 *   - the text of every virtual module the two builds loaded, by hash;
 *   - the processed images the browser build copied from `public/img` (made from the posts' images too), by hash;
 *
 * and restored when the key is the same and every one of those modules would come out the same now (a new,
 * renamed or deleted post changes `virtual:post-slugs`, a new category a listing's paths). The restore check
 * regenerates each module from the content as it is, so a module that reads posts in a new way is covered
 * without a list written here. vite-react-ssg's `build()` asks through its `bundles` option (patches/).
 *
 * The kept files are hard links to the output's (build/lib/files.ts), recorded with their stamps: a kept file
 * written into since (a hand edit of `dist/`) has another stamp, and the bundles are built again. HTML files are
 * copies: the renderer writes the home page into the browser build's index.html.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { BUILD_CACHE_DIR } from './build-state.ts'
import { IMAGE_OUT_DIR } from '../content/images.ts'
import { digestOf } from '../lib/digest.ts'
import { hasStamp, linkFile, listFiles, stampOf, writeFileAtomically, type FileStamp } from '../lib/files.ts'

const VERSION = 2

export interface BundleDirs {
  /** The browser build's output (assets, public files, Vite's manifests), before any page is written. */
  clientDir: string
  /** The server build's output (the renderer's entry and chunks). */
  serverDir: string
}

/** What the content plugin tells about its virtual modules (its `api`). */
export interface VirtualModules {
  loadedModules(): ReadonlyMap<string, string | undefined>
  moduleText(name: string): Promise<string | undefined>
}

interface State {
  version: number
  siteKey: string
  /** virtual module → hash of its text */
  modules: Record<string, string>
  /** hash of the processed images' names and bytes */
  images: string
  /** every kept file (`client/…`, `server/…`) → its stamp */
  files: Record<string, FileStamp>
}

/** Puts every file of `from` at the same place under `to` (a new folder): hard links, HTML files copied. */
function placeFiles(from: string, to: string, files: readonly string[]): void {
  fs.mkdirSync(to, { recursive: true })
  const made = new Set<string>([to])
  for (const file of files) {
    const target = path.join(to, file)
    const dir = path.dirname(target)
    if (!made.has(dir)) {
      fs.mkdirSync(dir, { recursive: true })
      made.add(dir)
    }
    if (file.endsWith('.html')) fs.copyFileSync(path.join(from, file), target)
    else linkFile(path.join(from, file), target)
  }
}

const hash = (text: string | undefined) => digestOf(text ?? '\0none')

/** The processed images' names and bytes, in one hash (the content plugin has made them before any module loads). */
function imagesHash(root: string): string {
  const dir = path.join(root, IMAGE_OUT_DIR)
  const h = crypto.createHash('sha256')
  if (fs.existsSync(dir)) for (const file of listFiles(dir).sort()) h.update(`\0${file}\0`).update(fs.readFileSync(path.join(dir, file)))
  return h.digest('base64url')
}

export function bundleCache(root: string, siteKey: string, modules: VirtualModules) {
  const dir = path.join(root, BUILD_CACHE_DIR, 'bundles')
  const stateFile = path.join(dir, 'state.json')
  const client = path.join(dir, 'client')
  const server = path.join(dir, 'server')

  return {
    /** Puts the kept bundles in place and says true, or says false (nothing placed) when they do not fit. */
    async restore({ clientDir, serverDir }: BundleDirs): Promise<boolean> {
      let state: State
      try {
        state = JSON.parse(fs.readFileSync(stateFile, 'utf8')) as State
      } catch {
        return false
      }
      if (state.version !== VERSION || state.siteKey !== siteKey) return false
      if (!Object.entries(state.files).every(([file, stamp]) => hasStamp(path.join(dir, file), stamp))) return false
      for (const [name, kept] of Object.entries(state.modules)) {
        let now: string | undefined
        try {
          now = await modules.moduleText(name)
        } catch {
          // The module cannot be made from this content: the builds will say why.
          return false
        }
        if (hash(now) !== kept) return false
      }
      if (imagesHash(root) !== state.images) return false
      const kept = Object.keys(state.files)
      fs.rmSync(clientDir, { recursive: true, force: true })
      placeFiles(client, clientDir, kept.filter((f) => f.startsWith('client/')).map((f) => f.slice('client/'.length)))
      fs.rmSync(serverDir, { recursive: true, force: true })
      placeFiles(server, serverDir, kept.filter((f) => f.startsWith('server/')).map((f) => f.slice('server/'.length)))
      return true
    },

    /** Keeps the bundles just built (best effort: without them the next build runs Vite). */
    async save({ clientDir, serverDir }: BundleDirs): Promise<void> {
      try {
        // The old state goes first: bundles half replaced never match a key.
        fs.rmSync(stateFile, { force: true })
        fs.rmSync(client, { recursive: true, force: true })
        fs.rmSync(server, { recursive: true, force: true })
        const clientFiles = listFiles(clientDir)
        const serverFiles = listFiles(serverDir)
        placeFiles(clientDir, client, clientFiles)
        placeFiles(serverDir, server, serverFiles)
        const files: Record<string, FileStamp> = {}
        for (const f of clientFiles) files[`client/${f}`] = stampOf(path.join(client, f))
        for (const f of serverFiles) files[`server/${f}`] = stampOf(path.join(server, f))
        const loaded = [...modules.loadedModules()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        const state: State = { version: VERSION, siteKey, modules: Object.fromEntries(loaded.map(([name, text]) => [name, hash(text)])), images: imagesHash(root), files }
        writeFileAtomically(stateFile, JSON.stringify(state))
      } catch (error) {
        console.warn(`The bundles could not be kept (${(error as Error).message}): the next build runs Vite again.`)
      }
    },
  }
}
