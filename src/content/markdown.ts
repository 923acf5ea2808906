import { unified } from 'unified'
import remarkParse from 'remark-parse'
import remarkGfm from 'remark-gfm'
import remarkRehype from 'remark-rehype'
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize'
import rehypeStringify from 'rehype-stringify'
import type { Root, Element } from 'hast'

/** Change when the pipeline below changes what it outputs: it keys the rendered-Markdown cache (src/content/load.ts). */
export const RENDERER_VERSION = 1

export interface RenderedMarkdown {
  html: string
  /** Words of visible text, for the read time. */
  words: number
  /** Every href in the body, as written. */
  links: string[]
}

/**
 * GitHub's sanitizing schema: no script, iframe, style, event handler or
 * javascript: URL survives. Raw HTML in Markdown is dropped before that, since
 * remark-rehype runs without allowDangerousHtml.
 */
const schema = { ...defaultSchema, clobberPrefix: '' }

function collect(tree: Root, links: string[]): number {
  let words = 0
  const walk = (node: Root | Root['children'][number]) => {
    if (node.type === 'text') words += node.value.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length
    if (node.type === 'element') {
      const el = node as Element
      if (el.tagName === 'a' && typeof el.properties.href === 'string') links.push(el.properties.href)
    }
    if ('children' in node) node.children.forEach(walk)
  }
  walk(tree)
  return words
}

/**
 * Wide tables scroll sideways on phones; a scrolling box must be reachable by
 * keyboard (WCAG 2.1.1), so each table is wrapped in a focusable, labelled region.
 */
function wrapTables(tree: Root) {
  const walk = (node: Root | Element) => {
    node.children.forEach((child, i) => {
      if (child.type !== 'element') return
      if (child.tagName === 'table') {
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
    file.data.words = collect(tree, links)
    file.data.links = links
  })
  .use(rehypeStringify)

export function renderMarkdown(markdown: string): RenderedMarkdown {
  const file = processor.processSync(markdown)
  return { html: String(file), words: file.data.words as number, links: file.data.links as string[] }
}

declare module 'vfile' {
  interface DataMap {
    words: number
    links: string[]
  }
}
