/**
 * The service worker, served as /sw.js. The post-build step bundles this file
 * with the precache list of the current build inlined (scripts/lib/service-worker.ts).
 *
 * - Precache: the shell and every pre-rendered page of this build, its JS and
 *   CSS, and the offline page. A new build changes the list, which installs a
 *   new worker; the page shows the update banner and the visitor chooses when.
 * - Pages (navigations): network first; when the network fails or hangs, the
 *   page from this build's precache; for anything not cached, the offline page.
 * - Hashed assets, images, logos and fonts: cache first.
 * - Other origins (the store, analytics): not handled at all, so never cached.
 */
import { clientsClaim } from 'workbox-core'
import { addRoute, cleanupOutdatedCaches, matchPrecache, precache, type PrecacheEntry } from 'workbox-precaching'
import { registerRoute } from 'workbox-routing'
import { CacheFirst, type Strategy } from 'workbox-strategies'
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
const NETWORK_TIMEOUT_MS = 4000
const IMAGE_CACHE_PREFIX = 'falcon-images-'
const IMAGE_CACHE = `${IMAGE_CACHE_PREFIX}${__BUILD_ID__}`

precache(__PRECACHE_MANIFEST__)
cleanupOutdatedCaches()
clientsClaim()

const sameOrigin = (url: URL) => url.origin === worker.location.origin

/** `/blog/x` → `/blog/x.html`, `/` → `/index.html` (the files the build wrote). */
function pageFile(pathname: string): string {
  const p = pathname.replace(/\/+$/, '') || '/'
  return p === '/' ? '/index.html' : `${p}.html`
}

async function networkFirst(request: Request, cached: () => Promise<Response | undefined>): Promise<Response> {
  const network = fetch(request)
  network.catch(() => undefined)
  let timer: ReturnType<typeof setTimeout> | undefined
  const slow = new Promise<Response | undefined>((resolve) => {
    timer = setTimeout(() => void cached().then(resolve, () => resolve(undefined)), NETWORK_TIMEOUT_MS)
  })
  try {
    return (await Promise.race([network, slow])) ?? (await network)
  } finally {
    clearTimeout(timer)
  }
}

// Pages first, so the precache route below never answers a navigation from cache while online.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && sameOrigin(url),
  async ({ request, url }) => {
    const cached = () => matchPrecache(pageFile(url.pathname))
    try {
      return await networkFirst(request, cached)
    } catch {
      return (await cached()) ?? (await matchPrecache(__OFFLINE_PAGE__)) ?? Response.error()
    }
  },
)

// This build's JS and CSS, straight from the precache. Clean URLs off: a fetch of /blog is not a page view.
addRoute({ cleanURLs: false, directoryIndex: '' })

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

registerRoute(({ url, request }) => request.method === 'GET' && strategyFor(url) !== undefined, (options) => strategyFor(options.url)!.handle(options))

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys().then((keys) => Promise.all(keys.filter((k) => k.startsWith(IMAGE_CACHE_PREFIX) && k !== IMAGE_CACHE).map((k) => caches.delete(k)))),
  )
})

worker.addEventListener('message', (event) => {
  const message = event.data as { type?: string; payload?: { urlsToCache?: unknown } } | null
  if (message?.type === 'SKIP_WAITING') {
    void worker.skipWaiting()
    return
  }
  if (message?.type === 'CACHE_URLS') {
    // The page asks to keep what it loaded before this worker controlled it (images, fonts).
    const urls = (Array.isArray(message.payload?.urlsToCache) ? message.payload.urlsToCache : [])
      .filter((u): u is string => typeof u === 'string')
      .map((u) => new URL(u, worker.location.href))
    const jobs = urls.map((url) => {
      const strategy = strategyFor(url)
      return strategy ? strategy.handle({ event: event as never, request: new Request(url.href) }).then(() => 1, () => 0) : Promise.resolve(0)
    })
    event.waitUntil(Promise.all(jobs).then((done) => event.ports[0]?.postMessage({ cached: done.reduce<number>((a, b) => a + b, 0) })))
  }
})
