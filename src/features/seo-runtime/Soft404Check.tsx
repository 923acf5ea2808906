import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'

/** SPEC section 9: the check runs 500 ms after a route change. */
export const SOFT_404_DELAY_MS = 500

/**
 * Checks each page 500 ms after a route change: not-found pages get noindex
 * and lose the canonical; soft 404s and thin pages warn. The checking code
 * loads only when the first check runs, so it costs the first view nothing.
 */
export function Soft404Check() {
  const { pathname } = useLocation()
  useEffect(() => {
    const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
    let cancelled = false
    const timer = window.setTimeout(() => {
      void import('./run-check.ts').then(({ checkCurrentPage }) => {
        if (!cancelled) checkCurrentPage(path)
      })
    }, SOFT_404_DELAY_MS)
    return () => {
      cancelled = true
      window.clearTimeout(timer)
    }
  }, [pathname])
  return null
}
