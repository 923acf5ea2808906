/**
 * `npm run serve`: serves dist/ the way a CDN does: clean URLs (`/faq` →
 * `faq.html`), `index.html`, `404.html` with status 404 for unknown paths
 * (`ar/404.html` under `/ar/`), no
 * trailing slashes (301 to the path without one), and the response headers of
 * the build's `_headers` file (Content-Security-Policy, caching), parsed the
 * way Netlify and Cloudflare Pages read it, and text compressed with Brotli or
 * gzip as the browser asks: a page's precompressed copy (`<page>.html.br`,
 * build/postbuild/precompress.ts) when there is one, else as it is sent
 * (`compression`, the middleware Express uses). Browser
 * tests use this server, so every page is tested under the real policy and the
 * real transfer.
 */
import http from 'node:http'
import http2 from 'node:http2'
import fs from 'node:fs'
import path from 'node:path'
import sirv from 'sirv'
import compression from 'compression'
import { ROOT } from '../build/content/check.ts'
import { headersFor, parseHeadersFile, type HeaderRule } from '../build/postbuild/headers.ts'
import { notFoundPageFor } from '../src/site/locales.ts'
import { htmlFileFor } from '../src/site/urls.ts'

/** Files a static host reads as configuration and never serves. */
const HOST_CONFIG = new Set(['/_headers', '/_redirects', '/nginx.conf'])

export interface SiteServerOptions {
  /** Re-read files and `_headers` on every request (tests that change the build while it is served). */
  live?: boolean
}

/**
 * The same site over HTTPS and HTTP/2, as a CDN serves it to a browser: Chromium asks for Brotli
 * only over HTTPS, and HTTP/2 compresses the headers that repeat on every response. The benchmark's
 * Lighthouse runs use it (with a self-signed certificate, build/lib/tls.ts); HTTP/1.1 clients are answered too.
 */
export function createSecureSiteServer(dir: string, tls: { key: Buffer; cert: Buffer }) {
  return http2.createSecureServer({ ...tls, allowHTTP1: true }, siteHandler(dir) as unknown as (req: http2.Http2ServerRequest, res: http2.Http2ServerResponse) => void)
}

export function createSiteServer(dir: string, options: SiteServerOptions = {}) {
  return http.createServer(siteHandler(dir, options))
}

/** One request handler for both servers. */
function siteHandler(dir: string, options: SiteServerOptions = {}) {
  const live = options.live ?? false
  const files = sirv(dir, { extensions: ['html'], dotfiles: false, etag: true, gzip: false, brotli: true, dev: live })
  const headersPath = path.join(dir, '_headers')
  const readRules = (): HeaderRule[] => (fs.existsSync(headersPath) ? parseHeadersFile(fs.readFileSync(headersPath, 'utf8')) : [])
  let rules = readRules()

  const sendNotFound = (res: http.ServerResponse, pathname: string) => {
    res.statusCode = 404
    for (const [k, v] of Object.entries(headersFor(rules, pathname))) res.setHeader(k, v)
    res.setHeader('Cache-Control', 'no-cache')
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    const notFound = path.join(dir, htmlFileFor(notFoundPageFor(pathname)))
    res.end(fs.existsSync(notFound) ? fs.readFileSync(notFound) : 'Not found')
  }

  // Brotli when the browser accepts it, else gzip; only compressible types (HTML, JS, CSS, JSON, SVG, XML) over 1 KB.
  const compress = compression() as unknown as (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void

  return (req: http.IncomingMessage, res: http.ServerResponse) => compress(req, res, () => serve(req, res))

  function serve(req: http.IncomingMessage, res: http.ServerResponse) {
    if (live) rules = readRules()
    const url = new URL(req.url ?? '/', 'http://localhost')
    let pathname = url.pathname
    try {
      pathname = decodeURI(pathname)
    } catch {
      /* keep the raw path; it will not match a file */
    }
    if (HOST_CONFIG.has(pathname)) return sendNotFound(res, pathname)
    if (pathname.length > 1 && pathname.endsWith('/')) {
      res.statusCode = 301
      res.setHeader('Location', `${url.pathname.replace(/\/+$/, '') || '/'}${url.search}`)
      return res.end()
    }
    for (const [k, v] of Object.entries(headersFor(rules, pathname))) res.setHeader(k, v)
    files(req, res, () => sendNotFound(res, pathname))
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = path.resolve(ROOT, process.argv[2] ?? 'dist')
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    console.error(`No build in ${path.relative(ROOT, dir) || dir}/: run npm run build first.`)
    process.exit(2)
  }
  const port = Number(process.env.PORT ?? 4173)
  createSiteServer(dir).listen(port, () => console.log(`Serving ${path.relative(ROOT, dir)}/ at http://localhost:${port}`))
}
