import { Suspense, lazy, useEffect } from 'react'
import { useLocation } from 'react-router-dom'

/**
 * What the router shows when a route fails: the error screen (RouteError.tsx), loaded only when
 * an error happens, so no page's first view downloads it. If its own file cannot be loaded either
 * (a deploy under an open tab removed it), the target page loads fresh from the server, as the
 * error screen itself would do; never for the page the tab loaded, so a broken page cannot reload forever.
 */
const Screen = lazy(() =>
  import('./RouteError.tsx').then(
    (m) => ({ default: m.RouteError }),
    () => ({ default: LoadFresh }),
  ),
)

function LoadFresh() {
  const location = useLocation()
  const target = location.pathname + location.search
  // The document the tab loaded (the address bar already shows the target).
  const loaded = new URL(performance.getEntriesByType('navigation')[0]?.name ?? window.location.href)
  const fresh = loaded.pathname + loaded.search !== target
  useEffect(() => {
    if (fresh) window.location.replace(target + location.hash)
  }, [fresh, target, location.hash])
  return (
    <main id="main" className="container section error-fallback" role="alert">
      <p>{fresh ? 'Loading the latest version of this page…' : 'This page could not be loaded. Please reload it.'}</p>
    </main>
  )
}

export function LazyRouteError() {
  return (
    <Suspense fallback={null}>
      <Screen />
    </Suspense>
  )
}
