/**
 * `npm run bench`: loads key pages of the built site the way a mid-range phone
 * on slow 4G would (Lighthouse's mobile settings: 150 ms RTT, 1.6 Mbps down,
 * 750 kbps up, 4× CPU slowdown, 412×823 at DPR 1.75) and prints, per page, the
 * median of a few cold loads:
 *
 *   LCP, CLS, TBT (long tasks after first paint, minus 50 ms each), FCP,
 *   the gzip size of the JavaScript and CSS the first view downloads, fonts,
 *   and requests that left the site,
 *
 * with pass/fail against the budgets of issue 3. Numbers, not tests: timings
 * vary by machine, so nothing here runs in `npm test`.
 *
 *   npm run bench                       # dist/, 3 runs per page
 *   npm run bench -- --dist dist-x --runs 5 --strict   # exit 1 when a budget fails
 *
 * The site is served gzip-compressed (like a CDN), from a small server in this file.
 */
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import zlib from 'node:zlib'
import type { AddressInfo } from 'node:net'
import { Command } from 'commander'
import type { Browser, Page } from 'playwright-core'
import { SLOW_4G, launchBrowser } from '../tests/browser/harness.ts'
import { ROOT } from './lib/content.ts'

const BUDGET = { lcpMs: 2500, cls: 0.05, tbtMs: 150, jsKb: 100, cssKb: 20 }
const CPU_SLOWDOWN = 4
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
}

const program = new Command()
  .name('bench-site')
  .option('--dist <dir>', 'built site to measure', process.env.SITE_DIST ?? 'dist')
  .option('--runs <n>', 'cold loads per page (the median is reported)', '3')
  .option('--pages <paths>', 'comma-separated site paths (default: home, shop, blog, a post, contact)')
  .option('--strict', 'exit with status 1 when a budget fails')
  .option('--files', 'also list every script each page loads, with its gzip size')
  .parse()
const opts = program.opts<{ dist: string; runs: string; pages?: string; strict?: boolean; files?: boolean }>()
const DIST = path.resolve(ROOT, opts.dist)
if (!fs.existsSync(path.join(DIST, 'index.html'))) {
  console.error(`No build in ${opts.dist}/: run \`SITE_DIST=${opts.dist} npm run build\` first.`)
  process.exit(2)
}

// ---------------------------------------------------------------- server

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml',
  '.txt': 'text/plain',
}
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt'])
const gzipCache = new Map<string, Buffer>()
const gzip = (file: string) => {
  let out = gzipCache.get(file)
  if (!out) gzipCache.set(file, (out = zlib.gzipSync(fs.readFileSync(file), { level: 9 })))
  return out
}

/** Clean URLs like the production host: `/x` → `x.html`, `/` → `index.html`, unknown → `404.html` with 404. */
function resolveFile(urlPath: string): { file: string; status: number } {
  const clean = decodeURIComponent(urlPath.split('?')[0]!)
  const candidates = clean === '/' ? ['index.html'] : [clean.slice(1), `${clean.slice(1)}.html`]
  for (const c of candidates) {
    const file = path.join(DIST, c)
    if (file.startsWith(DIST) && fs.existsSync(file) && fs.statSync(file).isFile()) return { file, status: 200 }
  }
  return { file: path.join(DIST, '404.html'), status: 404 }
}

function startServer(): Promise<{ origin: string; close: () => void }> {
  const server = http.createServer((req, res) => {
    const { file, status } = resolveFile(req.url ?? '/')
    const ext = path.extname(file)
    const headers: Record<string, string> = { 'Content-Type': TYPES[ext] ?? 'application/octet-stream', 'Cache-Control': 'no-cache' }
    let body: Buffer = fs.readFileSync(file)
    if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding']))) {
      body = gzip(file)
      headers['Content-Encoding'] = 'gzip'
    }
    res.writeHead(status, { ...headers, 'Content-Length': String(body.length) })
    res.end(req.method === 'HEAD' ? undefined : body)
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() })),
  )
}

// ---------------------------------------------------------------- measuring

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

interface Run {
  lcp: number
  lcpNode: string
  fcp: number
  cls: number
  tbt: number
  jsKb: number
  cssKb: number
  fontKb: number
  jsFiles: number
  thirdParty: string[]
  files: string[]
}

const kb = (bytes: number) => bytes / 1024

async function measure(browser: Browser, origin: string, route: string): Promise<Run> {
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
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })

  // Body bytes on the wire (gzip, without headers) per response, from the DevTools protocol.
  const seen = new Map<string, { type: string; bytes: number; url: string }>()
  const sizes = { js: 0, css: 0, font: 0, jsFiles: 0 }
  const files: string[] = []
  cdp.on('Network.responseReceived', (e) => {
    if (!e.response.url.startsWith(origin)) return
    const headers = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]))
    seen.set(e.requestId, { type: e.type, bytes: Number(headers['content-length'] ?? 0), url: e.response.url })
  })
  cdp.on('Network.loadingFinished', (e) => {
    const r = seen.get(e.requestId)
    if (!r) return
    if (r.type === 'Script') {
      sizes.js += r.bytes
      sizes.jsFiles++
      files.push(`${new URL(r.url).pathname} ${(r.bytes / 1024).toFixed(1)}`)
    } else if (r.type === 'Stylesheet') sizes.css += r.bytes
    else if (r.type === 'Font') sizes.font += r.bytes
  })

  await page.goto(origin + route, { waitUntil: 'load', timeout: 60_000 })
  await page.waitForLoadState('networkidle', { timeout: 60_000 })
  // Let hydration and idle work finish, so late long tasks and shifts are counted.
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
    cssKb: kb(sizes.css),
    fontKb: kb(sizes.font),
    jsFiles: sizes.jsFiles,
    thirdParty: [...thirdParty],
    files,
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.floor(s.length / 2)]!
}

function defaultPages(): string[] {
  const xml = fs.readFileSync(path.join(DIST, 'sitemap.xml'), 'utf8')
  const paths = [...xml.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]!)
  const post = paths.find((p) => p.startsWith('/blog/'))
  const wanted = ['/', '/gaming-pc-shop-dubai', '/blog', post, '/contact-dubai']
  return wanted.filter((p): p is string => Boolean(p && paths.includes(p)))
}

// ---------------------------------------------------------------- main

const pages = opts.pages ? opts.pages.split(',').map((p) => p.trim()) : defaultPages()
const runs = Math.max(1, Number(opts.runs) || 3)
const [browser, server] = await Promise.all([launchBrowser(), startServer()])
console.log(`Benchmark of ${path.relative(ROOT, DIST)}/ · slow 4G (150 ms, 1.6 Mbps↓, 750 kbps↑), CPU ×${CPU_SLOWDOWN}, ${PHONE.viewport.width}×${PHONE.viewport.height} · median of ${runs} cold loads\n`)

type Row = Record<string, string>
const rows: Row[] = []
let failed = false
try {
  for (const route of pages) {
    const results: Run[] = []
    for (let i = 0; i < runs; i++) results.push(await measure(browser, server.origin, route))
    const m = {
      lcp: median(results.map((r) => r.lcp)),
      fcp: median(results.map((r) => r.fcp)),
      cls: median(results.map((r) => r.cls)),
      tbt: median(results.map((r) => r.tbt)),
      js: median(results.map((r) => r.jsKb)),
      css: median(results.map((r) => r.cssKb)),
      font: median(results.map((r) => r.fontKb)),
    }
    const checks = {
      LCP: m.lcp < BUDGET.lcpMs,
      CLS: m.cls < BUDGET.cls,
      TBT: m.tbt < BUDGET.tbtMs,
      JS: m.js <= BUDGET.jsKb,
      CSS: m.css <= BUDGET.cssKb,
    }
    const fails = Object.entries(checks)
      .filter(([, ok]) => !ok)
      .map(([k]) => k)
    if (fails.length) failed = true
    const outside = [...new Set(results.flatMap((r) => r.thirdParty))]
    if (opts.files) console.log(`${route}\n  ${results[0]!.files.join('\n  ')}\n`)
    rows.push({
      page: route.length > 34 ? `${route.slice(0, 33)}…` : route,
      'LCP ms': m.lcp.toFixed(0),
      'FCP ms': m.fcp.toFixed(0),
      CLS: m.cls.toFixed(3),
      'TBT ms': m.tbt.toFixed(0),
      'JS kB': m.js.toFixed(1),
      'CSS kB': m.css.toFixed(1),
      'font kB': m.font.toFixed(1),
      'JS files': String(results[0]!.jsFiles),
      'LCP element': results[0]!.lcpNode.slice(0, 28),
      'outside requests': outside.length ? outside.join(' ') : '—',
      result: fails.length ? `FAIL ${fails.join(', ')}` : 'pass',
    })
  }
} finally {
  await browser.close()
  server.close()
}

const columns = Object.keys(rows[0] ?? {})
const width = (c: string) => Math.max(c.length, ...rows.map((r) => r[c]!.length))
const line = (r: Row) => columns.map((c) => (/^(page|LCP element|outside requests|result)$/.test(c) ? r[c]!.padEnd(width(c)) : r[c]!.padStart(width(c)))).join('  ')
console.log(line(Object.fromEntries(columns.map((c) => [c, c]))))
console.log(columns.map((c) => '-'.repeat(width(c))).join('  '))
rows.forEach((r) => console.log(line(r)))
console.log(
  `\nBudgets: LCP < ${BUDGET.lcpMs} ms, CLS < ${BUDGET.cls}, TBT < ${BUDGET.tbtMs} ms, JS ≤ ${BUDGET.jsKb} kB gzip, CSS ≤ ${BUDGET.cssKb} kB gzip (first view, bytes on the wire).`,
)
console.log('Outside requests are blocked and listed; only the shop’s store script and configured analytics are allowed.')
if (failed && opts.strict) process.exit(1)
