/**
 * A page's links as its tags are read: into the page's own list, or straight into a string pool's
 * link table (`ExtractOptions.pool`), and the text of the anchor being read.
 */
import { clip, normalizeSpace, parseSrcset } from './attr-values.ts'
import { NO_TEXT } from './link-table.ts'
import type { StringPool } from './string-pool.ts'
import type { LinkRef, LinkRole, ResourceKind } from './page-facts.ts'
import { TagReader } from './tag-reader.ts'

export abstract class LinkReader extends TagReader {
  protected readonly links: LinkRef[] = []
  protected anchor: LinkRef | null = null
  protected anchorText = ''
  protected anchorFallback = ''
  /** Whether links keep their text (not with a pool: see `ExtractOptions.pool`). */
  protected readonly keepText: boolean
  /** The page's first link in the pool's table. */
  protected readonly firstLink: number

  constructor(
    html: string,
    protected readonly pool: StringPool | null,
  ) {
    super(html)
    this.keepText = pool === null
    this.firstLink = pool === null ? 0 : pool.links.length
  }

  /**
   * Adds a link. `at`: where `url` stands in the page as is, or -1 (then, with a pool, its string is
   * looked up). `text` is not read with a pool.
   */
  protected link(url: string, at: number, role: LinkRole, kind: ResourceKind | undefined, tag: string, text: string, offset: number): LinkRef | null {
    const pool = this.pool
    if (pool !== null) {
      const id = at >= 0 ? pool.rangeId(this.html, at, at + url.length) : pool.id(url)
      pool.links.push(id, NO_TEXT, offset, role, kind, tag)
      return null
    }
    const link: LinkRef = kind === undefined ? { url, role, tag, text, offset } : { url, role, kind, tag, text, offset }
    this.links.push(link)
    return link
  }

  /** A resource link from attribute `a` (-1: a URL not written as is in the page). */
  protected resource(a: number, url: string | undefined, kind: ResourceKind, tag: string, text: string, offset: number): void {
    if (url === undefined) return
    const u = url.trim()
    if (u) this.link(u, a < 0 ? -1 : this.at(a, url, u), 'resource', kind, tag, text, offset)
  }

  protected srcset(value: string | undefined, kind: ResourceKind, tag: string, text: string, offset: number): void {
    if (!value) return
    for (const u of parseSrcset(value)) this.link(u, -1, 'resource', kind, tag, text, offset)
  }

  protected closeAnchor(): void {
    if (this.anchor) this.anchor.text = clip(normalizeSpace(this.anchorText) || normalizeSpace(this.anchorFallback))
    this.anchor = null
    this.anchorText = ''
  }
}
