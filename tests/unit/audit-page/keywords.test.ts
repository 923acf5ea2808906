import { describe, expect, it } from 'vitest'
import { analyseKeywords, normalizeText, opportunityFor, pageText } from '../../../src/features/audit-page/keywords.ts'

const page = (path: string, title: string, h1: string, description: string, body: string) =>
  pageText(path, `<!doctype html><html><head><title>${title}</title><meta name="description" content="${description}"></head><body><h1>${h1}</h1><main><p>${body}</p></main></body></html>`)

describe('keyword analysis', () => {
  const pages = [
    page('/', 'Custom Gaming PC Builder in Dubai', 'Custom gaming PCs, hand-built in Dubai', 'Gaming PC Dubai builds from 1,800 AED.', 'We build every gaming PC in Dubai.'),
    page('/blog/cooling', 'Water vs Air Cooling', 'Water vs air cooling', 'Which cooler for a 45°C summer?', 'Water cooling moves heat to a radiator.'),
  ]

  it('grades opportunity by difficulty: under 30 high, under 60 medium, else low', () => {
    expect([0, 29, 30, 59, 60, 100].map(opportunityFor)).toEqual(['high', 'high', 'medium', 'medium', 'low', 'low'])
  })

  it('matches whole phrases regardless of case, hyphens and punctuation', () => {
    expect(normalizeText('Gaming-PC, Dubai!')).toBe(' gaming pc dubai ')
    const [row] = analyseKeywords([{ keyword: 'gaming pc dubai', searchVolume: 100, difficulty: 40, competitorUrls: [] }], pages)
    expect(row!.coverage).toEqual({ title: [], h1: [], description: ['/'], body: [] })
    expect(row!.bestPage).toBe('/')
    expect(row!.suggestedAction).toBe('“gaming pc dubai” is in no title or h1: put it in the title and h1 of /.')
  })

  it('measures every placement and suggests from the gaps', () => {
    const [row] = analyseKeywords([{ keyword: 'water cooling', searchVolume: 320, difficulty: 35, competitorUrls: [] }], pages)
    expect(row!.coverage.body).toEqual(['/blog/cooling'])
    expect(row!.coverage.title).toEqual([])
    const [covered] = analyseKeywords([{ keyword: 'air cooling', searchVolume: 1, difficulty: 1, competitorUrls: [] }], pages)
    expect(covered!.coverage.title).toEqual(['/blog/cooling'])
    expect(covered!.suggestedAction).toBe('Add “air cooling” to the meta description of /blog/cooling.')
  })

  it('says when no page uses a keyword, never invents a ranking, and sorts by opportunity then volume', () => {
    const rows = analyseKeywords(
      [
        { keyword: 'rgb keyboards', searchVolume: 50, difficulty: 80, competitorUrls: [] },
        { keyword: 'water cooling', searchVolume: 10, difficulty: 10, competitorUrls: [] },
        { keyword: 'gaming pc', searchVolume: 900, difficulty: 10, competitorUrls: [] },
      ],
      pages,
    )
    expect(rows.map((r) => r.keyword)).toEqual(['gaming pc', 'water cooling', 'rgb keyboards'])
    expect(rows.every((r) => r.currentRanking === null)).toBe(true)
    expect(rows[2]!.suggestedAction).toBe('No page uses “rgb keyboards”: write a post or a page section that targets it.')
  })

  it('shows at most 15 keywords', () => {
    const many = Array.from({ length: 20 }, (_, i) => ({ keyword: `k${i}`, searchVolume: i, difficulty: 50, competitorUrls: [] }))
    expect(analyseKeywords(many, pages)).toHaveLength(15)
  })
})
