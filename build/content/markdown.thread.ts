/** A thread of the Markdown pool (build/content/render-ahead.ts): renders post bodies into the cache. */
import { MarkdownCache } from './markdown-cache.ts'

export default function renderBodies({ root, bodies }: { root: string; bodies: string[] }): number {
  const cache = new MarkdownCache(root)
  for (const body of bodies) cache.store(body)
  return bodies.length
}
