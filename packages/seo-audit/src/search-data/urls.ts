/** How an exported URL and a build page meet: by site path, decoded, without a trailing slash, query or fragment. */
import { decodePathname } from '../engine/resolve.ts'

/** `https://www.x.ae/blog/%D8%A7/?a=1#t` → `/blog/ا`; `/` stays `/`. A string that is no URL comes back trimmed. */
export function sitePathOf(url: string): string {
  let pathname: string
  try {
    pathname = new URL(url.trim(), 'https://site.invalid/').pathname
  } catch {
    return url.trim()
  }
  const decoded = decodePathname(pathname) ?? pathname
  return decoded.length > 1 ? decoded.replace(/\/+$/, '') || '/' : decoded
}

/** `www.x.ae` and `x.ae` are one site (a domain property lists both); any other host is not this build's. */
export function sameSite(url: string, siteHost: string): boolean {
  let host: string
  try {
    host = new URL(url).host.toLowerCase()
  } catch {
    return true // a path: the site's own
  }
  const bare = (h: string) => h.replace(/^www\./, '')
  return bare(host) === bare(siteHost.toLowerCase())
}

/** The host of a site URL (`https://www.x.ae` → `www.x.ae`), or null. */
export function hostOf(url: string | undefined): string | null {
  if (!url) return null
  try {
    return new URL(url).host
  } catch {
    return null
  }
}
