export const MOBILE_BREAKPOINT = 768

const MOBILE_UA = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i

/** Decided when the visitor acts (never during render): a phone or tablet user agent, or a window under 768 px. */
export function isMobileDevice(): boolean {
  return MOBILE_UA.test(navigator.userAgent) || window.innerWidth < MOBILE_BREAKPOINT
}

/** Follows a mailto: link the way a click on it would (it opens the visitor's mail app). */
export function openMailApp(href: string) {
  const a = document.createElement('a')
  a.href = href
  a.hidden = true
  document.body.appendChild(a)
  a.click()
  a.remove()
}
