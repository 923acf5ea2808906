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
      const overflow = header && header.scrollWidth > header.clientWidth + 1 ? ['the header row is wider than the screen'] : []
      // A post's table shows every column on the screen: nothing is cut off or left behind a sideways scroll.
      const tables = [...document.querySelectorAll('.table-scroll')]
        .filter((box) => box.scrollWidth > box.clientWidth + 1)
        .map((box) => `a table (${box.querySelector('th')?.textContent ?? ''} …) is wider than the screen`)
      return { covered: [...covered], endHidden, wrapped: overflow, tables }
    }
  }
}

/**
 * The header's items that take more than one line or are cut off: the wordmark and each action (Get Quote, the
 * cart, the language link), by the line boxes of their text (an inline-flex button has one box however many
 * lines its text takes, so neither its box count nor its width tells).
 */
function wrappedHeaderItems(): string[] {
  const items = [...document.querySelectorAll<HTMLElement>('.site-header .logo-text, .site-header .header-actions > a')]
  return items
    .filter((e) => getComputedStyle(e).display !== 'none' && e.getBoundingClientRect().width > 0)
    .filter((e) => {
      const walker = document.createTreeWalker(e, NodeFilter.SHOW_TEXT)
      const boxes: DOMRect[] = []
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue
        const range = document.createRange()
        range.selectNodeContents(node)
        boxes.push(...[...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0))
      }
      if (!boxes.length) return false
      const line = Math.min(...boxes.map((r) => r.height))
      const lines = (Math.max(...boxes.map((r) => r.bottom)) - Math.min(...boxes.map((r) => r.top))) / line
      return lines > 1.5 || e.scrollWidth > e.clientWidth + 1
    })
    .map((e) => `«${(e.textContent ?? '').trim()}»`)
}

async function walk(page: Page, width: number): Promise<string[]> {
  const found: string[] = []
  for (const route of ROUTES) {
    await gotoReady(page, `${site.origin}${route}`)
    const { covered, endHidden, wrapped, tables } = await page.evaluate(coverage)
    wrapped.push(...(await page.evaluate(wrappedHeaderItems)))
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

  it('on an iPhone 13 (390 × 844) the wordmark and Get Quote keep one line each, in English and Arabic, and the check sees a wrap', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true, serviceWorkers: 'block' })
    const page = await context.newPage()
    for (const route of ['/', '/ar', '/blog', '/ar/blog']) {
      await gotoReady(page, `${site.origin}${route}`)
      const shown = await page.evaluate(() => [...document.querySelectorAll<HTMLElement>('.site-header .logo-text, .site-header .header-actions > a')].filter((e) => e.offsetWidth > 0).map((e) => e.className))
      expect(shown, route).toEqual(expect.arrayContaining(['logo-text', expect.stringContaining('btn-primary')]))
      await expect(page.evaluate(wrappedHeaderItems), route).resolves.toEqual([])
      // The same check on a header squeezed until both wrap: it must name them, or it proves nothing.
      await page.evaluate(() => {
        for (const e of document.querySelectorAll<HTMLElement>('.site-header .logo-text, .site-header .btn')) {
          e.style.setProperty('white-space', 'normal', 'important')
          e.style.setProperty('display', 'inline-block')
          e.style.setProperty('max-width', '3.5em')
        }
      })
      await expect(page.evaluate(wrappedHeaderItems), route).resolves.toHaveLength(2)
    }
    await context.close()
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
