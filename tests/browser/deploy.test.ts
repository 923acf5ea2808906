/**
 * A deploy under an open tab. Build A (dist/) is served; a visitor opens the
 * home page; build B, a real second build with changed site data (so its
 * pages change and the islands that read the data get new chunks: A's are gone),
 * replaces A on the server; the visitor clicks three links in the main
 * navigation. Each click is a page load that must end on the page asked for,
 * from build B, with its islands started, no error screen and no reload loop. Once in a plain tab, once in a tab whose
 * service worker precached A and has since been replaced by B's worker (the
 * visitor accepted the update banner in another tab). And a tab left on the contact page across the
 * deploy, its quote form already running: the visitor goes on to step 2, whose code (build A's, now gone
 * from the host) the worker kept when the form started.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { createSiteServer } from '../../scripts/serve.ts'
import { islandFilesOf } from '../../build/postbuild/service-worker.ts'
import { loadData } from '../../build/content/load.ts'
import { DIST, ROOT, isHydrated, launchBrowser, waitForAsync, watchPage } from './harness.ts'
import { copyProject } from '../project-copy.ts'

const CLICKS = [
  { label: 'Shop Online', path: '/gaming-pc-shop-dubai' },
  { label: 'Blog', path: '/blog' },
  { label: 'Contact', path: '/contact-dubai' },
]
const TAGLINE = 'Custom gaming PCs, hand-built in Dubai'
const TAGLINE_B = 'Custom gaming PCs, hand-built in Al Nahda, Dubai'

let work: string
let buildB: string
let live: string
let browser: Browser
let server: ReturnType<typeof createSiteServer>
let origin: string

/** Build B: the repository as it is, in a temporary copy whose site tagline (on every page, in the shared chunk) changed. */
async function buildChangedCopy(): Promise<string> {
  const copy = path.join(work, 'repo')
  copyProject(copy)
  const siteFile = path.join(copy, 'data/site.json')
  const site = fs.readFileSync(siteFile, 'utf8')
  if (!site.includes(`"tagline": "${TAGLINE}"`)) throw new Error(`data/site.json no longer has the tagline "${TAGLINE}": update the deploy test`)
  fs.writeFileSync(siteFile, site.replace(`"tagline": "${TAGLINE}"`, `"tagline": "${TAGLINE_B}"`))
  const out = path.join(work, 'dist-b')
  await promisify(execFile)(path.join(ROOT, 'node_modules/.bin/tsx'), ['scripts/build.ts'], {
    cwd: copy,
    env: { ...process.env, SITE_DIST: out },
    maxBuffer: 64 * 1024 * 1024,
  })
  return out
}

/** What a deploy does to the host: the served directory now holds `build`. */
function deploy(build: string) {
  fs.rmSync(live, { recursive: true, force: true })
  fs.cpSync(build, live, { recursive: true })
}

const pageFile = (dir: string, route: string) => path.join(dir, route === '/' ? 'index.html' : `${route.slice(1)}.html`)

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-test-'))
  live = path.join(work, 'live')
  ;[buildB, browser] = await Promise.all([buildChangedCopy(), launchBrowser()])
  server = createSiteServer(live, { live: true })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}, 300_000)

afterAll(async () => {
  await browser?.close()
  if (server)
    await new Promise((resolve) => {
      server.close(resolve)
      server.closeAllConnections()
    })
  if (work) fs.rmSync(work, { recursive: true, force: true })
})

const hydrated = (page: Page) => page.waitForFunction(isHydrated, undefined)

/** Clicks through the main navigation after B replaced A; returns what went wrong, per click. */
async function clickThrough(page: Page): Promise<string[]> {
  const problems: string[] = []
  let documentLoads = 0
  page.on('request', (req) => {
    if (req.isNavigationRequest() && req.frame() === page.mainFrame()) documentLoads++
  })
  const pageErrors: string[] = []
  page.on('pageerror', (error) => pageErrors.push(error.message.split('\n')[0]!))
  for (const { label, path: target } of CLICKS) {
    documentLoads = 0
    const link = page.locator('header').getByRole('link', { name: label, exact: true }).first()
    if (!(await link.isVisible())) {
      problems.push(`no "${label}" link in the header; the page shows: ${(await page.locator('h1').first().textContent()) ?? '(no h1)'}`)
      break
    }
    await link.click()
    await page.waitForURL((url) => url.pathname === target)
    await page.waitForLoadState('load')
    await hydrated(page).catch(() => problems.push(`${target}: never hydrated`))
    // A reload loop shows in the document the tab ended on: it came from a reload, not from the click.
    const arrivedBy = await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type)
    if (arrivedBy !== 'navigate') problems.push(`${target}: the page shown came from a ${arrivedBy}, not from the click`)
    const expectedTitle = loadData(ROOT).pages.find((p) => p.path === target)!.title
    const seen = await page.evaluate(() => ({
      path: location.pathname,
      title: document.title,
      h1: document.querySelector('h1')?.textContent ?? '',
      errorScreen: document.querySelector('.error-fallback') !== null,
      footer: document.querySelector('footer')?.textContent ?? '',
    }))
    if (seen.path !== target) problems.push(`${target}: ended on ${seen.path}`)
    if (seen.errorScreen) problems.push(`${target}: error screen`)
    if (seen.title !== expectedTitle) problems.push(`${target}: title "${seen.title}", expected "${expectedTitle}"`)
    if (documentLoads > 1) problems.push(`${target}: ${documentLoads} full page loads for one click (reload loop)`)
    if (!seen.footer.includes(TAGLINE_B)) problems.push(`${target}: still shows build A's tagline`)
  }
  // The tab now shows build B's pages, their islands from B's chunks: nothing (the service worker included) kept it on A.
  const islandsNow = await page.evaluate(() => [...document.querySelectorAll('falcon-island[data-src]')].map((el) => el.getAttribute('data-src')!))
  const islandsB = [...islandFilesOf([fs.readFileSync(pageFile(buildB, CLICKS.at(-1)!.path), 'utf8')])].map((f) => `/${f}`)
  if (islandsNow.some((src) => !islandsB.includes(src))) problems.push(`still starting build A's islands: ${islandsNow.join(', ')}`)
  problems.push(...pageErrors.map((m) => `page error: ${m}`))
  return problems
}

async function openHome(context: BrowserContext) {
  await watchPage(context) // no request leaves 127.0.0.1
  const page = await context.newPage()
  await page.goto(`${origin}/`, { waitUntil: 'load' })
  await hydrated(page)
  return page
}

describe('a deploy under an open tab', () => {
  it('build B really removes code the pages the visitor will open need', () => {
    const filesB = new Set(fs.readdirSync(path.join(buildB, 'assets')))
    // The contact page's islands read the site data that changed: some of A's chunks are gone from B.
    const a = [...islandFilesOf([fs.readFileSync(pageFile(DIST, '/contact-dubai'), 'utf8')])]
    expect(a.filter((file) => !filesB.has(path.basename(file))).length, 'every island chunk of A is still in B').toBeGreaterThan(0)
    expect(fs.readFileSync(path.join(buildB, 'index.html'), 'utf8')).toContain(TAGLINE_B)
  })

  it('a plain tab opened on build A reaches each page of build B, with no error screen and no reload loop', async () => {
    deploy(DIST)
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } })
    try {
      const page = await openHome(context)
      deploy(buildB)
      expect(await clickThrough(page)).toEqual([])
    } finally {
      await context.close()
    }
  }, 120_000)

  it('a tab open on the quote form across a deploy still goes on to step 2, from the code its worker kept', async () => {
    deploy(DIST)
    // The quote island's code for later (its steps 2 and 3 and what they import), as build A's contact page names it.
    const later = [...fs.readFileSync(pageFile(DIST, '/contact-dubai'), 'utf8').matchAll(/data-later="([^"]+)"/g)]
      .map((m) => m[1]!.split(' '))
      .find((urls) => urls.some((url) => /\/QuoteLaterSteps-[\w-]+\.js$/.test(url)))
    expect(later, "the contact page names the quote's later steps as code its island may import later").toBeDefined()
    const laterA = later!.find((url) => /\/QuoteLaterSteps-/.test(url))!
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    try {
      await watchPage(context)
      const page = await context.newPage()
      await page.goto(`${origin}/contact-dubai`, { waitUntil: 'load' })
      await page.locator('form.quote-form[data-ready="true"]').waitFor()
      // The visitor reads a while: the worker is in control and has kept what the form may load later.
      await waitForAsync(
        page,
        async (urls) => navigator.serviceWorker.controller !== null && (await Promise.all(urls.map((url) => caches.match(url)))).every(Boolean),
        later!,
        'the quote’s later code in the worker’s cache',
      )
      deploy(buildB)
      // The host no longer serves build A's later steps.
      expect((await fetch(origin + laterA)).status).toBe(404)
      await page.getByLabel('Full name').fill('Sara Khan')
      await page.getByLabel('WhatsApp / mobile number').fill('050 123 4567')
      await page.getByLabel('Budget range').selectOption('5000-8000')
      await page.getByLabel('Main use').selectOption('gaming')
      await page.getByRole('button', { name: 'Next' }).click()
      await page.getByLabel('Preferred CPU brand').waitFor()
      await expect(page.locator('#quote-step-heading').innerText()).resolves.toBe('Step 2: Technical Preferences')
      expect(await page.locator('.quote-form [role="alert"]').count()).toBe(0)
    } finally {
      await context.close()
    }
  }, 120_000)

  it('a tab whose service worker precached build A reaches each page of build B after B\'s worker took over', async () => {
    deploy(DIST)
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    try {
      const page = await openHome(context)
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 })
      deploy(buildB)
      // Another tab: a fresh page load finds B's worker; the visitor accepts the update there.
      const other = await context.newPage()
      await other.goto(`${origin}/blog`, { waitUntil: 'load' })
      await other.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update())
      const accept = other.getByRole('button', { name: 'New version available. Refresh to update.' })
      await accept.waitFor({ timeout: 30_000 })
      await Promise.all([other.waitForEvent('load', { timeout: 30_000 }), accept.click()])
      await other.close()
      expect(await clickThrough(page)).toEqual([])
    } finally {
      await context.close()
    }
  }, 180_000)
})
