/**
 * Each defect the browser walks used to find on every route, planted in a page: the file checks that now
 * run on every page (tests/browser/page-checks.ts) name the page and the check.
 */
import { describe, expect, it } from 'vitest'
import { checkPageHtml } from '../../browser/page-checks.ts'

const BOOTSTRAP = '(()=>{page()})();'
const options = { inlineScripts: new Set([BOOTSTRAP]), exists: (p: string) => p === '/assets/island-share-abc.js' }

function page(main: string, { lang = 'en', dir = '', extra = '' } = {}) {
  return `<!doctype html><html lang="${lang}"${dir ? ` dir="${dir}"` : ''}><head><title>t</title></head><body><main>${main}</main>${extra}<script>${BOOTSTRAP}</script></body></html>`
}
const check = (html: string, route = '/blog/a-post') => checkPageHtml(html, route, options)

describe('the file checks over every page', () => {
  it('pass a sound page', () => {
    const html = page('<h1>A</h1><h2>B</h2><img src="/a.png" alt=""><div class="table-scroll"><table><tr><td>1</td></tr></table></div><falcon-island data-island="share" data-src="/assets/island-share-abc.js"></falcon-island>')
    expect(check(html)).toEqual([])
  })

  it('report a missing alt text', () => {
    expect(check(page('<h1>A</h1><img src="/a.png">'))).toEqual(['/blog/a-post: alt: <img src="/a.png"> has no alt'])
  })

  it('report a skipped heading and a second h1', () => {
    expect(check(page('<h1>A</h1><h3>C</h3>'))).toEqual(['/blog/a-post: headings: h1 followed by h3'])
    expect(check(page('<h1>A</h1><h1>B</h1>'))).toEqual(['/blog/a-post: headings: 2 h1 in main'])
  })

  it('report a 558 px table and a table a phone cannot scroll', () => {
    expect(check(page('<h1>A</h1><table style="min-width: 558px"><tr><td>1</td></tr></table>'))).toEqual([
      '/blog/a-post: width: a <table> outside a sideways-scrolling box (.table-scroll)',
      '/blog/a-post: width: <table> declared 558 px wide, wider than a 320 px screen',
    ])
  })

  it('report an inline script the build did not write', () => {
    expect(check(page('<h1>A</h1>', { extra: '<script>alert(1)</script>' }))).toEqual(['/blog/a-post: script: an inline script that the build did not write: alert(1)'])
  })

  it("report an island whose chunk is not in the build (a broken island)", () => {
    expect(check(page('<h1>A</h1><falcon-island data-island="quote" data-src="/assets/island-quote-gone.js"></falcon-island>'))).toEqual([
      '/blog/a-post: island: island "quote": /assets/island-quote-gone.js is not in the build',
    ])
  })

  it('report an Arabic page without dir="rtl"', () => {
    expect(check(page('<h1>A</h1>', { lang: 'ar' }), '/ar/blog/a-post')).toEqual(['/ar/blog/a-post: lang: lang="ar" dir=""'])
  })
})
