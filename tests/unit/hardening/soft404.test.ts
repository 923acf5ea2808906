// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { applyVerdict, judgePage, snapshotPage, INDEX, NOINDEX, SOFT_404_PHRASES, type PageSnapshot } from '../../../src/features/seo-runtime/soft404.ts'

const words = 'A proper page about custom gaming PCs in Dubai, with enough words in its main content to be useful to a visitor.'
const page = (over: Partial<PageSnapshot> = {}): PageSnapshot => ({ path: '/blog', title: 'Blog | Falcon PC', h1: 'Gaming PC blog', mainText: words, declaredNotFound: false, ...over })
const known = { known: true, indexable: true, canonical: 'https://www.falconpc.ae/blog' }

describe('judgePage', () => {
  it('keeps an ordinary page indexable with its canonical, without warnings', () => {
    expect(judgePage(page(), known)).toEqual({ notFound: false, robots: INDEX, canonical: known.canonical, warnings: [] })
  })

  it('marks the not-found page noindex, nofollow and drops its canonical, silently', () => {
    const verdict = { notFound: true, robots: NOINDEX, canonical: 'remove', warnings: [] }
    expect(judgePage(page({ declaredNotFound: true, h1: 'Page Not Found' }), known)).toEqual(verdict)
    expect(judgePage(page(), { known: false, indexable: false })).toEqual(verdict)
    expect(judgePage(page({ h1: 'Error 404' }), known)).toEqual(verdict)
  })

  it('catches each soft-404 text in a real page and warns', () => {
    // "error 404" has a 404 in the heading: that page is treated as the not-found page (above).
    for (const phrase of SOFT_404_PHRASES.filter((p) => !p.includes('404'))) {
      const verdict = judgePage(page({ h1: `Sorry: ${phrase.toUpperCase()}` }), known)
      expect(verdict.robots, phrase).toBe(NOINDEX)
      expect(verdict.canonical).toBe('remove')
      expect(verdict.warnings).toEqual([
        `Soft 404: /blog reads like a missing page ("${phrase}" in its title or heading), so it is marked noindex, nofollow. Fix the page or remove it.`,
      ])
    }
  })

  it('warns about thin content but leaves it indexable', () => {
    const verdict = judgePage(page({ mainText: 'Too short.' }), known)
    expect(verdict.robots).toBe(INDEX)
    expect(verdict.warnings).toEqual(['Thin content: /blog has 10 characters of main content (under 100); search engines may treat it as a soft 404.'])
    expect(judgePage(page({ mainText: 'x'.repeat(100) }), known).warnings).toEqual([])
  })

  it('leaves a page that is noindex on purpose (the audit page) as rendered', () => {
    expect(judgePage(page({ mainText: '' }), { known: true, indexable: false })).toEqual({ notFound: false, robots: null, canonical: null, warnings: [] })
  })
})

describe('snapshotPage and applyVerdict on a document', () => {
  const setUp = (head: string, body: string) => {
    document.head.innerHTML = head
    document.body.innerHTML = body
  }

  it('reads the title, the heading, the main text and the 404 marker', () => {
    setUp('<title>Nope</title><meta name="prerender-status-code" content="404">', '<header><h1>Logo</h1></header><main><h1> Page   Not Found </h1><p>Gone.</p></main>')
    expect(snapshotPage(document, '/x')).toEqual({ path: '/x', title: 'Nope', h1: 'Page Not Found', mainText: 'Page Not Found Gone.', declaredNotFound: true })
  })

  it('sets noindex, removes the canonical and prints the warnings', () => {
    setUp('<meta name="robots" content="index, follow"><link rel="canonical" href="https://www.falconpc.ae/x">', '<main></main>')
    const warned: string[] = []
    applyVerdict(document, { notFound: true, robots: NOINDEX, canonical: 'remove', warnings: ['w'] }, { warn: (m: string) => warned.push(m) })
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow')
    expect(document.querySelector('link[rel="canonical"]')).toBeNull()
    expect(warned).toEqual(['w'])
  })

  it('restores index, follow and the canonical on a real page', () => {
    setUp('<meta name="robots" content="noindex, nofollow">', '<main></main>')
    applyVerdict(document, { notFound: false, robots: INDEX, canonical: 'https://www.falconpc.ae/blog', warnings: [] })
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('index, follow')
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://www.falconpc.ae/blog')
  })
})
