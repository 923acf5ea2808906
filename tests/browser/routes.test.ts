/**
 * One page of each template of the build (oneOfEachTemplate), each loaded once per screen, with every
 * check made on that one load:
 *
 * - **A phone (390 px, then 320 px), JavaScript on,** under the site's own `_headers` (its
 *   Content-Security-Policy): the status, no policy violation, no console error, page error or missing
 *   file, islands started, `lang`/`dir`, one h1 and headings that never skip a level, axe-core clean at
 *   390 and at 320 px, and at 320 px nothing wider than the screen, no text cut off at its edge and no
 *   control pushed off it. At 320 px the page is the same DOM; where the same media queries match as at
 *   390 px, axe runs only the rules that read the layout (look.ts LAYOUT_RULES), the others having
 *   nothing new to see; where any media query differs, every rule runs again.
 * - **A desktop (1280 px):** the same load, axe-core clean.
 * - **A phone with JavaScript off:** real text in `main`, no hidden stand-ins (lazy images come from
 *   `<noscript>`).
 *
 * The three walks run side by side. Pages are checked once they have loaded, their islands have started
 * and their fonts are in (text widths change when a font swaps in), not after an arbitrary network-idle
 * wait. A route that fails gets a full-page screenshot in test-results/states/.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { pageReady, policyViolations, recordPolicyViolations, screenContext, sitemapPaths, watchPage, type SiteServer } from './harness.ts'
import { useBrowserAndSite } from './use-site.ts'
import { axeViolations, LAYOUT_RULES, offTheScreen, SHOTS } from './look.ts'

const NOT_FOUND = '/no-such-page'
const arabic = (route: string) => route === '/ar' || route.startsWith('/ar/')
/** Every page: the sitemap's (English and Arabic), the noindex staff page, the offline page and an unknown path (the 404 page). */
const everyRoute = [...sitemapPaths(), '/seo-audit', '/offline', NOT_FOUND]
/**
 * The pages a browser walks: one of each template in each language. A page of its own (home, shop,
 * contact…) is its own template; the members of a collection (posts, build pages, blog categories) share
 * one, and its first and last member are walked (two posts, a product build and a build to order, two
 * categories). What the HTML alone shows is checked on every page by pages.test.ts.
 */
function oneOfEachTemplate(all: readonly string[]): string[] {
  const groups = new Map<string, string[]>()
  for (const route of all) {
    const parts = route.replace(/^\/ar(?=\/|$)/, '').split('/').filter(Boolean)
    const key = `${arabic(route) ? 'ar' : 'en'}:${parts.length > 1 ? [...parts.slice(0, -1), '*'].join('/') : parts.join('/')}`
    groups.set(key, [...(groups.get(key) ?? []), route])
  }
  return [...groups.values()].flatMap((members) => [...new Set([members[0]!, members[members.length - 1]!])])
}
const routes = oneOfEachTemplate(everyRoute)
/** One walk's limit grows with the site; it only catches a hang (a route takes about a second). */
const WALK_MS = Math.max(120_000, routes.length * 10_000)

let browser: Browser
let site: SiteServer
useBrowserAndSite((b, s) => ([browser, site] = [b, s]))

/** A context of the given width that records policy violations, console errors, page errors and missing files. */
async function walker(width: number, javaScriptEnabled = true) {
  const context = await screenContext(browser, width, { javaScriptEnabled })
  const watch = await watchPage(context)
  await recordPolicyViolations(context)
  const page = await context.newPage()
  watch.attach(page)
  const missing: string[] = []
  page.on('response', (res) => {
    if (res.status() >= 400 && res.request().resourceType() !== 'document') missing.push(`${res.status()} ${res.url()}`)
  })
  return { context, page, watch, missing }
}

/**
 * Loads a route and waits until it is what a visitor looks at: loaded, islands started, fonts in. With
 * JavaScript off only the document is waited for: the checks read its text and styles, and every
 * `<noscript>` image of the page would otherwise be downloaded and decoded first.
 */
async function load(page: Page, route: string, javaScript = true): Promise<string[]> {
  const response = await page.goto(site.origin + route, { waitUntil: javaScript ? 'load' : 'domcontentloaded' })
  const status = response?.status()
  const found = status === (route === NOT_FOUND ? 404 : 200) ? [] : [`${route}: status ${status}`]
  if (javaScript) await pageReady(page)
  return found
}

/** Which of the page's media queries match now, as one string (the sheets' @media rules, inline and linked). */
function mediaQueries(page: Page): Promise<string> {
  return page.evaluate(() => {
    const conditions: string[] = []
    const walk = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSMediaRule) conditions.push(rule.conditionText)
        if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules)
      }
    }
    for (const sheet of document.styleSheets) {
      if (sheet.media.mediaText) conditions.push(sheet.media.mediaText)
      walk(sheet.cssRules)
    }
    return conditions.map((c) => `${c}: ${matchMedia(c).matches}`).join('\n')
  })
}

/** One h1 in main, first, and no heading level skipped. */
async function headings(page: Page, route: string): Promise<string[]> {
  const levels = await page.$$eval('main h1, main h2, main h3, main h4, main h5, main h6', (hs) => hs.map((h) => Number(h.tagName[1])))
  const found: string[] = []
  const h1s = levels.filter((l) => l === 1).length
  if (h1s !== 1) found.push(`${route}: ${h1s} h1`)
  if (levels[0] !== 1) found.push(`${route}: the first heading is h${levels[0]}`)
  levels.forEach((l, i) => {
    if (i > 0 && l > levels[i - 1]! + 1) found.push(`${route}: h${levels[i - 1]} followed by h${l}`)
  })
  return found
}

/** Nothing wider than the screen, no text cut off at its edge, no control pushed off it. */
async function fits(page: Page, route: string): Promise<string[]> {
  const width = page.viewportSize()!.width
  const found = (await offTheScreen(page)).map((p) => `${route} at ${width}px: ${p}`)
  // A section with overflow: hidden keeps the page narrow but cuts its text off: no text or button may
  // reach past the screen's edge, except inside a region that scrolls sideways on purpose.
  const clipped = await page.evaluate((w) =>
    [...document.querySelectorAll('main h1, main h2, main h3, main p, main li, main a, main button, main td')]
      .filter((e) => !e.closest('.table-scroll'))
      .filter((e) => {
        const r = e.getBoundingClientRect()
        return r.width > 0 && (r.right > w + 0.5 || r.left < -0.5)
      })
      .map((e) => `${e.tagName.toLowerCase()} "${(e.textContent ?? '').trim().slice(0, 30)}"`),
    width,
  )
  if (clipped.length) found.push(`${route}: cut off at the screen's edge at ${width}px: ${clipped.slice(0, 5).join(', ')}`)
  return found
}

/**
 * Every route in one page of a `width` context, JavaScript on: `check` loads the route and returns what it
 * found; a route with findings gets a full-page screenshot. Fails on any finding, console error, page error
 * or missing file.
 */
async function walkWithJavaScript(width: number, check: (page: Page, route: string) => Promise<string[]>) {
  const { context, page, watch, missing } = await walker(width)
  const found: string[] = []
  try {
    for (const route of routes) {
      const here = await check(page, route)
      if (here.length) {
        found.push(...here)
        fs.mkdirSync(SHOTS, { recursive: true })
        await page.screenshot({ path: path.join(SHOTS, `route${route.replaceAll('/', '_') || '_home'}-${page.viewportSize()!.width}.png`), fullPage: true })
      }
    }
  } finally {
    await context.close()
  }
  expect(found).toEqual([])
  // Chrome logs the 404 status of the document it was sent to on purpose; any other failed file is in `missing`.
  expect(watch.problems.filter((p) => !p.includes('the server responded with a status of 404'))).toEqual([])
  expect(missing).toEqual([])
}

describe('every route', () => {
  it('covers each template of the English and Arabic pages, the staff page, the offline page and the 404 page', () => {
    expect(routes).toEqual(expect.arrayContaining(['/', '/ar', '/blog', '/contact-dubai', '/ar/contact-dubai', '/seo-audit', '/offline', NOT_FOUND]))
    for (const collection of ['/blog/', '/ar/blog/', '/gaming-pc-builds-dubai/', '/ar/gaming-pc-builds-dubai/', '/blog/category/'])
      expect(routes.filter((r) => r.startsWith(collection)).length, collection).toBeGreaterThan(0)
    expect(routes.filter(arabic).length).toBeGreaterThan(10)
    console.log(`routes: ${routes.length} of ${everyRoute.length} pages walked, one of each template: ${routes.join(' ')}`)
  })

  it.concurrent('on a phone: no policy violation or error, headings in order, axe-clean at 390 and 320 px, nothing off a 320 px screen', async () => {
    await walkWithJavaScript(390, async (page, route) => {
      await page.setViewportSize({ width: 390, height: 740 })
      const found = await load(page, route)
      const [lang, dir] = await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])
      if (lang !== (arabic(route) ? 'ar' : 'en') || dir !== (arabic(route) ? 'rtl' : '')) found.push(`${route}: lang="${lang}" dir="${dir}"`)
      found.push(...(await policyViolations(page)).map((v) => `${route}: policy violation ${v}`))
      found.push(...(await headings(page, route)))
      found.push(...(await axeViolations(page)).map((v) => `${route} at 390px: ${v}`))
      const at390 = await mediaQueries(page)
      await page.setViewportSize({ width: 320, height: 740 })
      // Same DOM, and the same media queries match: only the rules that read the layout can differ.
      const same = at390 !== '' && (await mediaQueries(page)) === at390
      found.push(...(await axeViolations(page, same ? LAYOUT_RULES : undefined)).map((v) => `${route} at 320px: ${v}`))
      found.push(...(await fits(page, route)))
      return found
    })
  }, WALK_MS)

  it.concurrent('on a desktop (1280 px): axe-clean, no error', async () => {
    await walkWithJavaScript(1280, async (page, route) => {
      const found = await load(page, route)
      found.push(...(await axeViolations(page)).map((v) => `${route} at 1280px: ${v}`))
      return found
    })
  }, WALK_MS)

  it.concurrent('with JavaScript off: real text, no hidden stand-ins, and images from <noscript>', async () => {
    const { context, page } = await walker(390, false)
    const found: string[] = []
    try {
      for (const route of routes) {
        found.push(...(await load(page, route, false)))
        const text = await page.locator('main').innerText()
        const least = route === '/seo-audit' || route === '/offline' || route === NOT_FOUND ? 100 : 400
        if (text.length < least) found.push(`${route}: ${text.length} characters of text in main`)
        // A lazy image's transparent stand-in is hidden and the <noscript> copy of the real image shows instead.
        const standIns = await page.$$eval('img.img-lazy', (imgs) => imgs.filter((i) => getComputedStyle(i).display !== 'none').length)
        if (standIns) found.push(`${route}: ${standIns} lazy image stand-ins shown`)
      }
      await page.goto(`${site.origin}/blog`)
      const visible = await page.$$eval('main img', (imgs) => imgs.filter((i) => i.getBoundingClientRect().width > 0).length)
      expect(visible).toBeGreaterThan(5)
    } finally {
      await context.close()
    }
    expect(found).toEqual([])
  }, WALK_MS)
})
