import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'

/** SPEC section 9: the check runs 500 ms after a route change. */
export const SOFT_404_DELAY_MS = 500

/**
 * Checks each page 500 ms after a route change: not-found pages get noindex
 * and lose the canonical; soft 404s and thin pages warn. The page a visitor
 * opens is pre-rendered with the right tags and checked for the same faults by
 * the audit in CI (soft-404, h1 and noindex rules), so the check starts with
 * the first in-app navigation, whose head the browser rewrites; its code loads
 * then, and the first view does not download it.
 */
export function Soft404Check() {
  const { pathname } = useLocation()
  const first = useRef(pathname)
  useEffect(() => {
    if (pathname === first.current) return
    first.current = ''
    const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
    let cancelled = false
    const timer = window.setTimeout(() => {
      void import('./run-check.ts').then(({ checkCurrentPage }) => (cancelled ? undefined : checkCurrentPage(path, () => !cancelled)))
    }, SOFT_404_DELAY_MS)
    return () => {
      cancelled = true
      window.clearTimeout(timer)
    }
  }, [pathname])
  return null
}
