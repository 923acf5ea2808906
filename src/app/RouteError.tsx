import { useEffect } from 'react'
import { isRouteErrorResponse, useRouteError } from 'react-router-dom'

/** The status text or message of whatever the router caught. */
export function routeErrorText(error: unknown): string {
  if (isRouteErrorResponse(error)) return [error.status, error.statusText || (typeof error.data === 'string' ? error.data : '')].filter(Boolean).join(' ')
  if (error instanceof Error) return error.message
  if (typeof error === 'string' && error) return error
  return 'Unknown error'
}

/** The router's error screen (SPEC section 8): shown when a route fails to load or render outside the page's own boundary. */
export function RouteError() {
  const error = useRouteError()
  useEffect(() => {
    console.error(error)
  }, [error])
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
