import type { Content } from './load.ts'
import { buildPages } from '../../src/site/page-table.ts'

/** Every image file the content refers to, relative to the project root. */
export function contentImageSources({ data, posts, translatedPosts }: Content): string[] {
  return [
    ...new Set([...posts, ...Object.values(translatedPosts).flat()].map((p) => `posts/${p.image}`)),
    ...buildPages(data).map((b) => b.image),
    'src/assets/images/hero-workshop.svg',
  ]
}
