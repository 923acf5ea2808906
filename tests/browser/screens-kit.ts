/**
 * What the screen tests share: the data the pages are built from, read as writers typed it, and a page opened in a
 * fresh context of the file's browser.
 */
import fs from 'node:fs'
import path from 'node:path'
import { afterAll } from 'vitest'
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core'
import { DIST, ROOT, sitemapPaths, watchPage, type SiteServer, gotoReady } from './harness.ts'
import { useBrowserAndSite } from './use-site.ts'
import { isListingPath } from '../../src/site/blog-listing.ts'
import { loadData } from '../../build/content/load.ts'
import { siteFactsFor } from '../../src/content/facts.ts'
import { startingPrice } from '../../src/features/chooser/starting-price.ts'

export const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(ROOT, 'data', file), 'utf8'))
export const site = readJson('site.json')
export const builds = readJson('builds.json')
export const testimonials = readJson('testimonials.json') as { name: string }[]
export const emirates = readJson('emirates.json') as { name: string; slug: string; areas: string[] }[]
export const data = loadData(ROOT)
/** The FAQs as pages show them: `{startingPrice}` filled in by the loader. */
export const faqs = data.faqs
/** The promises as the site derives them (starting price, road days). */
export const facts = siteFactsFor(data, startingPrice(data))
export const tierPrice = (t: { priceAed: { min?: number; max: number } }) => `${(t.priceAed.min ?? facts.startingPriceAed).toLocaleString('en-US')}–${t.priceAed.max.toLocaleString('en-US')} AED`
export const html = (route: string) => fs.readFileSync(path.join(DIST, route === '/' ? 'index.html' : `${route.slice(1)}.html`), 'utf8')
export const routes = [...sitemapPaths(), '/seo-audit']
export const posts = routes.filter((r) => r.startsWith('/blog/') && !isListingPath(r))
export const featuredSlug = fs
  .readdirSync(path.join(ROOT, 'posts'))
  .find((f) => f.endsWith('.md') && /^featured:\s*true\s*$/m.test(fs.readFileSync(path.join(ROOT, 'posts', f), 'utf8')))!
  .replace(/\.md$/, '')

/** One browser and server for the test file; `open` gives a page in a fresh context, outside network blocked, console problems recorded. */
export function useScreens() {
  let browser: Browser
  let server: SiteServer
  const contexts: BrowserContext[] = []
  useBrowserAndSite((b, s) => ([browser, server] = [b, s]))
  afterAll(() => Promise.all(contexts.map((c) => c.close().catch(() => {}))))
  return {
    get origin() {
      return server.origin
    },
    async open(route: string, options: BrowserContextOptions = {}, before?: (page: Page) => Promise<unknown>) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options })
      contexts.push(context)
      const watch = await watchPage(context)
      const page = await context.newPage()
      watch.attach(page)
      await before?.(page)
      await gotoReady(page, server.origin + route)
      return { page, context, problems: watch.problems }
    },
  }
}
/** Keeps `window.__intervals`: each interval timer still running, with its delay. */
export function recordIntervals(page: Page) {
  return page.addInitScript(() => {
    const running = new Map<number, number>()
    ;(window as unknown as { __intervals: Map<number, number> }).__intervals = running
    const set = window.setInterval.bind(window)
    const clear = window.clearInterval.bind(window)
    window.setInterval = ((handler: TimerHandler, delay?: number, ...args: unknown[]) => {
      const id = set(handler, delay, ...args)
      running.set(id, delay ?? 0)
      return id
    }) as typeof window.setInterval
    window.clearInterval = ((id?: number) => {
      if (id !== undefined) running.delete(id)
      clear(id)
    }) as typeof window.clearInterval
  })
}

/** Sections below the fold are rendered as the visitor scrolls to them (content-visibility): go to the trust figures. */
export async function scrollToStats(page: Page) {
  await page.locator('.stat-value').first().scrollIntoViewIfNeeded()
  await page.waitForFunction(() => (document.querySelector<HTMLElement>('.stat-value')?.innerText ?? '') !== '', null)
}

