import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backoffDelay, createExternalChecker, HostScheduler, parseRetryAfter } from '../../../scripts/audit/external.ts'
import type { AuditResult } from '../../../src/audit/index.ts'
import { cleanupTmpDirs, runCli, site, tmpDir } from './cli-helpers.ts'
import { page } from './helpers.ts'

interface Hit {
  method: string
  path: string
  at: number
}

/** A server on 127.0.0.1 that plays every kind of external site. */
async function startServer() {
  const hits: Hit[] = []
  const seen = new Map<string, number>()
  const sockets = new Set<import('node:net').Socket>()
  const server = http.createServer((req, res) => {
    const p = req.url ?? '/'
    hits.push({ method: req.method ?? '', path: p, at: Date.now() })
    const n = (seen.get(p) ?? 0) + 1
    seen.set(p, n)
    const send = (status: number, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'text/html', ...headers })
      res.end(req.method === 'HEAD' ? undefined : `<p>${status}</p>`)
    }
    if (p.startsWith('/ok')) return send(200)
    if (p === '/missing') return send(404)
    if (p === '/head-refused') return req.method === 'HEAD' ? send(405) : send(200)
    if (p === '/rate-once') return n === 1 ? send(429, { 'retry-after': '1' }) : send(200)
    if (p === '/rate-always') return send(429, { 'retry-after': '0' })
    if (p === '/rate-forever') return send(429, { 'retry-after': '120' })
    if (p === '/flaky') return n <= 2 ? send(503) : send(200) // HEAD and GET fail, the retry works
    if (p === '/forbidden') return send(403)
    if (p === '/slow') return // never answers
    send(500)
  })
  server.on('connection', (s) => {
    sockets.add(s)
    s.on('close', () => sockets.delete(s))
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    hits,
    count: (p: string) => hits.filter((h) => h.path === p).length,
    reset: () => {
      hits.length = 0
      seen.clear()
    },
    close: () =>
      new Promise<void>((r) => {
        for (const s of sockets) s.destroy()
        server.close(() => r())
      }),
  }
}

let server: Awaited<ReturnType<typeof startServer>>
beforeAll(async () => {
  server = await startServer()
})
afterAll(async () => {
  await server.close()
  cleanupTmpDirs()
})

describe('external checker building blocks', () => {
  it('parses Retry-After as seconds or an HTTP date', () => {
    expect(parseRetryAfter('3')).toBe(3000)
    expect(parseRetryAfter('Wed, 21 Oct 2015 07:28:10 GMT', Date.parse('Wed, 21 Oct 2015 07:28:00 GMT'))).toBe(10_000)
    expect(parseRetryAfter('soon')).toBeUndefined()
    expect(parseRetryAfter(null)).toBeUndefined()
  })

  it('backs off exponentially, capped at 30 s', () => {
    expect([0, 1, 2, 3].map((n) => backoffDelay(n, 500, 30_000))).toEqual([500, 1000, 2000, 4000])
    expect(backoffDelay(12, 500, 30_000)).toBe(30_000)
  })

  it('limits requests per host and spaces them out', async () => {
    const scheduler = new HostScheduler(8, 2, 50)
    let active = 0
    let peak = 0
    const starts: number[] = []
    await Promise.all(
      Array.from({ length: 5 }, async () => {
        const release = await scheduler.acquire('a.example')
        starts.push(Date.now())
        active++
        peak = Math.max(peak, active)
        await new Promise((r) => setTimeout(r, 30))
        active--
        release()
      }),
    )
    expect(peak).toBeLessThanOrEqual(2)
    const gaps = starts.slice(1).map((t, i) => t - starts[i]!)
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(45)
  })

  it('retries a 5xx with backoff, gives up at once when Retry-After exceeds the cap, and reports refused connections as status 0', async () => {
    const checker = createExternalChecker({ backoffBaseMs: 10, spacingMs: 0, cache: null })
    expect(await checker.check(`${server.origin}/flaky`)).toEqual({ status: 200 })
    expect(server.hits.filter((h) => h.path === '/flaky').map((h) => h.method)).toEqual(['HEAD', 'GET', 'HEAD'])
    const started = Date.now()
    const forever = await checker.check(`${server.origin}/rate-forever`)
    expect(Date.now() - started).toBeLessThan(1000)
    expect(forever).toEqual({ status: 429, note: 'Retry-After 120 s exceeds the 30 s cap' })

    const closed = http.createServer()
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r))
    const port = (closed.address() as AddressInfo).port
    await new Promise<void>((r) => closed.close(() => r()))
    const refused = await createExternalChecker({ retries: 0, cache: null }).check(`http://127.0.0.1:${port}/`)
    expect(refused).toEqual({ status: 0, note: 'ECONNREFUSED' })
  })
})

describe('seo-audit --external (against servers on 127.0.0.1)', () => {
  it('HEAD then GET, Retry-After, 403/429/timeouts as unknown, and a disk cache', { timeout: 30_000 }, async () => {
    server.reset()
    const o = server.origin
    const dir = site({
      'blog.html': page('/blog', {
        body: [
          `<a href="${o}/ok">ok</a>`,
          `<a href="${o}/ok#fragment">ok, fragment</a>`,
          `<a href="${o}/missing">missing</a>`,
          `<a href="${o}/head-refused">head refused</a>`,
          `<a href="${o}/rate-once">rate once</a>`,
          `<a href="${o}/rate-always">rate always</a>`,
          `<a href="${o}/forbidden">forbidden</a>`,
          `<a href="${o}/slow">slow</a>`,
          `<img src="${o}/ok.png" alt="external image">`,
        ].join('\n'),
      }),
    })
    const cwd = tmpDir()
    const args = [dir, '--external', '--timeout', '500', '--format', 'json']

    const first = await runCli(args, cwd)
    expect(first.stderr).toBe('')
    expect(first.code).toBe(1)
    const r = JSON.parse(first.stdout) as AuditResult
    expect(r.brokenLinks.map((b) => [b.url, b.status, b.type, b.linkText])).toEqual([[`${o}/missing`, 404, 'external', 'missing']])
    expect(
      r.warnings.map((w) => [w.rule, w.level, w.url, w.message.replace(o, '')]),
    ).toEqual([
      ['external-unknown', 'notice', `${o}/rate-always`, 'Could not verify /rate-always (429 Too Many Requests)'],
      ['external-unknown', 'notice', `${o}/forbidden`, 'Could not verify /forbidden (403 Forbidden)'],
      ['external-unknown', 'notice', `${o}/slow`, 'Could not verify /slow (timed out after 500 ms)'],
    ])
    expect(r.score).toBe(95)

    // HEAD refused with 405, then GET
    expect(server.hits.filter((h) => h.path === '/head-refused').map((h) => h.method)).toEqual(['HEAD', 'GET'])
    // 403 and 404: HEAD, then GET, then reported (not retried further)
    expect(server.hits.filter((h) => h.path === '/forbidden').map((h) => h.method)).toEqual(['HEAD', 'GET'])
    expect(server.hits.filter((h) => h.path === '/missing').map((h) => h.method)).toEqual(['HEAD', 'GET'])
    // Retry-After: 1 honoured before the second try
    const rate = server.hits.filter((h) => h.path === '/rate-once')
    expect(rate).toHaveLength(2)
    expect(rate[1]!.at - rate[0]!.at).toBeGreaterThanOrEqual(950)
    // 429 every time: first try plus two retries
    expect(server.count('/rate-always')).toBe(3)
    // the fragment is stripped: /ok is asked once
    expect(server.count('/ok')).toBe(1)

    // Second run: definite answers come from the cache; unknowns are asked again.
    server.reset()
    const second = await runCli(args, cwd)
    expect(second.code).toBe(1)
    expect(JSON.parse(second.stdout).brokenLinks).toHaveLength(1)
    for (const p of ['/ok', '/ok.png', '/missing', '/head-refused', '/rate-once', '/forbidden']) expect(server.count(p)).toBe(0)
    expect(server.count('/rate-always')).toBe(3)
    expect(server.count('/slow')).toBe(1)

    // --no-cache asks again
    server.reset()
    await runCli([...args, '--no-cache', '--ignore', `${o}/rate-*`, '--ignore', `${o}/slow`], cwd)
    expect(server.count('/ok')).toBe(1)
    expect(server.count('/slow')).toBe(0)
    expect(path.isAbsolute(cwd)).toBe(true)
  })
})
