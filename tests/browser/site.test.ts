import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { DIST, sitemapPaths, watchPage, type SiteServer, gotoReady } from './harness.ts'
import { useBrowserAndSite } from './use-site.ts'


const SITE_URL = JSON.parse(fs.readFileSync(path.join(DIST, 'audit-manifest.json'), 'utf8')).siteUrl as string
const indexable = sitemapPaths()
const routes = [...indexable, '/seo-audit']
const redirects = fs
  .readFileSync(path.join(DIST, '_redirects'), 'utf8')
  .split('\n')
  .filter((l) => l.startsWith('/') && !l.includes('*'))
  .map((l) => l.split(/\s+/) as [string, string, string])

let browser: Browser
let site: SiteServer

useBrowserAndSite((b, s) => ([browser, site] = [b, s]))

describe('every pre-rendered route', () => {
  it('has its own title and canonical in the static HTML', () => {
    const titles = new Map<string, string>()
    for (const route of routes) {
      const file = path.join(DIST, route === '/' ? 'index.html' : `${route.slice(1)}.html`)
      const html = fs.readFileSync(file, 'utf8')
      const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1]
      expect(title, route).toBeTruthy()
      expect(titles.get(title!), `${route} repeats the title of ${titles.get(title!)}`).toBeUndefined()
      titles.set(title!, route)
      expect(html.match(/<title/g)?.length, `${route}: one <title>`).toBe(1)
      const canonical = /<link[^>]*rel="canonical"[^>]*href="([^"]+)"/.exec(html)?.[1]
      expect(canonical, route).toBe(route === '/' ? `${SITE_URL}/` : `${SITE_URL}${route}`)
      expect(html, route).toMatch(route === '/ar' || route.startsWith('/ar/') ? /<html lang="ar" dir="rtl"/ : /<html lang="en"/)
      expect(html.match(/<h1[\s>]/g)?.length, `${route}: exactly one h1`).toBe(1)
      expect(html, route).toMatch(/<meta[^>]*name="description"/)
      expect(html, route).toMatch(/<meta[^>]*property="og:title"/)
      expect(html, route).toMatch(/"@type":"ComputerStore"/)
    }
  })
})

describe('static host behaviour', () => {
  it('answers an unknown path with the 404 page and status 404', async () => {
    const res = await fetch(`${site.origin}/no-such-page-here`)
    expect(res.status).toBe(404)
    const html = await res.text()
    expect(html).toContain('Page Not Found')
    expect(html).toContain('Return to Home')
    expect(html).toMatch(/<meta[^>]*name="robots"[^>]*content="noindex/)
    expect(html).not.toMatch(/rel="canonical"/)
  })

  it('answers every redirect source with its stub, which lands on the target', async () => {
    for (const [from, to] of redirects) {
      const res = await fetch(site.origin + from)
      expect(res.status, from).toBe(200)
      const html = await res.text()
      expect(html, from).toContain('<meta name="prerender-status-code" content="301">')
      expect(html, from).toContain(`<link rel="canonical" href="${SITE_URL}${to}">`)
    }
    const context = await browser.newContext()
    await watchPage(context)
    const page = await context.newPage()
    await page.goto(`${site.origin}/about?ref=old#values`)
    await page.waitForURL(`${site.origin}/gaming-pc-builder-dubai?ref=old#values`)
    await context.close()
  })

  it('shows every page readable with JavaScript off', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    for (const route of ['/', '/blog', '/gaming-pc-faq']) {
      await page.goto(site.origin + route)
      await expect(page.locator('h1').innerText()).resolves.toBeTruthy()
      expect(await page.locator('main').innerText()).not.toHaveLength(0)
    }
    await context.close()
  })
})

describe('page shell', () => {
  it('highlights the active link, opens the phone menu as a popover, and a chosen link loads its page', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 800 } })
    const watch = await watchPage(context)
    const page = await context.newPage()
    watch.attach(page)
    await gotoReady(page, `${site.origin}/blog`)
    const toggle = page.getByRole('button', { name: 'Menu' })
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await expect(menu.isVisible()).resolves.toBe(false)
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe(null)
    await toggle.click()
    await expect(menu.isVisible()).resolves.toBe(true)
    await expect(menu.getByRole('link', { name: 'Blog' }).getAttribute('aria-current')).resolves.toBe('page')
    await expect(page.locator('.main-nav a[href="/blog"]').getAttribute('class')).resolves.toContain('active')
    // A tap outside the menu closes it (light dismiss), and the button opens it again.
    await page.mouse.click(200, 700)
    await expect(menu.isVisible()).resolves.toBe(false)
    await toggle.click()
    await Promise.all([page.waitForURL(`${site.origin}/price-match-dubai`), menu.getByRole('link', { name: 'Price Match' }).click()])
    // A new document: its menu starts closed and marks its own page.
    await page.locator('h1', { hasText: /price match/i }).waitFor()
    await expect(page.getByRole('navigation', { name: 'Mobile' }).isVisible()).resolves.toBe(false)
    await expect(page.locator('.main-nav a[href="/price-match-dubai"]').getAttribute('aria-current')).resolves.toBe('page')
    // The floating chat button is mobile only.
    await expect(page.locator('.floating-chat').isVisible()).resolves.toBe(true)
    await page.setViewportSize({ width: 1280, height: 800 })
    await expect(page.locator('.floating-chat').isVisible()).resolves.toBe(false)
    expect(watch.problems).toEqual([])
    await context.close()
  })

  it('opens and closes the phone menu with JavaScript off, and closes it on Escape with focus back on its button', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 800 }, javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`${site.origin}/gaming-pc-faq`)
    const toggle = page.getByRole('button', { name: 'Menu' })
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect(menu.isVisible()).resolves.toBe(true)
    await page.keyboard.press('Tab')
    await page.keyboard.press('Escape')
    await expect(menu.isVisible()).resolves.toBe(false)
    await expect(toggle.evaluate((el) => el === document.activeElement)).resolves.toBe(true)
    await context.close()
  })

  it('hides breadcrumbs on the home page and shows Home › Blog › title on a post', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(`${site.origin}/`)
    await expect(page.locator('nav[aria-label="Breadcrumb"]').count()).resolves.toBe(0)
    const post = indexable.find((p) => p.startsWith('/blog/'))!
    await page.goto(site.origin + post)
    const crumbs = await page.locator('nav[aria-label="Breadcrumb"] li').allInnerTexts()
    expect(crumbs.slice(0, 2)).toEqual(['Home', 'Blog'])
    expect(crumbs[2]).toBe(await page.locator('h1').innerText())
    await context.close()
  })

  it('scrolls to the hash target of /contact-dubai#quote-form', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 700 } })
    const page = await context.newPage()
    await gotoReady(page, `${site.origin}/contact-dubai#quote-form`)
    // The browser scrolls to the target as the page loads; fonts arriving may move it, and it follows.
    await expect.poll(() => page.locator('#quote-form').evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(200)
    await context.close()
  })
})
