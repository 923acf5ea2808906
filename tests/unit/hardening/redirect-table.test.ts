import { describe, expect, it } from 'vitest'
import { checkContent } from '../../../build/content/check.ts'
import {
  legacyRedirectFor,
  legacyTables,
  normaliseLegacyPath,
  redirectTable,
  resolveLegacy,
  resolveLegacyPath,
  unknownPostMessage,
} from '../../../src/site/redirect-table.ts'
import { ROOT } from '../content/helpers.ts'

const { data, posts } = checkContent(ROOT)
const slugs = posts.map((p) => p.slug)
const tables = legacyTables(data, slugs)
const resolve = (p: string) => resolveLegacy(p, tables)
const oldSlugs = Object.entries(data.redirects.oldBlogSlugs)
const current = slugs[0]!
const prefixes = ['/gaming-pc-news-blog/', '/gaming-pc-guide/', '/pc-builds/', '/gaming-news/']

describe('resolveLegacy: old blog prefixes', () => {
  it('knows the four old prefixes from data/redirects.json', () => {
    expect(data.redirects.blogPrefixes).toEqual(prefixes)
  })

  for (const prefix of prefixes) {
    it(`sends ${prefix}{current slug} to the post`, () => {
      expect(resolve(`${prefix}${current}`)).toEqual({ kind: 'redirect', to: `/blog/${current}` })
    })
    it(`sends ${prefix}{old slug} through the old-to-new table`, () => {
      for (const [old, now] of oldSlugs) expect(resolve(`${prefix}${old}`), `${prefix}${old}`).toEqual({ kind: 'redirect', to: `/blog/${now}` })
    })
    it(`sends ${prefix}{unknown slug} to /blog, naming the slug`, () => {
      expect(resolve(`${prefix}no-such-post`)).toEqual({ kind: 'unknown-post', to: '/blog', slug: 'no-such-post' })
    })
    it(`sends ${prefix} with no slug to /blog`, () => {
      expect(resolve(prefix)).toEqual({ kind: 'redirect', to: '/blog' })
      expect(resolve(prefix.slice(0, -1))).toEqual({ kind: 'redirect', to: '/blog' })
    })
  }

  it('maps the water cooling post the issue names', () => {
    expect(resolve('/gaming-pc-guide/water-cooling-vs-air-cooling')).toEqual({ kind: 'redirect', to: '/blog/water-vs-air-cooling-gaming-pc-dubai-2025' })
  })

  it('every old slug points at a post that exists', () => {
    for (const [, now] of oldSlugs) expect(slugs).toContain(now)
  })
})

describe('resolveLegacy: /blog itself', () => {
  it('sends /blog/{old slug} to the new post and /blog/{unknown} to /blog', () => {
    for (const [old, now] of oldSlugs) expect(resolve(`/blog/${old}`)).toEqual({ kind: 'redirect', to: `/blog/${now}` })
    expect(resolve('/blog/never-written')).toEqual({ kind: 'unknown-post', to: '/blog', slug: 'never-written' })
  })

  it('resolves /blog and a current post to themselves (the caller then stays)', () => {
    expect(resolve('/blog')).toEqual({ kind: 'redirect', to: '/blog' })
    expect(resolve(`/blog/${current}`)).toEqual({ kind: 'redirect', to: `/blog/${current}` })
  })

  it('uses the first path segment after the prefix as the slug', () => {
    expect(resolve(`/pc-builds/${current}/amp`)).toEqual({ kind: 'redirect', to: `/blog/${current}` })
  })
})

describe('resolveLegacy: what people and old sites type', () => {
  it('ignores trailing and repeated slashes', () => {
    expect(resolve(`/pc-builds/${current}/`)).toEqual({ kind: 'redirect', to: `/blog/${current}` })
    expect(resolve(`//pc-builds//${current}`)).toEqual({ kind: 'redirect', to: `/blog/${current}` })
    expect(resolve('/about/')).toEqual({ kind: 'redirect', to: '/gaming-pc-builder-dubai' })
  })

  it('ignores upper case in prefixes, slugs, redirects and page paths', () => {
    expect(resolve('/PC-Builds/Water-Cooling-VS-Air-Cooling')).toEqual({ kind: 'redirect', to: '/blog/water-vs-air-cooling-gaming-pc-dubai-2025' })
    expect(resolve('/ABOUT')).toEqual({ kind: 'redirect', to: '/gaming-pc-builder-dubai' })
    expect(resolve('/Gaming-PC-FAQ')).toEqual({ kind: 'redirect', to: '/gaming-pc-faq' })
    expect(resolve(`/Blog/${current.toUpperCase()}`)).toEqual({ kind: 'redirect', to: `/blog/${current}` })
  })

  it('decodes percent-escapes and survives malformed ones', () => {
    const encoded = `/gaming-news/${encodeURIComponent('water-cooling-vs-air-cooling').replace(/-/g, '%2D')}`
    expect(resolve(encoded)).toEqual({ kind: 'redirect', to: '/blog/water-vs-air-cooling-gaming-pc-dubai-2025' })
    expect(resolve('/%70c-builds/x')).toEqual({ kind: 'unknown-post', to: '/blog', slug: 'x' })
    expect(resolve('/pc-builds/%E0%A4%A')).toEqual({ kind: 'unknown-post', to: '/blog', slug: '%e0%a4%a' })
    expect(resolve('/%E0%A4%A')).toEqual({ kind: 'not-found' })
  })

  it('drops .html and /index.html endings of old static sites', () => {
    expect(resolve(`/pc-builds/${current}.html`)).toEqual({ kind: 'redirect', to: `/blog/${current}` })
    expect(resolve('/gaming-pc-guide/index.html')).toEqual({ kind: 'redirect', to: '/blog' })
    expect(resolve('/faq.html')).toEqual({ kind: 'redirect', to: '/gaming-pc-faq' })
  })

  it('cuts off a query string or fragment if one is passed in', () => {
    expect(normaliseLegacyPath('/pc-builds/X?utm=1#top')).toBe('/pc-builds/x')
    expect(resolve('/about?ref=old')).toEqual({ kind: 'redirect', to: '/gaming-pc-builder-dubai' })
  })

  it('treats slugs that look like object keys as unknown', () => {
    expect(resolve('/pc-builds/constructor')).toEqual({ kind: 'unknown-post', to: '/blog', slug: 'constructor' })
    expect(resolve('/pc-builds/__proto__')).toEqual({ kind: 'unknown-post', to: '/blog', slug: '__proto__' })
  })
})

describe('resolveLegacy: unrelated paths', () => {
  it('answers not found for paths that are neither pages, redirects nor blog prefixes', () => {
    for (const p of ['/totally-unknown', '/blogger', '/pc-buildsx/y', '/gaming-newsletter', '/wp-admin', '/404', '/.env', '/assets/missing.js'])
      expect(resolve(p), p).toEqual({ kind: 'not-found' })
  })

  it('follows every exact redirect of the table', () => {
    for (const r of redirectTable(data, slugs)) expect(resolve(r.from), r.from).toEqual({ kind: 'redirect', to: r.to })
  })

  it('gives the same answer through resolveLegacyPath (site data in)', () => {
    expect(resolveLegacyPath('/pc-builds/high-end-gaming-pc-builds', data, slugs)).toEqual({ kind: 'redirect', to: '/blog/ultimate-high-end-gaming-pc-dubai-2025' })
  })
})

describe('legacyRedirectFor: what the 404 page does with its address', () => {
  const at = (pathname: string, search = '', hash = '') => legacyRedirectFor({ pathname, search, hash }, tables)

  it('keeps the query string and the fragment', () => {
    expect(at('/gaming-pc-guide/water-cooling-vs-air-cooling', '?utm_source=forum', '#costs')).toEqual({
      href: '/blog/water-vs-air-cooling-gaming-pc-dubai-2025?utm_source=forum#costs',
    })
  })

  it('names the unknown slug so it can be logged', () => {
    expect(at('/gaming-news/ghost-post', '?a=1')).toEqual({ href: '/blog?a=1', unknownSlug: 'ghost-post' })
    expect(unknownPostMessage('/gaming-news/ghost-post', 'ghost-post')).toBe(
      'Unknown blog post "ghost-post" (/gaming-news/ghost-post): no current or old slug matches, so it goes to /blog.',
    )
  })

  it('stays on a not-found path and never redirects a page to itself', () => {
    expect(at('/totally-unknown')).toBeNull()
    expect(at('/blog')).toBeNull()
    expect(at(`/blog/${current}`)).toBeNull()
    expect(at('/blog/')).toEqual({ href: '/blog' })
  })
})
