/**
 * The Arabic edition in a browser: the layout mirrored (the menu button on the left, the
 * first navigation item on the right); the language switcher both ways; pages, menu and accordions
 * with JavaScript off. Every Arabic page at 320, 390 and 1280 px (axe-core, nothing wider than the
 * screen, no control off it, `lang` and `dir`) is in routes.test.ts's walks; the interactive states in Arabic (wizard, dialogs) below use the Arabic message files,
 * so a translator's edit does not break a test. Screenshots go to test-results/states/.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { DIST, ROOT, sitemapPaths, watchPage, type SiteServer, screenContext, gotoReady } from './harness.ts'
import { useBrowserAndSite } from './use-site.ts'
import { lookAt } from './look.ts'

const messages = (ns: string) => JSON.parse(fs.readFileSync(path.join(ROOT, 'data/messages/ar', `${ns}.json`), 'utf8'))
const shell = messages('shell')
const arabic = sitemapPaths().filter((p) => p === '/ar' || p.startsWith('/ar/'))
const englishPosts = sitemapPaths().filter((p) => p.startsWith('/blog/'))
const arabicPosts = arabic.filter((p) => p.startsWith('/ar/blog/'))
/** An English post without an Arabic version (its page has no hreflang="ar"). */
const untranslated = englishPosts.find((p) => !fs.readFileSync(path.join(DIST, `${p.slice(1)}.html`), 'utf8').includes('rel="alternate" hreflang="ar"'))!

let browser: Browser
let site: SiteServer
useBrowserAndSite((b, s) => ([browser, site] = [b, s]))

describe('the Arabic edition', () => {
  it('has an Arabic version of the pages and posts, in the sitemap', () => {
    expect(arabic).toEqual(expect.arrayContaining(['/ar', '/ar/blog', '/ar/contact-dubai', '/ar/gaming-pc-faq', '/ar/gaming-pc-builds-dubai']))
    expect(arabicPosts.length).toBeGreaterThanOrEqual(4)
    expect(untranslated).toBeTruthy()
  })

  it('mirrors the layout: menu button on the left at 390 px, the first navigation link on the right at 1280 px', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true })
    const page = await context.newPage()
    await page.goto(`${site.origin}/ar/gaming-pc-faq`)
    const toggle = page.getByRole('button', { name: shell.header.menu })
    const logoBox = (await page.locator('.logo').boundingBox())!
    const toggleBox = (await toggle.boundingBox())!
    expect(toggleBox.x).toBeLessThan(logoBox.x)
    await toggle.click()
    const menu = page.getByRole('navigation', { name: shell.header.mobileNav })
    await menu.waitFor()
    expect(await lookAt(page, 'ar-menu-open')).toEqual([])
    // Menu items start at the right edge.
    const item = (await menu.getByRole('link').first().boundingBox())!
    const text = await menu.getByRole('link').first().evaluate((a) => {
      const range = document.createRange()
      range.selectNodeContents(a)
      const box = range.getBoundingClientRect()
      return { left: box.left, right: box.right }
    })
    expect(item.x + item.width - text.right).toBeLessThan(text.left - item.x)
    await page.setViewportSize({ width: 1280, height: 800 })
    const links = page.locator('.main-nav a')
    const first = (await links.first().boundingBox())!
    const last = (await links.last().boundingBox())!
    expect(first.x).toBeGreaterThan(last.x)
    await context.close()
  })

  it('switches language to the same page both ways, and from a post without a translation to the Arabic blog', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    await page.goto(`${site.origin}/ar/contact-dubai`)
    const toEnglish = page.locator('.header-actions a[hreflang="en"]')
    await expect(toEnglish.getAttribute('href')).resolves.toBe('/contact-dubai')
    await Promise.all([page.waitForURL(`${site.origin}/contact-dubai`), toEnglish.click()])
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('en')
    const toArabic = page.locator('.header-actions a[hreflang="ar"]')
    await expect(toArabic.innerText()).resolves.toBe('العربية')
    await Promise.all([page.waitForURL(`${site.origin}/ar/contact-dubai`), toArabic.click()])
    await page.goto(site.origin + untranslated)
    await expect(page.locator('.header-actions a[hreflang="ar"]').getAttribute('href')).resolves.toBe('/ar/blog')
    // A translated post's switcher leads to its translation, and the translation's back to it.
    await page.goto(site.origin + arabicPosts[0]!)
    const back = await page.locator('.header-actions a[hreflang="en"]').getAttribute('href')
    expect(englishPosts).toContain(back)
    await page.goto(site.origin + back!)
    await expect(page.locator('.header-actions a[hreflang="ar"]').getAttribute('href')).resolves.toBe(arabicPosts[0])
    await context.close()
  })

  it('links Arabic pages to Arabic pages, and shows phone numbers left to right', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 800 } })
    const page = await context.newPage()
    await page.goto(`${site.origin}/ar/blog`)
    const hrefs = await page.locator('main a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!))
    expect(hrefs.length).toBeGreaterThan(4)
    expect(hrefs.filter((h) => !h.startsWith('/ar'))).toEqual([])
    // The blog lists the Arabic posts only.
    const posts = await page.locator('main a[href^="/ar/blog/"]').evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute('href')))])
    expect(posts.sort()).toEqual([...arabicPosts].sort())
    // The footer is drawn when it nears the viewport (content-visibility), from the next frame on, and innerText reads what is drawn.
    await page.locator('.footer-chat').scrollIntoViewIfNeeded()
    await page.waitForFunction(() => (document.querySelector('.footer-chat') as HTMLElement).innerText !== '')
    const chat = await page.locator('.footer-chat').innerText()
    expect(chat).toMatch(/\u2066\+971[\d\u00a0 ]+\u2069/)
    await context.close()
  })

  it('animates the home page’s assembly in Arabic (the loop reads its words from the page)', async () => {
    const home = messages('home').assembly
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'no-preference' })
    const page = await context.newPage()
    await page.goto(`${site.origin}/ar`)
    await page.waitForFunction(() => Number(document.querySelector('.assembly')?.getAttribute('data-step')) < 5, null)
    const status = await page.locator('.assembly-status').innerText()
    const step = Number(await page.locator('.assembly').getAttribute('data-step'))
    expect(status).toContain(Object.values(home.steps as Record<string, string>)[step])
    expect(status).toContain(home.count.replace('{step}', String(step + 1)).replace('{total}', '6'))
    await context.close()
  })

  it.each([320, 390, 1280])('walks the quote wizard and its e-mail dialogs in Arabic at %i px, each state axe-clean and on screen', async (width) => {
    const q = messages('quote')
    const phone = width < 768
    const context = await screenContext(browser, width)
    const watch = await watchPage(context)
    const page = await context.newPage()
    watch.attach(page)
    await gotoReady(page, `${site.origin}/ar/contact-dubai#quote-form`)
    await page.locator('form.quote-form[data-ready="true"]').waitFor()
    await expect(page.locator('form.quote-form').evaluate((f) => getComputedStyle(f).direction)).resolves.toBe('rtl')
    const found: string[] = []
    const type = async (label: string, text: string) => {
      const field = page.getByLabel(label, { exact: false })
      await field.fill('')
      await field.click()
      await page.keyboard.type(text)
      await page.keyboard.press('Tab')
    }
    // Step 1 with both its errors in Arabic.
    await type(q.fields.fullName, 'س')
    await page.getByLabel(q.fields.fullName, { exact: false }).fill('')
    await page.keyboard.press('Tab')
    await type(q.fields.phone, '050 12')
    await page.locator('#quote-phone-error').filter({ hasText: q.errors.phoneInvalid.split('{')[0]!.trim() }).waitFor()
    await page.getByText(q.errors.fullName).first().waitFor()
    found.push(...(await lookAt(page, 'ar-quote-step-1-errors')))
    await type(q.fields.fullName, 'سارة الكعبي')
    await type(q.fields.phone, '050 123 4567')
    await page.getByLabel(q.fields.budgetRange).selectOption('5000-8000')
    await page.getByLabel(q.fields.purpose).selectOption('streaming')
    await page.getByRole('button', { name: q.next }).click()
    await page.getByLabel(q.fields.preferredCpu).waitFor()
    found.push(...(await lookAt(page, 'ar-quote-step-2')))
    await page.getByRole('button', { name: q.next }).click()
    await type(q.fields.email, 'sara@')
    await page.getByText(q.errors.emailInvalid).waitFor()
    found.push(...(await lookAt(page, 'ar-quote-step-3-errors')))
    await type(q.fields.email, 'sara@example.ae')
    // The WhatsApp hand-off is Arabic, the visitor's number kept left to right.
    const chat = decodeURIComponent((await page.getByRole('link', { name: q.whatsapp }).getAttribute('href'))!.split('text=')[1]!)
    expect(chat).toContain('سارة الكعبي')
    expect(chat).toContain(q.message.details.split(':')[0])
    await page.getByRole('button', { name: q.submit }).click()
    // The site as shipped sets no form endpoint: WhatsApp and e-mail are offered, in Arabic.
    const fallback = page.locator('.quote-fallback')
    await fallback.waitFor()
    await fallback.getByRole('heading', { name: q.failed.unsetHeading }).waitFor()
    found.push(...(await lookAt(page, 'ar-quote-fallback')))
    await fallback.getByRole('link', { name: q.email }).click()
    const choice = page.getByRole('dialog', { name: q.dialog.title })
    if (phone) {
      const more = page.getByRole('button', { name: q.status.moreWays })
      await more.waitFor()
      found.push(...(await lookAt(page, 'ar-quote-sent-status')))
      await more.click()
    }
    await choice.waitFor()
    found.push(...(await lookAt(page, 'ar-email-choice-dialog')))
    // The mailto the dialog offers is Arabic too.
    const mailto = await choice.locator('a[href^="mailto:"]').first().getAttribute('href')
    expect(decodeURIComponent(mailto!)).toContain(q.message.subject.replace('{name}', 'سارة الكعبي'))
    await page.keyboard.press('Escape')
    await choice.waitFor({ state: 'hidden' })
    // Nothing typed is lost when the dialog closes.
    await expect(page.getByLabel(q.fields.email).inputValue()).resolves.toBe('sara@example.ae')
    await context.close()
    expect(found).toEqual([])
    expect(watch.problems).toEqual([])
  })

  it('loads no font file: Arabic text is set in the system UI font, whose Arabic is the platform\'s own (docs/decisions/arabic-system-font.md)', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 800 } })
    const page = await context.newPage()
    const fonts: string[] = []
    page.on('request', (r) => {
      if (r.resourceType() === 'font' || /\.(woff2?|ttf|otf)$/.test(new URL(r.url()).pathname)) fonts.push(new URL(r.url()).pathname)
    })
    const families: string[] = []
    for (const route of ['/ar', arabicPosts[0]!, '/ar/contact-dubai']) {
      await gotoReady(page, site.origin + route)
      families.push(await page.evaluate(() => getComputedStyle(document.querySelector('h1')!).fontFamily))
      expect(await page.locator('link[rel="preload"][as="font"]').count(), route).toBe(0)
    }
    expect(fonts).toEqual([])
    for (const family of families) expect(family).toMatch(/^system-ui\b/)
    await context.close()
  })

  it.each([320, 390, 1280])('opens the other states in Arabic at %i px: accordions, the price match request and its dialog, the share toast', async (width) => {
    const email = messages('email').priceMatch
    const share = messages('share')
    const phone = width < 768
    const context = await screenContext(browser, width)
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.origin })
    const watch = await watchPage(context)
    const page = await context.newPage()
    watch.attach(page)
    const found: string[] = []
    for (const route of ['/ar/gaming-pc-faq', '/ar/service-areas-uae']) {
      await gotoReady(page, site.origin + route)
      for (const more of await page.locator('main [id^="emirate-"] summary').all()) await more.click()
      const last = page.locator('main .accordion summary').last()
      await last.click()
      await expect(last.evaluate((s) => (s.parentElement as HTMLDetailsElement).open)).resolves.toBe(true)
      await last.scrollIntoViewIfNeeded()
      found.push(...(await lookAt(page, `ar${route.slice(3).replaceAll('/', '-')}-open`)))
    }
    await gotoReady(page, `${site.origin}/ar/price-match-dubai`)
    // The request is an island that starts when it comes into view.
    await page.locator('.price-match-request').scrollIntoViewIfNeeded()
    await page.locator('falcon-island[data-island="price-match"][data-ready]').waitFor({ state: 'attached' })
    await page.getByLabel(email.product).fill('RTX 5070 Ti')
    await page.getByLabel(email.price).fill('3,299')
    await page.getByLabel(email.source).fill('https://shop.example.ae/p?id=7')
    await page.locator('.price-match-request').scrollIntoViewIfNeeded()
    found.push(...(await lookAt(page, 'ar-price-match-filled')))
    if (!phone) {
      await page.getByRole('link', { name: email.email }).click()
      const dialog = page.getByRole('dialog', { name: email.dialogTitle })
      await dialog.waitFor()
      found.push(...(await lookAt(page, 'ar-price-match-dialog')))
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'hidden' })
    }
    await gotoReady(page, site.origin + arabicPosts[0]!)
    await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }))
    await page.getByRole('button', { name: share.button }).first().click()
    await page.locator('.toast-region [role="status"]').getByText(share.copied.title).waitFor()
    found.push(...(await lookAt(page, 'ar-share-toast')))
    await context.close()
    expect(found).toEqual([])
    expect(watch.problems).toEqual([])
  })

  it('reads with JavaScript off: pages, the menu and the FAQ accordion', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 800 }, javaScriptEnabled: false })
    const page = await context.newPage()
    for (const route of ['/ar', '/ar/blog', arabicPosts[0]!, '/ar/service-areas-uae']) {
      await page.goto(site.origin + route)
      await expect(page.locator('h1').innerText(), route).resolves.toMatch(/[\u0600-\u06ff]/)
    }
    await page.goto(`${site.origin}/ar/gaming-pc-faq`)
    const toggle = page.getByRole('button', { name: shell.header.menu })
    await toggle.click()
    await expect(page.getByRole('navigation', { name: shell.header.mobileNav }).isVisible()).resolves.toBe(true)
    await page.keyboard.press('Escape')
    const question = page.locator('main details summary').first()
    const answer = page.locator('main details').first()
    await expect(answer.getAttribute('open')).resolves.toBe(null)
    await question.click()
    await expect(answer.getAttribute('open')).resolves.toBe('')
    await context.close()
  })
})
