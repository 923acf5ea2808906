import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { renderMarkdown, RENDERER_VERSION, type RenderedMarkdown } from './markdown.ts'

/** Where the content check keeps what it worked out (the Markdown renderings, the posts' promise check): SITE_CACHE_DIR moves it. */
export const contentCacheDir = (root: string) => process.env.SITE_CACHE_DIR ?? path.join(root, 'node_modules/.cache/falcon-content')

/**
 * Rendered Markdown by content hash, kept between runs in node_modules/.cache/falcon-content/markdown/
 * (or SITE_CACHE_DIR), one file per rendering: Markdown is most of the cost of loading content, and a post
 * that did not change renders the same. The key covers the renderer's version (RENDERER_VERSION).
 * One file each, not one file of every post: at 10,000 posts that file was 120 MB, read whole into
 * memory on every build and written whole again after one edited post. Several threads may fill it at
 * once (build/content/render-ahead.ts), each entry under its own name. An entry is written in place, not
 * through a temporary file and a rename, which doubled what a cold build's thousands of entries cost the file
 * system: an entry cut short does not parse, and is rendered again.
 */
export class MarkdownCache {
  private readonly dir: string
  private readonly used = new Set<string>()
  private made = false
  constructor(root: string) {
    const base = contentCacheDir(root)
    this.dir = path.join(base, 'markdown')
    try {
      // The single-file cache of earlier builds.
      fs.rmSync(path.join(base, 'markdown.json'), { force: true })
    } catch {
      // No cache folder to tidy (or not a folder): the cache only costs time.
    }
  }
  private entry(markdown: string): string {
    return `${crypto.createHash('sha256').update(`${RENDERER_VERSION}\0${markdown}`).digest('base64url')}.json`
  }
  /** How many renderings are kept. */
  size(): number {
    try {
      return fs.readdirSync(this.dir).length
    } catch {
      return 0
    }
  }
  /** True when this Markdown's rendering is kept. */
  has(markdown: string): boolean {
    return fs.existsSync(path.join(this.dir, this.entry(markdown)))
  }
  render(markdown: string): RenderedMarkdown {
    const entry = this.entry(markdown)
    this.used.add(entry)
    try {
      return JSON.parse(fs.readFileSync(path.join(this.dir, entry), 'utf8')) as RenderedMarkdown
    } catch {
      // Not rendered yet (or an unreadable entry): render and keep it.
    }
    return this.store(markdown, entry)
  }
  /** Renders and keeps, without looking for a kept rendering first. */
  store(markdown: string, entry = this.entry(markdown)): RenderedMarkdown {
    const rendered = renderMarkdown(markdown)
    try {
      if (!this.made) fs.mkdirSync(this.dir, { recursive: true })
      this.made = true
      fs.writeFileSync(path.join(this.dir, entry), JSON.stringify(rendered))
    } catch {
      // A read-only cache only costs time.
    }
    return rendered
  }
  /** Forgets older renderings once they outnumber the ones this run used a lot (a draft's stay a while). */
  save() {
    try {
      const entries = fs.readdirSync(this.dir)
      if (entries.length > Math.max(2 * this.used.size, 1_000)) for (const e of entries) if (!this.used.has(e)) fs.rmSync(path.join(this.dir, e), { force: true })
    } catch {
      // Best effort.
    }
  }
}
