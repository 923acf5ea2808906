import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { unified } from 'unified'
import remarkParse from 'remark-parse'
import remarkGfm from 'remark-gfm'
import remarkRehype from 'remark-rehype'
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize'
import rehypeStringify from 'rehype-stringify'
import type { Root, Element, ElementContent } from 'hast'
import type { SourceElement } from '../../src/content/post.ts'

/**
 * Keys the rendered-Markdown cache (build/content/load.ts): this file's source and the versions of the
 * packages it runs, so any change to the pipeline renders every post again (a number to bump by hand was
 * forgotten once, and the build kept serving the old output).
 */
export const RENDERER_VERSION = (() => {
  const source = fileURLToPath(import.meta.url)
  const hash = crypto.createHash('sha256').update(fs.readFileSync(source))
  const modules = path.resolve(path.dirname(source), '../../node_modules')
  for (const pkg of ['unified', 'remark-parse', 'remark-gfm', 'remark-rehype', 'rehype-sanitize', 'rehype-stringify', 'hast-util-sanitize']) {
    let version = 'unknown'
    try {
      version = (JSON.parse(fs.readFileSync(path.join(modules, pkg, 'package.json'), 'utf8')) as { version: string }).version
    } catch {
      // Not installed at the top level: the source still keys the cache.
    }
    hash.update(`\0${pkg}@${version}`)
  }
  return hash.digest('base64url').slice(0, 16)
})()

export interface RenderedMarkdown {
  html: string
  /** Words of visible text, for the read time. */
  words: number
  /** Every href in the body, as written. */
  links: string[]
  /**
   * Every `<a href>` and `<img src>` of the HTML, in order, with where it was written in the Markdown
   * (1-based line and column of the body; none for one Markdown did not write, such as a footnote's
   * back link): the audit annotates a finding on such an element on the post's file, at that place.
   */
  elements: SourceElement[]
}

/**
 * GitHub's sanitizing schema: no script, iframe, style, event handler or
 * javascript: URL survives. Raw HTML in Markdown is dropped before that, since
 * remark-rehype runs without allowDangerousHtml.
 */
const schema = { ...defaultSchema, clobberPrefix: '' }

function collect(tree: Root, links: string[], elements: SourceElement[]): number {
  let words = 0
  const walk = (node: Root | Root['children'][number]) => {
    if (node.type === 'text') words += node.value.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length
    if (node.type === 'element') {
      const el = node as Element
      if (el.tagName === 'a' && typeof el.properties.href === 'string') links.push(el.properties.href)
      // rehype-sanitize keeps each node's position (hast-util-sanitize's patch()), so these are the Markdown's.
      if ((el.tagName === 'a' && el.properties.href !== undefined) || (el.tagName === 'img' && el.properties.src !== undefined)) {
        const start = el.position?.start
        const tag = el.tagName
        elements.push(start ? { tag, line: start.line, column: start.column } : { tag })
      }
    }
    if ('children' in node) node.children.forEach(walk)
  }
  walk(tree)
  return words
}

/** The text of a hast node and its descendants. */
function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value
  return node.type === 'element' ? node.children.map(textOf).join('') : ''
}

/** The elements among a node's children with the given tag names, in order. */
const childElements = (node: Element, ...tags: string[]) =>
  node.children.filter((c): c is Element => c.type === 'element' && tags.includes(c.tagName))

/**
 * On a narrow phone a table's rows stack into cards (src/pages/blog.css): each cell shows its column's
 * header from `data-label`, so no column is cut off at 320 px.
 */
function labelCells(table: Element) {
  const rows = childElements(table, 'thead', 'tbody', 'tfoot').flatMap((group) => childElements(group, 'tr'))
  const headers = rows.length ? childElements(rows[0]!, 'th').map((th) => textOf(th).trim()) : []
  for (const row of rows)
    childElements(row, 'td').forEach((cell, i) => {
      if (headers[i]) cell.properties = { ...cell.properties, dataLabel: headers[i] }
    })
}

/**
 * Wide tables scroll sideways where they do not stack; a scrolling box must be reachable by
 * keyboard (WCAG 2.1.1), so each table is wrapped in a focusable, labelled region.
 */
function wrapTables(tree: Root) {
  const walk = (node: Root | Element) => {
    node.children.forEach((child, i) => {
      if (child.type !== 'element') return
      if (child.tagName === 'table') {
        labelCells(child)
        node.children[i] = {
          type: 'element',
          tagName: 'section',
          properties: { className: ['table-scroll'], tabIndex: 0, ariaLabel: 'Table (scrolls sideways)' },
          children: [child],
        }
      } else walk(child)
    })
  }
  walk(tree)
}

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype)
  .use(rehypeSanitize, schema)
  .use(() => wrapTables)
  .use(() => (tree: Root, file) => {
    const links: string[] = []
    const elements: SourceElement[] = []
    file.data.words = collect(tree, links, elements)
    file.data.links = links
    file.data.elements = elements
  })
  .use(rehypeStringify)

export function renderMarkdown(markdown: string): RenderedMarkdown {
  const file = processor.processSync(markdown)
  return { html: String(file), words: file.data.words as number, links: file.data.links as string[], elements: file.data.elements as SourceElement[] }
}

declare module 'vfile' {
  interface DataMap {
    words: number
    links: string[]
    elements: SourceElement[]
  }
}
