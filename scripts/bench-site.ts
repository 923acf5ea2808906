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
 * with pass/fail against the site's budgets (JavaScript: ours ≤ 20 KB gzip
 * besides the framework chunk, ≤ 110 KB in all). Then Lighthouse itself (12, mobile defaults:
 * simulated slow 4G, CPU ×4) runs on the same pages and prints performance, LCP, TBT, CLS,
 * transfer and the accessibility, best-practices and SEO scores against the targets in scripts/bench/lighthouse.ts.
 * Numbers, not tests: timings vary by machine, so nothing here runs in `npm test`.
 *
 *   npm run bench                       # dist/, 3 runs per page
 *   npm run bench -- --dist dist-x --runs 5 --strict   # exit 1 when a budget or target fails
 *   npm run bench -- --no-lighthouse    # only the throttled browser figures
 *
 * The site is served by `npm run serve`'s server (scripts/serve.ts): Brotli/gzip and `_headers`, like the CDN.
 */
import fs from 'node:fs'
import path from 'node:path'
import { Command } from 'commander'
import { launchBrowser, startSecureSite, startSite } from '../tests/browser/harness.ts'
import { CPU_SLOWDOWN, PHONE, firstTap, measure, median, type Run } from './bench/page-metrics.ts'
import { ROOT } from '../build/content/check.ts'
import { LIGHTHOUSE_TARGETS, RATIO_TARGETS, medianRun, missedRatios, missedTargets, startLighthouse, type LighthouseRun } from './bench/lighthouse.ts'
import { BARE_MENU_PATH, REFERENCE_PATH, benchCopies } from './bench/copies.ts'

/** JavaScript: a page loads only its islands; React (the hydrate chunk) only where an island needs it. */
const BUDGET = { lcpMs: 2500, cls: 0.05, tbtMs: 150, jsKb: 110, ownJsKb: 20, cssKb: 20, menuOpenMs: 300, menuOverBareMs: 100 }

const program = new Command()
  .name('bench-site')
  .option('--dist <dir>', 'built site to measure', process.env.SITE_DIST ?? 'dist')
  .option('--runs <n>', 'cold loads per page (the median is reported)', '3')
  .option('--pages <paths>', 'comma-separated site paths (default: home, blog, the builds listing, an English post, /ar, an Arabic post, contact in both languages, the chooser)')
  .option('--strict', 'exit with status 1 when a budget or a Lighthouse target fails')
  .option('--files', 'also list every script each page loads, with its gzip size')
  .option('--no-lighthouse', 'skip the Lighthouse runs')
  .option('--lighthouse-only', 'only the Lighthouse runs')
  .option('--http1', 'Lighthouse over plain HTTP/1.1 (gzip, every header on every response) instead of HTTPS and HTTP/2 as a CDN serves it')
  .parse()
const opts = program.opts<{ dist: string; runs: string; pages?: string; strict?: boolean; files?: boolean; lighthouse: boolean; lighthouseOnly?: boolean; http1?: boolean }>()
const DIST = path.resolve(ROOT, opts.dist)
if (!fs.existsSync(path.join(DIST, 'index.html'))) {
  console.error(`No build in ${opts.dist}/: run \`SITE_DIST=${opts.dist} npm run build\` first.`)
  process.exit(2)
}


function defaultPages(): string[] {
  const xml = fs.readFileSync(path.join(DIST, 'sitemap.xml'), 'utf8')
  const paths = [...xml.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]!)
  const post = paths.find((p) => p.startsWith('/blog/'))
  const arabicPost = paths.find((p) => p.startsWith('/ar/blog/'))
  const wanted = ['/', '/blog', '/gaming-pc-builds-dubai', post, '/ar', arabicPost, '/contact-dubai', '/ar/contact-dubai', '/gaming-pc-builder-tool']
  return wanted.filter((p): p is string => Boolean(p && paths.includes(p)))
}

// ---------------------------------------------------------------- main

const pages = opts.pages ? opts.pages.split(',').map((p) => p.trim()) : defaultPages()
const runs = Math.max(1, Number(opts.runs) || 3)
const server = await startSite(DIST)
const postPath = pages.find((p) => p.startsWith('/blog/')) ?? defaultPages().find((p) => p.startsWith('/blog/'))
if (!postPath) throw new Error('No post in the sitemap to make the reference page from')
// The yardsticks (no-script copies, the zero-JS reference, the bare menu page), served by the same server code.
const copies = await benchCopies(DIST, postPath)
const copiesServer = await startSite(copies.dir)
type Row = Record<string, string>
let failed = false
const printTable = (rows: Row[], left: RegExp) => {
  const columns = Object.keys(rows[0] ?? {})
  const width = (c: string) => Math.max(c.length, ...rows.map((r) => r[c]!.length))
  const line = (r: Row) => columns.map((c) => (left.test(c) ? r[c]!.padEnd(width(c)) : r[c]!.padStart(width(c)))).join('  ')
  console.log(line(Object.fromEntries(columns.map((c) => [c, c]))))
  console.log(columns.map((c) => '-'.repeat(width(c))).join('  '))
  rows.forEach((r) => console.log(line(r)))
}
if (!opts.lighthouseOnly) {
  const browser = await launchBrowser()
  console.log(`Benchmark of ${path.relative(ROOT, DIST)}/ · slow 4G (150 ms, 1.6 Mbps↓, 750 kbps↑), CPU ×${CPU_SLOWDOWN}, ${PHONE.viewport.width}×${PHONE.viewport.height} · median of ${runs} cold loads\n`)

  const rows: Row[] = []
  try {
    for (const route of pages) {
      const results: Run[] = []
      const taps: { visibleMs: number; openMs: number }[] = []
      const bareTaps: { visibleMs: number; openMs: number }[] = []
      for (let i = 0; i < runs; i++) {
        results.push(await measure(browser, DIST, server.origin, route))
        taps.push(await firstTap(browser, server.origin, route))
        bareTaps.push(await firstTap(browser, copiesServer.origin, BARE_MENU_PATH))
      }
      const m = {
        lcp: median(results.map((r) => r.lcp)),
        fcp: median(results.map((r) => r.fcp)),
        cls: median(results.map((r) => r.cls)),
        tbt: median(results.map((r) => r.tbt)),
        js: median(results.map((r) => r.jsKb)),
        ownJs: median(results.map((r) => r.ownJsKb)),
        css: median(results.map((r) => r.cssKb)),
        font: median(results.map((r) => r.fontKb)),
        menuVisible: median(taps.map((t) => t.visibleMs)),
        menuOpen: median(taps.map((t) => t.openMs)),
        bareMenuOpen: median(bareTaps.map((t) => t.openMs)),
      }
      const checks = {
        LCP: m.lcp < BUDGET.lcpMs,
        CLS: m.cls < BUDGET.cls,
        TBT: m.tbt < BUDGET.tbtMs,
        JS: m.js <= BUDGET.jsKb,
        'own JS': m.ownJs <= BUDGET.ownJsKb,
        CSS: m.css <= BUDGET.cssKb,
        menu: m.menuOpen <= BUDGET.menuOpenMs,
        'menu vs bare': m.menuOpen - m.bareMenuOpen <= BUDGET.menuOverBareMs,
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
        'own JS kB': m.ownJs.toFixed(1),
        'CSS kB': m.css.toFixed(1),
        'font kB': m.font.toFixed(1),
        'JS files': String(results[0]!.jsFiles),
        'menu visible ms': m.menuVisible.toFixed(0),
        'tap→open ms': Number.isFinite(m.menuOpen) ? m.menuOpen.toFixed(0) : 'lost',
        'bare menu ms': Number.isFinite(m.bareMenuOpen) ? m.bareMenuOpen.toFixed(0) : 'lost',
        'LCP element': results[0]!.lcpNode.slice(0, 28),
        'outside requests': outside.length ? outside.join(' ') : '—',
        result: fails.length ? `FAIL ${fails.join(', ')}` : 'pass',
      })
    }
  } finally {
    await browser.close()
  }

  printTable(rows, /^(page|LCP element|outside requests|result)$/)
  console.log(
    `\nBudgets: LCP < ${BUDGET.lcpMs} ms, CLS < ${BUDGET.cls}, TBT < ${BUDGET.tbtMs} ms, JS ≤ ${BUDGET.jsKb} kB gzip of which our own (all but React's hydrate chunk) ≤ ${BUDGET.ownJsKb} kB, CSS ≤ ${BUDGET.cssKb} kB gzip (first view, built files' gzip size; inline CSS counts in the HTML), the phone menu open ≤ ${BUDGET.menuOpenMs} ms after a tap made the moment its button shows, and at most ${BUDGET.menuOverBareMs} ms later than on a bare page holding only a popover menu (${BARE_MENU_PATH}, tapped by the same code after each of the page's taps).`,
  )
  console.log('Outside requests are blocked and listed; only the shop’s store script and configured analytics are allowed.')
}

// ---------------------------------------------------------------- Lighthouse, side by side

/**
 * The static-limit comparison, in one run: each page of the built site, the same page with every script
 * removed, and the zero-JS reference (one post as plain HTML with a classless stylesheet,
 * scripts/bench/copies.ts), interleaved run by run so the machine's load falls on all three alike.
 */
if (opts.lighthouse) {
  const t = LIGHTHOUSE_TARGETS
  console.log(`\nLighthouse 12, mobile defaults (simulated slow 4G, CPU ×4), outside requests blocked · median of ${runs} runs, interleaved`)
  // A CDN answers over HTTPS and HTTP/2: Chromium asks for Brotli only over HTTPS, and HTTP/2 compresses repeated headers.
  const [site, bare] = opts.http1 ? [server, await startSite(copies.dir)] : await Promise.all([startSecureSite(DIST), startSecureSite(copies.dir)])
  console.log(`Served ${opts.http1 ? 'over plain HTTP/1.1 (gzip)' : 'over HTTPS and HTTP/2 (Brotli), as a CDN serves it'}, with the site's _headers; "no JS" is the same build with every <script> removed; "reference" is ${postPath} as plain HTML with a classless stylesheet\n`)
  const lh = await startLighthouse()
  const lhRows: Row[] = []
  const flagged = new Map<string, number>()
  try {
    const results = new Map<string, { site: LighthouseRun[]; bare: LighthouseRun[] }>(pages.map((p) => [p, { site: [], bare: [] }]))
    const reference: LighthouseRun[] = []
    for (let i = 0; i < runs; i++) {
      process.stderr.write(`Lighthouse: reference, run ${i + 1}/${runs}\r`)
      reference.push(await lh.run(bare.origin + REFERENCE_PATH))
      for (const route of pages) {
        process.stderr.write(`Lighthouse: ${route}, run ${i + 1}/${runs}            \r`)
        results.get(route)!.site.push(await lh.run(site.origin + route))
        results.get(route)!.bare.push(await lh.run(bare.origin + route))
      }
    }
    const ref = medianRun(reference)
    const row = (page: string, m: LighthouseRun, extra: Row) => ({
      page: page.length > 34 ? `${page.slice(0, 33)}…` : page,
      perf: String(m.performance),
      'LCP s': (m.lcpMs / 1000).toFixed(2),
      'TBT ms': m.tbtMs.toFixed(0),
      CLS: m.cls.toFixed(3),
      'script kB': (m.scriptBytes / 1024).toFixed(1),
      'scripts': String(m.scriptFiles),
      'transfer kB': (m.transferBytes / 1024).toFixed(0),
      'a11y/BP/SEO': `${m.accessibility}/${m.bestPractices}/${m.seo}`,
      ...extra,
    })
    lhRows.push(row('reference (zero JS)', ref, { 'TBT − no JS': '', 'LCP ÷ no JS': '', 'TBT − ref': '', 'LCP ÷ ref': '', 'perf runs': reference.map((r) => r.performance).join('/'), result: '' }))
    for (const route of pages) {
      const m = medianRun(results.get(route)!.site)
      const b = medianRun(results.get(route)!.bare)
      const ratios = { tbtOverBare: m.tbtMs - b.tbtMs, lcpOverBare: m.lcpMs / b.lcpMs, tbtOverRef: m.tbtMs - ref.tbtMs, lcpOverRef: m.lcpMs / ref.lcpMs }
      const missed = [...missedTargets(m), ...missedRatios(ratios)]
      if (missed.length) failed = true
      m.opportunities.forEach((o) => flagged.set(o, (flagged.get(o) ?? 0) + 1))
      lhRows.push(
        row(route, m, {
          'TBT − no JS': `${ratios.tbtOverBare >= 0 ? '+' : ''}${ratios.tbtOverBare.toFixed(0)}`,
          'LCP ÷ no JS': ratios.lcpOverBare.toFixed(2),
          'TBT − ref': `${ratios.tbtOverRef >= 0 ? '+' : ''}${ratios.tbtOverRef.toFixed(0)}`,
          'LCP ÷ ref': ratios.lcpOverRef.toFixed(2),
          'perf runs': results.get(route)!.site.map((r) => r.performance).join('/'),
          result: missed.length ? `FAIL ${missed.join(', ')}` : 'pass',
        }),
      )
      lhRows.push(row(`  ${route.length > 24 ? `${route.slice(0, 23)}…` : route} no JS`, b, { 'TBT − no JS': '', 'LCP ÷ no JS': '', 'TBT − ref': '', 'LCP ÷ ref': '', 'perf runs': results.get(route)!.bare.map((r) => r.performance).join('/'), result: '' }))
    }
  } finally {
    await lh.close()
    if (site !== server) await site.close()
    await bare.close()
  }
  printTable(lhRows, /^(page|perf runs|result|a11y\/BP\/SEO)$/)
  console.log(
    `\nTargets: performance ≥ ${t.performance}; accessibility, best practices and SEO ${t.otherScores}; CLS ${t.cls}; transfer ≤ ${t.transferKb} kB; against the same page without scripts TBT ≤ +${RATIO_TARGETS.tbtOverBareMs} ms and LCP ≤ ×${RATIO_TARGETS.lcpOverBare}; against the reference TBT ≤ +${RATIO_TARGETS.tbtOverRefMs} ms and LCP ≤ ×${RATIO_TARGETS.lcpOverRef}.`,
  )
  if (flagged.size) console.log(`Flagged by Lighthouse (pages): ${[...flagged].map(([id, n]) => `${id} (${n})`).join(', ')}`)
}

await server.close()
await copiesServer.close()
copies.cleanup()
if (failed && opts.strict) process.exit(1)
