/**
 * Nothing floats over what a visitor needs, on a 320 and a 390 px phone, on every page in both languages.
 *
 * Each page is scrolled from the top to the end in steps of half a screen. At each step, every link,
 * button, field, summary and line of text that is on the screen must be clear of every fixed element
 * that floats over the page (a round chat button, a "jump to" button). Bars that span the screen's
 * width at its top or bottom (the header, the chat bar) are not floating over anything: they make the
 * screen shorter, and what is under them scrolls into view, which the end of each page proves (its last
 * line clears the bottom bar). The header's items each keep one line.
 */
import { describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { gotoReady, screenContext, sitemapPaths, type SiteServer } from './harness.ts'
import { useBrowserAndSite } from './use-site.ts'

const WIDTHS = [320, 390] as const
/** Every page of the sitemap (English and Arabic), the noindex staff page and an unknown path (a 404 page in each language). */
const ROUTES = [...sitemapPaths(), '/seo-audit', '/no-such-page', '/ar/no-such-page']

let browser: Browser
let site: SiteServer
useBrowserAndSite((b, s) => ([browser, site] = [b, s]))

/** What sits under a floating element at each scroll position of the page, and whether the page's end clears the bottom bar. */
function coverage(): { covered: string[]; endHidden: string[]; wrapped: string[]; tables: string[] } {
  const vw = document.documentElement.clientWidth
  const vh = window.innerHeight
  const shown = (e: Element) => {
    const s = getComputedStyle(e)
    const r = e.getBoundingClientRect()
    return s.visibility !== 'hidden' && s.display !== 'none' && Number(s.opacity) > 0 && r.width > 0 && r.height > 0
  }
  const fixed = () =>
    [...document.querySelectorAll('body *')].filter((e) => {
      const p = getComputedStyle(e).position
      return (p === 'fixed' || p === 'sticky') && shown(e) && !e.closest('dialog, [popover]')
    })
  const isBar = (r: DOMRect) => r.left <= 1 && r.right >= vw - 1 && (r.top <= 1 || r.bottom >= vh - 1)
  const TARGETS = 'a, button, input, select, textarea, summary, label, p, li, h1, h2, h3, h4, td, th, dt, dd, figcaption, blockquote'
  const name = (e: Element) => `${e.tagName.toLowerCase()} «${(e.textContent ?? (e as HTMLInputElement).name ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}»`
  const covered = new Set<string>()
  const max = document.documentElement.scrollHeight - vh
  const targets = [...document.querySelectorAll(TARGETS)].filter((e) => !e.closest('dialog, [popover]'))
  for (let y = 0; ; y = Math.min(max, y + vh / 2)) {
    window.scrollTo(0, y)
    const floating = fixed()
    const bars = floating.map((e) => e.getBoundingClientRect()).filter(isBar)
    // The part of the screen the page is read in: below the top bars, above the bottom bars.
    const top = Math.max(0, ...bars.filter((r) => r.top <= 1).map((r) => r.bottom))
    const bottom = Math.min(vh, ...bars.filter((r) => r.bottom >= vh - 1 && r.top > 1).map((r) => r.top))
    const floaters = floating.filter((e) => !isBar(e.getBoundingClientRect()))
    for (const t of targets) {
      if (!shown(t) || floaters.some((f) => f.contains(t) || t.contains(f))) continue
      const r = t.getBoundingClientRect()
      if (r.bottom <= top || r.top >= bottom) continue
      for (const f of floaters) {
        const b = f.getBoundingClientRect()
        if (r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top) covered.add(`${name(t)} under ${f.className || f.tagName}`)
      }
    }
    if (y >= max) {
      // At the end, the page's last line of text is above the bottom bars.
      const last = [...document.querySelectorAll('footer p, footer li, footer a, main p, main li')].filter((e) => shown(e) && !floating.some((f) => f.contains(e))).at(-1)
      const endHidden = last && last.getBoundingClientRect().bottom > bottom + 0.5 ? [name(last)] : []
      const header = document.querySelector('.site-header')
      const wrapped = [...(header?.querySelectorAll('.logo-text, .header-actions > a, .header-actions > button') ?? [])]
        .filter(shown)
        .filter((e) => {
          const lines = e.getBoundingClientRect().height / parseFloat(getComputedStyle(e).lineHeight || '0')
          return e.matches('.logo-text') ? lines > 1.5 : (e as HTMLElement).scrollWidth > (e as HTMLElement).clientWidth + 1 || e.getClientRects().length > 1
        })
        .map(name)
      const overflow = header && header.scrollWidth > header.clientWidth + 1 ? ['the header row is wider than the screen'] : []
      // A post's table shows every column on the screen: nothing is cut off or left behind a sideways scroll.
      const tables = [...document.querySelectorAll('.table-scroll')]
        .filter((box) => box.scrollWidth > box.clientWidth + 1)
        .map((box) => `a table (${box.querySelector('th')?.textContent ?? ''} …) is wider than the screen`)
      return { covered: [...covered], endHidden, wrapped: [...wrapped, ...overflow], tables }
    }
  }
}

async function walk(page: Page, width: number): Promise<string[]> {
  const found: string[] = []
  for (const route of ROUTES) {
    await gotoReady(page, `${site.origin}${route}`)
    const { covered, endHidden, wrapped, tables } = await page.evaluate(coverage)
    for (const t of tables) found.push(`${route} at ${width} px: ${t}`)
    for (const c of covered) found.push(`${route} at ${width} px: ${c}`)
    for (const e of endHidden) found.push(`${route} at ${width} px: the page's end, ${e}, stays under a bottom bar`)
    for (const w of wrapped) found.push(`${route} at ${width} px: header ${w} does not keep one line`)
  }
  return found
}

describe('floating buttons and the header on a phone', () => {
  it.each(WIDTHS)('at %i px, every page scrolled top to end: nothing under a floating button, the end clear of the bottom bar, the header on one line, tables whole', async (width) => {
    const context = await screenContext(browser, width)
    const page = await context.newPage()
    const found = await walk(page, width)
    await context.close()
    expect(found).toEqual([])
  })

  it('a field being typed in is never under the chat bar: the bar steps aside while a text field has focus', async () => {
    const context = await screenContext(browser, 390)
    const page = await context.newPage()
    for (const route of ['/contact-dubai', '/ar/price-match-dubai']) {
      await gotoReady(page, `${site.origin}${route}`)
      const chat = page.locator('.floating-chat')
      await expect(chat.isVisible()).resolves.toBe(true)
      const field = page.locator('main input[type="text"], main input[type="tel"], main input:not([type])').first()
      await field.focus()
      await expect(chat.isVisible(), route).resolves.toBe(false)
      await field.blur()
      await expect(chat.isVisible(), route).resolves.toBe(true)
    }
    await context.close()
  })

  it('a button where the bar comes back still takes the click that took the focus from a field', async () => {
    const context = await screenContext(browser, 390)
    const page = await context.newPage()
    await gotoReady(page, `${site.origin}/contact-dubai`)
    await page.getByLabel('Full name').fill('Sara Khan')
    await page.getByLabel('WhatsApp / mobile number').fill('050 123 4567')
    await page.getByLabel('Budget range').selectOption('5000-8000')
    await page.getByLabel('Main use').selectOption('streaming')
    await page.getByLabel('Full name').focus()
    // Next sits where the bar shows when no field has focus: the press blurs the field, and the bar returns.
    const next = page.getByRole('button', { name: 'Next' })
    await next.evaluate((button) => window.scrollBy(0, button.getBoundingClientRect().bottom - (window.innerHeight - 6)))
    const box = (await next.boundingBox())!
    const viewport = page.viewportSize()!
    expect(box.y + box.height / 2).toBeGreaterThan(viewport.height - 48)
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    await page.locator('#quote-preferredCpu').waitFor()
    await context.close()
  })
})
