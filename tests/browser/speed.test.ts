/**
 * What a phone's first view gets from the speed work of issue 13, under the real `_headers` policy and
 * compression: the stylesheet is in the page (no render-blocking request) and applies; the first view
 * loads only the font subsets; no script and no font is requested before the first paint (the app
 * starts from scripts/lib/app-loader.ts), yet the page hydrates; a sample build page stays indexable after
 * the client-side checks run; our own JavaScript in a first view (all but the framework chunk) stays within
 * issue 13's 20 KB gzip on the pages `npm run bench` measures.
 */
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { DIST, isHydrated, sitemapPaths, watchPage, type SiteServer } from './harness.ts'
import { useBrowserAndSite } from './use-site.ts'

let browser: Browser
let site: SiteServer
useBrowserAndSite((b, s) => ([browser, site] = [b, s]))

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }

describe('first view on a phone', () => {
  for (const route of ['/', '/blog', '/gaming-pc-shop-dubai']) {
    it(`${route}: styled by the inlined stylesheet under the page's policy, with no stylesheet request and only the font subsets`, async () => {
      const context = await browser.newContext(PHONE)
      const watch = await watchPage(context)
      const page = await context.newPage()
      const violations: string[] = []
      page.on('console', (m) => /Content Security Policy|Refused to/i.test(m.text()) && violations.push(m.text()))
      const requests: { url: string; type: string }[] = []
      page.on('request', (r) => requests.push({ url: new URL(r.url()).pathname, type: r.resourceType() }))
      await page.goto(site.origin + route, { waitUntil: 'networkidle' })
      await page.waitForFunction(isHydrated)

      expect(await page.locator('head link[rel="stylesheet"]').count()).toBe(0)
      expect(requests.filter((r) => r.type === 'stylesheet')).toEqual([])
      // The site's dark background and display font come from the stylesheet: it applied.
      const look = await page.evaluate(() => ({
        background: getComputedStyle(document.body).backgroundColor,
        heading: getComputedStyle(document.querySelector('h1')!).fontFamily,
      }))
      expect(look.background).toBe('rgb(6, 8, 13)')
      expect(look.heading).toMatch(/^"Space Grotesk Variable"/)
      expect(violations).toEqual([])

      const fonts = requests.filter((r) => r.type === 'font').map((r) => r.url.replace(/-[\w-]{8}\.woff2$/, '.woff2')).sort()
      expect(fonts).toEqual(['/assets/inter-subset.woff2', '/assets/space-grotesk-subset.woff2'])
      // Nothing but the page itself is fetched before the first paint: every script starts after it
      // (Lighthouse's estimate of the first and largest paint counts every request started before).
      const timing = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
        scripts: performance
          .getEntriesByType('resource')
          .filter((r) => (r as PerformanceResourceTiming).initiatorType !== 'img' && /\.js$/.test(new URL(r.name).pathname))
          .map((r) => ({ url: new URL(r.name).pathname, start: r.startTime })),
      }))
      expect(timing.scripts.length).toBeGreaterThan(2)
      expect(timing.scripts.filter((s) => !(s.start >= timing.paint))).toEqual([])
      expect(await page.locator('link[rel="preload"][as="font"]').count()).toBe(0)
      // The heading's characters render in the web font, not the fallback.
      await expect(page.evaluate(() => document.fonts.check('700 40px "Space Grotesk Variable"', document.querySelector('h1')!.textContent!))).resolves.toBe(true)
      expect(watch.problems).toEqual([])
      await context.close()
    })
  }
})

describe('sample build pages', () => {
  it('stay indexable after the soft-404 check, also when reached by an in-app link', async () => {
    const context = await browser.newContext(PHONE)
    const page = await context.newPage()
    await page.goto(`${site.origin}/gaming-pc-builds-dubai`, { waitUntil: 'networkidle' })
    await page.waitForFunction(isHydrated)
    const link = page.locator('main a[href^="/gaming-pc-builds-dubai/"]').first()
    const target = await link.getAttribute('href')
    await link.click()
    await page.waitForURL(site.origin + target)
    // The check runs 500 ms after the route change.
    await page.waitForTimeout(900)
    await expect(page.locator('meta[name="robots"]').getAttribute('content')).resolves.toBe('index, follow')
    await expect(page.locator('link[rel="canonical"]').count()).resolves.toBe(1)
    await context.close()
  })
})

/** Issue 13: our own code in any first view, gzip as built (framework chunk excluded), until the network is idle. */
const OWN_JS_BUDGET = 20 * 1024
const FRAMEWORK_CHUNK = /^\/assets\/framework-[\w-]+\.js$/

describe('our own JavaScript in a first view', () => {
  const paths = sitemapPaths()
  const post = paths.find((p) => /^\/blog\/(?!page\/|category\/)[^/]+$/.test(p))!
  const build = paths.find((p) => /^\/gaming-pc-builds-dubai\/[^/]+$/.test(p))!
  for (const route of ['/', '/gaming-pc-shop-dubai', '/blog', post, '/contact-dubai', '/service-areas-uae', build]) {
    it(`${route}: at most 20 KB gzip, with nothing that only a later step or screen needs`, async () => {
      const context = await browser.newContext(PHONE)
      const watch = await watchPage(context)
      const page = await context.newPage()
      const scripts = new Set<string>()
      page.on('request', (r) => {
        const url = new URL(r.url())
        if (r.resourceType() === 'script' && url.origin === site.origin) scripts.add(url.pathname)
      })
      await page.goto(site.origin + route, { waitUntil: 'networkidle' })
      await page.waitForFunction(isHydrated)
      const own = [...scripts].filter((s) => !FRAMEWORK_CHUNK.test(s))
      const bytes = own.map((s) => zlib.gzipSync(fs.readFileSync(path.join(DIST, s)), { level: 9 }).length).reduce((a, b) => a + b, 0)
      expect(own.filter((s) => /\/(SeoTags|QuoteLaterSteps|ChoiceDialog|RouteError)-/.test(s))).toEqual([])
      expect(bytes, own.join(', ')).toBeLessThanOrEqual(OWN_JS_BUDGET)
      expect(watch.problems).toEqual([])
      await context.close()
    })
  }
})
