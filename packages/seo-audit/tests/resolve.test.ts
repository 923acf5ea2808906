import { describe, expect, it } from 'vitest'
import { resolveSitePath, sitePathForFile } from '../src/engine/resolve.ts'

const files = new Set([
  'index.html',
  'blog.html',
  'blog/some-post.html',
  'docs/index.html',
  'gaming-pc-faq.html',
  'sitemap.xml',
  'assets/app-abc.js',
  'images/foo.webp',
  '404.html',
])

describe('the static host: site path to file', () => {
  it.each([
    ['/', 'index.html'],
    ['/gaming-pc-faq', 'gaming-pc-faq.html'],
    ['/blog', 'blog.html'],
    ['/blog/some-post', 'blog/some-post.html'],
    ['/docs', 'docs/index.html'],
    ['/docs/', 'docs/index.html'],
    ['/blog/', 'blog.html'],
    ['/sitemap.xml', 'sitemap.xml'],
    ['/assets/app-abc.js', 'assets/app-abc.js'],
    ['/images/foo.webp', 'images/foo.webp'],
    ['/blog.html', 'blog.html'],
  ])('%s is served from %s', (p, file) => {
    expect(resolveSitePath(p, files)).toBe(file)
  })

  it.each(['/Blog', '/blog/missing', '/assets', '/../etc/passwd', '/blog/../blog', '//blog', '/a\\b', 'blog'])(
    '%s is not served (the host answers with 404.html)',
    (p) => {
      expect(resolveSitePath(p, files)).toBeNull()
    },
  )

  it('maps files back to the site paths they are served at', () => {
    expect(sitePathForFile('index.html')).toBe('/')
    expect(sitePathForFile('blog.html')).toBe('/blog')
    expect(sitePathForFile('blog/some-post.html')).toBe('/blog/some-post')
    expect(sitePathForFile('docs/index.html', files)).toBe('/docs/')
    expect(sitePathForFile('blog/index.html', new Set(['blog.html', 'blog/index.html']))).toBe('/blog/')
    expect(sitePathForFile('404.html')).toBe('/404')
  })

  it('puts the trailing slash where the chosen host does', () => {
    const both = new Set(['blog.html', 'blog/index.html', 'docs/index.html', 'about.html'])
    expect(sitePathForFile('docs/index.html', both, 'always')).toBe('/docs/')
    expect(sitePathForFile('about.html', both, 'always')).toBe('/about/')
    expect(sitePathForFile('blog.html', both, 'always')).toBe('/blog.html')
    expect(sitePathForFile('docs/index.html', both, 'never')).toBe('/docs')
    expect(sitePathForFile('blog/index.html', both, 'never')).toBe('/blog/')
    expect(sitePathForFile('about.html', both, 'never')).toBe('/about')
    expect(sitePathForFile('index.html', both, 'never')).toBe('/')
  })
})
