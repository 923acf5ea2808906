/**
 * What `npm run bench` measures in a page, on a throttled phone (slow 4G, CPU ×4): LCP, CLS, TBT and the bytes of
 * the first view (`measure`), and the phone menu's first tap (`firstTap`).
 */
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import type { Browser, Page } from 'playwright-core'
import { SLOW_4G, isHydrated } from '../../tests/browser/harness.ts'

const FRAMEWORK_CHUNK = /^\/assets\/hydrate-[\w-]+\.js$/
export const CPU_SLOWDOWN = 4
export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
}

/** gzip size of a built file, as the budgets count it (the CDN may send Brotli, which is smaller). */
const gzipCache = new Map<string, number>()
function gzipBytes(dist: string, urlPath: string): number {
  let size = gzipCache.get(urlPath)
  if (size === undefined) {
    const file = path.join(dist, urlPath)
    size = file.startsWith(dist) && fs.existsSync(file) ? zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length : 0
    gzipCache.set(urlPath, size)
  }
  return size
}


/**
 * tsx compiles this file with esbuild's `__name` helper around named functions; a function handed to the page
 * (the harness's `isHydrated`) calls it there, where it does not exist. The page gets a helper that does nothing.
 */
const TSX_NAME_SHIM = 'globalThis.__name ??= (f) => f'

/**
 * Collected in the page from the first byte on. A string, not a function: tsx would wrap a
 * function's inner helpers in `__name()` calls that do not exist in the page.
 */
const OBSERVERS = `(() => {
  const b = (window.__bench = { lcp: 0, lcpNode: '', fcp: 0, shifts: [], longTasks: [] })
  const observe = (type, cb) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(cb)).observe({ type, buffered: true })
    } catch {}
  }
  observe('largest-contentful-paint', (e) => {
    b.lcp = e.startTime
    const el = e.element
    b.lcpNode = el ? el.tagName.toLowerCase() + (typeof el.className === 'string' && el.className.trim() ? '.' + el.className.trim().split(/\\s+/).join('.') : '') : ''
  })
  observe('paint', (e) => { if (e.name === 'first-contentful-paint') b.fcp = e.startTime })
  observe('layout-shift', (e) => { if (!e.hadRecentInput) b.shifts.push([e.startTime, e.value]) })
  observe('longtask', (e) => b.longTasks.push([e.startTime, e.duration]))
})()`

/** CLS as web-vitals defines it: the largest session window (gaps under 1 s, at most 5 s long). */
export function clsOf(shifts: readonly [number, number][]): number {
  let max = 0
  let current = 0
  let start = 0
  let last = -Infinity
  for (const [t, v] of shifts) {
    if (t - last > 1000 || t - start > 5000) {
      current = 0
      start = t
    }
    current += v
    last = t
    max = Math.max(max, current)
  }
  return max
}

/** Total blocking time: every long task that starts after first paint counts its time over 50 ms. */
export function tbtOf(longTasks: readonly [number, number][], fcp: number): number {
  return longTasks.filter(([start]) => start >= fcp).reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0)
}

export interface Run {
  lcp: number
  lcpNode: string
  fcp: number
  cls: number
  tbt: number
  jsKb: number
  ownJsKb: number
  cssKb: number
  fontKb: number
  jsFiles: number
  thirdParty: string[]
  files: string[]
}

const kb = (bytes: number) => bytes / 1024

export async function measure(browser: Browser, dist: string, origin: string, route: string): Promise<Run> {
  const context = await browser.newContext(PHONE)
  const thirdParty = new Set<string>()
  await context.route(/^(?!http:\/\/127\.0\.0\.1[:/]).*/, (r) => {
    const url = r.request().url()
    if (url.startsWith('data:') || url.startsWith('blob:')) return r.continue()
    thirdParty.add(new URL(url).host)
    return r.abort('blockedbyclient')
  })
  const page: Page = await context.newPage()
  await page.addInitScript({ content: OBSERVERS })
  await page.addInitScript({ content: TSX_NAME_SHIM })
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })

  // What the first view requests, from the DevTools protocol; sizes are the built files' (gzip for JS and CSS).
  const sizes = { js: 0, ownJs: 0, css: 0, font: 0, jsFiles: 0 }
  const files: string[] = []
  cdp.on('Network.responseReceived', (e) => {
    if (!e.response.url.startsWith(origin)) return
    const pathname = new URL(e.response.url).pathname
    if (e.type === 'Script') {
      const bytes = gzipBytes(dist, pathname)
      sizes.js += bytes
      if (!FRAMEWORK_CHUNK.test(pathname)) sizes.ownJs += bytes
      sizes.jsFiles++
      files.push(`${pathname} ${(bytes / 1024).toFixed(1)}`)
    } else if (e.type === 'Stylesheet') sizes.css += gzipBytes(dist, pathname)
    else if (e.type === 'Font') sizes.font += fs.statSync(path.join(dist, pathname)).size
  })

  await page.goto(origin + route, { waitUntil: 'load', timeout: 60_000 })
  await page.waitForFunction(isHydrated, undefined, { timeout: 60_000 })
  // Islands started (not networkidle, which can be lost for good: docs/decisions/test-suite.md), then a
  // measuring window for idle work, so late long tasks and shifts are counted.
  await page.waitForTimeout(1500)
  const b = await page.evaluate(() => (window as unknown as { __bench: { lcp: number; lcpNode: string; fcp: number; shifts: [number, number][]; longTasks: [number, number][] } }).__bench)
  await context.close()
  return {
    lcp: b.lcp,
    lcpNode: b.lcpNode,
    fcp: b.fcp,
    cls: clsOf(b.shifts),
    tbt: tbtOf(b.longTasks, b.fcp),
    jsKb: kb(sizes.js),
    ownJsKb: kb(sizes.ownJs),
    cssKb: kb(sizes.css),
    fontKb: kb(sizes.font),
    jsFiles: sizes.jsFiles,
    thirdParty: [...thirdParty],
    files,
  }
}

/**
 * In the page: when the tap reached the browser (its time stamp, even while the page is busy) and the first
 * frame after it that shows the menu. A string, like OBSERVERS: tsx compiles a function's named arrows
 * with esbuild's `__name` helper, which does not exist in the page, so a function passed to addInitScript
 * threw there and every tap read as lost.
 */
const TAP_WATCH = `
  addEventListener('pointerdown', (e) => { window.__tap ??= e.timeStamp }, true)
  requestAnimationFrame(function check() {
    const menu = document.querySelector('nav.mobile-menu')
    if (window.__tap !== undefined && menu && menu.checkVisibility()) window.__open = performance.now()
    else requestAnimationFrame(check)
  })
`

/**
 * The phone menu's first tap, as a visitor makes it: the moment the menu button is visible (the page
 * still loading, same phone and network), tap it, and time until the menu is open.
 */
export async function firstTap(browser: Browser, origin: string, route: string): Promise<{ visibleMs: number; openMs: number }> {
  const context = await browser.newContext(PHONE)
  await context.route(/^(?!http:\/\/127\.0\.0\.1[:/]).*/, (r) => r.abort('blockedbyclient'))
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  await page.addInitScript({ content: TAP_WATCH })
  const started = Date.now()
  void page.goto(origin + route, { waitUntil: 'commit', timeout: 60_000 }).catch(() => undefined)
  const button = page.locator('.menu-toggle')
  await button.waitFor({ state: 'visible', timeout: 60_000 })
  const visible = Date.now()
  await button.tap({ timeout: 60_000 })
  // A tap on a control that is not listening yet is lost: the menu never opens (the single-page app's menu before hydration).
  const opened = await page.waitForFunction(() => (window as unknown as { __open?: number }).__open !== undefined, undefined, { timeout: 10_000 }).then(
    () => true,
    () => false,
  )
  // A menu that shows with no time recorded is the bench's own failure, never a lost tap.
  if (!opened && (await page.locator('nav.mobile-menu').isVisible())) throw new Error(`${route}: the menu opened but the bench's tap watcher recorded nothing`)
  const openMs = opened ? await page.evaluate(() => (window as unknown as { __open: number; __tap: number }).__open - (window as unknown as { __tap: number }).__tap) : Infinity
  await context.close()
  return { visibleMs: visible - started, openMs }
}

export { median } from './stats.ts'
