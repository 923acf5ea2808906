/**
 * `npm run serve`: serves dist/ the way a CDN does: clean URLs (`/faq` →
 * `faq.html`), `index.html`, and `404.html` with status 404 for unknown paths.
 */
import http from 'node:http'
import fs from 'node:fs'
import path from 'node:path'
import sirv from 'sirv'
import { ROOT } from './lib/content.ts'

export function createSiteServer(dir: string) {
  const files = sirv(dir, { extensions: ['html'], dotfiles: false, etag: true, gzip: false, brotli: false })
  const notFound = path.join(dir, '404.html')
  return http.createServer((req, res) => {
    files(req, res, () => {
      res.statusCode = 404
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      res.end(fs.existsSync(notFound) ? fs.readFileSync(notFound) : 'Not found')
    })
  })
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
