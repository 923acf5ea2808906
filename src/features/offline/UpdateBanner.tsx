import { useEffect, useState } from 'react'
import './update-banner.css'

function whenIdle(run: () => void) {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 5000 })
  else window.setTimeout(run, 200)
}

/**
 * Registers the service worker after the page has loaded and shows
 * 'New version available. Refresh to update.' when a new build is waiting.
 * The live region is always there (empty) so screen readers announce the message.
 */
export function UpdateBanner() {
  const [activate, setActivate] = useState<(() => void) | null>(null)
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
    let active = true
    const start = () =>
      whenIdle(() =>
        void import('./register.ts').then(({ registerServiceWorker }) => {
          if (active) registerServiceWorker((run) => setActivate(() => run))
        }),
      )
    if (document.readyState === 'complete') start()
    else window.addEventListener('load', start, { once: true })
    return () => {
      active = false
      window.removeEventListener('load', start)
    }
  }, [])
  return (
    <div className="update-banner" role="status">
      {activate ? (
        <button type="button" className="btn btn-primary update-banner-button" onClick={activate}>
          New version available. Refresh to update.
        </button>
      ) : null}
    </div>
  )
}
