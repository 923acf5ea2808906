import { SOURCE_LOCALE, type Locale } from '../i18n/messages.ts'
import type { ImageInfo } from './image-urls.ts'
import type { FrontMatter } from './schemas.ts'

/** A validated post with its rendered, sanitized body. */
export interface Post extends Omit<FrontMatter, 'slug' | 'readTime'> {
  slug: string
  /** The source file, e.g. `posts/my-post.md`. */
  file: string
  readTime: string
  words: number
  html: string
  links: string[]
  /** The body's links and images, in order, with their place in `file` (build/content/markdown.ts). */
  elements: SourceElement[]
  /** A translation's English original (its slug); absent on an English post. */
  original?: string
}

/** An `<a href>` or `<img src>` of a post's body and where its file wrote it (1-based), if it did. */
export interface SourceElement {
  tag: 'a' | 'img'
  line?: number
  column?: number
}

/**
 * What lists and cards need: a post without its body, with its image's sizes. The sizes travel with
 * the post's own content items rather than in `virtual:images`, so no chunk lists every post's image.
 */
export type PostSummary = PostFields & { imageInfo: ImageInfo }

/** A post without its body. */
export type PostFields = Omit<Post, 'html' | 'links' | 'elements'>

/** What a post page shows: the post, its body and up to three related posts. */
export interface PostPageData {
  post: PostSummary
  html: string
  related: PostSummary[]
}

/**
 * The key of every post's slug (src/content/store.ts): the not-found page's old-link resolver
 * fetches it after an in-app navigation to an unknown address, so no chunk grows with the blog.
 */
export const POST_INDEX_KEY = 'post-index'
export type PostIndex = string[]

/** The key of a post page's data (src/content/store.ts); a translated post's key has its locale. */
export function postKey(slug: string, locale: Locale = SOURCE_LOCALE) {
  return locale === SOURCE_LOCALE ? `post/${slug}` : `post/${locale}/${slug}`
}

/** 220 words a minute, at least one minute. */
export function readTimeFor(words: number): string {
  return `${Math.max(1, Math.round(words / 220))} min`
}

export const RELATED_POSTS = 3

/** Up to three other posts of the same category, in the order given (newest first). Chosen at build time. */
export function relatedPosts<P extends { slug: string; category: string }>(post: P, all: readonly P[]): P[] {
  const related: P[] = []
  for (const p of all) {
    if (related.length === RELATED_POSTS) break
    if (p.slug !== post.slug && p.category === post.category) related.push(p)
  }
  return related
}
