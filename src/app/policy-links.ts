/**
 * A page's Content-Security-Policy comes with its document, and only some
 * pages' policies allow outside sources (data/pages.json `needs`: the shop may
 * load the store, /seo-audit may contact other sites). A link to a page that
 * needs more than the page the visitor opened is therefore left to the
 * browser, a full load with that page's own policy, instead of the router.
 */
import { useEffect } from 'react'
import { pagePaths } from 'virtual:page-paths'

const needsOf = (pathname: string) => pagePaths.find((p) => p.path === pathname)?.needs ?? []

export function useFullLoadForWiderPolicy() {
  useEffect(() => {
    const opened = needsOf(window.location.pathname)
    // Capture on window runs before React's listener on its root, so stopping here leaves the click to the browser.
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return
      if (needsOf(link.pathname).some((need) => !opened.includes(need))) event.stopPropagation()
    }
    window.addEventListener('click', onClick, true)
    return () => window.removeEventListener('click', onClick, true)
  }, [])
}
