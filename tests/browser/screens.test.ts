/**
 * The screens as a visitor sees them, in a real browser against the built site:
 * the home page, accordions, the phone menu and service areas, with JavaScript on and off.
 */
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { steadyFrames } from './harness.ts'
import { ASSEMBLY_TICK_MS } from '../../src/features/assembly/assembly-steps.ts'
import { useScreens, readJson, site, builds, testimonials, emirates, faqs, tierPrice, html, recordIntervals, scrollToStats } from './screens-kit.ts'

const screens = useScreens()
const open = screens.open.bind(screens)

describe('home', () => {
  it('shows the hero, six features, the sample tiers, trust, four testimonials and the closing call to action', async () => {
    const { page, problems } = await open('/')
    await expect(page.locator('h1').innerText()).resolves.toMatch(/custom gaming pcs/i)
    expect(await page.locator('.hero .chips li').allInnerTexts()).toEqual(['Custom Built', '360° Warranty', 'Free Delivery'])
    const hero = page.locator('.hero .actions')
    await expect(hero.getByRole('link', { name: 'Shop Online Now' }).getAttribute('href')).resolves.toBe('/gaming-pc-shop-dubai')
    await expect(hero.getByRole('link', { name: 'Get Quote' }).getAttribute('href')).resolves.toBe(site.features.quoteLinksToForm ? '/contact-dubai#quote-form' : '/contact-dubai')
    await expect(hero.getByRole('link', { name: 'Price Match' }).getAttribute('href')).resolves.toBe('/price-match-dubai')
    const features = await page.locator('section[aria-labelledby="why-title"] h3').allInnerTexts()
    expect(features).toEqual(['Custom Gaming PC', '360° Warranty', 'Price Match Guarantee', `${site.instalments.provider} Payment`, 'Free Delivery', 'Expert Support'])
    for (const tier of builds.tiers) await expect(page.getByText(tierPrice(tier), { exact: true }).first().isVisible()).resolves.toBe(true)
    await scrollToStats(page)
    const stats = await page.locator('.stat-value').allInnerTexts()
    expect(stats).toEqual([site.claims.pcsBuilt, site.claims.experience, site.support.whatsApp])
    await expect(page.locator('.logo-row img').count()).resolves.toBe(readJson('partners.json').length)
    await expect(page.locator('.quote-card').count()).resolves.toBe(testimonials.length)
    const cta = page.locator('.cta-band')
    await expect(cta.getByRole('link', { name: 'WhatsApp Quote' }).getAttribute('href')).resolves.toMatch(new RegExp(`^https://wa\\.me/${site.phone.replace(/\D/g, '')}\\?text=`))
    await expect(cta.getByRole('link', { name: 'Email Quote' }).getAttribute('href')).resolves.toBe('/contact-dubai#quote-form')
    expect(problems).toEqual([])
  })

  it('assembles the PC step by step, its captions in order, ending on PC ASSEMBLED & RUNNING, and looping', async () => {
    // The static HTML (and so JavaScript-off) shows the finished PC.
    expect(html('/')).toContain('data-step="5"')
    expect(html('/')).toContain('PC ASSEMBLED &amp; RUNNING')
    const names = Object.values(readJson('messages/en/home.json').assembly.steps as Record<string, string>)
    expect(names).toHaveLength(6)
    // Animation-frame callbacks asked for, counted: the frame-rate probe asks for every frame while it measures.
    const countFrames = (p: Page) => p.addInitScript(() => {
      const request = window.requestAnimationFrame.bind(window)
      const w = window as unknown as { __frames: number }
      w.__frames = 0
      window.requestAnimationFrame = (callback) => (w.__frames++, request(callback))
    })
    const { page, problems } = await open('/', { reducedMotion: 'no-preference' }, async (p) => (await steadyFrames(p), await countFrames(p)))
    const frames = () => page.evaluate(() => (window as unknown as { __frames: number }).__frames)
    let framesAtStep3 = -1
    await page.locator('.assembly').scrollIntoViewIfNeeded()
    // After hydration the loop starts from the bare motherboard and moves on by itself, a step at a time.
    await page.waitForFunction(() => Number(document.querySelector('.assembly')?.getAttribute('data-step')) < 5, null)
    const first = Number(await page.locator('.assembly').getAttribute('data-step'))
    const read: string[] = []
    for (let i = 1; i <= 6; i++) {
      const s = (first + i) % 6
      // Polled on a timer: Playwright's default polling asks for animation frames itself.
      await page.waitForFunction((want) => document.querySelector('.assembly')?.getAttribute('data-step') === String(want), s, { polling: 100 })
      // The caption is text on the page, with its counter; the bars lit so far match.
      read[s] = await page.locator('.assembly-status .now').innerText()
      await expect(page.locator('.assembly-status span').last().textContent()).resolves.toBe(`Step ${s + 1}/6`)
      await expect(page.locator('.assembly-steps li.on').count()).resolves.toBe(s + 1)
      // The probe measured two seconds from a second after the start and stopped: no frame is asked for after it.
      if (s === 3) framesAtStep3 = await frames()
      if (s === 5) {
        expect(framesAtStep3).toBeGreaterThan(0)
        await expect(frames()).resolves.toBe(framesAtStep3)
        await expect(page.locator('.assembly.done .assembly-final').isVisible()).resolves.toBe(true)
        await expect(page.locator('.assembly-final').innerText()).resolves.toBe('PC ASSEMBLED & RUNNING')
      }
    }
    expect(read.map((t) => t.toLowerCase())).toEqual(names.map((t) => t.toLowerCase()))
    expect(problems).toEqual([])
  }, 40_000)

  it('stops the loop while the drawing is off screen, and goes on from the same step when it is back', async () => {
    const { page, problems } = await open('/', { reducedMotion: 'no-preference' }, (p) => Promise.all([steadyFrames(p), recordIntervals(p)]))
    const ticking = () => page.evaluate((tick) => [...(window as unknown as { __intervals: Map<number, number> }).__intervals.values()].includes(tick), ASSEMBLY_TICK_MS)
    await page.locator('.assembly').scrollIntoViewIfNeeded()
    await page.waitForFunction(() => Number(document.querySelector('.assembly')?.getAttribute('data-step')) < 5, null)
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await page.waitForFunction(() => document.querySelector('.assembly')?.classList.contains('still'), null)
    await expect(ticking()).resolves.toBe(false)
    const held = await page.locator('.assembly').getAttribute('data-step')
    await page.locator('.assembly').scrollIntoViewIfNeeded()
    await page.waitForFunction(() => !document.querySelector('.assembly')?.classList.contains('still'), null)
    await expect(ticking()).resolves.toBe(true)
    await page.waitForFunction((s) => document.querySelector('.assembly')?.getAttribute('data-step') === String((Number(s) + 1) % 6), held)
    expect(problems).toEqual([])
  }, 40_000)

  it('turns performance mode on when frames come under 30 a second, and shows the finished PC still', async () => {
    const { page, problems } = await open('/', { reducedMotion: 'no-preference' }, (p) => Promise.all([steadyFrames(p, 20), recordIntervals(p)]))
    // The loop starts at once; the monitor measures from a second after it starts, a second at a time.
    await page.locator('.assembly').scrollIntoViewIfNeeded()
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-perf-mode'), null)
    await expect(page.locator('.assembly').getAttribute('data-step')).resolves.toBe('5')
    // The loop's timer is gone (no interval of ASSEMBLY_TICK_MS left running), so the step cannot move on.
    await expect(page.evaluate((tick) => [...(window as unknown as { __intervals: Map<number, number> }).__intervals.values()].includes(tick), ASSEMBLY_TICK_MS)).resolves.toBe(false)
    await expect(page.locator('.assembly').getAttribute('data-step')).resolves.toBe('5')
    await expect(page.locator('.assembly-final').isVisible()).resolves.toBe(true)
    expect(problems).toEqual([])
  })

  it('keeps the finished PC still for reduced motion, and pauses animation in a hidden tab', async () => {
    const { page } = await open('/', { reducedMotion: 'reduce' })
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-reduced-motion'))
    await expect(page.locator('.assembly').getAttribute('data-step')).resolves.toBe('5')
    await expect(page.locator('.assembly-final').isVisible()).resolves.toBe(true)
    // The assembly illustration's status light (the shop's counters, which had one too, are off by default).
    const moving = await open('/', { reducedMotion: 'no-preference' })
    const dot = moving.page.locator('.live-dot').first()
    await moving.page.locator('.assembly').scrollIntoViewIfNeeded()
    await moving.page.waitForFunction(() => document.querySelector('.assembly')?.classList.contains('still') === false)
    await expect(dot.evaluate((el) => getComputedStyle(el, '::after').animationPlayState)).resolves.toBe('running')
    await moving.page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' })
      document.dispatchEvent(new Event('visibilitychange'))
    })
    await moving.page.waitForFunction(() => document.documentElement.hasAttribute('data-tab-hidden'))
    await expect(dot.evaluate((el) => getComputedStyle(el, '::after').animationPlayState)).resolves.toBe('paused')
  })
})

describe('accordions', () => {
  for (const js of [true, false]) {
    it(`open one item at a time and close again on the FAQ page, JavaScript ${js ? 'on' : 'off'}`, async () => {
      const { page } = await open('/gaming-pc-faq', { javaScriptEnabled: js })
      const items = page.locator('.accordion details')
      await expect(items.count()).resolves.toBe(faqs.general.length)
      const summary = (i: number) => items.nth(i).locator('summary')
      const openCount = () => page.locator('.accordion details[open]').count()
      await summary(0).click()
      await expect(items.nth(0).locator('.answer').innerText()).resolves.toBe(faqs.general[0]!.answer)
      await summary(1).click()
      await expect(openCount()).resolves.toBe(1)
      await expect(items.nth(1).getAttribute('open')).resolves.not.toBeNull()
      await summary(1).click()
      await expect(openCount()).resolves.toBe(0)
    })
  }

  it('are operable by keyboard with a visible focus ring', async () => {
    const { page } = await open('/gaming-pc-faq')
    const summary = page.locator('.accordion summary').first()
    await summary.focus()
    await page.keyboard.press('Enter')
    await expect(page.locator('.accordion details').first().getAttribute('open')).resolves.not.toBeNull()
    await page.keyboard.press('Tab')
    const ring = await page.evaluate(() => {
      const s = getComputedStyle(document.activeElement!)
      return { tag: document.activeElement!.tagName, style: s.outlineStyle, width: parseFloat(s.outlineWidth) }
    })
    expect(ring.tag).toBe('SUMMARY')
    expect(ring.style).not.toBe('none')
    expect(ring.width).toBeGreaterThanOrEqual(2)
  })
})

describe('mobile menu', () => {
  it('opens and closes from the keyboard', async () => {
    const { page } = await open('/', { viewport: { width: 390, height: 844 } })
    const toggle = page.getByRole('button', { name: 'Menu' })
    await toggle.focus()
    await page.keyboard.press('Enter')
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await expect(menu.isVisible()).resolves.toBe(true)
    await page.keyboard.press('Escape')
    await menu.waitFor({ state: 'hidden' })
  })
})

describe('service areas', () => {
  it('shows every emirate with its first four areas and +N more, and a floating FAQ button that scrolls to the FAQ', async () => {
    const { page, problems } = await open('/service-areas-uae', { viewport: { width: 390, height: 844 } })
    for (const e of emirates) {
      const card = page.locator(`#emirate-${e.slug}`)
      expect(await card.locator('> ul.area-list li').allInnerTexts()).toEqual(e.areas.slice(0, 4))
      if (e.areas.length > 4) await expect(card.locator('summary').innerText()).resolves.toBe(`+${e.areas.length - 4} more ${e.areas.length - 4 === 1 ? 'area' : 'areas'}`)
    }
    const dubai = page.locator('#emirate-dubai')
    await dubai.locator('summary').click()
    await expect(dubai.getByText(emirates[0]!.areas.at(-1)!, { exact: true }).isVisible()).resolves.toBe(true)
    await expect(page.locator('.promise').innerText()).resolves.toMatch(/delivery/i)
    await expect(page.locator('section[aria-labelledby="regions-title"] > ul > li').count()).resolves.toBe(readJson('service-regions.json').length)
    await page.locator('main a[href="#service-faq"]').click()
    await page.waitForFunction(() => {
      const top = document.getElementById('service-faq')!.getBoundingClientRect().top
      return top >= 0 && top < 200
    })
    await expect(page.locator('#service-faq details').count()).resolves.toBe(faqs.serviceAreas.length)
    expect(problems).toEqual([])
  })
})
