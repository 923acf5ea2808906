/**
 * Which third parties a page may talk to: Google Analytics on every page with
 * a real measurement id in data/site.json (the placeholder G-XXXXXXXXXX
 * disables it), the Meta pixel on every page with an id, and what the page
 * itself needs (data/pages.json `needs`): the store on the shop only, outside
 * requests on the audit page only; and the form endpoint (data/site.json `forms`) when one is set. The Content-Security-Policy is built from
 * this, so nothing else can load.
 */
import type { PageNeed, SiteData } from '../content/schemas.ts'

export const GA_PLACEHOLDER = 'G-XXXXXXXXXX'

export function gaMeasurementId(site: Pick<SiteData['site'], 'analytics'>): string | null {
  const id = site.analytics.gaMeasurementId
  return id && id !== GA_PLACEHOLDER ? id : null
}

export function metaPixelId(site: Pick<SiteData['site'], 'analytics'>): string | null {
  return site.analytics.metaPixelId || null
}

export interface CspSources {
  script: string[]
  style: string[]
  img: string[]
  font: string[]
  connect: string[]
  frame: string[]
  form: string[]
}

/**
 * Ecwid's storefront: its loader (app.ecwid.com), its storefront API and
 * checkout frames (*.ecwid.com), and the CloudFront hosts its static files and
 * product images come from. It injects its own styles, so style-src needs
 * 'unsafe-inline' while the store is on. Check the shop page's console after
 * changing this list.
 */
const ECWID_CDNS = [
  'https://d34ikvsdm2rlij.cloudfront.net',
  'https://d1q3axnfhmyveb.cloudfront.net',
  'https://d1oxsl77a1kjht.cloudfront.net',
  'https://d3j0zfs7paavns.cloudfront.net',
  'https://d2j6dbq0eux0bg.cloudfront.net',
]
/** Made when asked for: spreads at module level would stay in every page's script (a bundler cannot drop them unused). */
const ecwid = (): CspSources => ({
  script: ['https://app.ecwid.com', 'https://*.ecwid.com', ...ECWID_CDNS],
  style: ["'unsafe-inline'", 'https://*.ecwid.com', ...ECWID_CDNS],
  img: ['https://*.ecwid.com', ...ECWID_CDNS],
  font: ['https://*.ecwid.com', ...ECWID_CDNS],
  connect: ['https://*.ecwid.com', ...ECWID_CDNS],
  frame: ['https://*.ecwid.com'],
  form: ['https://*.ecwid.com'],
})

/** Google's documented hosts for GA4 through gtag.js. */
const GOOGLE_ANALYTICS: CspSources = {
  script: ['https://*.googletagmanager.com'],
  style: [],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  font: [],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  frame: [],
  form: [],
}

const META_PIXEL: CspSources = {
  script: ['https://connect.facebook.net'],
  style: [],
  img: ['https://www.facebook.com'],
  font: [],
  connect: ['https://www.facebook.com', 'https://connect.facebook.net'],
  frame: [],
  form: [],
}

/**
 * The /seo-audit page's "Check external links too" sends a no-cors HEAD to each
 * outside link, so it may connect to any https site. Scripts stay hash-locked,
 * so injected code cannot use this.
 */
const OUTSIDE_LINKS: CspSources = { script: [], style: [], img: [], font: [], connect: ['https:'], frame: [], form: [] }

const FOR_NEED: Record<PageNeed, () => CspSources> = { store: ecwid, 'outside-links': () => OUTSIDE_LINKS }

/** The origin the quote and price-match requests are posted to (data/site.json `forms.endpoint`), or null when none is set. */
export function formEndpointOrigin(site: Pick<SiteData['site'], 'forms'>): string | null {
  return site.forms.endpoint ? new URL(site.forms.endpoint).origin : null
}

/**
 * The form endpoint, on every page: the quote form is on the contact page and the price-match request on its
 * own, in each language, and a page that does not post just never uses it.
 */
const formEndpoint = (origin: string): CspSources => ({ script: [], style: [], img: [], font: [], connect: [origin], frame: [], form: [] })

/** The outside sources each kind of resource may come from on a page with these needs, for what data/site.json turns on. */
export function thirdPartySources(site: SiteData['site'], needs: readonly PageNeed[] = []): CspSources {
  const endpoint = formEndpointOrigin(site)
  const parts = [...needs.map((n) => FOR_NEED[n]()), gaMeasurementId(site) ? GOOGLE_ANALYTICS : null, metaPixelId(site) ? META_PIXEL : null, endpoint ? formEndpoint(endpoint) : null].filter(
    (p): p is CspSources => p !== null,
  )
  const merged: CspSources = { script: [], style: [], img: [], font: [], connect: [], frame: [], form: [] }
  for (const part of parts) for (const key of Object.keys(merged) as (keyof CspSources)[]) merged[key].push(...part[key])
  for (const key of Object.keys(merged) as (keyof CspSources)[]) merged[key] = [...new Set(merged[key])]
  return merged
}
