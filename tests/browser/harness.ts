/**
 * Shared by the browser tests: serves the built site the way `npm start` does
 * (same server code) on a free 127.0.0.1 port and drives the system Chromium
 * through playwright-core. Every test runs against the real pre-rendered build.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page, type Request } from 'playwright-core'
import { createSecureSiteServer, createSiteServer } from '../../scripts/serve.ts'
import { selfSignedCertificate } from '../../build/lib/tls.ts'
import { ROOT, copyProject } from '../project-copy.ts'

export { ROOT }
export const DIST = path.resolve(ROOT, process.env.SITE_DIST ?? 'dist')

export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
  // Chromium 156 loads the address bar's popup (a web UI page with its AI-mode page) for every
  // new window, that is for every browser context: 1.2-1.5 s of CPU per context on this machine,
  // more than one of our pages costs. No test or bench opens the address bar. Merged with the
  // launcher's own list by chromium.sh (Chromium reads only the last --disable-features).
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
  // No test touches the outside network: every host name fails to resolve, and the site is served on
  // 127.0.0.1. A Playwright route did this before; a route pauses every request of its context on the way
  // to the test process and turns the browser's HTTP cache off (a "warm" visit was not warm), for 12 % of
  // the route walk's CPU. A test that stands in for an outside host (the store, analytics) still routes it.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
]

/** How to start Chromium: through chromium.sh, which merges the feature lists, with the real browser named. */
export function chromiumLaunch(): { executablePath: string; args: string[] } {
  return { executablePath: path.join(ROOT, 'tests/browser/chromium.sh'), args: [...CHROMIUM_FLAGS, `--falcon-chromium=${chromiumPath()}`] }
}

/** A mid-range phone's mobile network (150 ms, 1.6 Mbps down, 750 kbps up), for the DevTools protocol's Network.emulateNetworkConditions. */
export const SLOW_4G = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 }

export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[]
  const found = candidates.find((p) => fs.existsSync(p))
  if (!found) throw new Error('Chromium not found: install Debian\'s chromium package or set CHROMIUM_PATH')
  return found
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch(chromiumLaunch())
}

/**
 * A fresh context the size of a phone (below 768 px: mobile, touch, 740 px tall) or a desktop (900 px
 * tall), without the service worker, as the state walks open them.
 */
export function screenContext(browser: Browser, width: number, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const phone = width < 768
  return browser.newContext({ viewport: { width, height: phone ? 740 : 900 }, isMobile: phone, hasTouch: phone, serviceWorkers: 'block', ...options })
}

export interface SiteServer {
  origin: string
  close(): Promise<void>
}

export async function startSite(dir = DIST): Promise<SiteServer> {
  const server = createSiteServer(builtDir(dir))
  // Playwright's route.fetch() keeps sockets alive; Node closes idle ones after 5 s, and a request that
  // reuses one at that moment fails. A test never idles for a minute.
  server.keepAliveTimeout = 60_000
  const port = await listenOnFreePort(server)
  return {
    origin: `http://127.0.0.1:${port}`,
    // The tests are done with it: drop kept-alive sockets rather than wait for them to time out.
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

/**
 * The site over HTTPS and HTTP/2 (scripts/serve.ts, createSecureSiteServer) with a self-signed certificate made
 * for this server: the transfer a CDN's visitor sees (Brotli, compressed headers). Chromium needs --ignore-certificate-errors.
 */
export async function startSecureSite(dir = DIST): Promise<SiteServer> {
  const site = builtDir(dir)
  const certDir = fs.mkdtempSync(path.join(os.tmpdir(), 'falcon-tls-'))
  const { certFile, keyFile } = selfSignedCertificate(certDir)
  const server = createSecureSiteServer(site, { cert: fs.readFileSync(certFile), key: fs.readFileSync(keyFile) })
  // The HTTP/2 server has no closeAllConnections(): keep its sessions (and HTTP/1.1 sockets) to end them on close.
  const open = new Set<{ destroy(): void; on(event: 'close', listener: () => void): unknown }>()
  const track = (connection: { destroy(): void; on(event: 'close', listener: () => void): unknown }) => {
    open.add(connection)
    connection.on('close', () => open.delete(connection))
  }
  server.on('session', track)
  server.on('secureConnection', track)
  const port = await listenOnFreePort(server)
  return {
    origin: `https://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => {
          fs.rmSync(certDir, { recursive: true, force: true })
          resolve()
        })
        for (const connection of open) connection.destroy()
      }),
  }
}

function builtDir(dir: string): string {
  if (!fs.existsSync(path.join(dir, 'index.html'))) throw new Error(`No build in ${dir}: run npm run build first`)
  return dir
}

async function listenOnFreePort(server: { listen(port: number, host: string, done: () => void): unknown; address(): unknown }): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return (server.address() as AddressInfo).port
}

/** Every file the build emitted, from its manifest. */
export function builtFiles(dir = DIST): string[] {
  return JSON.parse(fs.readFileSync(path.join(dir, 'audit-manifest.json'), 'utf8')).files
}

/** Site paths of every page: the sitemap's plus the noindex pages. */
export function sitemapPaths(dir = DIST): string[] {
  const xml = fs.readFileSync(path.join(dir, 'sitemap.xml'), 'utf8')
  return [...xml.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]!)
}

/**
 * Records console errors, page errors and hydration warnings. Requests that leave 127.0.0.1 fail to
 * resolve (CHROMIUM_FLAGS): their console line is not a page error.
 */
export async function watchPage(context: BrowserContext) {
  const problems: string[] = []
  const attach = (page: Page) => {
    page.on('console', (msg) => {
      const text = msg.text()
      if (msg.type() === 'error' || /hydrat|did not match|mismatch/i.test(text)) {
        // Requests blocked on purpose (outside hosts, a test's aborted route) are not page errors.
        if (/ERR_BLOCKED_BY_CLIENT|ERR_NAME_NOT_RESOLVED/.test(text)) return
        problems.push(`${msg.type()}: ${text}`)
      }
    })
    page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`))
  }
  context.on('page', attach)
  return { problems, attach }
}

/** Records each Content-Security-Policy violation of the context's pages, for {@link policyViolations}. */
export async function recordPolicyViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as unknown as { __csp: string[] }
    w.__csp = []
    document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective}: ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`))
  })
}

/** The policy violations of the page's current document, one line each: directive, what was blocked, where. */
export function policyViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)
}

/**
 * True once every island that starts by itself has started (src/islands/): those that start at load or
 * when idle, and those that start near the viewport and are in it. An island marks itself `data-ready`
 * when it has run (a React island once hydrated). A page without islands is ready as it is. Runs in the
 * page: pass it to page.waitForFunction. With `orBroken`, also true once an island shows its error screen
 * (it never marks itself ready then).
 */
export function isHydrated(orBroken?: boolean | void): boolean {
  if (orBroken && document.body.innerText.includes('Something went wrong.')) return true
  const near = (el: Element) => {
    const box = el.getBoundingClientRect()
    return box.bottom >= -200 && box.top <= window.innerHeight + 200
  }
  return [...document.querySelectorAll<HTMLElement>('falcon-island[data-src]')].every((el) => {
    const when = el.dataset.when
    if (when === 'interaction' || (when === 'visible' && !near(el))) return true
    return el.hasAttribute('data-ready')
  })
}

/** Brings the named island into view and waits until it has started (hydrated, for a React island). */
/**
 * Waits until `condition`, an async function run in the page, resolves true (the Cache Storage holds a file,
 * say). Playwright's `waitForFunction` does not wait for a promise: an async predicate passes at once.
 */
export async function waitForAsync<A>(page: Page, condition: (arg: A) => Promise<boolean>, arg: A, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await page.evaluate(condition as (arg: unknown) => Promise<boolean>, arg))) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

export async function waitForIsland(page: Page, name: string) {
  const island = page.locator(`falcon-island[data-island="${name}"]`).first()
  await island.scrollIntoViewIfNeeded()
  await page.waitForFunction((n) => document.querySelector(`falcon-island[data-island="${n}"]`)?.hasAttribute('data-ready') === true, name)
}

/**
 * A real build of the repository as it is, with one data file changed, into a temporary directory (the
 * way a deploy test or a configured site needs a second build). `edit` gets and returns the file's text.
 * Returns the output directory; `cleanup` removes everything.
 */
export async function variantBuild(dataFile: string, edit: (text: string) => string): Promise<{ dist: string; cleanup(): void }> {
  const { execFile } = await import('node:child_process')
  const { promisify } = await import('node:util')
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'falcon-variant-'))
  const copy = path.join(work, 'repo')
  copyProject(copy)
  const file = path.join(copy, dataFile)
  const before = fs.readFileSync(file, 'utf8')
  const after = edit(before)
  if (after === before) throw new Error(`variantBuild: the edit left ${dataFile} unchanged`)
  fs.writeFileSync(file, after)
  const dist = path.join(work, 'dist')
  await promisify(execFile)(path.join(ROOT, 'node_modules/.bin/tsx'), ['scripts/build.ts'], { cwd: copy, env: { ...process.env, SITE_DIST: dist }, maxBuffer: 64 * 1024 * 1024 })
  return { dist, cleanup: () => fs.rmSync(work, { recursive: true, force: true }) }
}

/**
 * A page is ready for a test when a visitor could use it: loaded, every island that starts by itself
 * marked ready ({@link isHydrated}), fonts in. Never a guess from a quiet network: Playwright's
 * 'network idle' wait can be lost for good (microsoft/playwright#42598), and a quiet period is a wait for time.
 */
export async function pageReady(page: Page): Promise<void> {
  await page.waitForFunction(isHydrated, undefined, { polling: 50 })
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
}

/** page.goto to the load event, then {@link pageReady}. */
export async function gotoReady(page: Page, url: string) {
  const response = await page.goto(url, { waitUntil: 'load' })
  await pageReady(page)
  return response
}

/** page.reload to the load event, then {@link pageReady}. */
export async function reloadReady(page: Page) {
  const response = await page.reload({ waitUntil: 'load' })
  await pageReady(page)
  return response
}

/**
 * Per page, each request in flight with the time it left (for a failure message that says what a page
 * was still waiting for). Tracking starts at the first call on a page: call it before the navigation.
 */
const inFlight = new WeakMap<Page, { requests: Map<Request, number> }>()

export function trackRequests(page: Page) {
  const known = inFlight.get(page)
  if (known) return known
  const state = { requests: new Map<Request, number>() }
  inFlight.set(page, state)
  page.on('request', (request) => void state.requests.set(request, Date.now()))
  const done = (request: Request) => void state.requests.delete(request)
  page.on('requestfinished', done)
  page.on('requestfailed', done)
  page.on('close', () => state.requests.clear())
  return state
}

/**
 * Makes the page's animation frames come at a steady `fps` (60 unless told), whatever the machine is doing.
 * The frame-rate monitor (SPEC: performance mode under 30 fps) stops the home page's assembly loop when
 * frames are slow, and a busy test machine's headless Chromium can be that slow: a test of the loop is a
 * test on a device that keeps up, and a test of performance mode one on a device that does not. Callbacks
 * of one frame share its timestamp, which advances 1000/fps ms a frame.
 */
export async function steadyFrames(page: Page, fps = 60): Promise<void> {
  await page.addInitScript((frame: number) => {
    const queue = new Map<number, FrameRequestCallback>()
    let nextId = 1
    let clock = 0
    let timer = 0
    window.requestAnimationFrame = (callback) => {
      const id = nextId++
      queue.set(id, callback)
      timer ||= window.setTimeout(() => {
        timer = 0
        clock = clock ? clock + frame : performance.now()
        const due = [...queue.values()]
        queue.clear()
        for (const run of due) run(clock)
      }, frame)
      return id
    }
    window.cancelAnimationFrame = (id) => void queue.delete(id)
  }, 1000 / fps)
}
