/**
 * Analytics and consent: nothing is requested without a configured id, nothing
 * leaves the page before the visitor accepts, Consent Mode v2 defaults to
 * denied, and the events of SPEC section 7 reach gtag and the pixel.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { startSite, watchPage, type SiteServer, gotoReady, reloadReady } from './harness.ts'
import { useBrowserAndSite } from './use-site.ts'
import { axeViolations } from './look.ts'
import { TEST_GA_ID, TEST_PIXEL_ID, analyticsBuild, dataLayer, pixelCalls, recordOutboundLinks, stubStore, stubTagScripts, waitForHydration } from './flows-helpers.ts'

const TAG_HOSTS = /googletagmanager\.com|google-analytics\.com|facebook\.net|facebook\.com/

let browser: Browser
let server: SiteServer

useBrowserAndSite((b, s) => ([browser, server] = [b, s]))

/** The same site built with test ids in data/site.json (a site that configured analytics). */
let configured: SiteServer
let configuredBuild: Awaited<ReturnType<typeof analyticsBuild>>
beforeAll(async () => {
  configuredBuild = await analyticsBuild()
  configured = await startSite(configuredBuild.dist)
}, 180_000)
afterAll(async () => {
  await configured?.close()
  configuredBuild?.cleanup()
})

async function open(width: number, withIds: boolean) {
  const context = await browser.newContext({ viewport: { width, height: 900 } })
  context.setDefaultTimeout(10_000)
  const watch = await watchPage(context)
  await recordOutboundLinks(context)
  const requests: string[] = []
  context.on('request', (r) => requests.push(r.url()))
  const page = await context.newPage()
  watch.attach(page)
  const tags = await stubTagScripts(page)
  await stubStore(page)
  return { context, page, watch, tags, requests, origin: withIds ? configured.origin : server.origin }
}

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies and measurement' })
const events = async (page: Page, name: string) => (await dataLayer(page)).filter((c) => c[0] === 'event' && c[1] === name)

describe('with the placeholder GA id and no pixel id (data/site.json as shipped)', () => {
  it('makes no analytics request, keeps no queue and asks for no consent', async () => {
    const { context, page, watch, requests } = await open(1280, false)
    for (const route of ['/', '/contact-dubai', '/gaming-pc-shop-dubai', '/price-match-dubai']) {
      await gotoReady(page, server.origin + route)
    }
    await page.locator('main a[href^="https://wa.me/"]').first().click()
    expect(requests.filter((u) => TAG_HOSTS.test(u))).toEqual([])
    expect(await page.evaluate(() => ({ dataLayer: 'dataLayer' in window, gtag: 'gtag' in window, fbq: 'fbq' in window }))).toEqual({ dataLayer: false, gtag: false, fbq: false })
    await expect(banner(page).count()).resolves.toBe(0)
    expect(watch.problems).toEqual([])
    await context.close()
  })
})

describe('with a GA id and a pixel id configured', () => {
  it('queues with consent denied and requests no tag script until the visitor accepts', async () => {
    const { context, page, watch, tags, origin } = await open(390, true)
    await gotoReady(page, `${origin}/`)
    await banner(page).waitFor()
    expect(await axeViolations(page)).toEqual([])
    await page.waitForFunction(() => ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).some((a) => a[1] === 'page_view'))
    const layer = await dataLayer(page)
    const consentDefault = layer.findIndex((c) => c[0] === 'consent' && c[1] === 'default')
    const config = layer.findIndex((c) => c[0] === 'config')
    expect(consentDefault).toBe(0)
    expect(layer[consentDefault]![2]).toEqual({ ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied', wait_for_update: 500 })
    expect(config).toBeGreaterThan(consentDefault)
    expect(layer[config]).toEqual(['config', TEST_GA_ID, { send_page_view: false }])
    expect(await pixelCalls(page)).toEqual(expect.arrayContaining([['consent', 'revoke'], ['init', TEST_PIXEL_ID]]))
    expect(tags).toEqual([])

    await banner(page).getByRole('button', { name: 'Accept' }).click()
    await banner(page).waitFor({ state: 'detached' })
    expect((await dataLayer(page)).filter((c) => c[0] === 'consent' && c[1] === 'update')).toEqual([
      ['consent', 'update', { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' }],
    ])
    await page.waitForFunction(() => (window as unknown as { __tagScripts?: number }).__tagScripts === 2)
    expect(tags.sort()).toEqual([`https://connect.facebook.net/en_US/fbevents.js`, `https://www.googletagmanager.com/gtag/js?id=${TEST_GA_ID}`])
    expect((await pixelCalls(page)).filter((c) => c[0] === 'consent')).toEqual([['consent', 'revoke'], ['consent', 'grant']])

    // Remembered: no banner after a reload, consent granted right after the default, tags load at once.
    await reloadReady(page)
    await waitForHydration(page)
    await page.waitForFunction(() => (window as unknown as { __tagScripts?: number }).__tagScripts === 2)
    await expect(banner(page).count()).resolves.toBe(0)
    const again = await dataLayer(page)
    expect(again.slice(0, 2).map((c) => [c[0], c[1]])).toEqual([
      ['consent', 'default'],
      ['consent', 'update'],
    ])
    expect(watch.problems).toEqual([])
    await context.close()
  })

  it('loads nothing when the visitor declines, and remembers it', async () => {
    const { context, page, watch, tags, origin } = await open(1280, true)
    await gotoReady(page, `${origin}/blog`)
    await banner(page).getByRole('button', { name: 'Decline' }).click()
    await banner(page).waitFor({ state: 'detached' })
    await reloadReady(page)
    // Hydrated, the analytics island has decided: the banner would be there now.
    await waitForHydration(page)
    await expect(banner(page).count()).resolves.toBe(0)
    expect(tags).toEqual([])
    expect((await dataLayer(page)).some((c) => c[0] === 'consent' && c[1] === 'update')).toBe(false)
    expect(watch.problems).toEqual([])
    await context.close()
  })

  it('sends a page_view with each page load and the conversion events where SPEC section 7 puts them', async () => {
    const { context, page, watch, origin } = await open(1280, true)
    await gotoReady(page, `${origin}/`)
    await banner(page).getByRole('button', { name: 'Accept' }).click()
    await page.waitForFunction(() => ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).some((a) => a[1] === 'page_view'))

    // A link is a page load: the new page sends its own page_view, with its path and title, consent remembered.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click()
    await page.waitForURL(`${origin}/blog`)
    await page.waitForFunction(() => ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).some((a) => a[1] === 'page_view'))
    const views = await events(page, 'page_view')
    expect(views.map((v) => (v[2] as { page_path: string }).page_path)).toEqual(['/blog'])
    expect((views[0]![2] as { page_title: string }).page_title).toBe(await page.title())
    expect((await pixelCalls(page)).filter((c) => c[1] === 'PageView')).toHaveLength(1)

    // The header's Get Quote button, recorded before its page loads (the page's own listener runs first).
    await page.evaluate(() => document.addEventListener('click', (e) => e.preventDefault(), { once: true }))
    await page.locator('header').getByRole('link', { name: 'Get Quote' }).first().click()
    expect(await events(page, 'cta_click')).toContainEqual(['event', 'cta_click', { event_category: 'conversion', event_label: 'Navigation Quote', source: 'navigation' }])
    await gotoReady(page, `${origin}/contact-dubai#quote-form`)

    // The quote wizard: form_start once, then quote_request and Lead when it is sent.
    await page.locator('#quote-form').scrollIntoViewIfNeeded()
    await page.locator('form.quote-form[data-ready="true"]').waitFor()
    await page.getByLabel('Full name').fill('Sara Al Marzouqi')
    await page.getByLabel('WhatsApp / mobile number').fill('+971 55 987 6543')
    await page.getByLabel('Budget range').selectOption('8000-12000')
    await page.getByLabel('Main use').selectOption('3d-workstation')
    await page.getByRole('button', { name: 'Next' }).click()
    await page.getByRole('button', { name: 'Previous' }).click()
    await page.getByRole('button', { name: 'Next' }).click()
    await page.getByRole('button', { name: 'Next' }).click()
    await page.getByLabel('E-mail').fill('sara@example.ae')
    // This build sets no form endpoint: the request goes by e-mail, from the fallback.
    await page.getByRole('button', { name: 'Send request' }).click()
    await page.locator('.quote-fallback').getByRole('link', { name: 'Send by e-mail' }).click()
    const dialog = page.getByRole('dialog', { name: 'Send your quote request' })
    await dialog.getByRole('link', { name: 'Open e-mail app' }).click()
    expect(await events(page, 'form_start')).toEqual([['event', 'form_start', { event_category: 'engagement', form_name: 'quote' }]])
    expect(await events(page, 'quote_request')).toEqual([['event', 'quote_request', { event_category: 'conversion', event_label: '3D Workstation', value: '8000-12000' }]])
    // Tracking loads its module on first use (trackLazily): the events arrive once it has.
    await expect.poll(async () => (await pixelCalls(page)).filter((c) => c[1] === 'Lead')).toEqual([['track', 'Lead', { currency: 'AED', value: 0 }]])
    await expect.poll(async () => (await pixelCalls(page)).filter((c) => c[1] === 'CompleteRegistration')).toEqual([['track', 'CompleteRegistration', { currency: 'AED', value: 0 }]])
    await page.keyboard.press('Escape')

    // A chat link: a contact conversion and the Contact pixel event.
    await page.locator('main a[href^="https://wa.me/"]').first().click()
    expect(await events(page, 'contact')).toContainEqual(['event', 'contact', { event_category: 'conversion', event_label: 'General Inquiry', method: 'WhatsApp', contact_type: 'General Inquiry' }])
    expect((await pixelCalls(page)).filter((c) => c[1] === 'Contact')).toContainEqual(['track', 'Contact', { currency: 'AED', value: 0 }])

    // The floating chat button (mobile) is the sticky-button conversion.
    await page.setViewportSize({ width: 390, height: 800 })
    await page.locator('.floating-chat').click()
    expect(await events(page, 'sticky_button_click')).toEqual([['event', 'sticky_button_click', { event_category: 'conversion', event_label: 'WhatsApp Chat', source: 'sticky' }]])
    expect(watch.problems).toEqual([])
    await context.close()
  })

  it('records the build chooser: its start, each result and the hand-off, through the same consent', async () => {
    const { context, page, watch, origin } = await open(390, true)
    await gotoReady(page, `${origin}/gaming-pc-builder-tool`)
    await banner(page).getByRole('button', { name: 'Accept' }).click()
    await page.locator('falcon-island[data-island="chooser"][data-ready]').waitFor()
    await page.getByRole('checkbox', { name: 'Valorant', exact: true }).check()
    await page.getByRole('checkbox', { name: 'Apex Legends', exact: true }).check()
    await page.getByRole('button', { name: 'Next: budget' }).click()
    await page.getByRole('radio', { name: '3,000 – 5,000 AED', exact: true }).check()
    await page.getByRole('button', { name: 'Show my build' }).click()
    const build = await page.locator('.chooser-card').first().locator('h4').textContent()
    await page.waitForFunction(() => ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).some((a) => a[1] === 'chooser_result'))
    expect(await events(page, 'chooser_start')).toEqual([['event', 'chooser_start', { event_category: 'engagement' }]])
    const [result] = await events(page, 'chooser_result')
    expect(result).toEqual(['event', 'chooser_result', { event_category: 'engagement', build: expect.any(String), fit: 'fits', budget: '3000-5000', purpose: 'gaming' }])
    expect(build?.toLowerCase().replaceAll(' ', '-')).toBe((result![2] as { build: string }).build)
    await page.getByRole('link', { name: 'Ask on WhatsApp' }).first().click()
    // The chooser records through the analytics module it imports on demand (src/lib/track.ts): a moment
    // after the click, not within it (a fresh clone beside the rest of the suite once read it too early).
    await expect.poll(() => events(page, 'chooser_handoff')).toEqual([['event', 'chooser_handoff', { event_category: 'engagement', channel: 'whatsapp', build: (result![2] as { build: string }).build }]])
    expect(await events(page, 'contact')).toContainEqual(['event', 'contact', { event_category: 'conversion', event_label: 'General Inquiry', method: 'WhatsApp', contact_type: 'General Inquiry' }])
    expect(watch.problems).toEqual([])
    await context.close()
  })
})
