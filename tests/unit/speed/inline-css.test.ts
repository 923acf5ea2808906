import { describe, expect, it } from 'vitest'
import { checkContent } from '../../../scripts/lib/content.ts'
import { contentSecurityPolicy, cspHash, headerRules, headersFor, inlineStyleHashes, inlineStyles, MAX_INLINE_STYLE_HASHES } from '../../../scripts/lib/headers.ts'
import { inlineStylesheets } from '../../../scripts/lib/inline-css.ts'
import { stylesheetsOf } from '../../../scripts/lib/offline-page.ts'
import { ROOT } from '../content/helpers.ts'

const { data } = checkContent(ROOT)
const site = data.site
const styleSrc = (csp: string) => csp.split('; ').find((d) => d.startsWith('style-src ')) ?? ''

const page = `<head><meta charset="UTF-8"><link rel="stylesheet" crossorigin="" href="/assets/app-1.css"><link rel="icon" href="/favicon.svg"></head><body><p>x</p></body>`
const files: Record<string, string> = { '/assets/app-1.css': 'body{color:red}' }

describe('the site stylesheet inlined into the page', () => {
  it('replaces the render-blocking <link> with a <style> of the file, keeping its address', () => {
    const html = inlineStylesheets(page, (href) => files[href]!)
    expect(html).toBe(`<head><meta charset="UTF-8"><style data-href="/assets/app-1.css">body{color:red}</style><link rel="icon" href="/favicon.svg"></head><body><p>x</p></body>`)
    expect(inlineStyles(html)).toEqual(['body{color:red}'])
    // offline.html is made from the home page and still links the file.
    expect(stylesheetsOf(html)).toEqual(['/assets/app-1.css'])
  })

  it('leaves outside stylesheets alone and refuses CSS that would close the <style> early', () => {
    const outside = '<link rel="stylesheet" href="https://cdn.example/x.css">'
    expect(inlineStylesheets(outside, () => 'never')).toBe(outside)
    expect(() => inlineStylesheets(page, () => 'a{}</style><script>x()</script>')).toThrow('/assets/app-1.css: contains "</style"')
  })
})

describe('inline styles in the Content-Security-Policy', () => {
  const styleHash = cspHash('body{color:red}')

  it('allows the inlined stylesheet by its hash, and nothing else inline', () => {
    const csp = contentSecurityPolicy(site, [], [], [styleHash])
    expect(styleSrc(csp)).toBe(`style-src 'self' ${styleHash}`)
  })

  it("keeps the store's 'unsafe-inline' working: no hash where any inline style is allowed (a hash would switch it off)", () => {
    const csp = contentSecurityPolicy(site, [], ['store'], [styleHash])
    expect(styleSrc(csp)).toContain("'unsafe-inline'")
    expect(styleSrc(csp)).not.toContain('sha256')
  })

  it('every policy a page gets allows the inlined stylesheet', () => {
    const rules = headerRules(site, [], [{ path: '/' }, { path: '/blog/a' }, { path: '/gaming-pc-shop-dubai', needs: ['store'] }], [styleHash])
    for (const path of ['/', '/blog/a', '/gaming-pc-shop-dubai']) {
      const policy = headersFor(rules, path)['Content-Security-Policy']!
      expect(styleSrc(policy), path).toMatch(new RegExp(`${styleHash.replace(/[+/=]/g, '\\$&')}|'unsafe-inline'`))
    }
  })

  it('hashes the styles of the built pages; too many different ones fail the build naming the page', () => {
    const built = [1, 2].map((n) => ({ file: `p${n}.html`, html: `<style>a{}</style><noscript><style>b{}</style></noscript>` }))
    expect(inlineStyleHashes(built)).toEqual([cspHash('a{}')])
    const many = Array.from({ length: MAX_INLINE_STYLE_HASHES + 1 }, (_, i) => ({ file: `p${i}.html`, html: `<style>.c${i}{}</style>` }))
    expect(() => inlineStyleHashes(many)).toThrow(`p${MAX_INLINE_STYLE_HASHES}.html: this page brings the number of different inline stylesheets to ${MAX_INLINE_STYLE_HASHES + 1}`)
  })
})
