/**
 * Shared by the flows browser tests: serving the production build with test
 * analytics ids, stand-ins for the store and tag scripts, and recording what
 * the visitor's browser would open (mail app, web mail, chat).
 */
import fs from 'node:fs'
import path from 'node:path'
import type { BrowserContext, Page, Route } from 'playwright-core'
import { ROOT, isHydrated } from './harness.ts'
import { thirdPartySources, type CspSources } from '../../src/lib/third-parties.ts'

export const TEST_GA_ID = 'G-TEST12345'
export const TEST_PIXEL_ID = '998877665544'
export const ECWID_STUB = fs.readFileSync(path.join(ROOT, 'tests/fixtures/ecwid-stub.js'), 'utf8')

const CSP_DIRECTIVE: Record<keyof CspSources, string> = {
  script: 'script-src',
  style: 'style-src',
  img: 'img-src',
  font: 'font-src',
  connect: 'connect-src',
  frame: 'frame-src',
  form: 'form-action',
}

/**
 * The served policies (hosts send the site-wide one and the page's own, comma-separated) plus the sources the
 * build would allow on every page had data/site.json these ids (same code as the build).
 */
function cspWithAnalytics(header: string, ids: { gaId: string; pixelId: string }): string {
  const site = JSON.parse(fs.readFileSync(path.join(ROOT, 'data/site.json'), 'utf8'))
  const extra = thirdPartySources({ ...site, analytics: { gaMeasurementId: ids.gaId, metaPixelId: ids.pixelId } })
  const withIds = (policy: string) => {
    const directives = policy.split(';').map((d) => d.trim().split(/\s+/))
    for (const [key, name] of Object.entries(CSP_DIRECTIVE) as [keyof CspSources, string][]) {
      const d = directives.find((x) => x[0] === name)
      if (!d) continue
      for (const source of extra[key]) if (!d.includes(source)) d.push(source)
      if (d.length > 2 && d.includes("'none'")) d.splice(d.indexOf("'none'"), 1)
    }
    return directives.map((d) => d.join(' ')).join('; ')
  }
  return header.split(', ').map(withIds).join(', ')
}

/**
 * Serves the build as if data/site.json configured analytics ids: the built
 * JavaScript with the ids replaced, and pages with the Content-Security-Policy
 * the build derives for them. The production code paths run unchanged, without
 * a second build or a test hook in the site. Returns the rewritten script URLs.
 */
export async function configureAnalytics(context: BrowserContext, ids = { gaId: TEST_GA_ID, pixelId: TEST_PIXEL_ID }) {
  const rewritten = new Set<string>()
  // One retry: an aborted script would leave the page without hydration (the banner would never appear).
  const fetchOnce = (route: Route) => route.fetch().catch(() => route.fetch()).catch(() => null)
  await context.route(/^http:\/\/127\.0\.0\.1:\d+\/(?!assets\/)[^?#]*$/, async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback()
    const response = await fetchOnce(route)
    if (!response) return route.abort().catch(() => {}) // the test already closed its context
    const headers = response.headers()
    const policy = headers['content-security-policy']
    if (policy) headers['content-security-policy'] = cspWithAnalytics(policy, ids)
    // The 404 page, at a path no rule names, carries its policy in a meta tag.
    const body = await response.text()
    const meta = /(<meta http-equiv="Content-Security-Policy" content=")([^"]*)(">)/.exec(body)
    if (!meta) return route.fulfill({ response, headers, body })
    const unescape = (s: string) => s.replace(/&#39;|&apos;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&')
    const withIds = cspWithAnalytics(unescape(meta[2]!), ids).replace(/&/g, '&amp;').replace(/"/g, '&quot;')
    return route.fulfill({ response, headers, body: body.replace(meta[0], `${meta[1]}${withIds}${meta[3]}`) })
  })
  await context.route(/^http:\/\/127\.0\.0\.1:\d+\/assets\/.*\.js$/, async (route) => {
    const response = await fetchOnce(route)
    if (!response) return route.abort().catch(() => {})
    const body = await response.text()
    const pattern = /gaMeasurementId:(["'`])G-XXXXXXXXXX\1,metaPixelId:(["'`])\2/
    if (!pattern.test(body)) return route.fulfill({ response, body })
    rewritten.add(route.request().url())
    return route.fulfill({ response, body: body.replace(pattern, `gaMeasurementId:"${ids.gaId}",metaPixelId:"${ids.pixelId}"`) })
  })
  return rewritten
}

/** Stand-ins for gtag.js and fbevents.js (they only count themselves); returns the URLs requested. */
export async function stubTagScripts(page: Page) {
  const requested: string[] = []
  await page.route(/^https:\/\/(www\.googletagmanager\.com|connect\.facebook\.net)\//, (route) => {
    requested.push(route.request().url())
    return route.fulfill({ contentType: 'text/javascript', body: 'window.__tagScripts = (window.__tagScripts || 0) + 1' })
  })
  return requested
}

/** The stand-in Ecwid script for https://app.ecwid.com/script.js?…; returns the URLs requested. */
export async function stubStore(page: Page, mode: 'serve' | 'abort' | 'hang' = 'serve') {
  const requested: string[] = []
  const hanging: (() => Promise<void>)[] = []
  await page.route(/^https:\/\/app\.ecwid\.com\/script\.js/, (route) => {
    requested.push(route.request().url())
    if (mode === 'abort') return route.abort('internetdisconnected')
    if (mode === 'hang') {
      hanging.push(() => route.abort('timedout').catch(() => {}))
      return
    }
    return route.fulfill({ contentType: 'text/javascript', body: ECWID_STUB })
  })
  return {
    requested,
    setMode: (m: typeof mode) => {
      mode = m
    },
    release: async () => {
      for (const h of hanging.splice(0)) await h()
    },
  }
}

/**
 * Records links the page would hand to another app (mailto, wa.me, web mail in
 * a new tab) instead of following them, the way a visitor's click would.
 */
export async function recordOutboundLinks(context: BrowserContext) {
  await context.addInitScript(() => {
    const w = window as unknown as { __outbound: string[] }
    w.__outbound = []
    document.addEventListener(
      'click',
      (e) => {
        const a = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null
        if (!a) return
        if (a.href.startsWith('mailto:') || a.href.startsWith('https://wa.me/') || (a.target === '_blank' && !a.href.startsWith(location.origin))) {
          w.__outbound.push(a.href)
          e.preventDefault()
        }
      },
      true,
    )
  })
}

export const outbound = (page: Page) => page.evaluate(() => (window as unknown as { __outbound: string[] }).__outbound.slice())

/** The decoded value of one query parameter of a mailto/compose/chat URL. */
export function param(url: string, name: string): string | null {
  const query = url.slice(url.indexOf('?') + 1)
  for (const part of query.split('&')) {
    const [k, v = ''] = part.split('=')
    if (k === name) return decodeURIComponent(v)
  }
  return null
}

/** window.dataLayer as arrays (gtag pushes Arguments objects). */
export const dataLayer = (page: Page) =>
  page.evaluate(() => ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).map((a) => JSON.parse(JSON.stringify(Array.from(a)))) as unknown[][])

/** The fbq stub's queue: every pixel call, in order. */
export const pixelCalls = (page: Page) => page.evaluate(() => JSON.parse(JSON.stringify((window as unknown as { fbq?: { queue?: unknown[] } }).fbq?.queue ?? [])) as unknown[][])

/** Every island that starts by itself has started (tests/browser/harness.ts isHydrated). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(isHydrated)
}
