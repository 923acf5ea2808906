import { useEffect, useState } from 'react'
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router-dom'

/** The status text or message of whatever the router caught. */
export function routeErrorText(error: unknown): string {
  if (isRouteErrorResponse(error)) return [error.status, error.statusText || (typeof error.data === 'string' ? error.data : '')].filter(Boolean).join(' ')
  if (error instanceof Error) return error.message
  if (typeof error === 'string' && error) return error
  return 'Unknown error'
}

const FULL_LOAD_KEY = 'falcon:full-load'

export interface FullLoadCheck {
  /** Path and query the router was going to (where the error happened). */
  target: string
  /** Path and query of the document the tab loaded. */
  loaded: string
  /** What identifies the build this tab runs (its entry script's hashed URL). */
  build: string
  storage: Pick<Storage, 'getItem' | 'setItem'> | null
}

/**
 * Whether a route that failed after an in-app navigation should be loaded
 * fresh from the server instead of showing the error screen. After a deploy,
 * a tab still runs the old build, whose chunks are gone: the new build's
 * pre-rendered page is what the visitor wanted. Never for the page the tab
 * loaded (a reload would fail the same way), and at most once per target and
 * build, so a page that fails after a fresh load cannot reload forever.
 */
export function shouldLoadFresh({ target, loaded, build, storage }: FullLoadCheck): boolean {
  if (target === loaded) return false
  try {
    return storage?.getItem(`${FULL_LOAD_KEY}:${target}`) !== build
  } catch {
    // Storage blocked: still better than the error screen; the loaded-page rule above stops a loop.
    return true
  }
}

/** Notes that `target` was loaded fresh from this build (read back by `shouldLoadFresh`). */
export function rememberFreshLoad({ target, build, storage }: Omit<FullLoadCheck, 'loaded'>) {
  try {
    storage?.setItem(`${FULL_LOAD_KEY}:${target}`, build)
  } catch {
    /* storage blocked or full */
  }
}

function pathOf(url: string) {
  const u = new URL(url, 'http://x')
  return u.pathname + u.search
}

function sessionStore() {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

/** The router's error screen (SPEC section 8): shown when a route fails to load or render outside the page's own boundary. */
export function RouteError() {
  const error = useRouteError()
  const location = useLocation()
  const target = location.pathname + location.search
  // Decided once per failure: the effect below records the attempt, which must not flip this render.
  const [check] = useState(() =>
    typeof window === 'undefined'
      ? null
      : {
          target,
          loaded: pathOf((performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.name ?? window.location.href),
          build: document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src ?? '',
          storage: sessionStore(),
        },
  )
  const [loadFresh] = useState(() => check !== null && shouldLoadFresh(check))
  useEffect(() => {
    if (!loadFresh || !check) {
      console.error(error)
      return
    }
    rememberFreshLoad(check)
    // The address bar already shows the target; replace the entry with the real page (no extra history entry).
    window.location.replace(check.target + location.hash)
  }, [error, loadFresh, check, location.hash])
  if (loadFresh)
    return (
      <main id="main" className="container section" aria-busy="true">
        <p>Loading the latest version of this page…</p>
      </main>
    )
  return (
    <main id="main" className="container section error-fallback" role="alert">
      <h1>Unexpected Application Error!</h1>
      <p>{routeErrorText(error)}</p>
      <p>
        <a className="btn btn-primary" href="/">
          Return to Home
        </a>
      </p>
    </main>
  )
}
