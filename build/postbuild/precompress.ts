/**
 * Every page also as `<page>.html.br`: its Brotli copy, made once at build time, for hosts that send a
 * file's precompressed copy when the browser accepts Brotli (`npm run serve`, nginx's `brotli_static`,
 * Caddy's `precompressed`, a bucket behind a CDN with the encoding set). Hosts that compress as they
 * send (Cloudflare, Netlify) ignore the copies and use their own quality, about 4–5.
 *
 * Why: a page's HTML is its first round trip. A new connection gets about 14.6 KB before the first
 * acknowledgement (TCP's initial window, ten segments of 1,460 bytes); a page one byte longer waits a
 * whole round trip more before the browser can paint it, 150 ms on slow 4G. At the quality a server
 * compresses with on the fly (4 here, the `compression` middleware's), the home page and the Arabic pages
 * were 15–16 KB with their headers; at 11 they are 12–13.5 KB. Quality 11 costs about 70 ms a page, so
 * a page that already fits at 5 (3 ms) keeps that copy: at 11 it would gain nothing a visitor sees.
 * Measured in docs/decisions/first-round-trip.md.
 */
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { listFiles } from '../lib/files.ts'
import { FileDigests, MemoFiles } from '../cache/memo.ts'

/** What a new connection delivers before its first acknowledgement: ten TCP segments of 1,460 bytes. */
export const FIRST_ROUND_TRIP_BYTES = 14_600
/** Room kept for the response's headers (the page's policy is most of them; under HTTP/2 they travel compressed). */
export const HEADER_ROOM_BYTES = 1_600

const brotli = promisify(zlib.brotliCompress)
const atQuality = (data: Buffer, quality: number) =>
  brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } })

/** A page's Brotli copy: quality 5 when that fits the first round trip with its headers, else 11. */
export async function brotliPage(html: Buffer): Promise<Buffer> {
  const quick = await atQuality(html, 5)
  return quick.length + HEADER_ROOM_BYTES <= FIRST_ROUND_TRIP_BYTES ? quick : atQuality(html, 11)
}

/**
 * Writes `<file>.br` beside every HTML file under `dir` (replacing any older copy). zlib compresses on
 * libuv's four threads, so four pages at a time spread over the machine's cores and no more than four
 * pages are held at once. `memo`: the copies of the last build, by the page's bytes, or by their identity when
 * `digests` is given (build/cache/memo.ts).
 */
export async function precompressPages(dir: string, memo = new MemoFiles(), digests?: FileDigests): Promise<{ pages: number; bytes: number }> {
  const pages = listFiles(dir).filter((f) => f.endsWith('.html'))
  let bytes = 0
  let next = 0
  const worker = async () => {
    while (next < pages.length) {
      const full = path.join(dir, pages[next++]!)
      const { size } = await memo.write(() => [digests ? digests.of(full) : fs.readFileSync(full)], `${full}.br`, () => brotliPage(fs.readFileSync(full)))
      bytes += size
    }
  }
  await Promise.all(Array.from({ length: 4 }, worker))
  return { pages: pages.length, bytes }
}
