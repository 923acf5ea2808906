/**
 * `npm run serve` (and every browser test) sends what a CDN sends: text
 * compressed with Brotli or gzip as the browser asks, images as they are.
 */
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSiteServer } from '../../../scripts/serve.ts'

let dir: string
let server: http.Server
let origin: string
const PAGE = `<!doctype html><html lang="en"><head><title>t</title></head><body>${'<p>Custom gaming PCs in Dubai.</p>'.repeat(200)}</body></html>`
const SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => ({ id: i, name: `row ${i}` })))}\n`
const IMAGE = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256))

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-test-'))
  fs.writeFileSync(path.join(dir, 'index.html'), PAGE)
  fs.writeFileSync(path.join(dir, 'faq.html'), PAGE)
  fs.mkdirSync(path.join(dir, 'assets'))
  fs.writeFileSync(path.join(dir, 'assets/app-abc123.js'), SCRIPT)
  fs.writeFileSync(path.join(dir, 'photo.webp'), IMAGE)
  fs.writeFileSync(path.join(dir, '_headers'), '/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n')
  server = createSiteServer(dir)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise((resolve) => {
    server.close(resolve)
    server.closeAllConnections()
  })
  fs.rmSync(dir, { recursive: true, force: true })
})

/** A raw GET (no automatic decompression), as a browser sending `acceptEncoding` would make it. */
function get(url: string, acceptEncoding?: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(origin + url, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      })
      .on('error', reject)
  })
}

describe('npm run serve compresses like a CDN', () => {
  it('sends pages and scripts Brotli-compressed to a browser that accepts br', async () => {
    for (const [url, original] of [['/faq', PAGE], ['/assets/app-abc123.js', SCRIPT]] as const) {
      const res = await get(url, 'gzip, deflate, br, zstd')
      expect(res.status, url).toBe(200)
      expect(res.headers['content-encoding'], url).toBe('br')
      expect(res.headers.vary, url).toMatch(/accept-encoding/i)
      expect(res.body.length, url).toBeLessThan(original.length / 3)
      expect(zlib.brotliDecompressSync(res.body).toString(), url).toBe(original)
    }
  })

  it('falls back to gzip, and to plain bytes for a client that asks for neither', async () => {
    const gzip = await get('/', 'gzip')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(PAGE)
    const plain = await get('/')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(PAGE)
  })

  it('keeps the _headers rules on compressed responses and the 404 page', async () => {
    const asset = await get('/assets/app-abc123.js', 'br')
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const missing = await get('/no-such-page', 'br')
    expect(missing.status).toBe(404)
  })

  it('leaves images alone (already compressed)', async () => {
    const res = await get('/photo.webp', 'gzip, br')
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.body.equals(IMAGE)).toBe(true)
  })
})
