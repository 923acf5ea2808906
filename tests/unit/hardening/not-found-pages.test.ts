/**
 * Each language's not-found page for its own missing addresses: `/ar/…` gets ar/404.html, everything else
 * 404.html, in the static server (`npm run serve`, the browser tests) and in `_redirects` (nginx:
 * nginx.test.ts). The browser test is in tests/browser/arabic-typesetting.test.ts.
 */
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSiteServer } from '../../../scripts/serve.ts'
import { redirectsFile } from '../../../build/postbuild/outputs.ts'
import { localeTable, notFoundPageFor, notFoundPages, switchTarget } from '../../../src/site/locales.ts'

describe('the not-found page of a path', () => {
  it('is the Arabic one under /ar and the English one elsewhere', () => {
    expect(notFoundPages().map((p) => [p.prefix, p.path])).toEqual([
      ['/ar/', '/ar/404'],
      ['/', '/404'],
    ])
    for (const p of ['/ar/no-such-page', '/ar/blog/x/y', '/ar']) expect(notFoundPageFor(p), p).toBe('/ar/404')
    for (const p of ['/no-such-page', '/arabic', '/blog/ar/x', '/']) expect(notFoundPageFor(p), p).toBe('/404')
  })

  it('has a language switcher that leads to the other language\'s home, not to its not-found page', () => {
    const table = localeTable({ static: [{ id: 'home', path: '/' }, { id: 'not-found', path: '/404' }], builds: [] }, {}, (slug) => `/blog/${slug}`)
    expect(table.get('/404')).toEqual({ en: '/404', ar: '/ar/404' })
    const home = () => '/'
    expect(switchTarget(table, '/404', 'en', 'ar', home)).toBe('/ar')
    expect(switchTarget(table, '/ar/404', 'ar', 'en', home)).toBe('/')
  })

  it('is a 404 rule in _redirects, last, after the 301s (Netlify; Cloudflare Pages skips it and finds ar/404.html itself)', () => {
    const file = redirectsFile([{ from: '/about', to: '/gaming-pc-builder-dubai' }], ['/pc-builds/'])
    expect(
      file
        .trim()
        .split('\n')
        .slice(1)
        .map((line) => line.split(/\s+/)),
    ).toEqual([
      ['/about', '/gaming-pc-builder-dubai', '301'],
      ['/pc-builds/*', '/blog/:splat', '301'],
      ['/ar/*', '/ar/404.html', '404'],
    ])
  })
})

describe('npm run serve answers a missing page in its language', () => {
  let dir: string
  let server: http.Server
  let origin: string
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'not-found-test-'))
    fs.mkdirSync(path.join(dir, 'ar'))
    fs.writeFileSync(path.join(dir, 'index.html'), 'home')
    fs.writeFileSync(path.join(dir, '404.html'), 'english not found')
    fs.writeFileSync(path.join(dir, 'ar/404.html'), 'arabic not found')
    fs.writeFileSync(path.join(dir, 'ar/contact-dubai.html'), 'arabic contact')
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

  it('sends ar/404.html with status 404 under /ar, 404.html elsewhere, and pages as they are', async () => {
    const get = async (p: string) => {
      const res = await fetch(origin + p)
      return [res.status, await res.text()]
    }
    await expect(get('/ar/does-not-exist')).resolves.toEqual([404, 'arabic not found'])
    await expect(get('/ar/blog/does-not-exist')).resolves.toEqual([404, 'arabic not found'])
    await expect(get('/does-not-exist')).resolves.toEqual([404, 'english not found'])
    await expect(get('/arabic')).resolves.toEqual([404, 'english not found'])
    await expect(get('/ar/contact-dubai')).resolves.toEqual([200, 'arabic contact'])
  })
})
