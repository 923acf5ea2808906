/**
 * Per-page facts made independent of the page's HTML, so a reader can drop the HTML once a page is
 * extracted and hold only what the rules need: memory then grows with the facts, not with the bytes
 * read. V8 keeps a substring (13+ characters) as a slice of its parent string, so a fact cut out of a
 * 2 MB page would keep all 2 MB alive; each string is copied flat here, and link URLs and anchor
 * texts, which repeat across pages, are kept once.
 */
import type { PageFacts } from './types.ts'

/** A flat copy of a string that shares no memory with the string it was cut from. */
function flat(s: string): string {
  return s.length < 13 ? s : (' ' + s).slice(1)
}

/** Strings seen before, by value: each repeated URL or label is stored once. */
export class StringPool {
  private readonly strings = new Map<string, string>()

  get(s: string): string {
    let kept = this.strings.get(s)
    if (kept === undefined) {
      kept = flat(s)
      this.strings.set(kept, kept)
    }
    return kept
  }

  get size(): number {
    return this.strings.size
  }
}

const flatOrNull = (s: string | null): string | null => (s === null ? null : flat(s))

/** Rewrites the facts in place with flat, pooled strings. */
export function compactFacts(facts: PageFacts, pool: StringPool): PageFacts {
  for (const link of facts.links) {
    link.url = pool.get(link.url)
    link.text = pool.get(link.text) // "source", "Read more": anchor texts repeat too
    // `tag` is one of the extractor's own constant names already
  }
  const ids = new Set<string>()
  for (const id of facts.ids) ids.add(flat(id))
  facts.ids = ids
  facts.lang = flatOrNull(facts.lang)
  facts.dir = flatOrNull(facts.dir)
  facts.title = flatOrNull(facts.title)
  facts.description = flatOrNull(facts.description)
  facts.robots = facts.robots.map((r) => pool.get(r))
  facts.canonicals = facts.canonicals.map((c) => ({ href: pool.get(c.href), offset: c.offset }))
  facts.baseHref = flatOrNull(facts.baseHref)
  facts.h1 = facts.h1.map(flat)
  for (const img of facts.imagesWithoutAlt) img.src = pool.get(img.src)
  for (const j of facts.jsonLd) j.text = flat(j.text)
  facts.location = flatOrNull(facts.location)
  if (facts.clientRedirect) facts.clientRedirect.url = flat(facts.clientRedirect.url)
  facts.textSample = flat(facts.textSample)
  const og = facts.ogImage
  facts.ogImage = { url: flatOrNull(og.url), alt: flatOrNull(og.alt), width: flatOrNull(og.width), height: flatOrNull(og.height) }
  for (const h of facts.hreflang) {
    h.lang = pool.get(h.lang)
    h.href = pool.get(h.href) // the same set of alternates is on every page of a cluster
  }
  return facts
}

/** Offsets where each line of a page starts, for line numbers once the HTML is gone. */
export function lineStartsOf(html: string): Uint32Array {
  let n = 1
  for (let i = html.indexOf('\n'); i !== -1; i = html.indexOf('\n', i + 1)) n++
  const starts = new Uint32Array(n)
  let k = 1
  for (let i = html.indexOf('\n'); i !== -1; i = html.indexOf('\n', i + 1)) starts[k++] = i + 1
  return starts
}
