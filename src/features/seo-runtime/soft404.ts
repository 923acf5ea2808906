/**
 * The soft-404 check (SPEC sections 4 and 8), as a pure judgement over what the
 * page shows, so it can be tested without a browser. The component applies it
 * 500 ms after each route change.
 */
export const THIN_CONTENT_CHARS = 100
export const SOFT_404_PHRASES = ['page not found', 'error 404', 'not found', 'does not exist', 'no results found', 'coming soon', 'under construction'] as const

export const NOINDEX = 'noindex, nofollow'
export const INDEX = 'index, follow'

export interface PageSnapshot {
  /** Location pathname. */
  path: string
  title: string
  h1: string
  /** Text of `<main>`, whitespace collapsed. */
  mainText: string
  /** The page says it is the not-found page (`<meta name="prerender-status-code" content="404">`). */
  declaredNotFound: boolean
}

/** What the page table says about a path: unknown paths render the `*` route. */
export interface PageExpectation {
  known: boolean
  indexable: boolean
  /** Absolute canonical URL of a known page. */
  canonical?: string
}

export interface Verdict {
  notFound: boolean
  /** The robots content the page must carry, or null to leave it as rendered. */
  robots: typeof NOINDEX | typeof INDEX | null
  /** A canonical URL to ensure, `remove`, or null to leave it. */
  canonical: string | 'remove' | null
  warnings: string[]
}

export function soft404Phrase(text: string): string | undefined {
  const t = text.toLowerCase()
  return SOFT_404_PHRASES.find((p) => t.includes(p))
}

export function judgePage(page: PageSnapshot, expected: PageExpectation): Verdict {
  const notFound = page.declaredNotFound || !expected.known || /\b404\b/.test(page.h1)
  if (notFound) return { notFound, robots: NOINDEX, canonical: 'remove', warnings: [] }
  const phrase = soft404Phrase(`${page.h1}\n${page.title}`)
  if (phrase)
    return {
      notFound: true,
      robots: NOINDEX,
      canonical: 'remove',
      warnings: [`Soft 404: ${page.path} reads like a missing page ("${phrase}" in its title or heading), so it is marked noindex, nofollow. Fix the page or remove it.`],
    }
  if (!expected.indexable) return { notFound, robots: null, canonical: null, warnings: [] }
  const warnings =
    page.mainText.length < THIN_CONTENT_CHARS
      ? [`Thin content: ${page.path} has ${page.mainText.length} characters of main content (under ${THIN_CONTENT_CHARS}); search engines may treat it as a soft 404.`]
      : []
  return { notFound, robots: INDEX, canonical: expected.canonical ?? null, warnings }
}

/** What the check reads from the rendered page. */
export function snapshotPage(doc: Document, path: string): PageSnapshot {
  const text = (el: Element | null) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim()
  return {
    path,
    title: doc.title,
    h1: text(doc.querySelector('main h1') ?? doc.querySelector('h1')),
    mainText: text(doc.querySelector('main')),
    declaredNotFound: doc.querySelector('meta[name="prerender-status-code"][content="404"]') !== null,
  }
}

/** Puts the verdict into the head: the robots meta, the canonical link; prints the warnings. */
export function applyVerdict(doc: Document, verdict: Verdict, log: Pick<Console, 'warn'> = console) {
  const head = doc.head
  if (verdict.robots) {
    let robots = head.querySelector<HTMLMetaElement>('meta[name="robots"]')
    if (!robots) {
      robots = doc.createElement('meta')
      robots.name = 'robots'
      head.append(robots)
    }
    if (robots.content !== verdict.robots) robots.content = verdict.robots
  }
  const canonical = head.querySelector<HTMLLinkElement>('link[rel="canonical"]')
  if (verdict.canonical === 'remove') canonical?.remove()
  else if (verdict.canonical) {
    if (!canonical) {
      const link = doc.createElement('link')
      link.rel = 'canonical'
      link.href = verdict.canonical
      head.append(link)
    } else if (canonical.href !== verdict.canonical) canonical.href = verdict.canonical
  }
  for (const warning of verdict.warnings) log.warn(warning)
}
