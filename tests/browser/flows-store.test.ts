/**
 * The embedded Ecwid store, against a stand-in store script served by request
 * interception (tests/fixtures/ecwid-stub.js): lazy loading, no duplicates
 * on other pages and when the visitor comes back, the failure and timeout fallbacks, and
 * purchases reported exactly once.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { DIST, startSite, watchPage, type SiteServer, gotoReady } from './harness.ts'
import { useBrowserAndSite } from './use-site.ts'
import { analyticsBuild, dataLayer, pixelCalls, stubStore, stubTagScripts, waitForHydration } from './flows-helpers.ts'

const site = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../data/site.json'), 'utf8')) as { store: { storeId: string } }
const STORE_ID = site.store.storeId
const SHOP = '/gaming-pc-shop-dubai'
const CART = `${SHOP}#!/~/cart`
const SCRIPT_URL = `https://app.ecwid.com/script.js?${STORE_ID}&data_platform=code`

let browser: Browser
let server: SiteServer

useBrowserAndSite((b, s) => ([browser, server] = [b, s]))

async function open(width = 1280) {
  const context = await browser.newContext({ viewport: { width, height: 900 } })
  context.setDefaultTimeout(10_000)
  const watch = await watchPage(context)
  const page = await context.newPage()
  watch.attach(page)
  return { context, page, watch }
}

const products = (page: Page) => page.locator(`#my-store-${STORE_ID} .fake-product`)
const stubState = (page: Page) =>
  page.evaluate(() => {
    const t = (window as unknown as { __ecwidTest?: { loads: number; renders: { id: string; arg: string[] }[]; destroys: number; hookCounts: () => object } }).__ecwidTest
    return t ? { loads: t.loads, renders: t.renders, destroys: t.destroys, hooks: t.hookCounts() } : undefined
  })

describe('embedded store', () => {
  it('has the placeholder in the static HTML and requests the store script only on the shop page', async () => {
    const html = fs.readFileSync(path.join(DIST, 'gaming-pc-shop-dubai.html'), 'utf8')
    expect(html).toContain('Loading Store...')
    expect(html).toContain(`id="my-store-${STORE_ID}"`)
    expect(html).not.toContain('app.ecwid.com')

    const { context, page, watch } = await open(390)
    const store = await stubStore(page)
    for (const route of ['/', '/contact-dubai', '/blog', '/price-match-dubai']) {
      await gotoReady(page, server.origin + route)
    }
    expect(store.requested).toEqual([])
    await page.goto(server.origin + SHOP)
    await products(page).first().waitFor()
    expect(store.requested).toEqual([SCRIPT_URL])
    expect(watch.problems).toEqual([])
    await context.close()
  })

  it('renders the ProductBrowser with the configured views, and the placeholder leaves', async () => {
    const { context, page, watch } = await open(1280)
    const store = await stubStore(page)
    await page.goto(server.origin + SHOP, { waitUntil: 'domcontentloaded' })
    await expect(page.getByText('Loading Store...').isVisible()).resolves.toBe(true)
    await products(page).first().waitFor()
    await expect(products(page).count()).resolves.toBe(3)
    const state = await stubState(page)
    expect(state?.renders).toEqual([
      { id: `my-store-${STORE_ID}`, arg: ['categoriesPerRow=3', 'views=grid(20,3) list(60) table(60)', 'categoryView=grid', 'searchView=list', `id=my-store-${STORE_ID}`] },
    ])
    expect(await page.evaluate(() => ({ defer: (window as { ecwid_script_defer?: boolean }).ecwid_script_defer, dynamic: (window as { ecwid_dynamic_widgets?: boolean }).ecwid_dynamic_widgets }))).toEqual({ defer: true, dynamic: true })
    // The placeholder leaves (2 s after the script loads).
    await page.getByText('Loading Store...').waitFor({ state: 'detached' })
    expect(store.requested).toHaveLength(1)
    expect(watch.problems).toEqual([])
    await context.close()
  })

  it('leaves nothing of the store on other pages, and loads it once again when the visitor comes back', async () => {
    const { context, page, watch } = await open(1280)
    const store = await stubStore(page)
    await gotoReady(page, server.origin + SHOP)
    await products(page).first().waitFor()
    await expect(page.locator('.ecwid-pswp, .ec-minicart').count()).resolves.toBe(2)

    // A link is a page load: the blog is a document without the store, its script or its elements.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click()
    await page.waitForURL(`${server.origin}/blog`)
    await expect(page.locator('.ecwid-pswp, .ec-minicart, .ecwid-productBrowser, #ecwid-script').count()).resolves.toBe(0)
    expect(store.requested).toHaveLength(1)

    // Back to the shop by the nav: one script, one widget, the analytics hooks once.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop Online' }).click()
    await page.waitForURL(server.origin + SHOP)
    await products(page).first().waitFor()
    await expect(products(page).count()).resolves.toBe(3)
    const state = await stubState(page)
    expect(state?.loads).toBe(1)
    expect(store.requested).toHaveLength(2)
    expect(state?.hooks).toEqual({ onOrderPlaced: 1, onPageLoaded: 1 })
    await expect(page.locator('.ecwid-pswp').count()).resolves.toBe(1)

    // A cart widget Ecwid shows takes the visitor to the shop's cart.
    await page.locator('.ec-minicart a').first().click()
    await page.waitForURL(server.origin + CART)
    expect(watch.problems).toEqual([])
    await context.close()
  })

  it('loads the shop with its own policy when a visitor arrives from another page', async () => {
    // Only the shop's policy allows the store's hosts, so the link from the home page must load the shop's own document.
    const { context, page, watch } = await open(1280)
    const store = await stubStore(page)
    await gotoReady(page, server.origin + '/')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop Online' }).click()
    await page.waitForURL(server.origin + SHOP)
    await products(page).first().waitFor()
    expect(store.requested).toEqual([SCRIPT_URL])
    expect(watch.problems).toEqual([])
    await context.close()
  })

  it('loads the store straight away for the nav cart link', async () => {
    const { context, page } = await open(390)
    const store = await stubStore(page)
    await page.goto(server.origin + '/')
    const cartHref = await page.locator('header a[href*="#!/~/cart"]').first().getAttribute('href')
    expect(cartHref).toBe(CART)
    await page.goto(server.origin + CART)
    await products(page).first().waitFor()
    expect(store.requested).toEqual([SCRIPT_URL])
    await context.close()
  })

  it('shows chat and quote links instead of a spinner when the script cannot load, and can try again', async () => {
    const { context, page, watch } = await open(390)
    const store = await stubStore(page, 'abort')
    await page.goto(server.origin + SHOP)
    const alert = page.getByRole('alert').filter({ hasText: 'The online store could not load' })
    await alert.waitFor()
    await expect(page.getByText('Loading Store...').count()).resolves.toBe(0)
    // Nothing above the failure still promises a live store.
    await expect(page.getByText('Stock and prices come live from our store').isVisible()).resolves.toBe(false)
    const chat = alert.getByRole('link', { name: 'Chat on WhatsApp' })
    expect(await chat.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+\?text=/)
    expect(await alert.getByRole('link', { name: 'Request a quote' }).getAttribute('href')).toBe('/contact-dubai#quote-form')

    store.setMode('serve')
    await alert.getByRole('button', { name: 'Try again' }).click()
    await products(page).first().waitFor()
    await expect(alert.count()).resolves.toBe(0)
    await expect(page.getByText('Stock and prices come live from our store').isVisible()).resolves.toBe(true)
    expect(store.requested).toHaveLength(2)
    // The aborted request is reported by the browser itself; nothing else went wrong.
    expect(watch.problems.filter((p) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(p))).toEqual([])
    await context.close()
  })

  it('gives up on a script that never arrives after the timeout', async () => {
    const { context, page } = await open(1280)
    await page.clock.install()
    const store = await stubStore(page, 'hang')
    await page.goto(server.origin + SHOP)
    await waitForHydration(page)
    await page.waitForFunction(() => document.getElementById('ecwid-script') !== null)
    await expect(page.getByText('Loading Store...').isVisible()).resolves.toBe(true)
    await page.clock.fastForward(16_000)
    await page.getByRole('alert').filter({ hasText: 'The online store could not load' }).waitFor()
    await expect(page.getByText('Loading Store...').count()).resolves.toBe(0)
    await store.release()
    await context.close()
  })

  it('reports each order once to GA4 and the pixel, even when Ecwid repeats it', async () => {
    // The site as built with analytics ids (the purchase events go to GA4 and the pixel only then).
    const configured = await startSite((await analyticsBuild()).dist)
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    context.setDefaultTimeout(10_000)
    await context.addInitScript(() => {
      try {
        window.localStorage.setItem('falconpc-consent', 'granted')
      } catch {
        /* about:blank has no storage */
      }
    })
    const watch = await watchPage(context)
    const page = await context.newPage()
    watch.attach(page)
    await stubTagScripts(page)
    await stubStore(page)
    await page.goto(configured.origin + SHOP)
    await products(page).first().waitFor()

    const fire = (fn: string, ...args: unknown[]) =>
      page.evaluate(([f, a]) => (window as unknown as Record<string, Record<string, (...x: unknown[]) => void>>).__ecwidTest![f as string]!(...(a as unknown[])), [fn, args] as const)
    const purchases = async () => (await dataLayer(page)).filter((c) => c[0] === 'event' && c[1] === 'purchase')
    const pixelPurchases = async () => (await pixelCalls(page)).filter((c) => c[0] === 'track' && c[1] === 'Purchase')

    await fire('placeOrder', 1001, 3499)
    await fire('placeOrder', 1001, 3499)
    await fire('openPage', { type: 'ORDER_CONFIRMATION', orderNumber: 1001, orderVendorNumber: 'FPC-1001' })
    await fire('openPage', { type: 'CHECKOUT_PLACE_ORDER' })
    // After the confirmation page's grace period (CONFIRMATION_GRACE_MS) the purchase is reported, once.
    await expect.poll(async () => (await purchases()).length, { timeout: 30_000 }).toBeGreaterThan(0)
    expect(await purchases()).toEqual([['event', 'purchase', { transaction_id: '1001', value: 3499, currency: 'AED' }]])
    expect(await pixelPurchases()).toEqual([['track', 'Purchase', { value: 3499, currency: 'AED' }, { eventID: 'order-1001' }]])
    expect((await pixelCalls(page)).filter((c) => c[1] === 'InitiateCheckout')).toEqual([['track', 'InitiateCheckout', { currency: 'AED', value: 0 }]])

    // The confirmation page again after a reload (e.g. back from a payment page): still once.
    await page.reload()
    await products(page).first().waitFor()
    await fire('placeOrder', 1001, 3499)
    await fire('openPage', { type: 'ORDER_CONFIRMATION', orderNumber: 1001 })
    // A new order seen only on the confirmation page is reported, without a made-up value.
    await fire('openPage', { type: 'ORDER_CONFIRMATION', orderNumber: 1002 })
    await page.waitForFunction(() => ((window as unknown as { dataLayer: IArguments[] }).dataLayer ?? []).some((a) => a[1] === 'purchase'))
    expect(await purchases()).toEqual([['event', 'purchase', { transaction_id: '1002', currency: 'AED' }]])
    expect(watch.problems).toEqual([])
    await context.close()
    await configured.close()
  }, 180_000)
})
