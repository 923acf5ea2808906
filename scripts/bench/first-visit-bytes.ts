/**
 * What a first visit costs in bytes over the wire, with and without the service worker: `npm run serve`'s
 * server (compressed as the browser asks: gzip over HTTP) on each build directory given, a fresh Chromium
 * context per visit, once with service workers blocked and once with the worker installing in the
 * background; each visit lasts until its requests have settled for a second (islands started, the
 * worker's precache and CACHE_URLS hand-off done). Bytes are the encoded body plus headers Chromium
 * received (Playwright's `request.sizes()`), the page's and the worker's (sw.js, its precache, the files
 * it fetched for the page). Builds are visited interleaved (A, B, A, B...); medians are printed.
 *
 *   npx tsx scripts/bench/first-visit-bytes.ts --dirs dist,/tmp/dist-before --pages /,/blog --runs 3
 */
import http from 'node:http'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import { Command } from 'commander'
import { createSiteServer } from '../serve.ts'
import { launchBrowser } from '../../tests/browser/harness.ts'
import { median } from './page-metrics.ts'

interface Visit {
  page: number
  worker: number
  workerFiles: string[]
}
interface Pair {
  without: number
  with: Visit
}

const program = new Command()
  .requiredOption('--dirs <list>', 'build directories, comma-separated')
  .option('--pages <list>', 'paths, comma-separated', '/,/blog')
  .option('--runs <n>', 'visits per page and build', '3')
  .parse()
const opts = program.opts<{ dirs: string; pages: string; runs: string }>()
const dirs = opts.dirs.split(',').map((d) => path.resolve(d))
const pages = opts.pages.split(',')
const runs = Number(opts.runs)

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

const browser = await launchBrowser()
const servers = await Promise.all(
  dirs.map(async (dir) => {
    const server = createSiteServer(dir)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    return { dir, server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
  }),
)

/** The body's bytes as the server sends them to Chromium over HTTP (which asks for gzip and deflate, not Brotli). */
function encodedSize(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip, deflate' } }, (res) => {
        let size = 0
        res.on('data', (chunk: Buffer) => (size += chunk.length))
        res.on('end', () => resolve(size))
      })
      .on('error', reject)
  })
}

async function visit(origin: string, route: string, worker: boolean): Promise<Visit> {
  const context = await browser.newContext({ serviceWorkers: worker ? 'allow' : 'block' })
  const result: Visit = { page: 0, worker: 0, workerFiles: [] }
  let inFlight = 0
  let lastDone = Date.now()
  const jobs: Promise<void>[] = []
  context.on('request', (request) => {
    if (!request.url().startsWith(origin)) return
    const fromWorker = request.serviceWorker() !== null
    inFlight++
    jobs.push(
      request
        .response()
        .then((response) => response?.finished())
        .then(async () => {
          const s = await request.sizes()
          // Chromium reports no body size for the worker's own script: fetched again here, compressed as Chromium asks over HTTP.
          const body = new URL(request.url()).pathname === '/sw.js' ? await encodedSize(request.url()) : s.responseBodySize
          return body + s.responseHeadersSize
        })
        .then((bytes) => {
          if (fromWorker) {
            result.worker += bytes
            if (bytes > 0) result.workerFiles.push(`${new URL(request.url()).pathname} ${kb(bytes)}`)
          } else result.page += bytes
        })
        .catch(() => {})
        .finally(() => {
          inFlight--
          lastDone = Date.now()
        }),
    )
  })
  const page = await context.newPage()
  // tsx wraps named functions in `__name()`, which the page lacks (scripts/bench/page-metrics.ts).
  await page.addInitScript({ content: 'globalThis.__name ??= (f) => f' })
  await page.goto(origin + route, { waitUntil: 'load' })
  // The worker installed (its precache complete) and took the page over; then all requests settle.
  if (worker) {
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 })
    await page.waitForFunction(() => navigator.serviceWorker.ready.then((r) => r.active?.state === 'activated'))
  }
  while (inFlight > 0 || Date.now() - lastDone < 1000) await new Promise((r) => setTimeout(r, 100))
  await Promise.all(jobs)
  await context.close()
  return result
}

const results = new Map<string, Pair[]>()
for (let run = 0; run < runs; run++)
  for (const route of pages)
    for (const { dir, origin } of servers) {
      const key = `${dir} ${route}`
      const without = await visit(origin, route, false)
      const withWorker = await visit(origin, route, true)
      results.set(key, [...(results.get(key) ?? []), { without: without.page + without.worker, with: withWorker }])
    }

console.log('| build | page | without the worker | with it | the worker adds | of which its own requests |')
console.log('| --- | --- | --- | --- | --- | --- |')
for (const route of pages)
  for (const { dir } of servers) {
    const ps = results.get(`${dir} ${route}`)!
    const without = median(ps.map((p) => p.without))
    const total = median(ps.map((p) => p.with.page + p.with.worker))
    const own = median(ps.map((p) => p.with.worker))
    console.log(`| ${path.basename(dir)} | ${route} | ${kb(without)} | ${kb(total)} | ${kb(total - without)} | ${kb(own)} |`)
  }
for (const { dir } of servers) console.log(`\n${dir}, the worker's requests (last visit of ${pages.at(-1)}):\n  ${results.get(`${dir} ${pages.at(-1)}`)!.at(-1)!.with.workerFiles.join('\n  ')}`)

await browser.close()
await Promise.all(servers.map(({ server }) => new Promise((resolve) => server.close(resolve))))
