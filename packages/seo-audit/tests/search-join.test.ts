/**
 * `joinSearchData`, the join the staff page runs: the same verdict on every exported URL as the audit's
 * `--search-data` (a page, a stub, a `_redirects` rule, or gone), from the same pages and files.
 */
import { describe, expect, it } from 'vitest'
import { auditSite, joinSearchData } from '../src/engine/index.ts'
import { parseSearchExport } from '../src/search-data/index.ts'
import { apiExport } from '../dev/search-export.ts'
import { page, SITE, stub } from './helpers.ts'

const files: Record<string, string> = {
  'index.html': page('/'),
  'blog.html': page('/blog'),
  'ar.html': page('/ar', { lang: 'ar' }),
  'old-shop.html': stub(`${SITE}/blog`),
}
const redirects = '/old-news/* /blog 301\n'
const row = (path: string, impressions: number) => ({ query: `q ${path}`, page: `${SITE}${path}`, clicks: 1, impressions, position: 5 })
const data = parseSearchExport([
  { name: 'api.json', data: apiExport([row('/', 500), row('/ar', 300), row('/old-shop', 120), row('/old-news/x', 90), row('/deleted', 900)]) },
])
const input = {
  pages: Object.entries(files).map(([file, html]) => ({ file, html })),
  files: [...Object.keys(files), '_redirects'],
  siteUrl: SITE,
  texts: { _redirects: redirects },
}

describe('joinSearchData', () => {
  it('joins an export with the build as the audit does: served, redirected by a stub or a _redirects rule, or gone', async () => {
    const joined = joinSearchData(input, data)
    expect(joined.gone.map((p) => p.path)).toEqual(['/deleted'])
    expect(joined.redirected.map((p) => [p.path, p.redirectTo])).toEqual([
      ['/old-shop', `${SITE}/blog`],
      ['/old-news/x', '/blog'],
    ])
    expect(joined.pages.filter((p) => p.status === 'served').map((p) => [p.path, p.lang])).toEqual([
      ['/', 'en'],
      ['/ar', 'ar'],
    ])
    // The audit with the same export reports exactly the URLs the join lost.
    const audit = await auditSite({ ...input, searchData: data })
    const lost = audit.warnings.filter((w) => w.rule === 'published-url-gone').map((w) => w.url)
    expect(lost).toEqual(joined.gone.map((p) => `${SITE}${p.path}`))
  })
})
