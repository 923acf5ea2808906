/**
 * The blog loads what a page shows and no more: an in-app click from the blog
 * to a post fetches that post's body once (no list of every post in the
 * shell), a related-post click does the same, and an unknown post address
 * reached in the app shows the not-found page. The list of every post's slug
 * is one file, fetched only by the not-found page when an old link needs it.
 */
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, BrowserContext } from 'playwright-core'
import { builtFiles, DIST, isHydrated, launchBrowser, startSite, watchPage, type SiteServer } from './harness.ts'
import { appChunksOf } from '../../scripts/lib/app-loader.ts'

let browser: Browser
let server: SiteServer
let context: BrowserContext

beforeAll(async () => {
  ;[browser, server] = await Promise.all([launchBrowser(), startSite()])
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' })
})
afterAll(async () => {
  await context?.close()
  await browser?.close()
  await server?.close()
})

/** A new page whose problems are watched, and the content files (`/content/…`) it fetches, in order. */
async function openPage() {
  const watch = await watchPage(context)
  const page = await context.newPage()
  watch.attach(page)
  const fetched: string[] = []
  page.on('request', (r) => {
    const url = new URL(r.url())
    if (url.pathname.startsWith('/content/')) fetched.push(url.pathname)
  })
  return { watch, page, fetched }
}

describe('blog navigation', () => {
  it('opens a post from the blog and a related post from it, fetching each body once', async () => {
    const { watch, page, fetched } = await openPage()
    await page.goto(`${server.origin}/blog`, { waitUntil: 'networkidle' })
    await page.waitForFunction(isHydrated)
    expect(fetched).toEqual(['/content/listing/blog.json'])

    const card = page.locator('section[aria-labelledby="latest-title"] article a').first()
    const href = (await card.getAttribute('href'))!
    const title = (await card.innerText()).trim()
    await card.click()
    await page.waitForURL(`**${href}`)
    // The router commits the new address first and renders the post in a transition just after.
    await page.locator('h1', { hasText: title }).waitFor({ timeout: 10_000 })
    await expect(page.locator('h1').innerText()).resolves.toBe(title)
    await expect(page.locator('.post .prose h2').count()).resolves.toBeGreaterThan(0)
    await expect(page.locator('.breadcrumbs [aria-current="page"]').innerText()).resolves.toBe(title)
    // The soft-404 check (500 ms after the route change) knows the post from its own file: still indexable, nothing more fetched.
    await page.waitForTimeout(800)
    await expect(page.locator('meta[name="robots"]').getAttribute('content')).resolves.toBe('index, follow')
    expect(fetched).toEqual(['/content/listing/blog.json', `/content/post/${href.slice('/blog/'.length)}.json`])

    const related = page.locator('section[aria-labelledby="related-title"] article a').first()
    if ((await related.count()) > 0) {
      const next = (await related.getAttribute('href'))!
      await related.click()
      await page.waitForURL(`**${next}`)
      await page.waitForFunction((path) => document.querySelector('.breadcrumbs [aria-current="page"]') !== null && location.pathname === path, next)
      await expect(page.locator('h1').innerText()).resolves.toBe((await page.locator('.post-header h1').innerText()).trim())
      expect(fetched.at(-1)).toBe(`/content/post/${next.slice('/blog/'.length)}.json`)
    }

    expect(watch.problems).toEqual([])
    // An address no post has, reached inside the app: the not-found page (its body file answers 404).
    await page.evaluate(() => {
      window.history.pushState({}, '', '/blog/no-such-post-anywhere')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    await page.locator('.not-found').waitFor({ timeout: 10_000 })
    expect(watch.problems.filter((p) => !/status of 404/.test(p))).toEqual([])
  }, 60_000)

  it('resolves an old link reached in the app from the post index file, which no script carries', async () => {
    const slugs = JSON.parse(fs.readFileSync(path.join(DIST, 'content/post-index.json'), 'utf8')) as string[]
    expect(slugs.length).toBeGreaterThan(1)
    // No chunk of the app lists every post, by slug or by image (404.html's own first-load script,
    // legacy-redirect-*.js, still lists the slugs). A post's image sizes come with the post's own file.
    const images = slugs.map((slug) => {
      const { post } = JSON.parse(fs.readFileSync(path.join(DIST, `content/post/${slug}.json`), 'utf8')) as { post: { image: string; imageInfo?: { width: number } } }
      expect(post.imageInfo?.width).toBeGreaterThan(0)
      return `posts/${post.image}`
    })
    const assets = path.join(DIST, 'assets')
    const listing = fs
      .readdirSync(assets)
      .filter((f) => f.endsWith('.js'))
      .flatMap((f) => {
        const code = fs.readFileSync(path.join(assets, f), 'utf8')
        const quoted = (s: string) => [`"${s}"`, `'${s}'`, `\`${s}\``].some((q) => code.includes(q))
        return [
          ...(slugs.every(quoted) && !f.startsWith('legacy-redirect-') ? [`${f}: every slug`] : []),
          ...(images.some((src) => code.includes(src)) ? [`${f}: a post image`] : []),
        ]
      })
    expect(listing).toEqual([])

    const { watch, page, fetched } = await openPage()
    await page.goto(`${server.origin}/totally-unknown`, { waitUntil: 'networkidle' })
    await page.waitForFunction(isHydrated)
    expect(fetched).toEqual([])
    // An old guide address reached inside the app: the not-found page fetches the slugs once and moves on.
    const slug = 'amd-vs-intel-gaming-cpu-dubai-2025'
    expect(slugs).toContain(slug)
    await page.evaluate(() =>
      (window as unknown as { __VITE_REACT_SSG_CONTEXT__: { router: { navigate(to: string): void } } }).__VITE_REACT_SSG_CONTEXT__.router.navigate('/pc-builds/amd-vs-intel-gaming?ref=forum'),
    )
    await page.waitForURL((url) => url.pathname === `/blog/${slug}` && url.search === '?ref=forum')
    await page.locator('.post-header h1').waitFor({ timeout: 10_000 })
    expect(fetched).toEqual(['/content/post-index.json', `/content/post/${slug}.json`])
    // The first address answered 404 (the host's not-found page): the browser logs that, and nothing else.
    expect(watch.problems.filter((p) => !/status of 404/.test(p))).toEqual([])
  }, 60_000)
})

describe('pre-rendered pages', () => {
  // vite-react-ssg adds each page's chunks as modulepreload links on a parse5 tree (patches/vite-react-ssg+0.9.2.patch);
  // the app loader at the end of <body> then carries them and starts them after the first paint (scripts/lib/app-loader.ts).
  it('start the chunks their screen needs from the app loader, each once, every one a built file', () => {
    const pages = builtFiles().filter((f) => f.endsWith('.html'))
    let checked = 0
    for (const file of pages) {
      const html = fs.readFileSync(path.join(DIST, file), 'utf8')
      const chunks = appChunksOf(html)
      if (chunks.length === 0) continue
      checked++
      // Nothing of the app is requested before the loader runs.
      expect(/<link[^>]*rel="modulepreload"|<script[^>]*type="module"/.test(html), file).toBe(false)
      expect(new Set(chunks).size, file).toBe(chunks.length)
      for (const href of chunks) expect(fs.existsSync(path.join(DIST, href)), `${file}: ${href}`).toBe(true)
      if (/^blog\/(?!category\/|page\/)[^/]+\.html$/.test(file)) expect(chunks.some((h) => /^\/assets\/BlogPost-[\w-]+\.js$/.test(h)), file).toBe(true)
      // What the page only imports lazily and did not render (the not-found screen of an unknown post) is not started.
      if (file !== '404.html') expect(chunks.filter((h) => h.startsWith('/assets/NotFound-')), file).toEqual([])
    }
    expect(checked).toBeGreaterThan(20)
  })
})
