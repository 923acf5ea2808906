/**
 * The service worker, served as /sw.js. The post-build step bundles this file
 * with the precache list of the current build inlined (build/postbuild/service-worker.ts).
 *
 * - Precache: what a reader needs offline of this build whatever pages they open
 *   (the offline page, the icon sprite, the favicon, any linked stylesheet; every
 *   page carries its CSS inline), the same size whatever the number of pages. Not
 *   the islands' code: most pages load none, so each chunk is kept when a page
 *   first uses it (below). A new build (a new list, or new island chunks) installs
 *   a new worker; the page shows the update banner and the visitor chooses when.
 * - Pages (navigations): network first; each page a visitor opens is kept (the
 *   latest MAX_PAGES, per build, since a page names its build's chunks); when the
 *   network fails or hangs, the kept copy; for anything else, the offline page.
 * - Hashed assets (the islands' chunks, fonts), images and logos: cache first, so
 *   an island's code and a font are fetched once, the first time a page uses them
 *   (those the landing page loaded before the worker existed are handed over by
 *   the page: CACHE_URLS, and so is the code a running island may import later, so
 *   a tab open across a deploy still has it); each file in one cache only (a
 *   precached file is answered by the precache).
 * - Other origins (the store, analytics): not handled at all, so never cached.
 */
import { clientsClaim } from 'workbox-core'
import { addRoute, cleanupOutdatedCaches, matchPrecache, precache, type PrecacheEntry } from 'workbox-precaching'
import { registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkFirst, type Strategy } from 'workbox-strategies'
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { ExpirationPlugin } from 'workbox-expiration'

declare const __PRECACHE_MANIFEST__: PrecacheEntry[]
declare const __BUILD_ID__: string
declare const __OFFLINE_PAGE__: string

interface WorkerScope {
  location: Location
  skipWaiting(): Promise<void>
  addEventListener(type: 'message', listener: (event: WorkerMessageEvent) => void): void
  addEventListener(type: 'activate', listener: (event: { waitUntil(p: Promise<unknown>): void }) => void): void
}
interface WorkerMessageEvent {
  data: unknown
  ports: readonly MessagePort[]
  waitUntil(promise: Promise<unknown>): void
}
const worker = self as unknown as WorkerScope

/** Seconds a page request may hang before the cached copy is shown instead. */
const NETWORK_TIMEOUT_SECONDS = 4
/** Pages kept for offline use: the most recently opened ones. */
const MAX_PAGES = 50
const IMAGE_CACHE_PREFIX = 'falcon-images-'
const IMAGE_CACHE = `${IMAGE_CACHE_PREFIX}${__BUILD_ID__}`
const PAGE_CACHE_PREFIX = 'falcon-pages-'
const PAGE_CACHE = `${PAGE_CACHE_PREFIX}${__BUILD_ID__}`
/** Caches of one build, dropped when the next build takes over. */
const PER_BUILD = [
  [IMAGE_CACHE_PREFIX, IMAGE_CACHE],
  [PAGE_CACHE_PREFIX, PAGE_CACHE],
] as const

precache(__PRECACHE_MANIFEST__)
cleanupOutdatedCaches()
clientsClaim()

const sameOrigin = (url: URL) => url.origin === worker.location.origin

/** A redirect's final response cannot answer a later navigation: keep only direct answers. */
const directOnly = { cacheWillUpdate: async ({ response }: { response: Response }) => (response.redirected ? null : response) }
/**
 * One cache entry per page, whatever its query: a static host answers `/contact-dubai?purpose=gaming` with
 * the same file as `/contact-dubai`, and the page reads the query itself (the chooser's share links, the
 * quote form's hand-off, campaign tags). So such a link opens offline too, and the cache holds no copies.
 */
const pageWithoutQuery = {
  cacheKeyWillBeUsed: async ({ request }: { request: Request }) => {
    const url = new URL(request.url)
    url.search = ''
    return url.href
  },
}
const pageStrategy = new NetworkFirst({
  cacheName: PAGE_CACHE,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [new CacheableResponsePlugin({ statuses: [200] }), directOnly, pageWithoutQuery, new ExpirationPlugin({ maxEntries: MAX_PAGES, purgeOnQuotaError: true })],
})

// Pages first, so the precache route below never answers a navigation from cache while online.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && sameOrigin(url),
  async (options) => {
    try {
      return await pageStrategy.handle(options)
    } catch {
      return (await matchPrecache(__OFFLINE_PAGE__)) ?? Response.error()
    }
  },
)

// The precached files, straight from the precache. Clean URLs off: a fetch of /blog is not a page view.
addRoute({ cleanURLs: false, directoryIndex: '' })

/** Names carry a content hash: a file is never stale, and the oldest ones make room (a build's chunks number about 40). */
const hashedAssets = new CacheFirst({
  cacheName: 'falcon-assets',
  plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 80, purgeOnQuotaError: true })],
})
// Image names are not hashed: one cache per build, dropped when the next build takes over.
const images = new CacheFirst({
  cacheName: IMAGE_CACHE,
  plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 150, purgeOnQuotaError: true })],
})

function strategyFor(url: URL): Strategy | undefined {
  if (!sameOrigin(url)) return undefined
  if (url.pathname.startsWith('/assets/')) return hashedAssets
  if (/^\/(?:img|logos)\//.test(url.pathname) || url.pathname === '/favicon.svg') return images
  return undefined
}

/** A page of the site (clean URLs: no file extension), for the page the visitor landed on before the worker existed. */
const isPage = (url: URL) => sameOrigin(url) && !/\.[a-z0-9]+$/i.test(url.pathname)

registerRoute(({ url, request }) => request.method === 'GET' && strategyFor(url) !== undefined, (options) => strategyFor(options.url)!.handle(options))

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => PER_BUILD.some(([prefix, current]) => k.startsWith(prefix) && k !== current)).map((k) => caches.delete(k)))),
  )
})

worker.addEventListener('message', (event) => {
  const message = event.data as { type?: string; payload?: { urlsToCache?: unknown } } | null
  if (message?.type === 'SKIP_WAITING') {
    void worker.skipWaiting()
    return
  }
  if (message?.type === 'CACHE_URLS') {
    // The page asks to keep what it loaded before this worker controlled it (images, fonts), and what its
    // running islands may import later (src/islands/islands-bootstrap.ts).
    const urls = (Array.isArray(message.payload?.urlsToCache) ? message.payload.urlsToCache : [])
      .filter((u): u is string => typeof u === 'string')
      .map((u) => new URL(u, worker.location.href))
    const jobs = urls.map((url) => {
      const strategy = strategyFor(url) ?? (isPage(url) ? pageStrategy : undefined)
      return strategy ? strategy.handle({ event: event as never, request: new Request(url.href) }).then(() => 1, () => 0) : Promise.resolve(0)
    })
    event.waitUntil(Promise.all(jobs).then((done) => event.ports[0]?.postMessage({ cached: done.reduce<number>((a, b) => a + b, 0) })))
  }
})
