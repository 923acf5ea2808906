/**
 * Every interactive state, looked at on a small phone (320 px), a phone (390 px) and a desktop
 * (1280 px): the menu open, each quote-wizard step with its errors shown, the e-mail dialogs (quote,
 * general, price match), accordions, the audit page's tabs, the share toast, the moved-post notice,
 * the update banner and the consent banner.
 * In each state axe-core finds no violation and nothing is wider than the screen. A screenshot of
 * each state goes to test-results/states/ (ignored by git) for a person to look at.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { lookAt as look, SHOTS } from './look.ts'
import { DIST, launchBrowser, sitemapPaths, startSite, watchPage, type SiteServer, screenContext, gotoReady } from './harness.ts'
import { analyticsBuild, recordOutboundLinks, stubTagScripts } from './flows-helpers.ts'
import { createSiteServer } from '../../scripts/serve.ts'

const WIDTHS = [320, 390, 1280] as const
const routes = [...sitemapPaths(), '/seo-audit']
const post = routes.find((r) => r.startsWith('/blog/'))!

let browser: Browser
let server: SiteServer

beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true })
  ;[browser, server] = await Promise.all([launchBrowser(), startSite()])
})
afterAll(async () => {
  await browser?.close()
  await server?.close()
})

async function openContext(width: number): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await screenContext(browser, width)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.origin })
  const watch = await watchPage(context)
  await recordOutboundLinks(context)
  const page = await context.newPage()
  watch.attach(page)
  return { context, page, problems: watch.problems }
}

async function go(page: Page, route: string) {
  await gotoReady(page, server.origin + route)
}

async function typeInto(page: Page, label: string, text: string) {
  const field = page.getByLabel(label, { exact: false })
  await field.fill('')
  await field.click()
  await page.keyboard.type(text)
  await page.keyboard.press('Tab')
}

describe.each(WIDTHS)('every state at %i px', (width) => {
  const phone = width < 768
  let context: BrowserContext
  let page: Page
  let problems: string[]
  beforeAll(async () => {
    ;({ context, page, problems } = await openContext(width))
  })
  afterAll(() => context?.close())

  it.runIf(phone)('the open menu: readable buttons; a tap outside or Escape closes it, Escape returns focus to the toggle', async () => {
    await go(page, '/')
    const toggle = page.getByRole('button', { name: 'Menu' })
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await toggle.click()
    await menu.waitFor()
    const found = await look(page, 'menu-open')
    // The action buttons keep the button look: centred label, a gap between icon and text.
    const chat = menu.getByRole('link', { name: 'Chat on WhatsApp' })
    await expect(chat.evaluate((a) => getComputedStyle(a).justifyContent)).resolves.toBe('center')
    await expect(menu.getByRole('link', { name: 'Get Custom Quote' }).evaluate((a) => getComputedStyle(a).color)).resolves.not.toBe(await menu.getByRole('link', { name: 'Home' }).evaluate((a) => getComputedStyle(a).color))

    // A tap on the page behind the menu (its margin, below the menu: no link there) closes it.
    const below = await menu.evaluate((m) => m.getBoundingClientRect().bottom)
    await page.touchscreen.tap(8, Math.min(below + 30, 730))
    await expect(page.evaluate(() => location.pathname)).resolves.toBe('/')
    await menu.waitFor({ state: 'hidden' })
    await toggle.click()
    await menu.waitFor()
    await page.keyboard.press('Escape')
    await menu.waitFor({ state: 'hidden' })
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).resolves.toBeTruthy()
    await expect(page.evaluate(() => document.activeElement?.className)).resolves.toContain('menu-toggle')
    expect(found).toEqual([])
    expect(problems).toEqual([])
  })

  it('the quote wizard: each step with its errors shown, then the e-mail dialogs', async () => {
    await go(page, '/contact-dubai#quote-form')
    await page.locator('form.quote-form[data-ready="true"]').waitFor()
    const found: string[] = []
    await typeInto(page, 'Full name', 'Tom')
    await page.getByLabel('Full name', { exact: false }).fill('')
    await page.keyboard.press('Tab')
    await typeInto(page, 'WhatsApp / mobile number', '050 12')
    await page.locator('#quote-phone-error').filter({ hasText: /UAE mobile number/ }).waitFor()
    await page.locator('#quote-phone-error').scrollIntoViewIfNeeded()
    found.push(...(await look(page, 'quote-step-1-errors')))

    await typeInto(page, 'Full name', 'Tom Müller')
    await typeInto(page, 'WhatsApp / mobile number', '050 123 4567')
    await page.getByLabel('Budget range').selectOption('5000-8000')
    await page.getByLabel('Main use').selectOption('streaming')
    await page.getByRole('button', { name: 'Next' }).click()
    await page.locator('#quote-step-heading').filter({ hasText: 'Step 2' }).waitFor()
    found.push(...(await look(page, 'quote-step-2')))

    await page.getByRole('button', { name: 'Next' }).click()
    await page.locator('#quote-step-heading').filter({ hasText: 'Step 3' }).waitFor()
    await typeInto(page, 'E-mail', 'tom@')
    await page.getByText('Enter an e-mail address such as name@example.com.').waitFor()
    await page.getByText('Enter an e-mail address such as name@example.com.').scrollIntoViewIfNeeded()
    found.push(...(await look(page, 'quote-step-3-errors')))

    await typeInto(page, 'E-mail', 'tom@example.ae')
    await page.getByRole('button', { name: 'Send request' }).click()
    // The site as shipped sets no form endpoint: WhatsApp and e-mail are offered, the request ready in both.
    const fallback = page.locator('.quote-fallback')
    await fallback.waitFor()
    found.push(...(await look(page, 'quote-fallback')))
    await fallback.getByRole('link', { name: 'Send by e-mail' }).click()
    const choice = page.getByRole('dialog', { name: 'Send your quote request' })
    if (phone) {
      // A phone hands the request to the mail app and offers the other ways in the status line.
      const more = page.getByRole('button', { name: 'Nothing opened? More ways to send' })
      await more.waitFor()
      await more.scrollIntoViewIfNeeded()
      found.push(...(await look(page, 'quote-sent-status')))
      // Styled as a link, not as the browser's grey button.
      await expect(more.evaluate((b) => getComputedStyle(b).backgroundColor)).resolves.toBe('rgba(0, 0, 0, 0)')
      await more.click()
    }
    await choice.waitFor()
    found.push(...(await look(page, 'email-choice-dialog')))
    await page.keyboard.press('Escape')
    await choice.waitFor({ state: 'hidden' })

    if (!phone) {
      await page.getByRole('link', { name: 'Send Email' }).click()
      const general = page.getByRole('dialog', { name: 'Send us an e-mail' })
      await general.waitFor()
      found.push(...(await look(page, 'email-dialog')))
      await page.keyboard.press('Escape')
      await general.waitFor({ state: 'hidden' })
    }
    expect(found).toEqual([])
    expect(problems).toEqual([])
  })

  it('accordions open (FAQ, service areas), with the last one clear of the floating buttons', async () => {
    const found: string[] = []
    for (const [route, state] of [
      ['/gaming-pc-faq', 'faq-open'],
      ['/service-areas-uae', 'service-areas-faq-open'],
    ] as const) {
      await go(page, route)
      // Service areas: each emirate's "+N more areas" opened too.
      for (const more of await page.locator('main [id^="emirate-"] summary').all()) await more.click()
      const summaries = page.locator('main .accordion summary')
      const last = summaries.last()
      await last.click()
      await expect(last.evaluate((s) => (s.parentElement as HTMLDetailsElement).open)).resolves.toBe(true)
      // Scrolled as far as the page goes, nothing of the page sits under the chat bar.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      await last.scrollIntoViewIfNeeded()
      found.push(...(await look(page, state)))
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      found.push(...(await look(page, `${state}-page-end`)))
      const covered = await page.evaluate(() => {
        const floating = [...document.querySelectorAll('.floating-chat')].map((e) => e.getBoundingClientRect()).filter((r) => r.width > 0)
        const texts = [...document.querySelectorAll('.site-footer p, .site-footer li, .site-footer a, .site-footer h2, .site-footer h3')].filter(
          (e) => !e.matches('.floating-chat') && !e.closest('.floating-chat'),
        )
        return texts
          .filter((e) => {
            const r = e.getBoundingClientRect()
            return r.height > 0 && floating.some((f) => r.left < f.right && r.right > f.left && r.top < f.bottom && r.bottom > f.top)
          })
          .map((e) => (e.textContent ?? '').trim().slice(0, 40))
      })
      if (covered.length) found.push(`${route} at ${width}px, scrolled to the end: ${covered.join(' | ')} under the chat bar`)
    }
    expect(found).toEqual([])
    expect(problems).toEqual([])
  })

  it('the price match request, filled in (and its e-mail dialog on a desktop)', async () => {
    await go(page, '/price-match-dubai')
    await page.locator('.price-match-request').waitFor()
    await page.getByLabel('Product').fill('RTX 4070 Super')
    await page.getByLabel('Competitor price (AED)').fill('2,499')
    await page.getByLabel('Link or shop name').fill('https://shop.example.ae/p?id=7')
    await page.locator('.price-match-request').scrollIntoViewIfNeeded()
    const found = await look(page, 'price-match-filled')
    if (!phone) {
      await page.getByRole('link', { name: 'Send by e-mail' }).click()
      const dialog = page.getByRole('dialog', { name: 'Send your price match request' })
      await dialog.waitFor()
      found.push(...(await look(page, 'price-match-dialog')))
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'hidden' })
    }
    expect(found).toEqual([])
    expect(problems).toEqual([])
  })

  it('the audit page: both tabs, with their results', async () => {
    await go(page, '/seo-audit')
    const found: string[] = []
    await page.locator('#panel-audit .score-value').waitFor({ timeout: 30_000 })
    found.push(...(await look(page, 'audit-tab')))
    const tab = page.getByRole('tab', { name: 'Content Analysis' })
    await tab.click()
    await expect(tab.getAttribute('aria-selected')).resolves.toBe('true')
    await page.locator('#panel-content table').waitFor({ timeout: 30_000 })
    await page.locator('#panel-content table').scrollIntoViewIfNeeded()
    found.push(...(await look(page, 'content-analysis-tab')))
    expect(found).toEqual([])
    expect(problems).toEqual([])
  }, 90_000)

  it('the share toast on a post', async () => {
    await go(page, post)
    await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }))
    await page.getByRole('button', { name: 'Share' }).first().click()
    await page.locator('.toast-region [role="status"]').getByText('Link copied!').waitFor()
    expect(await look(page, 'share-toast')).toEqual([])
    expect(problems).toEqual([])
  })

  it('the notice on /blog after an old link to a post that no longer exists', async () => {
    await page.goto(`${server.origin}/pc-builds/a-post-that-never-existed`)
    await page.waitForURL(`${server.origin}/blog#post-moved`)
    await page.locator('.moved-notice').waitFor()
    expect(await look(page, 'moved-post-notice')).toEqual([])
  })

  it('the consent banner when an analytics id is set', async () => {
    const site = await startSite((await analyticsBuild()).dist)
    const configured = await screenContext(browser, width)
    try {
      const watch = await watchPage(configured)
      const p = await configured.newPage()
      watch.attach(p)
      await stubTagScripts(p)
      await gotoReady(p, `${site.origin}/`)
      await p.getByRole('region', { name: 'Cookies and measurement' }).waitFor()
      expect(await look(p, 'consent-banner')).toEqual([])
      expect(watch.problems).toEqual([])
    } finally {
      await configured.close()
      await site.close()
    }
  }, 180_000)
})

describe('the update banner', () => {
  let copy: string
  let live: http.Server
  beforeAll(async () => {
    copy = fs.mkdtempSync(path.join(os.tmpdir(), 'falcon-states-'))
    fs.cpSync(DIST, copy, { recursive: true })
    live = createSiteServer(copy, { live: true })
    await new Promise<void>((resolve) => live.listen(0, '127.0.0.1', resolve))
  })
  afterAll(async () => {
    await new Promise<void>((resolve) => {
      live?.close(() => resolve())
      live?.closeAllConnections()
    })
    fs.rmSync(copy, { recursive: true, force: true })
  })

  it('shows at every width without a violation', async () => {
    const origin = `http://127.0.0.1:${(live.address() as AddressInfo).port}`
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    try {
      const page = await context.newPage()
      await gotoReady(page, `${origin}/`)
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined)
      // A deploy: any change to sw.js installs a new worker, which waits and announces itself.
      fs.appendFileSync(path.join(copy, 'sw.js'), '\n// next build\n')
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update())
      await page.getByRole('button', { name: 'New version available. Refresh to update.' }).waitFor()
      const found: string[] = []
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: width < 768 ? 740 : 900 })
        found.push(...(await look(page, 'update-banner')))
      }
      expect(found).toEqual([])
    } finally {
      await context.close()
    }
  })
})
