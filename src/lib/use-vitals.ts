import { useEffect } from 'react'
import siteJson from 'virtual:data/site'
import { gaMeasurementId } from './third-parties.ts'
import type { Gtag } from './vitals.ts'

/** Only the data files this module reads (each is its own module, so chunks stay small). */
const data = { site: siteJson }

/**
 * Mounted once by the layout: after hydration, when the browser is idle, loads
 * the performance reporting, but only where someone reads it (development
 * console, or analytics when configured). Production without analytics loads nothing.
 */
export function useVitals() {
  useEffect(() => {
    const dev = import.meta.env.DEV
    if (!dev && !gaMeasurementId(data.site)) return
    const start = () =>
      void import('./vitals.ts').then(({ startVitals }) =>
        startVitals({ log: dev ? console : undefined, gtag: () => (window as Window & { gtag?: Gtag }).gtag }),
      )
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(start, { timeout: 3000 })
    else window.setTimeout(start, 1)
  }, [])
}
