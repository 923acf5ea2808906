/**
 * External link checking for the CLI (`--external`): HEAD, then GET when HEAD
 * is refused (any answer of 400 or more but 429); a global and a per-host
 * concurrency limit with spacing between requests to one host; Retry-After
 * honoured on 429; retries with exponential backoff capped at 30 s; a timeout
 * per request; results cached on disk with a time-to-live. Each result is a status or the engine's
 * `noAnswer` (timeout, unreachable, refused): the engine's `classifyExternal` decides what it is, for
 * this checker and the /seo-audit page's alike (timeouts, 403 and 429 are notices, not broken links).
 * Loopback, private, link-local and metadata addresses are refused (see
 * address-guard.ts) unless `allowPrivate`; such links come back as `skipped`.
 * Requests go through node:http(s) rather than fetch, because fetch cannot
 * check the address a connection resolves to; redirects are followed here, hop by hop.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import https from 'node:https'
import type { LookupFunction } from 'node:net'
import path from 'node:path'
import { noAnswer, type ExternalCheckResult, type ExternalChecker } from '../engine/index.ts'
import { blockedAddress, BlockedAddressError, blockedLiteral, guardedLookup, type AddressPolicy } from './address-guard.ts'

export interface ExternalOptions {
  /** Requests in flight overall. */
  concurrency?: number
  /** Requests in flight per host. */
  perHost?: number
  /** Minimum time between two request starts to one host. */
  spacingMs?: number
  /** Per request (until the response headers arrive). */
  timeoutMs?: number
  /** Retries after a 429, a 5xx or a network error. */
  retries?: number
  backoffBaseMs?: number
  maxBackoffMs?: number
  /** Disk cache; `null` disables it. */
  cache?: { file: string; ttlMs: number } | null
  userAgent?: string
  /** Also request loopback, private, link-local and metadata addresses (off by default). */
  allowPrivate?: boolean
  /** Which addresses are refused (tests narrow it); default: address-guard's list. */
  addressPolicy?: AddressPolicy
}

export interface ExternalCheckerHandle {
  check: ExternalChecker
  /** Writes the cache (when changed). */
  flush(): Promise<void>
  readonly stats: { requests: number; cacheHits: number }
}

export const DEFAULTS = {
  concurrency: 8,
  perHost: 2,
  spacingMs: 100,
  timeoutMs: 10_000,
  retries: 2,
  backoffBaseMs: 500,
  maxBackoffMs: 30_000,
  maxRedirects: 10,
} as const

/**
 * HEAD is refused or mishandled by many servers (405, 501, but also 403 or 404
 * for HEAD only), so any HEAD answer of 400 or more is asked again with GET —
 * except 429, which is retried after waiting instead.
 */
function headRefused(status: number): boolean {
  return status >= 400 && status !== 429
}

interface CacheEntry {
  status: number
  note?: string
  checkedAt: number
  /** Answered by a private address (only with allowPrivate): not reused without it. */
  private?: true
}

/** Parses Retry-After (seconds or an HTTP date) into milliseconds. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined
  const v = value.trim()
  if (/^\d+$/.test(v)) return Number(v) * 1000
  const date = Date.parse(v)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}

export function backoffDelay(attempt: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** attempt)
}

/** Grants request slots: at most `global` in flight, `perHost` per host, `spacingMs` apart per host. */
export class HostScheduler {
  private active = 0
  private readonly hosts = new Map<string, { active: number; nextStart: number; queue: Array<() => void> }>()
  private timer: ReturnType<typeof setTimeout> | null = null

  constructor(
    private readonly global: number,
    private readonly perHost: number,
    private readonly spacingMs: number,
  ) {}

  acquire(host: string): Promise<() => void> {
    let h = this.hosts.get(host)
    if (!h) this.hosts.set(host, (h = { active: 0, nextStart: 0, queue: [] }))
    const state = h
    return new Promise((resolve) => {
      state.queue.push(() => {
        let released = false
        resolve(() => {
          if (released) return
          released = true
          state.active--
          this.active--
          this.pump()
        })
      })
      this.pump()
    })
  }

  private pump(): void {
    const now = Date.now()
    let wait = Number.POSITIVE_INFINITY
    for (const h of this.hosts.values()) {
      while (h.queue.length > 0 && this.active < this.global && h.active < this.perHost) {
        if (now < h.nextStart) {
          wait = Math.min(wait, h.nextStart - now)
          break
        }
        const start = h.queue.shift()!
        h.active++
        this.active++
        h.nextStart = now + this.spacingMs
        start()
      }
    }
    if (wait !== Number.POSITIVE_INFINITY && this.timer === null) {
      this.timer = setTimeout(() => {
        this.timer = null
        this.pump()
      }, wait)
    }
  }
}

type Attempt =
  | { done: true; result: ExternalCheckResult }
  | { done: false; result: ExternalCheckResult; retryAfterMs?: number }

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms))

function cacheable(r: ExternalCheckResult): boolean {
  return !r.unknown && r.status >= 200 && r.status < 500 && r.status !== 429 && r.status !== 408
}

export function createExternalChecker(options: ExternalOptions = {}): ExternalCheckerHandle {
  const o = { ...DEFAULTS, ...stripUndefined(options) }
  const userAgent = options.userAgent ?? 'seo-audit/1.0 (link checker)'
  const scheduler = new HostScheduler(o.concurrency, o.perHost, o.spacingMs)
  const stats = { requests: 0, cacheHits: 0 }
  const inflight = new Map<string, Promise<ExternalCheckResult>>()

  const cacheConf = options.cache ?? null
  let cache: Record<string, CacheEntry> = {}
  let dirty = false
  if (cacheConf) {
    try {
      const parsed = JSON.parse(readFileSync(cacheConf.file, 'utf8')) as { entries?: Record<string, CacheEntry> }
      if (parsed && typeof parsed.entries === 'object' && parsed.entries) cache = parsed.entries
    } catch {
      cache = {} // missing or corrupt: start empty
    }
  }

  const policy = options.addressPolicy ?? blockedAddress
  const lookup: LookupFunction | undefined = options.allowPrivate ? undefined : guardedLookup(policy)
  /** URLs whose answer came from a private address (with allowPrivate), so the cache can tell. */
  const viaPrivate = new Set<string>()

  async function request(url: string, method: 'HEAD' | 'GET'): Promise<{ status: number; retryAfter: string | null }> {
    const ac = new AbortController()
    const timer = setTimeout(() => ac.abort(), o.timeoutMs)
    try {
      let current = new URL(url)
      for (let hop = 0; ; hop++) {
        if (!options.allowPrivate) {
          const refused = blockedLiteral(current, policy)
          if (refused) throw refused
        }
        stats.requests++
        const res = await send(current, method, ac.signal, lookup, userAgent)
        if (res.remoteAddress && policy(res.remoteAddress)) viaPrivate.add(url)
        if (res.status >= 300 && res.status < 400 && res.location !== null) {
          if (hop >= o.maxRedirects) throw new Error(`more than ${o.maxRedirects} redirects`)
          current = new URL(res.location, current)
          if (current.protocol !== 'http:' && current.protocol !== 'https:') throw new Error(`redirect to ${current.protocol} URL`)
          continue
        }
        return { status: res.status, retryAfter: res.retryAfter }
      }
    } catch (e) {
      if (ac.signal.aborted) throw new TimeoutError()
      throw e
    } finally {
      clearTimeout(timer)
    }
  }

  async function attempt(url: string, host: string): Promise<Attempt> {
    const release = await scheduler.acquire(host)
    try {
      let res = await request(url, 'HEAD')
      let note: string | undefined
      if (headRefused(res.status)) {
        const head = res.status
        res = await request(url, 'GET')
        note = `HEAD ${head}, GET ${res.status}`
      }
      const result: ExternalCheckResult = note ? { status: res.status, note } : { status: res.status }
      if (res.status === 429) {
        const retryAfterMs = parseRetryAfter(res.retryAfter)
        return retryAfterMs === undefined ? { done: false, result } : { done: false, result, retryAfterMs }
      }
      if (res.status >= 500) return { done: false, result }
      return { done: true, result }
    } catch (e) {
      if (e instanceof BlockedAddressError) {
        return { done: true, result: noAnswer('refused', `${e.message}, not requested (--allow-private allows it)`) }
      }
      if (e instanceof TimeoutError) return { done: true, result: noAnswer('timeout', `timed out after ${o.timeoutMs} ms`) }
      // retried; after the last try, no server answered
      return { done: false, result: noAnswer('unreachable', networkReason(e)) }
    } finally {
      release()
    }
  }

  async function run(url: string): Promise<ExternalCheckResult> {
    let host: string
    try {
      host = new URL(url).host
    } catch {
      return noAnswer('unreachable', 'invalid URL')
    }
    for (let n = 0; ; n++) {
      const a = await attempt(url, host)
      if (a.done || n >= o.retries) return a.result
      const delay = a.retryAfterMs ?? backoffDelay(n, o.backoffBaseMs, o.maxBackoffMs)
      if (delay > o.maxBackoffMs) {
        return { ...a.result, note: `Retry-After ${Math.round(delay / 1000)} s exceeds the ${o.maxBackoffMs / 1000} s cap` }
      }
      await sleep(delay)
    }
  }

  const check: ExternalChecker = (url) => {
    if (cacheConf) {
      const hit = cache[url]
      if (hit && Date.now() - hit.checkedAt < cacheConf.ttlMs && (!hit.private || options.allowPrivate)) {
        stats.cacheHits++
        return Promise.resolve(hit.note ? { status: hit.status, note: hit.note } : { status: hit.status })
      }
    }
    let p = inflight.get(url)
    if (!p) {
      p = run(url).then((r) => {
        if (cacheConf && cacheable(r)) {
          cache[url] = {
            status: r.status,
            ...(r.note ? { note: r.note } : {}),
            checkedAt: Date.now(),
            ...(viaPrivate.has(url) ? { private: true as const } : {}),
          }
          dirty = true
        }
        return r
      })
      inflight.set(url, p)
    }
    return p
  }

  async function flush(): Promise<void> {
    if (!cacheConf || !dirty) return
    const now = Date.now()
    const entries: Record<string, CacheEntry> = {}
    for (const [url, e] of Object.entries(cache)) if (now - e.checkedAt < cacheConf.ttlMs) entries[url] = e
    mkdirSync(path.dirname(cacheConf.file), { recursive: true })
    const tmp = `${cacheConf.file}.${process.pid}.tmp`
    writeFileSync(tmp, JSON.stringify({ version: 1, entries }))
    renameSync(tmp, cacheConf.file)
    dirty = false
  }

  return { check, flush, stats }
}

class TimeoutError extends Error {}

interface Answer {
  status: number
  retryAfter: string | null
  location: string | null
  remoteAddress: string | undefined
}

/** One request, no redirects followed; the body is not read. */
function send(url: URL, method: 'HEAD' | 'GET', signal: AbortSignal, lookup: LookupFunction | undefined, userAgent: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http
    const req = client.request(
      url,
      { method, signal, agent: false, headers: { 'user-agent': userAgent, accept: '*/*' }, ...(lookup ? { lookup } : {}) },
      (res) => {
        const retryAfter = res.headers['retry-after']
        resolve({
          status: res.statusCode ?? 0,
          retryAfter: typeof retryAfter === 'string' ? retryAfter : null,
          location: res.headers.location ?? null,
          remoteAddress: res.socket?.remoteAddress,
        })
        res.destroy()
      },
    )
    req.on('error', reject)
    req.end()
  })
}

function networkReason(e: unknown): string {
  const err = e as { code?: string; cause?: { code?: string; message?: string } }
  return err?.code ?? err?.cause?.code ?? err?.cause?.message ?? (e instanceof Error ? e.message : String(e))
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>
}
