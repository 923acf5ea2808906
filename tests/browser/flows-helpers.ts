/**
 * Shared by the flows browser tests: a build with test analytics ids, stand-ins
 * for the store and tag scripts, and recording what the visitor's browser would
 * open (mail app, web mail, chat).
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { BrowserContext, Page } from 'playwright-core'
import { ROOT, isHydrated, variantBuild } from './harness.ts'
import { projectFiles } from '../project-copy.ts'

export const TEST_GA_ID = 'G-TEST12345'
export const TEST_PIXEL_ID = '998877665544'
/** Where the analytics builds are kept between test files and runs. */
const BUILDS = path.join(ROOT, '.cache', 'test-builds')
export const ECWID_STUB = fs.readFileSync(path.join(ROOT, 'tests/fixtures/ecwid-stub.js'), 'utf8')

/**
 * The site built with analytics configured (test ids in data/site.json), into a temporary directory: the
 * analytics island is in its pages only then, and its policy allows the tag hosts. The production code
 * paths, built as a site that sets ids builds them.
 */
export function analyticsBuild(ids = { gaId: TEST_GA_ID, pixelId: TEST_PIXEL_ID }): Promise<{ dist: string; cleanup(): void }> {
  return sharedSiteBuild('falcon-analytics-build', ids, (site) => {
    site.analytics = { gaMeasurementId: ids.gaId, metaPixelId: ids.pixelId }
  })
}

/**
 * The site built with data/site.json changed by `edit` (which `key` describes), into a temporary directory.
 * Built once per state of the sources and shared by the test files that need it (each file runs in its own
 * worker): the first to ask builds it under a lock (with its pid: a lock whose process is gone is taken
 * over) and moves it into place whole; the others wait for it to be there. Older copies are removed. The
 * copies live in this clone's .cache/ (ignored by git), not in the system's temporary directory: two clones
 * testing at once on one machine never remove each other's.
 */
export async function sharedSiteBuild(name: string, key: unknown, edit: (site: Record<string, unknown>) => void): Promise<{ dist: string; cleanup(): void }> {
  const hash = crypto.createHash('sha256').update(JSON.stringify(key))
  for (const file of projectFiles()) hash.update(`${file}\0`).update(fs.readFileSync(path.join(ROOT, file)))
  const dir = `${name}-${hash.digest('hex').slice(0, 16)}`
  fs.mkdirSync(BUILDS, { recursive: true })
  const dist = path.join(BUILDS, dir)
  const lock = `${dist}.lock`
  const done = { dist, cleanup: () => undefined }
  for (;;) {
    if (fs.existsSync(dist)) return done
    try {
      fs.mkdirSync(lock)
      break
    } catch {
      // Another file is building it: wait until it is in place (moved there whole), or its builder is gone.
      let owner = 0
      try {
        owner = Number(fs.readFileSync(path.join(lock, 'pid'), 'utf8'))
      } catch {
        // Just made, pid not written yet, or already removed.
      }
      if (owner && !alive(owner)) fs.rmSync(lock, { recursive: true, force: true })
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
  try {
    fs.writeFileSync(path.join(lock, 'pid'), String(process.pid))
    for (const old of fs.readdirSync(BUILDS)) if (old.startsWith(`${name}-`) && !old.startsWith(dir)) fs.rmSync(path.join(BUILDS, old), { recursive: true, force: true })
    const built = await variantBuild('data/site.json', (text) => {
      const site = JSON.parse(text) as Record<string, unknown>
      edit(site)
      return `${JSON.stringify(site, null, 2)}\n`
    })
    const partial = `${dist}.partial-${process.pid}`
    fs.cpSync(built.dist, partial, { recursive: true })
    built.cleanup()
    fs.renameSync(partial, dist)
  } finally {
    fs.rmSync(lock, { recursive: true, force: true })
  }
  return done
}

/** Whether a process (a test worker that took the lock) is still running. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Stand-ins for gtag.js and fbevents.js (they only count themselves); returns the URLs requested. */
export async function stubTagScripts(page: Page) {
  const requested: string[] = []
  await page.route(/^https:\/\/(www\.googletagmanager\.com|connect\.facebook\.net)\//, (route) => {
    requested.push(route.request().url())
    return route.fulfill({ contentType: 'text/javascript', body: 'window.__tagScripts = (window.__tagScripts || 0) + 1' })
  })
  return requested
}

/** The stand-in Ecwid script for https://app.ecwid.com/script.js?…; returns the URLs requested. */
export async function stubStore(page: Page, mode: 'serve' | 'abort' | 'hang' = 'serve') {
  const requested: string[] = []
  const hanging: (() => Promise<void>)[] = []
  await page.route(/^https:\/\/app\.ecwid\.com\/script\.js/, (route) => {
    requested.push(route.request().url())
    if (mode === 'abort') return route.abort('internetdisconnected')
    if (mode === 'hang') {
      hanging.push(() => route.abort('timedout').catch(() => {}))
      return
    }
    return route.fulfill({ contentType: 'text/javascript', body: ECWID_STUB })
  })
  return {
    requested,
    setMode: (m: typeof mode) => {
      mode = m
    },
    release: async () => {
      for (const h of hanging.splice(0)) await h()
    },
  }
}

/**
 * Records links the page would hand to another app (mailto, wa.me, web mail in
 * a new tab) instead of following them, the way a visitor's click would.
 */
export async function recordOutboundLinks(context: BrowserContext) {
  await context.addInitScript(() => {
    const w = window as unknown as { __outbound: string[] }
    w.__outbound = []
    document.addEventListener(
      'click',
      (e) => {
        const a = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null
        if (!a) return
        if (a.href.startsWith('mailto:') || a.href.startsWith('https://wa.me/') || (a.target === '_blank' && !a.href.startsWith(location.origin))) {
          w.__outbound.push(a.href)
          e.preventDefault()
        }
      },
      true,
    )
  })
}

export const outbound = (page: Page) => page.evaluate(() => (window as unknown as { __outbound: string[] }).__outbound.slice())

/** The decoded value of one query parameter of a mailto/compose/chat URL. */
export function param(url: string, name: string): string | null {
  const query = url.slice(url.indexOf('?') + 1)
  for (const part of query.split('&')) {
    const [k, v = ''] = part.split('=')
    if (k === name) return decodeURIComponent(v)
  }
  return null
}

/** window.dataLayer as arrays (gtag pushes Arguments objects). */
export const dataLayer = (page: Page) =>
  page.evaluate(() => ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).map((a) => JSON.parse(JSON.stringify(Array.from(a)))) as unknown[][])

/** The fbq stub's queue: every pixel call, in order. */
export const pixelCalls = (page: Page) => page.evaluate(() => JSON.parse(JSON.stringify((window as unknown as { fbq?: { queue?: unknown[] } }).fbq?.queue ?? [])) as unknown[][])

/** Every island that starts by itself has started (tests/browser/harness.ts isHydrated). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(isHydrated)
}
