/**
 * Node-side loader: reads data/*.json and posts/*.md, validates them against
 * the schemas and returns typed values. Used by the Vite plugin (which hands
 * the result to the app as a virtual module), the build scripts and the
 * `npm run check` command. Every problem names the file and the field.
 */
import fs from 'node:fs'
import path from 'node:path'
import { dataFiles, frontMatterSchema, type DataFileName, type FrontMatter, type SiteData } from '../../src/content/schemas.ts'
import { formatIssues, parseJson } from 'seo-audit/json-issues'
import { ContentError } from './errors.ts'
import { MarkdownCache } from './markdown-cache.ts'
import { readFrontMatter } from './front-matter.ts'
import { readTimeFor, type Post } from '../../src/content/post.ts'
import { loadDataTranslations, loadMessages, type DataTranslations, type Messages } from './translations.ts'
import { LOCALES, SOURCE_LOCALE, type Locale } from '../../src/i18n/messages.ts'
import { z } from 'zod'
import { startingPrice } from '../../src/features/chooser/starting-price.ts'
import { formatAed, formatNumber } from '../../src/lib/numbers.ts'

export type { Post }

export interface Content {
  data: SiteData
  posts: Post[]
  /** The site's copy per namespace and locale (data/messages/, src/i18n/). */
  messages: Messages
  /** The data files' translated copy, merged over English (data/<locale>/, src/i18n/data-text.ts). */
  translations: DataTranslations
  /** Translated posts (posts/<locale>/*.md), per locale; each names its English original. */
  translatedPosts: Partial<Record<Locale, (Post & { original: string })[]>>
}

export interface LoadOptions {
  /** Include posts marked `draft: true` (only `npm run dev` does). */
  includeDrafts?: boolean
}

/** Replaces `{brand}` in paths with the brand slug, so tables can name brand URLs. */
function withBrand(p: string, brand: string) {
  return p.replaceAll('{brand}', brand)
}

export function loadData(root: string): SiteData {
  const problems: string[] = []
  const out: Partial<Record<DataFileName, unknown>> = {}
  const dir = path.join(root, 'data')
  for (const [name, schema] of Object.entries(dataFiles) as [DataFileName, (typeof dataFiles)[DataFileName]][]) {
    const rel = `data/${name}.json`
    let raw: string
    try {
      raw = fs.readFileSync(path.join(dir, `${name}.json`), 'utf8')
    } catch {
      problems.push(`${rel}: file is missing`)
      continue
    }
    try {
      const value = parseJson(rel, raw)
      const result = schema.safeParse(value)
      if (result.success) out[name] = result.data
      else problems.push(...formatIssues(rel, result.error.issues, value))
    } catch (error) {
      if (error instanceof ContentError) problems.push(...error.problems)
      else throw error
    }
  }
  if (problems.length) throw new ContentError(problems)
  const data = withStartingPrice(out as SiteData, formatAed)
  const brand = data.site.brand.slug
  for (const page of data.pages) page.path = withBrand(page.path, brand)
  for (const r of data.redirects.redirects) {
    r.from = withBrand(r.from, brand)
    r.to = withBrand(r.to, brand)
  }
  return data
}

/** Today's date where it is latest (UTC+14), so a post dated today is never "in the future" for a writer anywhere. */
const latestToday = () => new Date(Date.now() + 14 * 3600_000).toISOString().slice(0, 10)

export function loadPosts(root: string, data: SiteData, options: LoadOptions = {}): Post[] {
  const cache = new MarkdownCache(root)
  try {
    return loadEnglishPosts(root, data, cache, options).posts
  } finally {
    // What rendered is kept even when a post has a problem: the fixed run renders only that post.
    cache.save()
  }
}

function loadEnglishPosts(root: string, data: SiteData, cache: MarkdownCache, options: LoadOptions) {
  const schema = frontMatterSchema(data.categories.map((c) => c.name))
  const { posts, drafts, problems } = readPosts(root, 'posts', schema, cache, options)
  if (problems.length) throw new ContentError(problems)
  return { posts, drafts }
}

/** A translation's front matter: a post's, plus the slug of the English post it translates. */
const translatedFrontMatterSchema = (categoryNames: readonly string[]) =>
  frontMatterSchema(categoryNames).extend({
    original: z.string({ error: (i) => (i.input === undefined ? 'required: the slug of the English post this translates (its file name without .md)' : 'expected a slug') }),
  })

/**
 * The translated posts: `posts/<locale>/*.md` for every locale but English. Each names its English
 * original (`original:`), which must exist, be published when the translation is, and have one
 * translation per language. A translation uses the post's fields and rules (category by its English
 * name, image in posts/images/).
 */
function loadTranslatedPosts(root: string, data: SiteData, english: { posts: readonly Post[]; drafts: ReadonlySet<string> }, cache: MarkdownCache, options: LoadOptions): Content['translatedPosts'] {
  const schema = translatedFrontMatterSchema(data.categories.map((c) => c.name))
  const out: Content['translatedPosts'] = {}
  const problems: string[] = []
  // A draft original is known (a draft translation of it is fine; a published one is not).
  const originals = new Map<string, { draft: boolean }>(english.posts.map((p) => [p.slug, p]))
  for (const slug of english.drafts) originals.set(slug, { draft: true })
  for (const locale of LOCALES.filter((l) => l !== SOURCE_LOCALE)) {
    const { posts, problems: own } = readPosts(root, `posts/${locale}`, schema, cache, { includeDrafts: true })
    problems.push(...own)
    const byOriginal = new Map<string, string>()
    const kept: (Post & { original: string })[] = []
    for (const post of posts as (Post & { original: string })[]) {
      const original = originals.get(post.original)
      if (!original) problems.push(`${post.file}: original: no English post posts/${post.original}.md (name the English post's file without .md)`)
      else if (original.draft && !post.draft) problems.push(`${post.file}: original: posts/${post.original}.md is a draft; mark this translation draft: true too, or publish the original`)
      else if (byOriginal.has(post.original)) problems.push(`${post.file}: original: posts/${post.original}.md already has a translation, ${byOriginal.get(post.original)}`)
      else {
        byOriginal.set(post.original, post.file)
        if (!post.draft || options.includeDrafts) kept.push(post)
      }
    }
    if (kept.length) out[locale] = kept
  }
  if (problems.length) throw new ContentError(problems)
  return out
}

/** How many line breaks a text holds. */
const lineCount = (text: string) => text.split('\n').length - 1

/** Reads, validates and renders every `*.md` file of one folder; problems name the file and the field. */
function readPosts(root: string, folder: string, schema: ReturnType<typeof frontMatterSchema>, cache: MarkdownCache, options: LoadOptions): { posts: Post[]; drafts: Set<string>; problems: string[] } {
  const dir = path.join(root, folder)
  const postsDir = path.join(root, 'posts')
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.md')).sort() : []
  const problems: string[] = []
  const posts: Post[] = []
  const bySlug = new Map<string, string>()
  const drafts = new Set<string>()
  for (const file of files) {
    const rel = `${folder}/${file}`
    const source = fs.readFileSync(path.join(dir, file), 'utf8')
    const parsed = readFrontMatter(source)
    if ('problem' in parsed) {
      problems.push(`${rel}: ${parsed.problem}`)
      continue
    }
    const input = { ...parsed.data }
    const result = schema.safeParse(input)
    if (!result.success) {
      problems.push(...formatIssues(rel, result.error.issues, input))
      continue
    }
    const fm: FrontMatter = result.data
    if (!fm.draft && fm.date > latestToday()) {
      problems.push(`${rel}: date: ${fm.date} is in the future; set the day it is published, or mark the post draft: true until then`)
      continue
    }
    if (fm.updated && fm.updated < fm.date) {
      problems.push(`${rel}: updated: ${fm.updated} is before date ${fm.date}`)
      continue
    }
    const slug = fm.slug ?? file.replace(/\.md$/, '')
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) {
      problems.push(`${rel}: slug: expected a lower-case slug such as my-post, got ${JSON.stringify(slug)} (rename the file or set slug)`)
      continue
    }
    const previous = bySlug.get(slug)
    if (previous) {
      problems.push(`${rel}: slug: "${slug}" is already used by ${previous}`)
      continue
    }
    bySlug.set(slug, rel)
    const imageFile = path.join(postsDir, fm.image)
    if (!fs.existsSync(imageFile)) {
      problems.push(`${rel}: image: file posts/${fm.image} does not exist`)
      continue
    }
    if (fm.draft) drafts.add(slug)
    if (fm.draft && !options.includeDrafts) continue
    const body = cache.render(parsed.body)
    // Positions are the body's; in the file, the front matter comes before it (gray-matter's content is the file's end).
    const above = source.endsWith(parsed.body) ? lineCount(source.slice(0, source.length - parsed.body.length)) : null
    posts.push({
      ...fm,
      slug,
      file: rel,
      readTime: fm.readTime ?? readTimeFor(body.words),
      words: body.words,
      html: body.html,
      links: body.links,
      elements: body.elements.map(({ tag, line, column }) => (above !== null && line !== undefined && column !== undefined ? { tag, line: line + above, column } : { tag })),
    })
  }
  return { posts: posts.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug)), drafts, problems }
}

/** Where copy in data/ names the starting price, it writes this; the loader puts in the price of the cheapest build. */
export const STARTING_PRICE = '{startingPrice}'

/** Every string of a value with `{startingPrice}` filled (a copy; the value is left as it was). */
function fillStrings<T>(value: T, price: string): T {
  if (typeof value === 'string') return value.replaceAll(STARTING_PRICE, price) as T
  if (Array.isArray(value)) return value.map((v) => fillStrings(v, price)) as T
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillStrings(v, price)])) as T
  return value
}

/**
 * The data with `{startingPrice}` in its copy replaced by the cheapest build's price (src/content/promises.ts),
 * written by `format` (`2,821 AED`). When the chooser's builds do not fit together there is no price yet;
 * `npm run check` reports those builds, so the copy is left as it is.
 */
function withStartingPrice<T extends Partial<SiteData>>(data: T, format: (aed: number) => string, from: SiteData = data as unknown as SiteData): T {
  let aed: number
  try {
    aed = startingPrice(from).aed
  } catch {
    return data
  }
  return fillStrings(data, format(aed))
}

/** What the page table needs of the content beyond English (src/site/page-table.ts sitePages). */
export const pageTableI18n = (content: Pick<Content, 'translations' | 'translatedPosts'>) => ({ translations: content.translations, translatedPosts: content.translatedPosts })

export function loadContent(root: string, options: LoadOptions = {}): Content {
  const data = loadData(root)
  const messages = loadMessages(root)
  const translations = Object.fromEntries(
    Object.entries(loadDataTranslations(root, data)).map(([locale, t]) => {
      const aed = String((messages.blocks?.[locale as Locale] as { aed?: unknown } | undefined)?.aed ?? '{amount} AED')
      return [locale, t && withStartingPrice(t, (amount) => aed.replace('{amount}', formatNumber(amount)), data)]
    }),
  ) as DataTranslations
  // One Markdown cache for both (read once, written once, also when a post has a problem).
  const cache = new MarkdownCache(root)
  try {
    const english = loadEnglishPosts(root, data, cache, options)
    const translatedPosts = loadTranslatedPosts(root, data, english, cache, options)
    return { data, posts: english.posts, messages, translations, translatedPosts }
  } finally {
    cache.save()
  }
}
