/**
 * The blog loads what a page shows and no more, whatever the number of posts: a post and the blog are
 * documents that fetch no content and no script; no script file of the site lists every post (by slug
 * or by image) but the 404 page's old-link resolver; an old address keeps its query on the way to its post.
 */
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, BrowserContext } from 'playwright-core'
import { builtFiles, DIST, isHydrated, launchBrowser, startSite, watchPage, type SiteServer, gotoReady } from './harness.ts'
import { islandFilesOf } from '../../build/postbuild/service-worker.ts'

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

/** A new page whose problems are watched, and every same-origin script or JSON it fetches, in order. */
async function openPage() {
  const watch = await watchPage(context)
  const page = await context.newPage()
  watch.attach(page)
  const fetched: string[] = []
  page.on('request', (r) => {
    const url = new URL(r.url())
    if (url.origin === server.origin && (r.resourceType() === 'script' || r.resourceType() === 'fetch' || r.resourceType() === 'xhr')) fetched.push(url.pathname)
  })
  return { watch, page, fetched }
}

const postSlugs = () =>
  fs
    .readdirSync(path.join(DIST, 'blog'))
    .filter((f) => f.endsWith('.html'))
    .map((f) => f.replace(/\.html$/, ''))
    .filter((slug) => fs.readFileSync(path.join(DIST, 'blog', `${slug}.html`), 'utf8').includes('"@type":"BlogPosting"'))

describe('blog navigation', () => {
  it('opens a post from the blog and a related post from it as documents: nothing fetched, every page indexable', async () => {
    const { watch, page, fetched } = await openPage()
    await gotoReady(page, `${server.origin}/blog`)
    const link = page.locator('main article a.stretched').first()
    const href = (await link.getAttribute('href'))!
    await link.click()
    await page.waitForURL(`**${href}`)
    await page.waitForFunction(isHydrated)
    await expect(page.locator('meta[name="robots"]').getAttribute('content')).resolves.toBe('index, follow')
    const related = page.locator('section[aria-labelledby="related-title"] article a').first()
    if ((await related.count()) > 0) {
      const next = (await related.getAttribute('href'))!
      await related.click()
      await page.waitForURL(`**${next}`)
      await expect(page.locator('.breadcrumbs [aria-current="page"]').innerText()).resolves.toBe((await page.locator('.post-header h1').innerText()).trim())
    }
    expect(fetched).toEqual([])
    expect(watch.problems).toEqual([])
  }, 60_000)

  it('resolves an old link from the 404 page, keeping its query; no other script lists every post', async () => {
    const slugs = postSlugs()
    expect(slugs.length).toBeGreaterThan(1)
    const assets = path.join(DIST, 'assets')
    const listing = fs
      .readdirSync(assets)
      .filter((f) => f.endsWith('.js'))
      .flatMap((f) => {
        const code = fs.readFileSync(path.join(assets, f), 'utf8')
        const quoted = (s: string) => [`"${s}"`, `'${s}'`, `\`${s}\``].some((q) => code.includes(q))
        return [...(slugs.every(quoted) && !f.startsWith('legacy-redirect-') ? [`${f}: every slug`] : []), ...(slugs.some((s) => code.includes(`post-${s}-`)) ? [`${f}: a post image`] : [])]
      })
    expect(listing).toEqual([])

    const { watch, page } = await openPage()
    const slug = 'amd-vs-intel-gaming-cpu-dubai-2025'
    expect(slugs).toContain(slug)
    await page.goto(`${server.origin}/pc-builds/amd-vs-intel-gaming?ref=forum`)
    await page.waitForURL((url) => url.pathname === `/blog/${slug}` && url.search === '?ref=forum')
    await page.locator('.post-header h1').waitFor()
    expect(watch.problems.filter((p) => !/status of 404/.test(p))).toEqual([])
  }, 60_000)
})

describe('pre-rendered pages', () => {
  it('start only their islands, from chunks the build wrote; posts and listings start none', () => {
    const pages = builtFiles().filter((f) => f.endsWith('.html'))
    let withIslands = 0
    for (const file of pages) {
      const html = fs.readFileSync(path.join(DIST, file), 'utf8')
      // Nothing of an app: no module script, no preloads, no router data.
      expect(/<link[^>]*rel="modulepreload"|<script[^>]*type="module"|__staticRouterHydrationData/.test(html), file).toBe(false)
      const chunks = [...islandFilesOf([html])]
      if (chunks.length) withIslands++
      for (const chunk of chunks) expect(fs.existsSync(path.join(DIST, chunk)), `${file}: ${chunk}`).toBe(true)
      if (/^blog\//.test(file) && !/"@type":"BlogPosting"/.test(html)) expect(chunks, file).toEqual([])
    }
    expect(withIslands).toBeGreaterThan(5)
  })
})
