/**
 * Per-page facts made independent of the page's HTML, so a reader can drop the HTML once a page is
 * extracted and hold only what the rules need: memory then grows with the facts, not with the bytes
 * read. V8 keeps a substring (13+ characters) as a slice of its parent string, so a fact cut out of a
 * 2 MB page would keep all 2 MB alive; each string is copied flat here, and link URLs and anchor
 * texts, which repeat across pages, are kept once.
 */
import { THIN_CONTENT } from './search-limits.ts'
import type { LinkRef, PackedLinks, PageFacts } from './types.ts'
import { NO_TEXT } from './link-table.ts'
import { flat, type StringPool } from './string-pool.ts'



/** Link `i` of a page as the object the extractor made (for a finding, a test, a use of an external URL). */
export function packedLink(p: PackedLinks, i: number): LinkRef {
  const t = p.pool.links
  const j = p.start + i
  const code = t.field(j, 3)
  const kind = t.kind(code)
  const text = t.field(j, 1)
  const link: LinkRef = { url: p.pool.strings[t.field(j, 0)]!, role: t.role(code), tag: t.tag(code), text: text === NO_TEXT ? '' : p.pool.strings[text]!, offset: t.field(j, 2) }
  if (kind !== undefined) link.kind = kind
  return link
}

/** Every link of a page, packed or not, as objects. */
export function linksOf(facts: PageFacts): LinkRef[] {
  const p = facts.packedLinks
  if (!p) return facts.links
  const out: LinkRef[] = []
  for (let i = 0; i < p.end - p.start; i++) out.push(packedLink(p, i))
  return out
}

const flatOrNull = (s: string | null): string | null => (s === null ? null : flat(s))
const pooledOrNull = (s: string | null, pool: StringPool): string | null => (s === null ? null : pool.get(s))

/**
 * Rewrites the facts in place with flat, pooled strings; the links move to the pool's link table
 * (`packedLinks`, and `links` is left empty), unless the extractor put them there (`ExtractOptions.pool`); the text sample is kept only for a thin page, the one
 * place a rule reads it.
 */
export function compactFacts(facts: PageFacts, pool: StringPool, options: { dropLinkText?: boolean } = {}): PageFacts {
  if (!facts.packedLinks) {
    const table = pool.links
    const start = table.length
    const dropText = options.dropLinkText === true
    for (const link of facts.links) {
      // URLs and anchor texts ("source", "Read more") repeat across pages; `tag` is one of the extractor's own names
      table.push(pool.id(link.url), dropText ? NO_TEXT : pool.id(link.text), link.offset, link.role, link.kind, link.tag)
    }
    facts.links = []
    facts.packedLinks = { pool, start, end: table.length }
  }
  facts.ids = pool.idSet(facts.ids) // rustdoc's `method.new`, `implementations` are on thousands of pages
  facts.lang = flatOrNull(facts.lang)
  facts.dir = flatOrNull(facts.dir)
  facts.title = flatOrNull(facts.title)
  facts.description = flatOrNull(facts.description)
  facts.robots = facts.robots.map((r) => pool.get(r))
  facts.canonicals = facts.canonicals.map((c) => ({ href: pool.get(c.href), offset: c.offset }))
  facts.baseHref = flatOrNull(facts.baseHref)
  facts.h1 = facts.h1.map(flat)
  for (const img of facts.imagesWithoutAlt) img.src = pool.get(img.src)
  for (const j of facts.jsonLd) j.text = pool.get(j.text) // the site's Organization block is on every page
  facts.location = flatOrNull(facts.location)
  if (facts.clientRedirect) facts.clientRedirect.url = flat(facts.clientRedirect.url)
  // Read only for a thin page (the soft-404 wording check): a page with more text keeps its length alone.
  facts.textSample = facts.textLength < THIN_CONTENT ? flat(facts.textSample) : ''
  const og = facts.ogImage
  facts.ogImage = { url: pooledOrNull(og.url, pool), alt: flatOrNull(og.alt), width: pooledOrNull(og.width, pool), height: pooledOrNull(og.height, pool) }
  for (const v of facts.programmingValues) {
    v.value = pool.get(v.value)
    v.context = flat(v.context)
  }
  for (const h of facts.hreflang) {
    h.lang = pool.get(h.lang)
    h.href = pool.get(h.href) // the same set of alternates is on every page of a cluster
  }
  return facts
}
