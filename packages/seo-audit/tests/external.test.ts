import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { blockedAddress } from '../src/cli/address-guard.ts'
import { backoffDelay, createExternalChecker, HostScheduler, parseRetryAfter } from '../src/cli/external.ts'
import type { AuditResult } from '../src/engine/index.ts'
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
    if (p.startsWith('/redirect?to=')) return send(302, { location: decodeURIComponent(p.slice('/redirect?to='.length)) })
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
    // On a fake clock: when each start is granted is then the scheduler's decision alone, not the machine's speed.
    vi.useFakeTimers()
    try {
      const scheduler = new HostScheduler(8, 2, 50)
      let active = 0
      let peak = 0
      const starts: number[] = []
      const all = Promise.all(
        Array.from({ length: 5 }, async () => {
          const release = await scheduler.acquire('a.example')
          starts.push(Date.now())
          active++
          peak = Math.max(peak, active)
          await new Promise((r) => setTimeout(r, 5))
          active--
          release()
        }),
      )
      await vi.runAllTimersAsync()
      await all
      expect(peak).toBeLessThanOrEqual(2)
      // Without the spacing the five would start at the same instant.
      expect(starts.slice(1).map((t, i) => t - starts[i]!)).toEqual([50, 50, 50, 50])
    } finally {
      vi.useRealTimers()
    }
  })

  it('retries a 5xx with backoff, gives up at once when Retry-After exceeds the cap, and reports refused connections as status 0', async () => {
    const checker = createExternalChecker({ backoffBaseMs: 10, spacingMs: 0, cache: null, allowPrivate: true })
    expect(await checker.check(`${server.origin}/flaky`)).toEqual({ status: 200 })
    expect(server.hits.filter((h) => h.path === '/flaky').map((h) => h.method)).toEqual(['HEAD', 'GET', 'HEAD'])
    const started = Date.now()
    const forever = await checker.check(`${server.origin}/rate-forever`)
    expect(forever).toEqual({ status: 429, note: 'Retry-After 120 s exceeds the 30 s cap' })
    // Given up at once: asked once, not after the 120 s it was told to wait (the bound is far from both).
    expect(server.count('/rate-forever')).toBe(1)
    expect(Date.now() - started).toBeLessThan(60_000)

    const closed = http.createServer()
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r))
    const port = (closed.address() as AddressInfo).port
    await new Promise<void>((r) => closed.close(() => r()))
    const refused = await createExternalChecker({ retries: 0, cache: null, allowPrivate: true }).check(`http://127.0.0.1:${port}/`)
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
    // /slow never answers; the others answer at once, however busy the machine, well within 3 s.
    const args = [dir, '--external', '--allow-private', '--timeout', '3000', '--format', 'json']

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
      ['external-unknown', 'notice', `${o}/slow`, 'Could not verify /slow (timed out after 3000 ms)'],
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

describe('seo-audit --external refuses private addresses', () => {
  it('knows loopback, private, link-local, CGNAT, unspecified and metadata addresses, also in IPv6 forms', () => {
    const refused = [
      '127.0.0.1', '127.8.9.10', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254',
      '100.64.0.1', '100.100.100.200', '0.0.0.0', '168.63.129.16', '::1', '::', 'fc00::1', 'fd00:ec2::254',
      'fe80::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:169.254.169.254', '[::ffff:a9fe:a9fe]', '64:ff9b::a00:1',
    ]
    for (const a of refused) expect([a, blockedAddress(a)]).toEqual([a, expect.any(String)])
    for (const a of ['8.8.8.8', '172.32.0.1', '100.128.0.1', '1.1.1.1', '2606:4700::1111', '::ffff:8.8.8.8', 'example.com']) {
      expect([a, blockedAddress(a)]).toEqual([a, null])
    }
  })

  it('skips links to 127.0.0.1, localhost and 169.254.169.254 without a single request; --allow-private checks them', { timeout: 30_000 }, async () => {
    server.reset()
    const port = new URL(server.origin).port
    const links = [`http://127.0.0.1:${port}/ok`, `http://localhost:${port}/ok-by-name`, 'http://169.254.169.254/latest/meta-data/']
    const dir = site({ 'blog.html': page('/blog', { body: links.map((l) => `<a href="${l}">x</a>`).join('\n') }) })
    const cwd = tmpDir()
    const run = await runCli([dir, '--external', '--timeout', '2000', '--format', 'json'], cwd)
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    const r = JSON.parse(run.stdout) as AuditResult
    expect(server.hits).toEqual([])
    expect(r.brokenLinks).toEqual([])
    expect(r.score).toBe(100)
    expect(r.warnings.map((w) => [w.rule, w.level, w.url])).toEqual(links.map((l) => ['external-skipped', 'notice', l]))
    expect(r.warnings.map((w) => w.message)).toEqual([
      `Not checked: ${links[0]} (loopback address 127.0.0.1, not requested (--allow-private allows it))`,
      expect.stringMatching(new RegExp(`^Not checked: ${links[1]} \\(localhost resolves to loopback address (127\\.0\\.0\\.1|::1), not requested`)),
      `Not checked: ${links[2]} (link-local address 169.254.169.254, not requested (--allow-private allows it))`,
    ])

    // Opted in, the local server is asked (the metadata address is left out: nothing answers it here).
    const allowed = await runCli([dir, '--external', '--allow-private', '--no-cache', '--ignore', 'http://169.254.*', '--format', 'json'], cwd)
    expect(allowed.code).toBe(0)
    expect(JSON.parse(allowed.stdout).warnings).toEqual([])
    expect(server.count('/ok')).toBe(1)
    expect(server.count('/ok-by-name')).toBe(1)
  })

  it('checks every redirect hop: a public page that redirects to a refused address is skipped there', async () => {
    // 127.0.0.2 plays the private network, 127.0.0.1 the public internet.
    const inner = http.createServer((_req, res) => res.end('secret'))
    let innerHits = 0
    inner.on('request', () => innerHits++)
    await new Promise<void>((r) => inner.listen(0, '127.0.0.2', r))
    const innerUrl = `http://127.0.0.2:${(inner.address() as AddressInfo).port}/admin`
    try {
      server.reset()
      const checker = createExternalChecker({
        cache: null,
        addressPolicy: (a) => (a === '127.0.0.2' ? 'private' : null),
      })
      const result = await checker.check(`${server.origin}/redirect?to=${encodeURIComponent(innerUrl)}`)
      expect(result).toEqual({ status: 0, skipped: true, note: 'private address 127.0.0.2, not requested (--allow-private allows it)' })
      expect(server.hits.map((h) => h.method)).toEqual(['HEAD'])
      expect(innerHits).toBe(0)
    } finally {
      await new Promise<void>((r) => inner.close(() => r()))
    }
  })
})
