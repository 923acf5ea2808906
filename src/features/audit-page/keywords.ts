/**
 * Content analysis for the /seo-audit page: staff-maintained keyword data
 * (volume, difficulty) joined with coverage measured on the built pages.
 * Nothing here is estimated or random: what is not measured (rankings) is null.
 */
import { extractPage } from 'seo-audit'

export type Opportunity = 'high' | 'medium' | 'low'
export type Placement = 'title' | 'h1' | 'description' | 'body'

export interface KeywordInput {
  keyword: string
  searchVolume: number
  difficulty: number
  competitorUrls: string[]
}

export interface PageText {
  /** Site path, e.g. `/blog/some-post`. */
  path: string
  title: string
  h1: string
  description: string
  body: string
}

export interface KeywordAnalysis extends KeywordInput {
  /** Not measured by this site: always null (nothing invented: rankings are not tracked here). */
  currentRanking: null
  opportunity: Opportunity
  /** Site paths where the keyword appears, per placement. */
  coverage: Record<Placement, string[]>
  /** The page that uses the keyword in the most places, if any. */
  bestPage: string | null
  suggestedAction: string
}

/** SPEC section 9: difficulty under 30 is high opportunity, under 60 medium, else low. */
export function opportunityFor(difficulty: number): Opportunity {
  return difficulty < 30 ? 'high' : difficulty < 60 ? 'medium' : 'low'
}

/** Lower case, hyphens and punctuation as spaces, runs of space folded: "Gaming-PC, Dubai!" → "gaming pc dubai". */
export function normalizeText(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `
}

/** The text parts of one page that keyword coverage looks at. */
export function pageText(path: string, html: string): PageText {
  const facts = extractPage(html, { textMax: 200_000 })
  return { path, title: facts.title ?? '', h1: facts.h1.join(' '), description: facts.description ?? '', body: facts.textSample }
}

const PLACEMENTS: Placement[] = ['title', 'h1', 'description', 'body']

function suggest(keyword: string, coverage: Record<Placement, string[]>, best: string | null): string {
  const q = `“${keyword}”`
  const inHeading = new Set([...coverage.title, ...coverage.h1])
  if (!best) return `No page uses ${q}: write a post or a page section that targets it.`
  if (inHeading.size === 0) return `${q} is in no title or h1: put it in the title and h1 of ${best}.`
  if (coverage.title.length === 0) return `Add ${q} to the title of ${best}; it is already in its h1.`
  if (coverage.description.length === 0) return `Add ${q} to the meta description of ${best}.`
  return `Covered in title, heading and description (${inHeading.size} page${inHeading.size === 1 ? '' : 's'}): link to ${best} with ${q} as the link text.`
}

/** Joins keyword data with measured coverage, most promising first (opportunity, then volume). */
export function analyseKeywords(keywords: readonly KeywordInput[], pages: readonly PageText[], limit = 15): KeywordAnalysis[] {
  const normalized = pages.map((p) => ({ path: p.path, title: normalizeText(p.title), h1: normalizeText(p.h1), description: normalizeText(p.description), body: normalizeText(p.body) }))
  const rank: Record<Opportunity, number> = { high: 0, medium: 1, low: 2 }
  return keywords
    .slice(0, limit)
    .map((k) => {
      const needle = normalizeText(k.keyword)
      const coverage = { title: [], h1: [], description: [], body: [] } as Record<Placement, string[]>
      const score = new Map<string, number>()
      for (const page of normalized) {
        for (const place of PLACEMENTS) {
          if (!page[place].includes(needle)) continue
          coverage[place].push(page.path)
          score.set(page.path, (score.get(page.path) ?? 0) + (place === 'body' ? 1 : 2))
        }
      }
      const bestPage = [...score].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? null
      return { ...k, currentRanking: null, opportunity: opportunityFor(k.difficulty), coverage, bestPage, suggestedAction: suggest(k.keyword, coverage, bestPage) }
    })
    .sort((a, b) => rank[a.opportunity] - rank[b.opportunity] || b.searchVolume - a.searchVolume)
}
