/**
 * What a phone's first view gets, under the real `_headers` policy and compression: the page's own
 * stylesheet is in the page (no render-blocking request) and applies; an English page loads no font;
 * no script file is requested before the first paint; pages that are documents load no script
 * file at all, and pages with islands only their islands' chunks; the phone menu opens
 * when tapped the moment it shows, on a slow phone, and with JavaScript off.
 */
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import zlib from 'node:zlib'
import { describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { DIST, SLOW_4G, isHydrated, sitemapPaths, watchPage, type SiteServer, gotoReady } from './harness.ts'
import { useBrowserAndSite } from './use-site.ts'

let browser: Browser
let site: SiteServer
useBrowserAndSite((b, s) => ([browser, site] = [b, s]))

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }

describe('first view on a phone', () => {
  for (const route of ['/', '/blog', '/gaming-pc-shop-dubai']) {
    it(`${route}: styled by the inlined stylesheet under the page's policy, with no stylesheet request and no font`, async () => {
      const context = await browser.newContext(PHONE)
      const watch = await watchPage(context)
      const page = await context.newPage()
      const violations: string[] = []
      page.on('console', (m) => /Content Security Policy|Refused to/i.test(m.text()) && violations.push(m.text()))
      const requests: { url: string; type: string }[] = []
      page.on('request', (r) => requests.push({ url: new URL(r.url()).pathname, type: r.resourceType() }))
      await gotoReady(page, site.origin + route)

      expect(await page.locator('head link[rel="stylesheet"]').count()).toBe(0)
      expect(requests.filter((r) => r.type === 'stylesheet')).toEqual([])
      // The site's dark background and heading font (the system UI font, docs/decisions/system-heading-font.md) come from the stylesheet: it applied.
      const look = await page.evaluate(() => ({
        background: getComputedStyle(document.body).backgroundColor,
        heading: getComputedStyle(document.querySelector('h1')!).fontFamily,
      }))
      expect(look.background).toBe('rgb(6, 8, 13)')
      expect(look.heading).toMatch(/^system-ui\b/)
      expect(violations).toEqual([])

      const fonts = requests.filter((r) => r.type === 'font').map((r) => r.url.replace(/-[\w-]{8}\.woff2$/, '.woff2')).sort()
      expect(fonts).toEqual([])
      // Nothing but the page itself is fetched before the first paint: every script starts after it
      // (Lighthouse's estimate of the first and largest paint counts every request started before).
      const timing = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
        scripts: performance
          .getEntriesByType('resource')
          .filter((r) => (r as PerformanceResourceTiming).initiatorType !== 'img' && /\.js$/.test(new URL(r.name).pathname))
          .map((r) => ({ url: new URL(r.name).pathname, start: r.startTime })),
      }))
      expect(timing.scripts.filter((s) => !(s.start >= timing.paint))).toEqual([])
      expect(await page.locator('link[rel="preload"][as="font"]').count()).toBe(0)
      expect(watch.problems).toEqual([])
      await context.close()
    })
  }
})

/** A document loads no script file; a page with islands loads only what its islands need (no React on the home page). */
describe('script files on a first view', () => {
  const paths = sitemapPaths()
  const post = paths.find((p) => /^\/blog\/(?!page\/|category\/)[^/]+$/.test(p))!
  const build = paths.find((p) => /^\/gaming-pc-builds-dubai\/[^/]+$/.test(p))!
  const none = [post, '/blog', '/blog/category/buying-guides', '/gaming-pc-faq', '/gaming-pc-builder-dubai', '/return-policy-dubai', '/service-areas-uae', '/gaming-pc-builds-dubai', build, '/falcon-pc-dubai-gaming-pc-builder']
  const islands: Record<string, RegExp> = {
    '/contact-dubai': /^\/assets\/(island-(quote|send-email)|hydrate|react|jsx-runtime|styles|typed|StepList|quote-fields|quote-text|contact-links|chat-links|fill|fill-parts|Icon|icon-paths|track|third-parties|EmailChoiceDialog|rolldown-runtime|preload-helper|device)-[\w-]+\.js$/,
    // The store is a plain behaviour: no React on the shop page (the store's own script is not ours).
    '/gaming-pc-shop-dubai': /^\/assets\/(island-store|track|third-parties|rolldown-runtime|preload-helper)-[\w-]+\.js$/,
    '/': /^\/assets\/(island-assembly|rolldown-runtime)-[\w-]+\.js$/,
    '/gaming-pc-builder-tool': /^\/assets\/(island-chooser|Chooser|hydrate|jsx-runtime|styles|StepList|quote|chat-links|fill|track|third-parties|share|numbers|rolldown-runtime|preload-helper)-[\w-]+\.js$/,
  }
  /**
   * The script files of a first view, and with `scrolled`, of the whole page once every island that starts
   * by itself has started (scrolled into view: an island below the fold starts when the visitor gets near).
   */
  async function scriptsOf(route: string, scrolled = false) {
    const context = await browser.newContext(PHONE)
    const watch = await watchPage(context)
    const page = await context.newPage()
    const scripts = new Set<string>()
    page.on('request', (r) => {
      const url = new URL(r.url())
      if (r.resourceType() === 'script' && url.origin === site.origin) scripts.add(url.pathname)
    })
    // Ready: every island that starts by itself has its chunk and the chunks it imports.
    await gotoReady(page, site.origin + route)
    const inline = await page.evaluate(() => [...document.scripts].filter((s) => !s.src && (s.type === '' || s.type === 'text/javascript')).map((s) => s.text.length))
    const files = [...scripts]
    if (scrolled) {
      for (const island of await page.locator('falcon-island[data-src]:not([data-when="interaction"])').all()) {
        await island.scrollIntoViewIfNeeded()
        await page.waitForFunction(isHydrated)
      }
    }
    expect(watch.problems).toEqual([])
    await context.close()
    return { files, inline, all: [...scripts] }
  }
  for (const route of none)
    it(`${route}: none, only inline scripts under 1 KB`, async () => {
      const { files, inline } = await scriptsOf(route)
      expect(files).toEqual([])
      // The page bootstrap (under 1 KB), and on a post the islands' bootstrap for its Share button (its code
      // loads on the first click; under 1,500 bytes, tests/unit/islands/islands.test.tsx).
      expect(inline.length).toBeLessThanOrEqual(2)
      for (const bytes of inline) expect(bytes).toBeLessThan(1500)
    })
  for (const [route, allowed] of Object.entries(islands))
    it(`${route}: only what its islands need`, async () => {
      const { files, all } = await scriptsOf(route, true)
      expect(all.length).toBeGreaterThan(0)
      expect(all.filter((f) => !allowed.test(f))).toEqual([])
      const kb = (list: string[]) => (list.map((f) => zlib.gzipSync(fs.readFileSync(path.join(DIST, f)), { level: 9 }).length).reduce((a, b) => a + b, 0) / 1024).toFixed(1)
      console.log(`${route}: first view ${files.length} script files, ${kb(files)} KB gzip; every island started ${all.length} files, ${kb(all)} KB gzip`)
    })
})

/**
 * The phone menu is HTML (a popover): a tap made the moment its button shows opens it, on a slow phone, before
 * any island has started. The 300 ms target is a performance figure and `npm run bench` prints and
 * judges it (tap→open per page, median of its runs). Here each route is loaded three times and the test fails on
 * what the design must never do again: a lost tap (the single-page app dropped taps made before hydration) or a
 * menu that waits for a script (the app's menu was dead for 1.4–2.4 s after its button showed). Traced on this 2-core
 * machine at CPU ×4, a tap in the first second after the first paint waits behind the page's own style, layout and
 * text shaping (tasks of 100–600 ms): 100–950 ms, median about 300 ms.
 */
describe('the phone menu', () => {
  it('opens when tapped the moment its button shows, on a slow phone (150 ms RTT, 1.6 Mbps, CPU ×4), every time', { timeout: 180_000 }, async () => {
    const opened: Record<string, number[]> = {}
    for (let run = 0; run < 3; run++)
      for (const route of ['/', '/blog', '/contact-dubai']) {
        const context = await browser.newContext(PHONE)
        const page = await context.newPage()
        const cdp = await context.newCDPSession(page)
        await cdp.send('Network.enable')
        await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G })
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
        // In the page: when the tap reached the browser (the event's time stamp, even if the page was busy) and when the menu opened.
        await page.addInitScript(() => {
          const w = window as unknown as { __tap?: number; __open?: number }
          addEventListener('pointerdown', (e) => (w.__tap ??= e.timeStamp), true)
          document.addEventListener('toggle', (e) => (e as ToggleEvent).newState === 'open' && (w.__open ??= performance.now()), true)
        })
        void page.goto(site.origin + route, { waitUntil: 'commit' }).catch(() => undefined)
        const button = page.locator('.menu-toggle')
        await button.waitFor({ state: 'visible', timeout: 30_000 })
        await button.tap()
        // Lost, the menu never shows: this wait fails.
        await page.getByRole('navigation', { name: 'Mobile' }).waitFor({ state: 'visible' })
        const ms = await page.evaluate(() => {
          const w = window as unknown as { __tap: number; __open: number }
          return w.__open - w.__tap
        })
        ;(opened[route] ??= []).push(ms)
        await context.close()
      }
    console.log(`phone menu, tap→open (ms): ${Object.entries(opened).map(([route, ms]) => `${route} ${ms.map((m) => m.toFixed(0)).join('/')}`).join(', ')}`)
    for (const [route, ms] of Object.entries(opened)) {
      const median = [...ms].sort((a, b) => a - b)[1]!
      expect(median, `${route}: median tap→open ${median.toFixed(0)} ms`).toBeLessThan(1000)
    }
  })
})

/**
 * A page's HTML is its first round trip: a new connection gets ten TCP segments (14,600 bytes) before the
 * first acknowledgement, and a longer answer costs a whole round trip more before the first paint (150 ms
 * on slow 4G; Lighthouse's estimate adds it too). Measured as the browser gets it, headers included, over
 * HTTP/1.1 (whose plain headers are longer than HTTP/2's compressed ones), with the build's precompressed
 * copies (build/postbuild/precompress.ts).
 */
describe('the first round trip', () => {
  const firstResponse = (url: string) =>
    new Promise<{ status: number; headerBytes: number; bodyBytes: number; encoding: string | undefined }>((resolve, reject) => {
      http
        .get(url, { headers: { 'Accept-Encoding': 'br, gzip' } }, (res) => {
          let bodyBytes = 0
          res.on('data', (chunk: Buffer) => (bodyBytes += chunk.length))
          res.on('end', () => {
            // The status line, each header line and the blank line, as they travel.
            let headerBytes = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n`.length + 2
            for (let i = 0; i < res.rawHeaders.length; i += 2) headerBytes += Buffer.byteLength(`${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}\r\n`)
            resolve({ status: res.statusCode ?? 0, headerBytes, bodyBytes, encoding: res.headers['content-encoding'] })
          })
        })
        .on('error', reject)
    })

  it('every page fits it, Brotli-compressed with its headers', async () => {
    const sizes: Record<string, number> = {}
    for (const route of sitemapPaths()) {
      const r = await firstResponse(site.origin + route)
      expect(r.status, route).toBe(200)
      expect(r.encoding, route).toBe('br')
      sizes[route] = r.headerBytes + r.bodyBytes
    }
    const largest = Object.entries(sizes).sort((a, b) => b[1] - a[1]).slice(0, 5)
    console.log(`first responses, largest (bytes with headers): ${largest.map(([route, bytes]) => `${route} ${bytes}`).join(', ')}`)
    expect(Object.entries(sizes).filter(([, bytes]) => bytes > 14_600)).toEqual([])
  })
})
