/**
 * Arabic set as Arabic, in a browser: every heading paints every dot and mark of its letters; a number and
 * its Latin unit read as written («16 GB», «360°», «144 Hz»: number on the left, like the English it is);
 * an unknown `/ar/…` address answers 404 with the Arabic not-found page; the home drawing's label sits
 * inside the drawn case in both languages. At 390 and 1280 px.
 */
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { ROOT, sitemapPaths, screenContext, gotoReady, type SiteServer } from './harness.ts'
import { useBrowserAndSite } from './use-site.ts'

const WIDTHS = [390, 1280] as const
const arabic = sitemapPaths().filter((p) => p === '/ar' || p.startsWith('/ar/'))
const messages = (locale: string, ns: string) => JSON.parse(fs.readFileSync(path.join(ROOT, 'data/messages', locale, `${ns}.json`), 'utf8'))

let browser: Browser
let site: SiteServer
useBrowserAndSite((b, s) => ([browser, site] = [b, s]))

/** Pure red, as painted: the text of the h1 in red on the page's own background. */
const isRed = (r: number, g: number, b: number) => r > 150 && g < 90 && b < 90

/** The h1's area (with room for marks above and dots below), one byte per pixel: 1 where it is red. */
async function redMask(page: Page): Promise<{ mask: Uint8Array; width: number; count: number }> {
  const box = await page.locator('h1').first().evaluate((h1) => {
    const r = h1.getBoundingClientRect()
    const em = parseFloat(getComputedStyle(h1).fontSize)
    return { x: Math.max(0, r.left), y: Math.max(0, r.top - em / 2), width: Math.min(r.width, innerWidth - Math.max(0, r.left)), height: r.height + em }
  })
  const png = await page.screenshot({ clip: box })
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true })
  const mask = new Uint8Array(info.width * info.height)
  let count = 0
  for (let i = 0; i < mask.length; i++) {
    const o = i * info.channels
    if (isRed(data[o]!, data[o + 1]!, data[o + 2]!)) {
      mask[i] = 1
      count++
    }
  }
  return { mask, width: info.width, count }
}

/**
 * Red pixels of the h1 as the page paints it (text painted by its background stays so, its background red),
 * against the same h1 painted as plain red text: what the first lacks is ink the page clips.
 */
async function clippedInk(page: Page): Promise<{ missing: number; ink: number }> {
  await page.locator('h1').first().scrollIntoViewIfNeeded()
  await page.locator('h1').first().evaluate((h1) => {
    for (const el of [h1, ...h1.querySelectorAll<HTMLElement>('*')]) {
      const style = getComputedStyle(el)
      el.style.setProperty('text-shadow', 'none', 'important')
      if (style.backgroundClip === 'text' || style.getPropertyValue('-webkit-background-clip') === 'text') {
        el.style.setProperty('background-image', 'none', 'important')
        el.style.setProperty('background-color', '#ff0000', 'important')
      } else el.style.setProperty('color', '#ff0000', 'important')
    }
  })
  const asPainted = await redMask(page)
  await page.locator('h1').first().evaluate((h1) => {
    for (const el of [h1, ...h1.querySelectorAll<HTMLElement>('*')]) {
      el.style.setProperty('background', 'none', 'important')
      el.style.setProperty('-webkit-background-clip', 'border-box', 'important')
      el.style.setProperty('background-clip', 'border-box', 'important')
      el.style.setProperty('color', '#ff0000', 'important')
      el.style.setProperty('-webkit-text-fill-color', '#ff0000', 'important')
    }
  })
  const plain = await redMask(page)
  // Ink with no painted pixel next to it: a dot or a mark left out, not a letter's edge smoothed another way.
  const { width } = plain
  const paintedNear = (i: number) => {
    const x = i % width
    for (const dy of [-width, 0, width]) for (const dx of [-1, 0, 1]) if (x + dx >= 0 && x + dx < width && asPainted.mask[i + dy + dx]) return true
    return false
  }
  let missing = 0
  for (let i = 0; i < plain.mask.length; i++) if (plain.mask[i] && !paintedNear(i)) missing++
  return { missing, ink: plain.count }
}

/** Where each of two substrings of the first text node under `selector` holding `text` is drawn (left edges). */
async function leftEdges(page: Page, selector: string, text: string, parts: readonly [string, string]) {
  return page.evaluate(
    ({ selector, text, parts }) => {
      for (const root of document.querySelectorAll(selector)) {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const value = node.nodeValue ?? ''
          const at = value.indexOf(text)
          if (at === -1) continue
          const edge = (part: string) => {
            const range = document.createRange()
            const from = at + text.indexOf(part)
            range.setStart(node!, from)
            range.setEnd(node!, from + part.length)
            return range.getBoundingClientRect().left
          }
          const parent = node.parentElement!
          return { first: edge(parts[0]), second: edge(parts[1]), isolated: parent.closest('bdi[dir="ltr"], [dir="ltr"]') !== null }
        }
      }
      return null
    },
    { selector, text, parts },
  )
}

describe('Arabic headings keep every dot and mark', () => {
  it.each(WIDTHS)('the h1 of every Arabic page paints all its ink at %i px (the home hero: «في دبي», not «فى دبى»)', async (width) => {
    const context = await screenContext(browser, width)
    const page = await context.newPage()
    const found: string[] = []
    for (const route of arabic) {
      await gotoReady(page, site.origin + route)
      const { missing, ink } = await clippedInk(page)
      expect(ink, route).toBeGreaterThan(500)
      if (missing > 4) found.push(`${route}: ${missing} of ${ink} pixels of the heading's ink are not painted`)
    }
    await context.close()
    expect(found).toEqual([])
  }, 180_000)
})

describe('numbers with their units read as written', () => {
  it.each(WIDTHS)('the home page and the sample builds at %i px: «16 GB DDR5-5600», «1 TB NVMe SSD», «360°», the number on the left', async (width) => {
    const context = await screenContext(browser, width)
    const page = await context.newPage()
    const found: string[] = []
    const check = async (route: string, selector: string, text: string, parts: readonly [string, string]) => {
      const edges = await leftEdges(page, selector, text, parts)
      if (!edges) return found.push(`${route}: no «${text}» in ${selector}`)
      if (!edges.isolated) found.push(`${route}: «${text}» is not isolated left to right`)
      if (!(edges.first < edges.second)) found.push(`${route}: «${parts[1]}» is drawn left of «${parts[0]}» in «${text}»`)
    }
    await gotoReady(page, `${site.origin}/ar`)
    await check('/ar', '.hero .chips', '360°', ['360', '°'])
    await check('/ar', 'main .v', '16 GB DDR5-5600', ['16', 'GB'])
    await check('/ar', 'main .v', '1 TB NVMe SSD', ['1', 'TB'])
    await gotoReady(page, `${site.origin}/ar/gaming-pc-builds-dubai`)
    await check('/ar/gaming-pc-builds-dubai', 'main .v', '2 TB NVMe SSD', ['2', 'TB'])
    await check('/ar/gaming-pc-builds-dubai', 'main .v', '32 GB DDR5-6000', ['32', 'GB'])
    await gotoReady(page, `${site.origin}/ar/gaming-pc-builds-dubai/falcon-strike`)
    await check('/ar/gaming-pc-builds-dubai/falcon-strike', 'main', '144 Hz', ['144', 'Hz'])
    await check('/ar/gaming-pc-builds-dubai/falcon-strike', 'main', 'Corsair RM750e 750 W (80 Plus Gold)', ['(', ')'])
    await gotoReady(page, `${site.origin}/ar/gaming-pc-shop-dubai`)
    await check('/ar/gaming-pc-shop-dubai', 'main h3', '360°', ['360', '°'])
    // An island isolates its own text: the chooser's refresh rates.
    await gotoReady(page, `${site.origin}/ar/gaming-pc-builder-tool`)
    await check('/ar/gaming-pc-builder-tool', '.chooser-choice', '144 Hz', ['144', 'Hz'])
    await context.close()
    expect(found).toEqual([])
  })
})

describe('the Arabic not-found page', () => {
  it.each(WIDTHS)('answers an unknown /ar/ address with 404 and the Arabic page, an unknown English one with the English page, at %i px', async (width) => {
    const ar = messages('ar', 'not-found')
    const en = messages('en', 'not-found')
    const context = await screenContext(browser, width)
    const page = await context.newPage()
    for (const [route, locale, dir, title, home] of [
      ['/ar/does-not-exist', 'ar', 'rtl', ar.title, '/ar'],
      ['/ar/blog/no-such-post', 'ar', 'rtl', ar.title, '/ar'],
      ['/does-not-exist', 'en', 'ltr', en.title, '/'],
    ] as const) {
      const response = await gotoReady(page, site.origin + route)
      expect(response?.status(), route).toBe(404)
      expect(new URL(page.url()).pathname, route).toBe(route)
      const seen = await page.evaluate(() => ({
        lang: document.documentElement.lang,
        dir: getComputedStyle(document.documentElement).direction,
        h1: document.querySelector('h1')?.textContent,
        robots: document.querySelector('meta[name="robots"]')?.getAttribute('content'),
        canonical: document.querySelector('link[rel="canonical"]'),
      }))
      expect(seen, route).toEqual({ lang: locale, dir, h1: title, robots: 'noindex, nofollow', canonical: null })
      await expect(page.locator('main .actions a.btn-primary').getAttribute('href'), route).resolves.toBe(home)
    }
    await context.close()
  })
})

describe('the home drawing', () => {
  it.each(WIDTHS)('has its FALCON PC label inside the drawn case in English and Arabic at %i px', async (width) => {
    const context = await screenContext(browser, width, { reducedMotion: 'reduce' })
    const page = await context.newPage()
    for (const route of ['/', '/ar']) {
      await gotoReady(page, site.origin + route)
      const { label, inner } = await page.locator('.assembly-stage').evaluate((stage) => {
        const box = (el: Element) => {
          const r = el.getBoundingClientRect()
          return { left: r.left, right: r.right, top: r.top, bottom: r.bottom }
        }
        const text = [...stage.querySelectorAll('text')].find((t) => t.textContent?.includes('FALCON PC'))!
        // The case's inner panel: the second rectangle of the drawing's base layer.
        return { label: box(text), inner: box(stage.querySelectorAll('svg.layer:not(.part) > rect')[1]!) }
      })
      expect(label.left, route).toBeGreaterThanOrEqual(inner.left)
      expect(label.right, route).toBeLessThanOrEqual(inner.right)
      expect(label.top, route).toBeGreaterThanOrEqual(inner.top)
      expect(label.bottom, route).toBeLessThanOrEqual(inner.bottom)
    }
    await context.close()
  })
})
