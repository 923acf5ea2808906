import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import http from 'node:http'
import https from 'node:https'
import net from 'node:net'
import { spawn, spawnSync } from 'node:child_process'
import { afterAll, describe, expect, it } from 'vitest'
import { checkContent } from '../../../build/content/check.ts'
import { cspHash, headerRules } from '../../../build/postbuild/headers.ts'
import { nginxConfig } from '../../../build/postbuild/nginx.ts'
import { selfSignedCertificate } from '../../../build/lib/tls.ts'
import { redirectTable } from '../../../src/site/redirect-table.ts'
import { ROOT } from '../content/helpers.ts'

const { data, posts } = checkContent(ROOT)
const table = redirectTable(
  data,
  posts.map((p) => p.slug),
)
const rules = headerRules(data.site, [cspHash('a()')], [{ path: '/' }, { path: '/blog' }, { path: '/blog/x' }, { path: '/gaming-pc-shop-dubai', needs: ['store'] }])
// Everything nginx reads (certificate, key, prefix directory, site) lives in one directory this file
// creates and removes, so the test passes on a machine that has never run it.
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'falcon-nginx-test-'))
afterAll(() => fs.rmSync(work, { recursive: true, force: true }))
const { certFile: CERT, keyFile: KEY } = selfSignedCertificate(work, 'www.falconpc.ae')
const conf = nginxConfig(data.site, table, data.redirects.blogPrefixes, rules, { root: '/srv/site', certificate: CERT, certificateKey: KEY })

const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p))

describe('nginx server block', () => {
  it('maps every redirect of the table, the same table as the stubs and _redirects', () => {
    for (const r of table) expect(conf).toMatch(new RegExp(`\\n  ${r.from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} +${r.to};\\n`))
    expect(conf).toContain('return 301 $falcon_redirect$is_args$args;')
  })

  it('rewrites the old blog prefixes to /blog/ and drops trailing slashes', () => {
    expect(conf).toContain('location ~ ^/(?:gaming-pc-news-blog|gaming-pc-guide|pc-builds|gaming-news)/(.*)$ {\n    return 301 /blog/$1$is_args$args;')
    expect(conf).toContain('rewrite ^/(.+)/$ /$1 permanent;')
  })

  it('sends plain http and the bare domain to https on the canonical host', () => {
    expect(conf).toContain('server_name www.falconpc.ae falconpc.ae;\n  return 301 https://www.falconpc.ae$request_uri;')
  })

  it('serves clean URLs and the 404 page of the path\'s language with status 404', () => {
    expect(conf).toContain('try_files $uri $uri.html $uri/index.html =404;')
    expect(conf).toContain('map $uri $falcon_not_found {\n  ~^/ar(?:/|$) /ar/404.html;\n  default /404.html;\n}')
    expect(conf).toContain('error_page 404 $falcon_not_found;')
    expect(conf).toContain('location = /ar/404.html {\n    internal;')
  })

  it('repeats the security headers in every location that sets its own caching (nginx does not inherit them)', () => {
    const blocks = conf.split(/\n {2}location /).slice(1)
    const withCache = blocks.filter((b) => b.includes('Cache-Control'))
    expect(withCache.length).toBeGreaterThan(4)
    for (const b of withCache) expect(b, b.slice(0, 40)).toContain('add_header Content-Security-Policy')
    expect(conf).toContain('location ^~ /assets/ {')
    expect(conf).toContain('add_header Cache-Control "public, max-age=31536000, immutable" always;')
  })

  it.runIf(nginx)('passes nginx -t', () => {
    const dir = nginxDir(conf)
    const result = spawnSync(nginx!, ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf')], { encoding: 'utf8' })
    expect(result.stderr).toContain('syntax is ok')
    expect(result.status, result.stderr).toBe(0)
  })

  it.runIf(nginx)('answers like the other hosts when nginx runs it', async () => {
    const [httpPort, httpsPort] = await Promise.all([freePort(), freePort()])
    const site = fs.mkdtempSync(path.join(work, 'site-'))
    fs.chmodSync(site, 0o755)
    const page = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true })
      fs.writeFileSync(path.join(site, file), `<!doctype html><title>${text}</title><h1>${text}</h1>`)
    }
    page('index.html', 'home')
    page('blog.html', 'blog')
    page('gaming-pc-shop-dubai.html', 'shop')
    page('blog/water-vs-air-cooling-gaming-pc-dubai-2025.html', 'water')
    page('404.html', 'not found page')
    page('ar/404.html', 'arabic not found page')
    page('ar/contact-dubai.html', 'arabic contact')
    page('assets/app-abc123.js', 'js')
    page('_headers', 'secret')
    const dir = nginxDir(nginxConfig(data.site, table, data.redirects.blogPrefixes, rules, { root: site, certificate: CERT, certificateKey: KEY, httpPort, httpsPort }))
    const server = spawn(nginx!, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'ignore' })
    try {
      await waitForPort(httpsPort)
      const get = (p: string) => request(httpsPort, p)
      const home = await get('/')
      expect(home.status).toBe(200)
      expect(home.headers['content-security-policy']).toContain("script-src 'self' 'sha256-")
      expect(home.headers['strict-transport-security']).toMatch(/^max-age=/)
      expect(home.headers['cache-control']).toBe('public, max-age=0, must-revalidate')
      expect((await get('/blog')).body).toContain('<h1>blog</h1>')
      expect(home.headers['content-security-policy']).not.toContain('ecwid')
      const shop = await get('/gaming-pc-shop-dubai')
      expect(shop.body).toContain('<h1>shop</h1>')
      expect(shop.headers['content-security-policy']).toContain('https://app.ecwid.com')
      expect(shop.headers['cache-control']).toBe('public, max-age=0, must-revalidate')
      expect(shop.headers['x-frame-options']).toBe('DENY')
      expect((await get('/about?ref=x')).headers.location).toBe(`https://www.falconpc.ae:${httpsPort}/gaming-pc-builder-dubai?ref=x`)
      expect((await get('/blog/water-cooling-vs-air-cooling')).headers.location).toMatch(/\/blog\/water-vs-air-cooling-gaming-pc-dubai-2025$/)
      expect((await get('/pc-builds/some-post')).headers.location).toMatch(/\/blog\/some-post$/)
      expect((await get('/blog/')).headers.location).toMatch(/:\d+\/blog$/)
      const missing = await get('/totally-unknown')
      expect(missing.status).toBe(404)
      expect(missing.body).toContain('not found page')
      expect(missing.headers['content-security-policy']).toBeTruthy()
      expect(missing.body).not.toContain('arabic')
      for (const arabicPath of ['/ar/no-such-page', '/ar/blog/no-such-post']) {
        const arabic = await get(arabicPath)
        expect(arabic.status, arabicPath).toBe(404)
        expect(arabic.body, arabicPath).toContain('arabic not found page')
      }
      expect((await get('/ar/contact-dubai')).body).toContain('<h1>arabic contact</h1>')
      expect((await get('/arabic-gaming')).body).toContain('<h1>not found page</h1>')
      const asset = await get('/assets/app-abc123.js')
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(asset.headers['x-content-type-options']).toBe('nosniff')
      expect((await get('/_headers')).status).toBe(404)
      const plain = await request(httpPort, '/blog?x=1', false)
      expect(plain.status).toBe(301)
      expect(plain.headers.location).toBe(`https://www.falconpc.ae:${httpsPort}/blog?x=1`)
    } finally {
      server.kill('SIGTERM')
    }
  }, 20_000)
})

/** A prefix directory with a minimal nginx.conf that includes the generated server block. */
function nginxDir(serverBlock: string): string {
  const dir = fs.mkdtempSync(path.join(work, 'prefix-'))
  fs.writeFileSync(path.join(dir, 'site.conf'), serverBlock)
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    // As root, nginx's workers would run as nobody, who cannot enter a private temp dir (mkdtemp is 0700,
    // and so may TMPDIR be): they run as the user running the tests instead.
    `${process.getuid?.() === 0 ? 'user root;\n' : ''}pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\nhttp {\n  access_log off;\n  client_body_temp_path ${dir}/body;\n  proxy_temp_path ${dir}/proxy;\n  fastcgi_temp_path ${dir}/fastcgi;\n  uwsgi_temp_path ${dir}/uwsgi;\n  scgi_temp_path ${dir}/scgi;\n  include ${dir}/site.conf;\n}\n`,
  )
  return dir
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo
      s.close(() => resolve(port))
    })
  })
}

async function waitForPort(port: number) {
  for (let i = 0; i < 100; i++) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end()
        resolve(true)
      })
      socket.on('error', () => resolve(false))
    })
    if (ok) return
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`nginx did not listen on ${port}`)
}

function request(port: number, pathname: string, tls = true): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const options = { host: '127.0.0.1', port, path: pathname, headers: { host: 'www.falconpc.ae' }, servername: 'www.falconpc.ae', rejectUnauthorized: false }
    const req = (tls ? https : http).get(options, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (c: string) => (body += c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
    })
    req.on('error', reject)
  })
}
