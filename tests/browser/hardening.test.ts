/**
 * Old links, unknown paths, the Content-Security-Policy and the other response
 * headers, and the http → https upgrade, in Chromium against the built site
 * served with its own `_headers` (scripts/serve.ts).
 */
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { DIST, isHydrated, policyViolations, recordPolicyViolations, sitemapPaths, waitForIsland, watchPage, type SiteServer } from './harness.ts'
import { useBrowserAndSite } from './use-site.ts'

const SITE_URL = JSON.parse(fs.readFileSync(path.join(DIST, 'audit-manifest.json'), 'utf8')).siteUrl as string
const posts = sitemapPaths().filter((p) => p.startsWith('/blog/'))
const WATER_POST = '/blog/water-vs-air-cooling-gaming-pc-dubai-2025'
const pageTitles = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../data/pages.json'), 'utf8')) as { id: string; title: string }[]
const BLOG_TITLE = pageTitles.find((p) => p.id === 'blog')!.title

let browser: Browser
let site: SiteServer

useBrowserAndSite((b, s) => ([browser, site] = [b, s]))

/** A context that records console messages (all types), CSP violations and page errors. */
async function recordingContext(options: Parameters<Browser['newContext']>[0] = {}) {
  const context = await browser.newContext(options)
  const watch = await watchPage(context)
  const messages: { type: string; text: string; url: string }[] = []
  await recordPolicyViolations(context)
  const page = await context.newPage()
  watch.attach(page)
  page.on('console', (msg) => messages.push({ type: msg.type(), text: msg.text(), url: page.url() }))
  /** Files (not pages) that answered 404. */
  const missing: string[] = []
  page.on('response', (res) => {
    if (res.status() === 404 && res.request().resourceType() !== 'document') missing.push(res.url())
  })
  return { context, page, watch, messages, missing }
}

const hydrated = (page: Page) =>
  page.waitForFunction(isHydrated)

describe('old links and unknown paths, through 404.html', () => {
  let context: BrowserContext
  let page: Page
  let messages: { type: string; text: string }[]
  beforeAll(async () => {
    ;({ context, page, messages } = await recordingContext())
  })
  afterAll(() => context?.close())

  it('lands an old guide link on its renamed post, keeping the query and fragment', async () => {
    const response = await page.goto(`${site.origin}/gaming-pc-guide/water-cooling-vs-air-cooling?utm_source=forum#faq`)
    // The host answered with the 404 page; its script moved on before React rendered.
    expect(response?.status()).toBe(404)
    await page.waitForURL(`${site.origin}${WATER_POST}?utm_source=forum#faq`)
    await expect(page.locator('h1').innerText()).resolves.toBe('Water vs Air Cooling for Gaming PCs in Dubai (2025)')
  })

  it('lands /pc-builds/{current slug} and an upper-case old link on the post', async () => {
    const slug = posts[1]!.slice('/blog/'.length)
    await page.goto(`${site.origin}/pc-builds/${slug}`)
    await page.waitForURL(`${site.origin}/blog/${slug}`)
    await hydrated(page)
    await page.goto(`${site.origin}/Gaming-News/High-End-Gaming-PC-Builds/`)
    await page.waitForURL(`${site.origin}/blog/ultimate-high-end-gaming-pc-dubai-2025`)
    await expect(page.locator('h1').count()).resolves.toBe(1)
  })

  it('sends an unknown old blog slug to /blog and logs it to the console', async () => {
    messages.length = 0
    await page.goto(`${site.origin}/gaming-news/a-post-that-never-existed`)
    await page.waitForURL(`${site.origin}/blog#post-moved`)
    await expect(page.title()).resolves.toBe(BLOG_TITLE)
    expect(messages.map((m) => m.text)).toContain(
      'Unknown blog post "a-post-that-never-existed" (/gaming-news/a-post-that-never-existed): no current or old slug matches, so it goes to /blog.',
    )
  })

  it('says on /blog that the article moved or no longer exists, only to a visitor who came by such a link', async () => {
    const NOTICE = 'The article you were looking for has moved or no longer exists. Here are our latest guides.'
    // The pre-rendered blog carries the notice hidden; it shows only at /blog#post-moved (CSS :target, no script).
    for (const old of ['/blog/some-old-post-that-never-existed', '/gaming-pc-news-blog/unknown', '/pc-builds/unknown']) {
      messages.length = 0
      await page.goto(site.origin + old)
      await page.waitForURL(`${site.origin}/blog#post-moved`)
      await page.getByRole('status').filter({ hasText: NOTICE }).waitFor()
      await expect(page.locator('link[rel="canonical"]').getAttribute('href')).resolves.toBe(`${SITE_URL}/blog`)
      // Once: the next visit to /blog is the ordinary blog.
      await page.goto(`${site.origin}/blog`)
      await hydrated(page)
      await expect(page.getByText(NOTICE).isVisible()).resolves.toBe(false)
    }
  })

  it('shows Not found with status 404, noindex and no canonical for anything else', async () => {
    const response = await page.goto(`${site.origin}/totally-unknown`)
    expect(response?.status()).toBe(404)
    await hydrated(page)
    expect(page.url()).toBe(`${site.origin}/totally-unknown`)
    await expect(page.locator('h1').innerText()).resolves.toBe('Page Not Found')
    await expect(page.locator('meta[name="robots"]').getAttribute('content')).resolves.toBe('noindex, nofollow')
    await expect(page.locator('link[rel="canonical"]').count()).resolves.toBe(0)
    await expect(page.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).resolves.toBe('/')
  })

  it('redirects trailing slashes to the one URL of a page', async () => {
    const res = await fetch(`${site.origin}/blog/?page=2`, { redirect: 'manual' })
    expect(res.status).toBe(301)
    expect(res.headers.get('location')).toBe('/blog?page=2')
  })
})

describe('response headers', () => {
  it('sends the security headers with every response, the 404 page included', async () => {
    for (const url of ['/', '/blog', '/no-such-page', '/sitemap.xml']) {
      const res = await fetch(site.origin + url)
      const body = await res.text()
      // A page's policy comes with it; the 404 page, served at paths no rule names, carries it in a meta tag.
      const csp =
        url === '/no-such-page'
          ? (/<head><meta charset="UTF-8"><meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(body)?.[1] ?? '').replace(/&#39;|&apos;/g, "'")
          : (res.headers.get('content-security-policy') ?? '')
      if (url === '/sitemap.xml') expect(csp).toBe("default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox")
      else {
        expect(csp, url).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/)
        expect(csp, url).not.toContain("'unsafe-eval'")
        expect(/script-src [^;]*'unsafe-inline'/.test(csp), url).toBe(false)
        expect(csp, url).toContain(url === '/no-such-page' ? "object-src 'none'" : "frame-ancestors 'none'")
        expect(csp, url).not.toContain(', ') // one policy, not the site-wide one joined with the page's
      }
      expect(res.headers.get('x-frame-options'), url).toBe('DENY')
      expect(res.headers.get('x-content-type-options'), url).toBe('nosniff')
      expect(res.headers.get('referrer-policy'), url).toBe('strict-origin-when-cross-origin')
      expect(res.headers.get('permissions-policy'), url).toContain('camera=()')
      expect(res.headers.get('strict-transport-security'), url).toMatch(/^max-age=\d{8,}/)
    }
  })

  it('allows the store on the shop only, and no analytics while data/site.json has no measurement id', async () => {
    const ownPolicy = async (url: string) => (await fetch(site.origin + url)).headers.get('content-security-policy') ?? ''
    expect(await ownPolicy('/gaming-pc-shop-dubai')).toContain('https://app.ecwid.com')
    for (const url of ['/', '/blog', '/seo-audit']) {
      const csp = await ownPolicy(url)
      expect(csp, url).not.toContain('ecwid')
      expect(csp, url).not.toContain('googletagmanager')
      expect(csp, url).not.toContain('facebook')
    }
  })

  it('caches hashed assets for a year and pages not at all', async () => {
    const html = await (await fetch(`${site.origin}/`)).text()
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1]!
    expect((await fetch(site.origin + asset)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    for (const url of ['/', '/blog', posts[0]!, '/about']) expect((await fetch(site.origin + url)).headers.get('cache-control'), url).toBe('public, max-age=0, must-revalidate')
    expect((await fetch(`${site.origin}/sw.js`)).headers.get('cache-control')).toBe('no-cache')
  })

  it('does not serve the host configuration files, and the build publishes no build manifest', async () => {
    for (const url of ['/_headers', '/_redirects', '/nginx.conf']) expect((await fetch(site.origin + url)).status, url).toBe(404)
    // A host publishes every file of dist/; Vite's manifests (.vite/) are for the renderer only.
    expect(fs.existsSync(path.join(DIST, '.vite'))).toBe(false)
  })
})

describe('under the Content-Security-Policy', () => {
  it('blocks an injected inline script (the policy is enforced, not decorative), at an unknown path too', async () => {
    // An unknown path has no policy header: the 404 page's meta tag is what the browser enforces there.
    for (const url of ['/', '/no-such-page']) {
      const { context, page } = await recordingContext()
      const response = await page.goto(`${site.origin}${url}`)
      expect(response!.headers()['content-security-policy'] === undefined, url).toBe(url === '/no-such-page')
      await hydrated(page)
      const ran = await page.evaluate(() => {
        const s = document.createElement('script')
        s.textContent = 'window.__injected = true'
        document.body.append(s)
        return (window as unknown as { __injected?: boolean }).__injected === true
      })
      expect(ran, url).toBe(false)
      await expect(policyViolations(page).then((v) => v.length), url).resolves.toBeGreaterThan(0)
      await context.close()
    }
  })
})

describe('an island whose chunk fails to arrive', () => {
  /** The quote island's chunk, and its retries (`?retry=N`). */
  const QUOTE_CHUNK = /\/assets\/island-quote-[^/?]+\.js(\?.*)?$/
  /**
   * No service worker: once the worker a first visit installs takes control (it claims the page), it
   * fetches the chunk itself, out of `page.route`'s sight, and whether it is in control before the island
   * starts depends on the machine's speed. These tests are about the page's own request.
   */
  const CONTEXT = { viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' } as const

  it('asks for it again and starts: the quote form works after its chunk was dropped once', async () => {
    const { context, page, messages } = await recordingContext(CONTEXT)
    const dropped: string[] = []
    // The network drops the quote island's chunk the first time it is asked for (a phone losing a request).
    await page.route(QUOTE_CHUNK, (route) => {
      if (dropped.length === 0) {
        dropped.push(route.request().url())
        return route.abort('connectionreset')
      }
      return route.continue()
    })
    await page.goto(`${site.origin}/contact-dubai`)
    await waitForIsland(page, 'quote')
    expect(dropped).toHaveLength(1)
    await expect(page.locator('falcon-island[data-island="quote"]').getAttribute('data-retries')).resolves.toBe('1')
    await page.getByLabel('Full name').fill('Retry Test')
    await expect(page.getByLabel('Full name').inputValue()).resolves.toBe('Retry Test')
    // The dropped request is the only error: the island's import did not fail for good.
    expect(messages.filter((m) => m.type === 'error' && !/Failed to load resource/.test(m.text))).toEqual([])
    await context.close()
  })

  it('asks for it again when the request goes unanswered: the quote form starts 6 s later', async () => {
    const { context, page, messages } = await recordingContext(CONTEXT)
    const held: string[] = []
    // The first request for the quote island's chunk never gets an answer (a phone's network losing it
    // without an error: the browser would wait minutes before it failed).
    await page.route(QUOTE_CHUNK, (route) => {
      if (held.length > 0) return route.continue()
      held.push(route.request().url())
      return new Promise<void>(() => undefined)
    })
    await page.goto(`${site.origin}/contact-dubai`)
    const asked = Date.now()
    await waitForIsland(page, 'quote')
    expect(held).toHaveLength(1)
    expect(held[0]).not.toContain('?retry')
    await expect(page.locator('falcon-island[data-island="quote"]').getAttribute('data-retries')).resolves.toBe('1')
    expect(Date.now() - asked).toBeGreaterThan(5_000)
    await page.getByLabel('Full name').fill('Hang Test')
    await expect(page.getByLabel('Full name').inputValue()).resolves.toBe('Hang Test')
    expect(messages.filter((m) => m.type === 'error')).toEqual([])
    await context.close()
  })
})

it('writes the site URL the policy and redirects were built for', () => {
  expect(SITE_URL).toMatch(/^https:\/\//)
})
