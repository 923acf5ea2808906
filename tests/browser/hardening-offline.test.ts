/**
 * The service worker in Chromium, on a throw-away copy of the build: a visited
 * page reloads with the server gone, an uncached page shows the offline page,
 * and a new build announces itself with the update banner.
 */
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { createSiteServer } from '../../scripts/serve.ts'
import { addPageAssets, noPageAssets, writeServiceWorker } from '../../build/postbuild/service-worker.ts'
import { precompressPages } from '../../build/postbuild/precompress.ts'
import { DIST, launchBrowser, sitemapPaths, watchPage, gotoReady, waitForAsync, waitForIsland } from './harness.ts'

const BANNER = 'New version available. Refresh to update.'
const post = sitemapPaths().find((p) => p.startsWith('/blog/'))!

let browser: Browser
let copy: string
let server: http.Server
let port: number
let origin: string

function listen(p = 0) {
  server = createSiteServer(copy, { live: true })
  return new Promise<void>((resolve) => server.listen(p, '127.0.0.1', resolve))
}
function stop() {
  return new Promise<void>((resolve) => {
    server.close(() => resolve())
    server.closeAllConnections()
  })
}

beforeAll(async () => {
  copy = fs.mkdtempSync(path.join(os.tmpdir(), 'falcon-sw-'))
  fs.cpSync(DIST, copy, { recursive: true })
  ;[browser] = await Promise.all([launchBrowser(), listen()])
  port = (server.address() as AddressInfo).port
  origin = `http://127.0.0.1:${port}`
})
afterAll(async () => {
  await browser?.close()
  if (server?.listening) await stop()
  fs.rmSync(copy, { recursive: true, force: true })
})

const controlled = (page: Page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined)

describe('service worker', () => {
  let context: BrowserContext
  let page: Page
  let problems: string[]
  beforeAll(async () => {
    context = await browser.newContext()
    ;({ problems } = await watchPage(context))
    page = await context.newPage()
  })
  afterAll(() => context?.close())

  it('serves visited pages and their images with the network gone; the offline page for the rest', async () => {
    await gotoReady(page, origin + post)
    const title = await page.locator('h1').innerText()
    await controlled(page)
    // The page and the images it showed before the worker existed are handed to it for offline use.
    await waitForAsync(
      page,
      async () => {
        const names = await caches.keys()
        const filled = async (prefix: string) => {
          const name = names.find((n) => n.startsWith(prefix))
          return name !== undefined && (await (await caches.open(name)).keys()).length > 0
        }
        return (await filled('falcon-images-')) && (await filled('falcon-pages-'))
      },
      undefined,
      'the page and its images in the worker’s caches',
    )

    // A second page, opened while online: kept by the worker as visited (pages are not precached).
    await gotoReady(page, `${origin}/gaming-pc-faq`)

    await stop()
    await context.setOffline(true)
    await page.goto(origin + post)
    await expect(page.locator('h1').innerText()).resolves.toBe(title)
    const images = await page.locator('main img').evaluateAll((imgs) => imgs.filter((i) => (i as HTMLImageElement).loading !== 'lazy').map((i) => (i as HTMLImageElement).naturalWidth))
    expect(images.length).toBeGreaterThan(0)
    expect(images.every((w) => w > 0)).toBe(true)

    // Visited earlier: kept.
    await page.goto(`${origin}/gaming-pc-faq`)
    await expect(page.locator('h1').count()).resolves.toBe(1)
    await expect(page.title()).resolves.toMatch(/FAQ/)
    // The same page with a query (a shared chooser result, the quote form's hand-off, a campaign tag) is that page.
    await page.goto(`${origin}/gaming-pc-faq?utm_source=whatsapp`)
    await expect(page.title()).resolves.toMatch(/FAQ/)

    // Pre-rendered but never visited (pages are not precached), or unknown: the offline page.
    await page.goto(`${origin}/return-policy-dubai`)
    await expect(page.locator('h1').innerText()).resolves.toBe('You are offline')
    await page.goto(`${origin}/some-page-that-was-never-cached`)
    await expect(page.locator('h1').innerText()).resolves.toBe('You are offline')
    await expect(page.getByRole('link', { name: 'Home' }).getAttribute('href')).resolves.toBe('/')

    await context.setOffline(false)
    await listen(port)
    expect(problems.filter((p) => !/ERR_INTERNET_DISCONNECTED|ERR_CONNECTION_REFUSED|Failed to load resource/.test(p))).toEqual([])
  })

  it('precaches no island code; keeps an island\'s chunks when a page first uses them, so that page works offline', async () => {
    const fresh = await browser.newContext()
    try {
      const { problems: freshProblems } = await watchPage(fresh)
      const tab = await fresh.newPage()
      await gotoReady(tab, origin + post)
      await controlled(tab)
      const stored = (prefix: string) =>
        tab.evaluate(async (p) => {
          const name = (await caches.keys()).find((n) => n.startsWith(p))
          return name ? (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname) : []
        }, prefix)
      const precached = await stored('workbox-precache')
      expect(precached).toContain('/offline.html')
      expect(precached.filter((p) => p.endsWith('.js'))).toEqual([])

      // The chooser's page, opened with the worker in charge: its chunks are fetched through it and kept.
      await gotoReady(tab, `${origin}/gaming-pc-builder-tool`)
      await waitForIsland(tab, 'chooser')
      const chooser = await tab.locator('falcon-island[data-island="chooser"]').getAttribute('data-src')
      await waitForAsync(tab, async (src) => (await caches.open('falcon-assets').then((c) => c.match(src!))) !== undefined, chooser, 'the chooser’s chunk in the worker’s cache')

      await stop()
      await fresh.setOffline(true)
      await tab.goto(`${origin}/gaming-pc-builder-tool`)
      await waitForIsland(tab, 'chooser')
      await fresh.setOffline(false)
      await listen(port)
      expect(freshProblems.filter((p) => !/ERR_INTERNET_DISCONNECTED|ERR_CONNECTION_REFUSED|Failed to load resource/.test(p))).toEqual([])
    } finally {
      await fresh.close()
      if (!server.listening) await listen(port)
    }
  })

  it('announces a new build with the update banner and reloads onto it when clicked', async () => {
    await gotoReady(page, `${origin}/`)
    await controlled(page)
    const before = await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL)
    expect(await page.getByRole('button', { name: BANNER }).count()).toBe(0)

    // Deploy a changed build into the served directory: the home page changes, so the worker does too.
    const index = path.join(copy, 'index.html')
    fs.writeFileSync(index, fs.readFileSync(index, 'utf8').replace('<meta charset="UTF-8">', '<meta charset="UTF-8"><meta name="falcon-build" content="2">'))
    // ... and so does its code: a new island chunk joins what the pages load.
    fs.writeFileSync(path.join(copy, 'assets/next-build-2.js'), 'export default () => {}\n')
    const contact = path.join(copy, 'contact-dubai.html')
    fs.writeFileSync(contact, fs.readFileSync(contact, 'utf8').replace('</body>', '<falcon-island data-island="next" data-src="/assets/next-build-2.js" data-when="interaction"></falcon-island></body>'))
    const oldWorker = fs.readFileSync(path.join(copy, 'sw.js'), 'utf8')
    const assets = noPageAssets()
    for (const f of fs.readdirSync(copy).filter((f) => f.endsWith('.html'))) addPageAssets(fs.readFileSync(path.join(copy, f), 'utf8'), assets)
    await writeServiceWorker(copy, assets)
    // A deploy brings the pages' precompressed copies with them (build/postbuild/precompress.ts).
    await precompressPages(copy)
    expect(fs.readFileSync(path.join(copy, 'sw.js'), 'utf8')).not.toBe(oldWorker)

    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update())
    const banner = page.getByRole('button', { name: BANNER })
    await banner.waitFor()
    await expect(page.getByRole('status').filter({ has: banner }).count()).resolves.toBe(1)

    await Promise.all([page.waitForEvent('load'), banner.click()])
    await expect(page.locator('meta[name="falcon-build"]').getAttribute('content')).resolves.toBe('2')
    await controlled(page)
    await page.waitForFunction(() => navigator.serviceWorker.getRegistration().then((r) => !r?.waiting))
    expect(await page.getByRole('button', { name: BANNER }).count()).toBe(0)
    expect(before).toBe(`${origin}/sw.js`)
  })
})
