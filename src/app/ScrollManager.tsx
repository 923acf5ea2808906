import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'

export const HASH_SCROLL_DELAY_MS = 100

/** On navigation: scroll to the top, or to the hash target after 100 ms (so the new page has rendered). */
export function ScrollManager() {
  const { pathname, hash } = useLocation()
  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0)
      return
    }
    const timer = window.setTimeout(() => {
      let id = hash.slice(1)
      try {
        id = decodeURIComponent(id)
      } catch {
        /* keep raw */
      }
      const target = document.getElementById(id)
      if (target) {
        target.scrollIntoView({ block: 'start' })
        if (!target.hasAttribute('tabindex') && !/^(A|BUTTON|INPUT|SELECT|TEXTAREA)$/.test(target.tagName)) target.setAttribute('tabindex', '-1')
        target.focus({ preventScroll: true })
      }
    }, HASH_SCROLL_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [pathname, hash])
  return null
}
