/** Loopback and `.localhost` names, where plain http is expected (development, tests). */
export function isLocalHostname(hostname: string): boolean {
  const h = hostname.toLowerCase().replace(/\.$/, '')
  return h === 'localhost' || h.endsWith('.localhost') || /^127(?:\.\d{1,3}){3}$/.test(h) || h === '[::1]' || h === '0.0.0.0'
}

/** The https address for a plain-http page (SPEC section 2), or null when it should stay as it is. */
export function httpsUpgradeUrl(href: string): string | null {
  let url: URL
  try {
    url = new URL(href)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' || isLocalHostname(url.hostname)) return null
  url.protocol = 'https:'
  return url.href
}
