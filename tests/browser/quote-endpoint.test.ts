/**
 * A quote reaches the business (SPEC decision 13): the quote form and the price-match request post to the
 * form endpoint of data/site.json and end on a confirmation with a reference; when the endpoint fails, the
 * visitor gets WhatsApp and e-mail with the request ready, and the draft stays.
 *
 * The site is built once with `forms.endpoint` set to a placeholder origin (sharedSiteBuild), so its pages'
 * Content-Security-Policy allows that origin as a visitor's browser would get it; the browser's requests to
 * it are routed to a recording server on 127.0.0.1 that answers as told: 200, 500, or a dropped connection.
 * In English and Arabic, on a phone (390 px) and a desktop (1280 px).
 */
import http from 'node:http'
import fs from 'node:fs'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { ROOT, gotoReady, policyViolations, recordPolicyViolations, reloadReady, startSite, watchPage, type SiteServer } from './harness.ts'
import { useBrowserAndSite } from './use-site.ts'
import { TEST_GA_ID, TEST_PIXEL_ID, dataLayer, recordOutboundLinks, sharedSiteBuild, stubTagScripts } from './flows-helpers.ts'

const ENDPOINT = 'https://forms.falconpc.test/requests'
const messages = (lang: string, ns: string) => JSON.parse(fs.readFileSync(path.join(ROOT, `data/messages/${lang}/${ns}.json`), 'utf8'))
const site = JSON.parse(fs.readFileSync(path.join(ROOT, 'data/site.json'), 'utf8')) as { phone: string; email: string }

type Mode = 'accept' | 'refuse' | 'drop'

/** The recording endpoint: keeps each JSON body it receives, and answers as `mode` says. */
async function startRecorder() {
  const received: Record<string, unknown>[] = []
  /** `gate`: while set, the answer waits for it (a slow endpoint). */
  const state = { mode: 'accept' as Mode, gate: null as Promise<void> | null }
  const server = http.createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
    req.on('end', async () => {
      await state.gate
      const headers = { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': 'content-type' }
      if (req.method !== 'POST') {
        res.writeHead(204, headers).end()
        return
      }
      received.push({ ...(JSON.parse(body) as Record<string, unknown>), _contentType: req.headers['content-type'] })
      if (state.mode === 'drop') {
        req.socket.destroy()
        return
      }
      if (state.mode === 'refuse') res.writeHead(500, headers).end('{"error":"down"}')
      else res.writeHead(200, headers).end('{"ok":true}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  return { received, state, url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

let browser: Browser
let shipped: SiteServer
let withEndpoint: SiteServer
let recorder: Awaited<ReturnType<typeof startRecorder>>

useBrowserAndSite((b, s) => ([browser, shipped] = [b, s]))
beforeAll(async () => {
  const built = await sharedSiteBuild('falcon-endpoint-build', ENDPOINT, (s) => {
    s.forms = { endpoint: ENDPOINT }
  })
  ;[withEndpoint, recorder] = await Promise.all([startSite(built.dist), startRecorder()])
}, 180_000)
afterAll(async () => {
  await withEndpoint?.close()
  await recorder?.close()
})

/** A visitor's browser at `width`, whose requests to the endpoint reach the recorder; a phone below 768 px. */
async function visitor(width: number) {
  const phone = width < 768
  const context = await browser.newContext({ viewport: { width, height: phone ? 844 : 900 }, isMobile: phone, hasTouch: phone })
  context.setDefaultTimeout(15_000)
  const watch = await watchPage(context)
  await recordPolicyViolations(context)
  await recordOutboundLinks(context)
  const endpointRequests: string[] = []
  await context.route(ENDPOINT, async (route) => {
    endpointRequests.push(route.request().method())
    try {
      await route.fulfill({ response: await route.fetch({ url: recorder.url }) })
    } catch {
      await route.abort('connectionreset')
    }
  })
  const page = await context.newPage()
  watch.attach(page)
  return { context, page, watch, endpointRequests }
}

/** Console lines a failed request to the endpoint leaves (the test made it fail): everything else is a problem. */
const unexpected = (problems: string[]) => problems.filter((p) => !/Failed to load resource|ERR_CONNECTION_RESET|status of 500/.test(p))

const prefix = (lang: string) => (lang === 'ar' ? '/ar' : '')
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '')
const draft = (page: Page) => page.evaluate(() => sessionStorage.getItem('falconpc-quote-draft'))

for (const lang of ['en', 'ar'] as const) {
  const q = messages(lang, 'quote')
  const build = messages(lang, 'build')
  const pm = messages(lang, 'email').priceMatch
  const name = lang === 'ar' ? 'سارة الكعبي' : 'Sara Khan'

  for (const width of [390, 1280]) {
    describe(`${lang === 'ar' ? 'Arabic' : 'English'} at ${width} px`, () => {
      it('chooser → build page → quote: Next is enabled once name and phone are typed, and the request arrives with a reference', async () => {
        const { context, page, watch } = await visitor(width)
        // A shared chooser result (the chooser's own address for its answers).
        await gotoReady(page, `${withEndpoint.origin}${prefix(lang)}/gaming-pc-builder-tool?for=gaming&games=valorant&screen=1440p&hz=144&budget=3000-5000&cpu=no-preference&gpu=no-preference`)
        const card = page.locator('.chooser-card').first()
        await card.waitFor()
        await card.locator('a[href*="/gaming-pc-builds-dubai/"]').first().click()
        await page.waitForURL(/\/gaming-pc-builds-dubai\/[\w-]+$/)
        const buildPage = new URL(page.url()).pathname
        await page.getByRole('link', { name: build.quote }).first().click()
        await page.waitForURL(/\/contact-dubai/)
        await page.locator('form.quote-form[data-ready="true"]').waitFor()

        // Everything the build page knows is filled in; the banner says only that.
        await expect(page.locator('.quote-prefilled').innerText()).resolves.toBe(q.prefilled)
        await expect(page.locator('#quote-purpose').inputValue()).resolves.not.toBe('')
        await expect(page.locator('#quote-budgetRange').inputValue()).resolves.not.toBe('')
        const next = page.getByRole('button', { name: q.next, exact: true })
        await expect(next.isDisabled()).resolves.toBe(true)
        await page.locator('#quote-fullName').fill(name)
        await page.locator('#quote-phone').fill('050 123 4567')
        await expect(next.isEnabled()).resolves.toBe(true)
        const purpose = await page.locator('#quote-purpose').inputValue()
        const budget = await page.locator('#quote-budgetRange').inputValue()
        await next.click()
        await page.locator('#quote-preferredCpu').waitFor()
        const cpu = await page.locator('#quote-preferredCpu').inputValue()
        const gpu = await page.locator('#quote-preferredGpu').inputValue()
        await next.click()
        await page.locator('#quote-additionalNotes').waitFor()
        const notes = await page.locator('#quote-additionalNotes').inputValue()
        expect(notes).toContain(buildPage)

        const before = recorder.received.length
        await page.getByRole('button', { name: q.submit, exact: true }).click()
        const heading = page.locator('#quote-sent-heading')
        await heading.waitFor()
        await expect(focusedText(page)).resolves.toBe(q.sent.heading)
        const reference = (await page.locator('.quote-reference strong').innerText()).trim()
        expect(reference).toMatch(/^FPC-[0-9A-HJKMNP-TV-Z]{6}$/)

        expect(recorder.received.length).toBe(before + 1)
        const sent = recorder.received.at(-1)!
        expect(sent).toMatchObject({ form: 'quote', reference, language: lang, page: `${prefix(lang)}/contact-dubai`, name, phone: '+971501234567', purpose, budget, notes, _contentType: 'application/json' })
        // What the build page did not know (an Intel Arc card is no choice of the form) is left out, not sent empty.
        expect([sent.cpu, sent.gpu]).toEqual([cpu || undefined, gpu || undefined])
        expect(sent.email).toBeUndefined()
        expect(sent._subject).toContain(reference)
        expect(sent.message).toContain(name)
        expect(sent.message).toContain(notes)
        // The confirmation shows what was sent.
        const shown = await page.locator('.quote-sent-details').innerText()
        expect(shown).toContain(name)
        expect(shown).toContain('+971501234567')
        // Sent, so the draft is gone: a new request, or a reload, starts afresh.
        await expect(draft(page)).resolves.toBeNull()
        await page.getByRole('button', { name: q.sent.again }).click()
        await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('quote-step-heading')
        await expect(page.locator('#quote-fullName').inputValue()).resolves.toBe('')
        await reloadReady(page)
        await page.locator('form.quote-form[data-ready="true"]').waitFor()
        await expect(page.locator('#quote-fullName').inputValue()).resolves.toBe('')
        await expect(policyViolations(page)).resolves.toEqual([])
        expect(watch.problems).toEqual([])
        await context.close()
      })

      it('an endpoint that fails: WhatsApp and e-mail with the request intact, the draft kept over a reload, one reference across tries', async () => {
        const { context, page, watch, endpointRequests } = await visitor(width)
        await gotoReady(page, `${withEndpoint.origin}${prefix(lang)}/contact-dubai#quote-form`)
        await page.locator('form.quote-form[data-ready="true"]').waitFor()
        // WhatsApp is there from step 1, with what is typed so far.
        await page.locator('#quote-fullName').fill(name)
        const chat = page.locator('.quote-actions a.btn-chat').first()
        await expect.poll(async () => new URL((await chat.getAttribute('href'))!).searchParams.get('text')).toContain(name)
        await page.locator('#quote-phone').fill('+971 55 987 6543')
        await page.locator('#quote-budgetRange').selectOption('5000-8000')
        await page.locator('#quote-purpose').selectOption('streaming')
        await page.getByRole('button', { name: q.next, exact: true }).click()
        await page.locator('#quote-preferredCpu').waitFor()
        await page.getByRole('button', { name: q.next, exact: true }).click()
        await page.locator('#quote-additionalNotes').fill('Quiet & white, 2 × 27"')

        // While it is sent: the button says so and takes no second press; the form sends one request.
        recorder.state.mode = 'refuse'
        let answer = () => {}
        recorder.state.gate = new Promise<void>((resolve) => (answer = resolve))
        await page.getByRole('button', { name: q.submit, exact: true }).click()
        const sending = page.getByRole('button', { name: q.sending, exact: true })
        await expect(sending.isDisabled()).resolves.toBe(true)
        await page.locator('form.quote-form').evaluate((form: HTMLFormElement) => form.requestSubmit())
        answer()
        recorder.state.gate = null
        const fallback = page.locator('.quote-fallback')
        await fallback.waitFor()
        await expect(focusedText(page)).resolves.toBe(q.failed.heading)
        await expect(fallback.innerText()).resolves.toContain(q.failed.refused)
        const wa = new URL((await fallback.getByRole('link', { name: q.whatsapp }).getAttribute('href'))!)
        expect(wa.origin + wa.pathname).toBe(`https://wa.me/${site.phone.replace(/\D/g, '')}`)
        expect(wa.searchParams.get('text')).toContain(name)
        expect(wa.searchParams.get('text')).toContain('Quiet & white, 2 × 27"')
        const mailto = (await fallback.getByRole('link', { name: q.email }).getAttribute('href'))!
        expect(mailto.startsWith(`mailto:${site.email}?`)).toBe(true)
        expect(decodeURIComponent(mailto)).toContain(name)
        if (width >= 768) {
          // A desktop gets the ways to send an e-mail, the text ready to copy.
          await fallback.getByRole('link', { name: q.email }).click()
          const dialog = page.getByRole('dialog', { name: q.dialog.title })
          await dialog.waitFor()
          await expect(dialog.locator('textarea').inputValue()).resolves.toContain('Quiet & white, 2 × 27"')
          await page.keyboard.press('Escape')
        }
        const refused = recorder.received.at(-1)!
        expect(endpointRequests.filter((m) => m === 'POST')).toHaveLength(1)

        // A dropped connection: the same, and the draft survives a reload on step 3.
        recorder.state.mode = 'drop'
        await fallback.getByRole('button', { name: q.failed.retry }).click()
        await expect.poll(() => endpointRequests.filter((m) => m === 'POST').length).toBe(2)
        // The tries of one request share its reference, so the business can tell a repeat.
        expect(recorder.received.at(-1)!.reference).toBe(refused.reference)
        await expect.poll(() => focusedText(page)).toBe(q.failed.heading)
        await expect(page.locator('.quote-fallback').innerText()).resolves.toContain(q.failed.network)
        expect(await draft(page)).toContain('Quiet & white')
        await reloadReady(page)
        await page.locator('#quote-additionalNotes').waitFor()
        await expect(page.locator('#quote-additionalNotes').inputValue()).resolves.toBe('Quiet & white, 2 × 27"')

        recorder.state.mode = 'accept'
        await page.getByRole('button', { name: q.submit, exact: true }).click()
        await page.locator('#quote-sent-heading').waitFor()
        const sent = recorder.received.at(-1)!
        expect(sent).toMatchObject({ name, phone: '+971559876543', budget: '5000-8000', purpose: 'streaming', notes: 'Quiet & white, 2 × 27"' })
        await expect(page.locator('.quote-reference strong').innerText()).resolves.toBe(sent.reference)
        await expect(policyViolations(page)).resolves.toEqual([])
        expect(unexpected(watch.problems)).toEqual([])
        await context.close()
      })

      it('the price-match request: sent with a confirmation, or WhatsApp and e-mail when the endpoint fails', async () => {
        const { context, page, watch } = await visitor(width)
        await gotoReady(page, `${withEndpoint.origin}${prefix(lang)}/price-match-dubai`)
        const form = page.locator('falcon-island[data-island="price-match"]')
        await form.scrollIntoViewIfNeeded()
        await page.locator('falcon-island[data-island="price-match"][data-ready]').waitFor()
        await form.getByLabel(pm.product).fill('RTX 5070 Ti')
        await form.getByLabel(pm.price).fill('3,199')
        await form.getByLabel(pm.source).fill('https://shop.example.ae/p?id=7')
        // Without a way to answer, it cannot go to the endpoint: the visitor is told, WhatsApp still works.
        await form.getByRole('button', { name: pm.send }).click()
        await expect(form.locator('.field-error').innerText()).resolves.toBe(pm.needs)
        await form.getByLabel(pm.emailAddress).fill('sara@example.ae')

        recorder.state.mode = 'refuse'
        await form.getByRole('button', { name: pm.send }).click()
        await form.locator('.quote-fallback').waitFor()
        await expect(focusedText(page)).resolves.toBe(pm.failed.heading)
        const wa = new URL((await form.getByRole('link', { name: pm.whatsapp }).getAttribute('href'))!)
        expect(wa.searchParams.get('text')).toContain('RTX 5070 Ti')
        expect(decodeURIComponent((await form.getByRole('link', { name: pm.email }).getAttribute('href'))!)).toContain('RTX 5070 Ti')

        recorder.state.mode = 'accept'
        await form.getByRole('button', { name: pm.send }).click()
        await expect.poll(() => focusedText(page)).toBe(pm.sent.heading)
        const reference = (await form.locator('.quote-reference strong').innerText()).trim()
        const sent = recorder.received.at(-1)!
        expect(sent).toMatchObject({ form: 'price-match', reference, language: lang, product: 'RTX 5070 Ti', competitorPrice: '3,199', source: 'https://shop.example.ae/p?id=7', email: 'sara@example.ae' })
        expect(sent.phone).toBeUndefined()
        await expect(form.locator('.quote-sent-details').innerText()).resolves.toContain('RTX 5070 Ti')
        await expect(page.evaluate(() => sessionStorage.getItem('falconpc-price-match-draft'))).resolves.toBeNull()
        await expect(policyViolations(page)).resolves.toEqual([])
        expect(unexpected(watch.problems)).toEqual([])
        await context.close()
      })
    })
  }
}

describe('the site as shipped, with no endpoint set', () => {
  it('sends nothing anywhere and offers WhatsApp and e-mail with the request ready; a phone or an e-mail is enough', async () => {
    const q = messages('en', 'quote')
    const context: BrowserContext = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const watch = await watchPage(context)
    const posts: string[] = []
    context.on('request', (r) => r.method() === 'POST' && posts.push(r.url()))
    const page = await context.newPage()
    watch.attach(page)
    await gotoReady(page, `${shipped.origin}/contact-dubai#quote-form`)
    await page.locator('form.quote-form[data-ready="true"]').waitFor()
    await page.locator('#quote-fullName').fill('Tom Price')
    await page.locator('#quote-budgetRange').selectOption('3000-5000')
    await page.locator('#quote-purpose').selectOption('gaming')
    // No phone: step 1 goes on, and step 3 asks for an e-mail instead.
    await page.getByRole('button', { name: q.next, exact: true }).click()
    await page.locator('#quote-preferredCpu').waitFor()
    await page.getByRole('button', { name: q.next, exact: true }).click()
    const send = page.getByRole('button', { name: q.submit, exact: true })
    await expect(send.isDisabled()).resolves.toBe(true)
    await expect(page.locator('.quote-required-note').innerText()).resolves.toBe(q.requiredContact)
    await page.locator('#quote-email').fill('tom@example.ae')
    await send.click()
    const fallback = page.locator('.quote-fallback')
    await fallback.waitFor()
    await expect(focusedText(page)).resolves.toBe(q.failed.unsetHeading)
    await expect(fallback.getByRole('button', { name: q.failed.retry }).count()).resolves.toBe(0)
    expect(new URL((await fallback.getByRole('link', { name: q.whatsapp }).getAttribute('href'))!).searchParams.get('text')).toContain('Email: tom@example.ae')
    expect(decodeURIComponent((await fallback.getByRole('link', { name: q.email }).getAttribute('href'))!)).toContain('Tom Price')
    expect(posts).toEqual([])
    expect(await draft(page)).toContain('Tom Price')
    expect(watch.problems).toEqual([])
    await context.close()
  })
})

describe('analytics, on a site that measures', () => {
  it('records quote_request and the hand-off once the endpoint has the request, not before', async () => {
    const built = await sharedSiteBuild('falcon-endpoint-analytics-build', { ENDPOINT, TEST_GA_ID, TEST_PIXEL_ID }, (s) => {
      s.forms = { endpoint: ENDPOINT }
      s.analytics = { gaMeasurementId: TEST_GA_ID, metaPixelId: TEST_PIXEL_ID }
    })
    const measured = await startSite(built.dist)
    const q = messages('en', 'quote')
    const { context, page, watch } = await visitor(1280)
    await stubTagScripts(page)
    const events = async (name: string) => (await dataLayer(page)).filter((c) => c[0] === 'event' && c[1] === name)
    await gotoReady(page, `${measured.origin}/contact-dubai#quote-form`)
    await page.getByRole('region', { name: 'Cookies and measurement' }).getByRole('button', { name: 'Accept' }).click()
    await page.locator('form.quote-form[data-ready="true"]').waitFor()
    await page.locator('#quote-fullName').fill('Sara Khan')
    await page.locator('#quote-phone').fill('050 123 4567')
    await page.locator('#quote-budgetRange').selectOption('8000-12000')
    await page.locator('#quote-purpose').selectOption('3d-workstation')
    await page.getByRole('button', { name: q.next, exact: true }).click()
    await page.locator('#quote-preferredCpu').waitFor()
    await page.getByRole('button', { name: q.next, exact: true }).click()
    recorder.state.mode = 'refuse'
    await page.getByRole('button', { name: q.submit, exact: true }).click()
    await page.locator('.quote-fallback').waitFor()
    expect(await events('quote_request')).toEqual([])
    recorder.state.mode = 'accept'
    await page.locator('.quote-fallback').getByRole('button', { name: q.failed.retry }).click()
    await page.locator('#quote-sent-heading').waitFor()
    await expect.poll(() => events('quote_request')).toEqual([['event', 'quote_request', { event_category: 'conversion', event_label: '3D Workstation', value: '8000-12000' }]])
    await expect.poll(() => events('quote_handoff')).toEqual([['event', 'quote_handoff', { event_category: 'conversion', event_label: 'Form' }]])
    expect(unexpected(watch.problems)).toEqual([])
    await context.close()
    await measured.close()
  }, 240_000)
})
