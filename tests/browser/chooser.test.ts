/**
 * The build chooser in a real browser against the built site: a buyer picks games, screen
 * and budget and gets a compatible build in the budget; the budget changes the build; an impossible ask
 * says so and offers the nearest honest option; "Get this build" fills the quote form, and "Ask on
 * WhatsApp" carries the same summary; a shared link restores the result in a fresh browser and is a
 * noindex variant. Every state passes axe-core with nothing wider than the screen at 320 and 1280 px.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { DIST, ROOT, watchPage, type SiteServer, screenContext, gotoReady, reloadReady } from './harness.ts'
import { htmlFileFor } from '../../src/site/urls.ts'
import { lookAt } from './look.ts'
import { useBrowserAndSite } from './use-site.ts'

const CHOOSER = '/gaming-pc-builder-tool'

let browser: Browser
let site: SiteServer

useBrowserAndSite((b, s) => ([browser, site] = [b, s]))

async function open(width = 390, route = CHOOSER): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await screenContext(browser, width)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.origin })
  const watch = await watchPage(context)
  const page = await context.newPage()
  watch.attach(page)
  await gotoReady(page, site.origin + route)
  await page.locator('falcon-island[data-island="chooser"][data-ready]').waitFor()
  return { context, page, problems: watch.problems }
}

async function answer(page: Page, a: { games?: string[]; resolution?: string; hz?: string; budget: string; purpose?: string; cpu?: string }) {
  if (a.purpose) await page.getByRole('radio', { name: a.purpose, exact: true }).check()
  for (const game of a.games ?? []) await page.getByRole('checkbox', { name: game, exact: true }).check()
  if (a.resolution) await page.getByRole('radio', { name: a.resolution }).check()
  if (a.hz) await page.getByRole('radio', { name: a.hz, exact: true }).check()
  await page.getByRole('button', { name: 'Next: budget' }).click()
  await page.getByRole('radio', { name: a.budget, exact: true }).check()
  if (a.cpu) await page.getByRole('group', { name: 'Processor brand' }).getByRole('radio', { name: a.cpu, exact: true }).check()
  await page.getByRole('button', { name: 'Show my build' }).click()
  await page.locator('.chooser-card').first().waitFor()
}

const aed = (text: string) => Number(/([\d,]+) AED/.exec(text)![1]!.replaceAll(',', ''))
const recommended = (page: Page) => page.locator('.chooser-card').first()

describe('the build chooser', () => {
  it('is useful before any script: pre-rendered guide and every build with its price and the prices\' date', () => {
    const html = fs.readFileSync(path.join(DIST, htmlFileFor(CHOOSER)), 'utf8')
    expect(html).toContain('<h1>Find the gaming PC that fits your games and budget</h1>')
    const form = /<form[^>]*>/.exec(html)![0]
    expect(form).toContain('action="/gaming-pc-builder-tool"')
    expect(form).toContain('method="get"')
    expect(html).toContain('What matters when you choose a gaming PC')
    expect(html).toMatch(/as of \d{1,2} [A-Z][a-z]+ \d{4}/)
    expect((html.match(/<li class="card card-hover">/g) ?? []).length).toBeGreaterThanOrEqual(10)
    expect(html).toMatch(/<link[^>]* rel="canonical" href="https:\/\/www\.falconpc\.ae\/gaming-pc-builder-tool">/)
    expect(html).toMatch(/<meta[^>]* property="og:image" content="https:\/\/www\.falconpc\.ae\/img\/build-strike-og\.jpg">/)
  })

  it('gives a buyer a compatible build in their budget that reaches the goal in their games, and the budget changes it', async () => {
    const { context, page, problems } = await open(390)
    await answer(page, { games: ['Valorant', 'Cyberpunk 2077'], resolution: '1440p (QHD)', hz: '144 Hz', budget: '5,000 – 8,000 AED' })
    // The result's heading gets the focus, so a screen reader reads it out.
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toMatch(/^Your build: .+, [\d,]+ AED$/)
    const card = recommended(page)
    await expect(card.locator('.eyebrow').textContent()).resolves.toBe('Recommended for you')
    const price = aed((await card.locator('.price').textContent())!)
    expect(price).toBeGreaterThanOrEqual(5000)
    expect(price).toBeLessThanOrEqual(8000)
    await expect(card.locator('.chooser-games li').count()).resolves.toBe(2)
    await expect(card.locator('.chooser-games .chooser-verdict').allTextContents()).resolves.toEqual(['Reaches our goal.', 'Reaches our goal.'])
    await expect(card.locator('p', { hasText: /^Power:/ }).textContent()).resolves.toMatch(/^Power: about \d+ W under load, so it needs a \d+ W power supply; it has \d+ W\.$/)
    await expect(card.getByText('Compatibility checked', { exact: false }).count()).resolves.toBe(1)
    await expect(page.locator('.chooser-card').count()).resolves.toBe(3)
    const first = await card.locator('h4').textContent()

    await page.getByRole('button', { name: 'Change answers' }).click()
    await page.getByRole('button', { name: 'Next: budget' }).click()
    await page.getByRole('radio', { name: '8,000 – 12,000 AED', exact: true }).check()
    await page.getByRole('button', { name: 'Show my build' }).click()
    const second = await recommended(page).locator('h4').textContent()
    expect(second).not.toBe(first)
    const price2 = aed((await recommended(page).locator('.price').textContent())!)
    expect(price2).toBeGreaterThanOrEqual(8000)
    expect(price2).toBeLessThanOrEqual(12000)
    expect(problems).toEqual([])
    await context.close()
  })

  it('says so when 4K at 144 Hz is asked of the lowest budget, and offers the nearest build that does it', async () => {
    const { context, page, problems } = await open(390)
    await answer(page, { games: ['Valorant'], resolution: '4K (UHD)', hz: '144 Hz', budget: '1,800 – 3,000 AED' })
    const notes = await page.locator('.chooser-result .chooser-note').allTextContents()
    expect(notes[0]).toMatch(/^No build in 1,800 – 3,000 AED reaches our goal in Valorant \(smooth on a 144 Hz screen\) on a 4K 144 Hz screen\. The .+ is the best in your budget; what it plays is below\.$/)
    expect(notes[1]).toMatch(/^The nearest build that reaches it: the (.+) at ([\d,]+) AED\.$/)
    await expect(recommended(page).locator('.eyebrow').textContent()).resolves.toBe('Best in your budget')
    expect(aed((await recommended(page).locator('.price').textContent())!)).toBeLessThanOrEqual(3000)
    await expect(recommended(page).locator('.chooser-verdict').textContent()).resolves.toBe('Below our goal.')
    const better = page.locator('.chooser-card', { has: page.locator('.eyebrow', { hasText: 'Reaches your goal' }) })
    await expect(better.locator('.chooser-verdict').textContent()).resolves.toBe('Reaches our goal.')
    expect(notes[1]).toContain((await better.locator('h4').textContent())!)
    expect(problems).toEqual([])
    await context.close()
  })

  it('hands the build to the quote form and to WhatsApp with the same summary', async () => {
    const { context, page, problems } = await open(1280)
    await answer(page, { games: ['Fortnite'], resolution: '1080p (Full HD)', hz: '144 Hz', budget: '3,000 – 5,000 AED', cpu: 'AMD' })
    const card = recommended(page)
    const name = (await card.locator('h4').textContent())!
    const wa = new URL((await card.getByRole('link', { name: 'Ask on WhatsApp' }).getAttribute('href'))!)
    expect(wa.origin + wa.pathname).toBe('https://wa.me/971527463301')
    const waText = wa.searchParams.get('text')!
    const summary = waText.replace(/^Hi Falcon PC! I'd like this build:\n/, '')
    expect(summary).not.toBe(waText)
    expect(summary.split('\n')[0]).toMatch(new RegExp(`^Build: ${name}, [\\d,]+ AED \\(prices as of \\d{1,2} [A-Z][a-z]+ \\d{4}\\)$`))
    expect(summary).toContain('\nProcessor: AMD Ryzen')
    expect(summary).toContain('\nFor: Gaming; Fortnite; 1080p 144 Hz screen\nBudget: 3,000 – 5,000 AED\n')
    expect(summary.split('\n').at(-1)).toBe(`Chosen with: ${page.url()}`)

    await card.getByRole('link', { name: 'Get this build' }).click()
    await page.waitForURL(/\/contact-dubai#quote-form$/)
    await page.locator('form.quote-form[data-ready="true"]').waitFor()
    // The answers left the address once the form took them.
    expect(new URL(page.url()).search).toBe('')
    await expect(page.getByRole('status').filter({ hasText: 'Your build is filled in' }).count()).resolves.toBe(1)
    await expect(page.getByLabel('Budget range').inputValue()).resolves.toBe('3000-5000')
    await expect(page.getByLabel('Main use').inputValue()).resolves.toBe('gaming')
    await page.getByLabel('Full name').fill('Omar Haddad')
    await page.getByLabel('WhatsApp / mobile number').fill('050 123 4567')
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page.getByLabel('Preferred CPU brand').inputValue()).resolves.toBe('amd')
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page.getByLabel('Additional notes').inputValue()).resolves.toBe(summary)
    // A reload keeps the draft (the visitor's name included) and does not apply the link again.
    await reloadReady(page)
    await page.locator('form.quote-form[data-ready="true"]').waitFor()
    await expect(page.getByLabel('Additional notes').inputValue()).resolves.toBe(summary)
    expect(problems).toEqual([])
    await context.close()
  })

  it('restores a shared result in a fresh browser, as a noindex variant of the chooser', async () => {
    const first = await open(390)
    await answer(first.page, { purpose: 'Video Editing', budget: '8,000 – 12,000 AED' })
    const shared = await first.page.getByLabel('Link to this result').inputValue()
    expect(shared).toBe(first.page.url())
    const name = await recommended(first.page).locator('h4').textContent()
    await first.context.close()

    const fresh = await open(1280, new URL(shared).pathname + new URL(shared).search)
    await expect(recommended(fresh.page).locator('h4').textContent()).resolves.toBe(name)
    await expect(fresh.page.locator('meta[name="robots"]').getAttribute('content')).resolves.toBe('noindex, follow')
    await expect(fresh.page.locator('link[rel="canonical"]').getAttribute('href')).resolves.toBe('https://www.falconpc.ae/gaming-pc-builder-tool')
    await fresh.page.getByRole('button', { name: 'Share this result' }).click()
    // The status is set once the clipboard's promise settles: wait for it rather than read it once (a fresh clone's run read it too early).
    await expect.poll(() => fresh.page.locator('.chooser-share').textContent()).toBe('Link copied. Anyone who opens it sees this result.')
    await expect(fresh.page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(shared)
    expect(fresh.problems).toEqual([])
    await fresh.context.close()
  })

  it("goes back a step with the browser's back button, and forward to the same result", async () => {
    const { context, page, problems } = await open(390)
    await answer(page, { games: ['Red Dead Redemption 2'], budget: '5,000 – 8,000 AED' })
    const result = page.url()
    const name = await recommended(page).locator('h4').textContent()
    await page.goBack()
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Budget and brands')
    await expect(page.getByRole('radio', { name: '5,000 – 8,000 AED', exact: true }).isChecked()).resolves.toBe(true)
    await page.goBack()
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('What will you use it for?')
    await expect(page.getByRole('checkbox', { name: 'Red Dead Redemption 2', exact: true }).isChecked()).resolves.toBe(true)
    await page.goForward()
    await page.goForward()
    expect(page.url()).toBe(result)
    await expect(recommended(page).locator('h4').textContent()).resolves.toBe(name)
    // A reload on a step keeps that step.
    await page.goBack()
    await reloadReady(page)
    await page.locator('falcon-island[data-island="chooser"][data-ready]').waitFor()
    await expect(page.getByRole('heading', { name: 'Budget and brands' }).isVisible()).resolves.toBe(true)
    expect(problems).toEqual([])
    await context.close()
  })

  it('keeps a choice tapped before the island runs', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 740 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' })
    const watch = await watchPage(context)
    let release!: () => void
    const held = new Promise<void>((r) => (release = r))
    await context.route(/\/assets\/island-chooser-[\w-]+\.js$/, async (route) => {
      await held
      await route.continue()
    })
    const page = await context.newPage()
    watch.attach(page)
    await page.goto(site.origin + CHOOSER, { waitUntil: 'domcontentloaded' })
    await page.getByRole('checkbox', { name: 'Elden Ring', exact: true }).check()
    await page.getByRole('radio', { name: '60 Hz', exact: true }).check()
    release()
    await page.locator('falcon-island[data-island="chooser"][data-ready]').waitFor()
    await page.getByRole('button', { name: 'Next: budget' }).click()
    await page.getByRole('radio', { name: '3,000 – 5,000 AED', exact: true }).check()
    await page.getByRole('button', { name: 'Show my build' }).click()
    await expect(recommended(page).locator('.chooser-games li strong').allTextContents()).resolves.toEqual(['Elden Ring:'])
    expect(new URL(page.url()).searchParams.get('hz')).toBe('60')
    expect(watch.problems).toEqual([])
    await context.close()
  })

  it('asks for a game before going on, and works from the keyboard', async () => {
    const { context, page, problems } = await open(1280)
    await page.getByRole('button', { name: 'Next: budget' }).focus()
    await page.keyboard.press('Enter')
    await expect(page.locator('#chooser-error').textContent()).resolves.toBe('Pick at least one game you play, so we can say how each build runs it.')
    await page.getByRole('checkbox', { name: 'Counter-Strike 2', exact: true }).focus()
    await page.keyboard.press('Space')
    await page.getByRole('button', { name: 'Next: budget' }).focus()
    await page.keyboard.press('Enter')
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Budget and brands')
    await page.getByRole('radio', { name: '1,800 – 3,000 AED', exact: true }).focus()
    await page.keyboard.press('Space')
    await page.getByRole('button', { name: 'Show my build' }).focus()
    await page.keyboard.press('Enter')
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toMatch(/^Your build: /)
    expect(problems).toEqual([])
    await context.close()
  })

  for (const width of [320, 1280])
    it(`passes axe-core with nothing wider than the screen in every state at ${width}px`, async () => {
      const { context, page, problems } = await open(width)
      const found = await lookAt(page, 'chooser-step-1')
      await page.getByRole('button', { name: 'Next: budget' }).click()
      found.push(...(await lookAt(page, 'chooser-step-1-error')))
      await page.getByRole('checkbox', { name: 'Indiana Jones and the Great Circle', exact: true }).check()
      await page.getByRole('button', { name: 'Next: budget' }).click()
      found.push(...(await lookAt(page, 'chooser-step-2')))
      await page.getByRole('radio', { name: '1,800 – 3,000 AED', exact: true }).check()
      await page.getByRole('button', { name: 'Show my build' }).click()
      found.push(...(await lookAt(page, 'chooser-result-short')))
      await page.getByRole('button', { name: 'Change answers' }).click()
      await page.getByRole('radio', { name: '3D Workstation', exact: true }).check()
      found.push(...(await lookAt(page, 'chooser-step-1-workstation')))
      await page.getByRole('button', { name: 'Next: budget' }).click()
      await page.getByRole('button', { name: 'Show my build' }).click()
      found.push(...(await lookAt(page, 'chooser-result-outside-budget')))
      await page.getByRole('button', { name: 'Share this result' }).click()
      found.push(...(await lookAt(page, 'chooser-result-shared')))
      expect(found).toEqual([])
      expect(problems).toEqual([])
      await context.close()
    })
})

describe('the build chooser in Arabic', () => {
  const t = JSON.parse(fs.readFileSync(path.join(ROOT, 'data/messages/ar/chooser.json'), 'utf8'))

  it('runs from its own chunk with the page carrying only its paths, and answers in Arabic with Arabic build links', async () => {
    const route = `/ar${CHOOSER}`
    const html = fs.readFileSync(path.join(DIST, htmlFileFor(route)), 'utf8')
    expect(/<falcon-island data-island="chooser-ar"[^>]*data-props="([^"]*)"/.exec(html)?.[1]?.replaceAll('&quot;', '"')).toBe(JSON.stringify({ pagePath: route, contactPath: '/ar/contact-dubai' }))
    const context = await screenContext(browser, 390)
    const watch = await watchPage(context)
    const page = await context.newPage()
    watch.attach(page)
    await gotoReady(page, site.origin + route)
    await page.locator('falcon-island[data-island="chooser-ar"][data-ready]').waitFor()
    await page.locator('input[name="games"]').first().check()
    await page.getByRole('button', { name: t.use.next }).click()
    await page.locator('input[name="budget"]').nth(2).check()
    await page.getByRole('button', { name: t.budget.submit }).click()
    const card = page.locator('.chooser-card').first()
    await expect(card.locator('.eyebrow').textContent()).resolves.toBe(t.result.roles.fits)
    const links = await card.locator('a[href*="gaming-pc-builds-dubai/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')))
    expect(links.length).toBeGreaterThan(0)
    for (const href of links) expect(href).toMatch(/^\/ar\/gaming-pc-builds-dubai\//)
    expect(watch.problems).toEqual([])
    await context.close()
  })
})
