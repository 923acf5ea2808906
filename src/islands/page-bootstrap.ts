/**
 * The one inline script of every page (minified by build/pages/page-html.ts; under 1 KB, and one hash in the
 * Content-Security-Policy since its text is the same on every page). It is all the JavaScript a page
 * without islands runs; everything else is HTML (links, the `popover` menu, `<details>` accordions).
 *
 * - The phone menu (a `popover`) closes when one of its links is chosen, for links within the page.
 * - The service worker is registered after the load; when a new build is waiting, the page's update
 *   banner offers 'New version available. Refresh to update.', which activates it and reloads. A page in
 *   another language carries that text on the banner (`data-text`, from data/messages/<locale>/offline.json);
 *   English pages use the text here, which a unit test keeps equal to data/messages/en/offline.json.
 */
export {}

const d = document

d.addEventListener('click', (event) => {
  const menu = (event.target as Element).closest?.<HTMLElement>('[popover]')
  if (menu && (event.target as Element).closest('a')) menu.hidePopover()
})

const sw = navigator.serviceWorker
if (sw)
  addEventListener('load', () =>
    sw.register('/sw.js').then(
      (registration) => {
        // Some browsers (and automation that blocks workers) resolve without a registration.
        if (!registration) return
        let offered: ServiceWorker | null | undefined
        const offer = () => {
          const waiting = registration.waiting
          const banner = d.querySelector('.update-banner')
          if (!waiting || !registration.active || waiting === offered || !banner) return
          offered = waiting
          const button = d.createElement('button')
          button.className = 'btn btn-primary update-banner-button'
          button.textContent = (banner as HTMLElement).dataset.text || 'New version available. Refresh to update.'
          button.onclick = () => {
            sw.addEventListener('controllerchange', () => location.reload())
            waiting.postMessage({ type: 'SKIP_WAITING' })
          }
          banner.append(button)
        }
        offer()
        registration.onupdatefound = () => {
          const installing = registration.installing
          if (installing) installing.onstatechange = () => installing.state === 'installed' && offer()
        }
        setInterval(() => registration.update().catch(() => {}), 36e5)
        // This page and what it loaded before the worker existed (images, fonts) are kept for offline visits too.
        sw.ready.then((r) =>
          r.active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: [location.href, ...performance.getEntriesByType('resource').map((e) => e.name)] } }),
        )
      },
      (error) => console.warn('Service worker:', error),
    ),
  )
