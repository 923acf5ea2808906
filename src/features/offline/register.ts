/**
 * Registers /sw.js (loaded after hydration, production only). Tells the page
 * when a new build is waiting; activating it reloads.
 *
 * Plain `navigator.serviceWorker` rather than workbox-window: the three things
 * needed here (notice a waiting worker, tell it to take over, reload once it
 * does) are a few lines, and workbox-window cost 2 KB gzip on every first view.
 */
const UPDATE_CHECK_MS = 60 * 60 * 1000

export function registerServiceWorker(onUpdateReady: (activate: () => void) => void) {
  const container = navigator.serviceWorker
  let offered: ServiceWorker | null = null

  /** A worker is waiting only when an older one is active: that is an update, never the first install. */
  const offerIfWaiting = (registration: ServiceWorkerRegistration) => {
    const waiting = registration.waiting
    if (!waiting || !registration.active || waiting === offered) return
    offered = waiting
    onUpdateReady(() => {
      let reloading = false
      container.addEventListener('controllerchange', () => {
        if (reloading) return
        reloading = true
        window.location.reload()
      })
      waiting.postMessage({ type: 'SKIP_WAITING' })
    })
  }

  container
    .register('/sw.js')
    .then(async (registration) => {
      offerIfWaiting(registration)
      registration.addEventListener('updatefound', () => {
        const installing = registration.installing
        installing?.addEventListener('statechange', () => {
          if (installing.state === 'installed') offerIfWaiting(registration)
        })
      })
      window.setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS)
      // This page and what it loaded before the worker existed (its post body, images, fonts) are kept for offline visits too.
      const urlsToCache = [window.location.href.split('#')[0]!, ...performance.getEntriesByType('resource').map((e) => e.name)]
      const { active } = await container.ready
      active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } })
    })
    .catch((error: unknown) => console.warn('Service worker registration failed; the site works, but not offline.', error))
}
