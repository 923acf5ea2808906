/**
 * Registers /sw.js with workbox-window (loaded after hydration, production
 * only). Tells the page when a new build is waiting; activating it reloads.
 */
import { Workbox } from 'workbox-window'

const UPDATE_CHECK_MS = 60 * 60 * 1000

export function registerServiceWorker(onUpdateReady: (activate: () => void) => void) {
  const wb = new Workbox('/sw.js')
  wb.addEventListener('waiting', () => {
    onUpdateReady(() => {
      wb.addEventListener('controlling', () => window.location.reload())
      wb.messageSkipWaiting()
    })
  })
  wb.register()
    .then(async (registration) => {
      if (!registration) return
      window.setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS)
      // What this page loaded before the worker existed (images, fonts) is kept for offline visits too.
      const urlsToCache = performance.getEntriesByType('resource').map((e) => e.name)
      await wb.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache } })
    })
    .catch((error: unknown) => console.warn('Service worker registration failed; the site works, but not offline.', error))
}
