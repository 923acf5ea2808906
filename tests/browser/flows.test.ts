/**
 * The quote wizard, the e-mail choice dialog, and the chat and e-mail links,
 * driven with the keyboard and mouse on a phone (390 px) and a desktop (1280 px).
 */
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { DIST, watchPage, type SiteServer, gotoReady, reloadReady } from './harness.ts'
import { useBrowserAndSite } from './use-site.ts'
import { axeViolations } from './look.ts'
import { outbound, param, recordOutboundLinks } from './flows-helpers.ts'

const site = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../data/site.json'), 'utf8')) as { name: string; phone: string; email: string }
const phoneDigits = site.phone.replace(/\D/g, '')
/** How every WhatsApp text starts in each language: the chat greeting up to the shop's name and the "!". */
const greeting = Object.fromEntries(
  ['en', 'ar'].map((locale) => {
    const texts = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, `../../data/messages/${locale}/chat.json`), 'utf8')).texts as { greeting: string }
    return [locale, texts.greeting.slice(0, texts.greeting.indexOf('{site}')) + site.name + '!']
  }),
) as Record<'en' | 'ar', string>

const NAME = 'Tom & Jerry #1 ?50%'
const NOTES_LINES = ['Quiet build & RGB 🌈🎮', 'مرحبا، أريد جهازاً هادئاً', '100% white?']

let browser: Browser
let server: SiteServer

useBrowserAndSite((b, s) => ([browser, server] = [b, s]))

async function open(width: number, extra: Parameters<Browser['newContext']>[0] = {}) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, ...extra })
  const watch = await watchPage(context)
  await recordOutboundLinks(context)
  context.setDefaultTimeout(10_000)
  const page = await context.newPage()
  watch.attach(page)
  return { context, page, watch }
}

async function gotoQuote(page: Page) {
  await gotoReady(page, `${server.origin}/contact-dubai#quote-form`)
  await page.locator('form.quote-form[data-ready="true"]').waitFor()
}

const wizard = (page: Page) => ({
  heading: page.locator('#quote-step-heading'),
  progress: page.getByRole('progressbar', { name: 'Quote form progress' }),
  progressText: page.locator('.quote-progress-text'),
  next: page.getByRole('button', { name: 'Next' }),
  previous: page.getByRole('button', { name: 'Previous' }),
  submit: page.getByRole('button', { name: 'Send request' }),
  /** What the site as shipped (no form endpoint) offers once Send request is pressed: WhatsApp and e-mail. */
  fallback: page.locator('.quote-fallback'),
  byEmail: page.locator('.quote-fallback').getByRole('link', { name: 'Send by e-mail' }),
  field: (label: string | RegExp) => page.getByLabel(label, { exact: typeof label === 'string' ? false : undefined }),
})

async function typeInto(page: Page, label: string | RegExp, text: string) {
  await wizard(page).field(label).click()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.press('Backspace')
  await page.keyboard.type(text)
}

/** Step 1 and 2 answered with the keyboard; ends on step 3. */
async function fillToStep3(page: Page) {
  const w = wizard(page)
  await typeInto(page, 'Full name', NAME)
  await typeInto(page, 'WhatsApp / mobile number', '050 123 4567')
  await w.field('Budget range').selectOption('5000-8000')
  await w.field('Main use').selectOption('streaming')
  await w.next.click()
  await w.field('Preferred CPU brand').selectOption('amd')
  await w.next.click()
  await expect(w.heading.innerText()).resolves.toBe('Step 3: Contact & Finalize')
}

describe('quote wizard on a desktop (1280 px)', () => {
  let ctx: { context: BrowserContext; page: Page; watch: Awaited<ReturnType<typeof watchPage>> }
  beforeAll(async () => {
    ctx = await open(1280)
    await ctx.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.origin })
  })
  afterAll(async () => {
    await ctx.context.close()
  })

  it('validates step 1, shows progress and keeps Next disabled until the step is valid', async () => {
    const { page } = ctx
    await gotoQuote(page)
    const w = wizard(page)
    await expect(w.heading.innerText()).resolves.toBe('Step 1: Basic Information')
    await expect(w.progressText.innerText()).resolves.toBe('Step 1 of 3 · 33%')
    await expect(w.progress.getAttribute('value')).resolves.toBe('33')
    await expect(w.progress.getAttribute('max')).resolves.toBe('100')
    await expect(w.previous.count()).resolves.toBe(0)
    await expect(w.next.isDisabled()).resolves.toBe(true)

    await typeInto(page, 'Full name', NAME)
    await typeInto(page, 'WhatsApp / mobile number', '050 12')
    await page.keyboard.press('Tab')
    const phone = w.field('WhatsApp / mobile number')
    await expect(phone.getAttribute('aria-invalid')).resolves.toBe('true')
    const error = page.locator('#quote-phone-error')
    await expect(error.innerText()).resolves.toBe('Enter a UAE mobile number, for example 050 123 4567 or +971 50 123 4567.')
    await expect(error.getAttribute('aria-live')).resolves.toBe('polite')
    // The message is tied to the field for screen readers.
    await expect(phone.getAttribute('aria-describedby')).resolves.toContain('quote-phone-error')

    for (const typed of ['+971 50 123 4567', '00971501234567', '050 123 4567']) {
      await typeInto(page, 'WhatsApp / mobile number', typed)
      await expect(phone.getAttribute('aria-invalid')).resolves.toBeNull()
      await expect(error.innerText()).resolves.toBe('')
    }
    await expect(w.next.isDisabled()).resolves.toBe(true)
    await w.field('Budget range').selectOption('5000-8000')
    await w.field('Main use').selectOption('streaming')
    await expect(w.next.isEnabled()).resolves.toBe(true)
  })

  it('moves between steps without losing answers', async () => {
    const { page } = ctx
    const w = wizard(page)
    await w.next.click()
    await expect(w.heading.innerText()).resolves.toBe('Step 2: Technical Preferences')
    await expect(w.progressText.innerText()).resolves.toBe('Step 2 of 3 · 67%')
    // Focus moves to the new step's heading.
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('quote-step-heading')
    await expect(w.next.isEnabled()).resolves.toBe(true) // nothing required on step 2
    await w.field('Preferred CPU brand').selectOption('amd')
    await w.previous.click()
    await expect(w.field('Full name').inputValue()).resolves.toBe(NAME)
    await expect(w.field('WhatsApp / mobile number').inputValue()).resolves.toBe('050 123 4567')
    await expect(w.field('Budget range').inputValue()).resolves.toBe('5000-8000')
    await w.next.click()
    await expect(w.field('Preferred CPU brand').inputValue()).resolves.toBe('amd')
    await w.next.click()
    await expect(w.heading.innerText()).resolves.toBe('Step 3: Contact & Finalize')
    await expect(w.progressText.innerText()).resolves.toBe('Step 3 of 3 · 100%')
    // The phone of step 1 is a way to reply: the e-mail is optional, but what is typed must be an address.
    await expect(w.submit.isEnabled()).resolves.toBe(true)
    await typeInto(page, 'E-mail', 'tom@example')
    await page.keyboard.press('Tab')
    await expect(page.locator('#quote-email-error').innerText()).resolves.toBe('Enter an e-mail address such as name@example.com.')
    await expect(w.submit.isDisabled()).resolves.toBe(true)
    await typeInto(page, 'E-mail', 'tom@example.ae')
    await w.field('Additional notes').click()
    for (const [i, line] of NOTES_LINES.entries()) {
      if (i) await page.keyboard.press('Enter')
      await page.keyboard.insertText(line)
    }
    await expect(w.submit.isEnabled()).resolves.toBe(true)
  })

  it('restores everything after a reload in the same session', async () => {
    const { page } = ctx
    await reloadReady(page)
    await page.locator('form.quote-form[data-ready="true"]').waitFor()
    const w = wizard(page)
    await expect(w.heading.innerText()).resolves.toBe('Step 3: Contact & Finalize')
    await expect(w.field('E-mail').inputValue()).resolves.toBe('tom@example.ae')
    await expect(w.field('Additional notes').inputValue()).resolves.toBe(NOTES_LINES.join('\n'))
    await w.previous.click()
    await w.previous.click()
    await expect(w.field('Full name').inputValue()).resolves.toBe(NAME)
    await w.next.click()
    await w.next.click()
  })

  it('offers mail app, Gmail, Outlook and copy, all with the same correctly encoded message', async () => {
    const { page, watch } = ctx
    const w = wizard(page)
    await w.submit.click()
    await w.fallback.waitFor()
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Send your request')
    await w.byEmail.click()
    const dialog = page.getByRole('dialog', { name: 'Send your quote request' })
    await dialog.waitFor()
    const expectedSubject = `Custom PC Build Quote Request - ${NAME}`
    const expectedLines = [
      `Name: ${NAME}`,
      'Email: tom@example.ae',
      'Phone: +971501234567',
      'Budget: 5,000 – 8,000 AED',
      'Purpose: Streaming',
      'Preferred CPU brand: AMD',
      'Preferred GPU brand: No preference specified',
      '',
      'Additional notes:',
      ...NOTES_LINES,
    ].join('\n')

    const mailto = (await dialog.getByRole('link', { name: 'Open e-mail app' }).getAttribute('href'))!
    expect(mailto.startsWith(`mailto:${site.email}?subject=`)).toBe(true)
    expect(param(mailto, 'subject')).toBe(expectedSubject)
    expect(param(mailto, 'body')!.replace(/\r\n/g, '\n')).toContain(expectedLines)

    const gmail = (await dialog.getByRole('link', { name: /Gmail/ }).getAttribute('href'))!
    expect(gmail.startsWith('https://mail.google.com/mail/?view=cm&fs=1&to=')).toBe(true)
    expect(param(gmail, 'to')).toBe(site.email)
    expect(param(gmail, 'su')).toBe(expectedSubject)
    expect(param(gmail, 'body')).toContain(expectedLines)

    const outlook = (await dialog.getByRole('link', { name: /Outlook/ }).getAttribute('href'))!
    expect(outlook.startsWith('https://outlook.live.com/mail/0/deeplink/compose?to=')).toBe(true)
    expect(param(outlook, 'subject')).toBe(expectedSubject)
    expect(param(outlook, 'body')).toContain(expectedLines)

    // Focus is inside the modal dialog.
    await expect(page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')))).resolves.toBe(true)
    expect(await axeViolations(page)).toEqual([])

    await dialog.getByRole('button', { name: 'Copy text' }).click()
    await dialog.getByRole('status').filter({ hasText: 'Copied to Clipboard!' }).waitFor()
    const clip = await page.evaluate(() => navigator.clipboard.readText())
    expect(clip.startsWith(`To: ${site.email}\nSubject: ${expectedSubject}\n\n`)).toBe(true)
    expect(clip).toContain(expectedLines)
    // The confirmation goes away again (after 2 s).
    await page.waitForFunction(() => document.querySelector('dialog[open] [role="status"]')?.textContent === '', undefined)

    await dialog.getByRole('link', { name: /Gmail/ }).click()
    expect(param((await outbound(page)).at(-1)!, 'body')).toBe(param(gmail, 'body'))

    // Esc closes it; focus returns to the link that opened it; the answers are still there.
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Send by e-mail')
    await expect(w.field('E-mail').inputValue()).resolves.toBe('tom@example.ae')

    // Reopen and use the mail app.
    await w.byEmail.click()
    await dialog.waitFor()
    await dialog.getByRole('link', { name: 'Open e-mail app' }).click()
    expect(param((await outbound(page)).at(-1)!, 'body')).toBe(param(mailto, 'body'))
    await dialog.getByRole('button', { name: 'Close' }).click()
    await dialog.waitFor({ state: 'hidden' })
    expect(watch.problems).toEqual([])
  })

  it('sends the same request by WhatsApp, encoded intact', async () => {
    const { page } = ctx
    const chat = wizard(page).fallback.getByRole('link', { name: 'Send on WhatsApp' })
    const href = (await chat.getAttribute('href'))!
    expect(href.startsWith(`https://wa.me/${phoneDigits}?text=`)).toBe(true)
    const text = param(href, 'text')!
    expect(text).toContain(`Name: ${NAME}`)
    expect(text).toContain(`Notes: ${NOTES_LINES.join('\n')}`)
    await chat.click()
    expect(param((await outbound(page)).at(-1)!, 'text')).toBe(text)
  })

  it("opens the consultation e-mail from the contact page's Send Email button", async () => {
    const { page } = ctx
    await page.getByRole('link', { name: 'Send Email' }).click()
    const dialog = page.getByRole('dialog', { name: 'Send us an e-mail' })
    await dialog.waitFor()
    const mailto = (await dialog.getByRole('link', { name: 'Open e-mail app' }).getAttribute('href'))!
    expect(param(mailto, 'subject')).toBe(`Custom Gaming PC Consultation - ${site.name}`)
    expect(param(mailto, 'body')!.replace(/\r\n/g, '\n')).toContain("I'm interested in a custom gaming PC and would like a free consultation.")
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
  })
})

describe('quote wizard on a phone (390 px)', () => {
  it('opens the mail app directly from the e-mail route, with a way to the other options', async () => {
    const { context, page, watch } = await open(390, { isMobile: true, hasTouch: true })
    await gotoQuote(page)
    await fillToStep3(page)
    await typeInto(page, 'E-mail', 'tom@example.ae')
    await wizard(page).submit.click()
    await wizard(page).byEmail.click()
    await expect(page.getByRole('dialog').count()).resolves.toBe(0)
    const opened = await outbound(page)
    expect(opened).toHaveLength(1)
    expect(opened[0]!.startsWith(`mailto:${site.email}?subject=`)).toBe(true)
    expect(param(opened[0]!, 'subject')).toBe(`Custom PC Build Quote Request - ${NAME}`)
    expect(param(opened[0]!, 'body')).toContain('Preferred CPU brand: AMD')
    expect(param(opened[0]!, 'body')).toContain('Additional notes:\r\nNo additional notes provided')
    await expect(page.locator('.quote-status').innerText()).resolves.toMatch(/Your e-mail app should open/)
    await page.getByRole('button', { name: 'Nothing opened? More ways to send' }).click()
    await page.getByRole('dialog', { name: 'Send your quote request' }).waitFor()
    expect(await axeViolations(page)).toEqual([])
    await page.keyboard.press('Escape')

    // The contact page's Send Email button is a plain mailto link on a phone.
    await page.getByRole('link', { name: 'Send Email' }).click()
    expect(param((await outbound(page)).at(-1)!, 'subject')).toBe(`Custom Gaming PC Consultation - ${site.name}`)
    await expect(page.getByRole('dialog').count()).resolves.toBe(0)
    expect(watch.problems).toEqual([])
    await context.close()
  })
})

describe('chat and e-mail links', () => {
  it('builds price match requests for chat and e-mail from what the visitor typed', async () => {
    for (const width of [390, 1280]) {
      const { context, page, watch } = await open(width)
      await gotoReady(page, `${server.origin}/price-match-dubai`)
      await page.locator('.price-match-request').waitFor()
      await page.getByLabel('Product').fill('')
      await page.getByLabel('Product').click()
      await page.keyboard.type('RTX 4070 Super & cooler #2')
      await page.getByLabel('Competitor price (AED)').click()
      await page.keyboard.type('2,499')
      await page.getByLabel('Link or shop name').click()
      await page.keyboard.type('https://shop.example.ae/p?id=7&ref=50%')
      const chat = page.getByRole('link', { name: 'Send on WhatsApp' })
      const text = param((await chat.getAttribute('href'))!, 'text')
      expect(text).toBe(
        `Hi ${site.name}! I found a lower price and would like to request a price match.\n\nProduct: RTX 4070 Super & cooler #2\nCompetitor price: 2,499 AED\nLink / source: https://shop.example.ae/p?id=7&ref=50%`,
      )
      await page.getByRole('link', { name: 'Send by e-mail' }).click()
      if (width < 768) {
        const mailto = (await outbound(page)).at(-1)!
        expect(param(mailto, 'subject')).toBe('Price Match Request - RTX 4070 Super & cooler #2')
      } else {
        const dialog = page.getByRole('dialog', { name: 'Send your price match request' })
        await dialog.waitFor()
        const mailto = (await dialog.getByRole('link', { name: 'Open e-mail app' }).getAttribute('href'))!
        expect(param(mailto, 'subject')).toBe('Price Match Request - RTX 4070 Super & cooler #2')
        expect(param(mailto, 'body')).toContain('Link / source: https://shop.example.ae/p?id=7&ref=50%')
        await page.keyboard.press('Escape')
      }
      // Kept for the session.
      await reloadReady(page)
      await page.waitForFunction(() => (document.querySelector('.price-match-request input') as HTMLInputElement | null)?.value === 'RTX 4070 Super & cooler #2')
      expect(watch.problems).toEqual([])
      await context.close()
    }
  })

  it('points every chat link at the business number from data/ and has no tel: link on any page', async () => {
    const htmlFiles = fs.readdirSync(DIST, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'))
    expect(htmlFiles.length).toBeGreaterThan(10)
    let chatLinks = 0
    for (const file of htmlFiles) {
      const html = fs.readFileSync(path.join(DIST, file), 'utf8')
      expect(html, file).not.toMatch(/href="tel:/i)
      for (const m of html.matchAll(/href="(https:\/\/wa\.me\/[^"]*)"/g)) {
        chatLinks++
        const href = m[1]!.replaceAll('&amp;', '&')
        expect(href, file).toMatch(new RegExp(`^https://wa\\.me/${phoneDigits}\\?text=[^&#?\\s]+$`))
        // Every prefilled text greets the shop by name in the page's language (data/messages/<locale>/chat.json).
        const locale = file === 'ar.html' || file.startsWith('ar/') ? 'ar' : 'en'
        expect(param(href, 'text'), file).toMatch(new RegExp(`^${greeting[locale]}`))
      }
    }
    expect(chatLinks).toBeGreaterThan(0)
  })
})
