import path from 'node:path'
import { loadContent, pageTableI18n, type Content } from './load.ts'
import { ContentError } from './errors.ts'
import { postPath, postTitle, sitePages } from '../../src/site/page-table.ts'
import { TITLE_MAX } from 'seo-audit/limits'
import { redirectTable } from '../../src/site/redirect-table.ts'
import { pathOf } from '../../src/site/urls.ts'
import { chooserDataProblems, stalePriceWarning } from '../../src/features/chooser/data-check.ts'
import { promisesOf } from '../../src/content/promises.ts'
import { startingPrice } from '../../src/features/chooser/starting-price.ts'
import { promiseCopyProblems } from './promise-copy.ts'
import { promiseTexts } from './promise-texts.ts'
import { postPromiseProblems } from './promise-memo.ts'

export const ROOT = path.resolve(import.meta.dirname, '../..')

export interface CheckOptions {
  includeDrafts?: boolean
  /** The day to check against (YYYY-MM-DD; default today, UTC): the chooser's prices warn when older than data/parts.json allows. */
  today?: string
  /** Where warnings go (default console.warn). A warning never fails the check. */
  warn?: (message: string) => void
}

/**
 * Loads and validates all content, then checks what only the whole site can
 * tell: every internal link in a post or in data/ leads to a page or a file,
 * every build of the chooser (data/builds.json products with parts,
 * data/chooser-builds.json) names real parts that fit together, and the copy
 * states no promise (price, delivery, returns, support, frame rates) that the
 * promise table (src/content/promises.ts) does not.
 */
export function checkContent(root = ROOT, options: CheckOptions = {}): Content {
  const content = loadContent(root, options)
  const { data, posts } = content
  const builtOn = new Date().toISOString().slice(0, 10)
  const pages = new Set(sitePages(data, posts, builtOn, {}, pageTableI18n(content)).map((p) => p.path))
  const slugs = posts.map((p) => p.slug)
  const aliases = new Set(redirectTable(data, slugs).map((r) => r.from))
  const problems: string[] = []
  const checkLink = (where: string, href: string, allowAlias = false) => {
    if (!href.startsWith('/') || href.startsWith('//')) return
    const p = pathOf(href)
    if (pages.has(p)) return
    if (aliases.has(p)) {
      if (!allowAlias) problems.push(`${where}: link ${href} points at a redirect; link ${redirectTable(data, slugs).find((r) => r.from === p)!.to} instead`)
      return
    }
    problems.push(`${where}: link ${href} does not lead to any page of the site`)
  }
  const oldAddress = (path: string) => {
    const old = /^\/blog\/(.+)$/.exec(path)?.[1]
    if (old !== undefined && Object.hasOwn(data.redirects.oldBlogSlugs, old)) return `oldBlogSlugs sends ${path} to ${postPath(data.redirects.oldBlogSlugs[old]!)}`
    const exact = data.redirects.redirects.find((r) => r.from === path)
    return exact ? `redirects sends ${path} to ${exact.to}` : null
  }
  for (const post of posts) {
    const redirected = oldAddress(postPath(post.slug))
    if (redirected) problems.push(`${post.file}: slug: "${post.slug}" is an old address; data/redirects.json ${redirected}. Choose another slug or remove the redirect`)
  }
  // A translation's links are English paths too (the renderer points them at the translated pages), so both are checked alike.
  for (const post of [...posts, ...Object.values(content.translatedPosts).flat()]) {
    for (const href of post.links) checkLink(post.file, href)
    if (postTitle(post, data.site.name).length > TITLE_MAX)
      problems.push(`${post.file}: title: ${post.title.length} characters is too long for search results; add seoTitle with at most ${TITLE_MAX} characters`)
  }
  for (const link of [...data.navigation.main, ...data.navigation.footerQuickLinks, ...data.navigation.footerServices])
    checkLink('data/navigation.json', link.path)
  checkLink('data/navigation.json', data.navigation.quote.mobilePath)
  checkLink('data/navigation.json', data.navigation.quote.desktopPath)
  for (const r of data.redirects.redirects) {
    if (!pages.has(r.to)) problems.push(`data/redirects.json: redirects: ${r.from} → ${r.to}: the target is not a page of the site`)
    if (pages.has(r.from)) problems.push(`data/redirects.json: redirects: ${r.from} is a page of the site and cannot also redirect`)
  }
  for (const [old, slug] of Object.entries(data.redirects.oldBlogSlugs))
    if (!slugs.includes(slug)) problems.push(`data/redirects.json: oldBlogSlugs.${old}: no post has the slug "${slug}"`)
  const featured = posts.filter((p) => p.featured)
  if (featured.length > 1) problems.push(`posts: featured: only one post can be featured, found ${featured.map((p) => p.file).join(', ')}`)
  const chooserProblems = chooserDataProblems(data)
  problems.push(...chooserProblems)
  // Copy that states a promise states the table's figure (the starting price needs builds that fit together).
  if (!chooserProblems.length) {
    const promises = promisesOf(data, startingPrice(data))
    problems.push(...promiseCopyProblems(promiseTexts(root, content.messages), promises), ...postPromiseProblems(root, promises))
  }
  const stale = stalePriceWarning(data.parts, options.today ?? builtOn)
  if (stale) (options.warn ?? console.warn)(`Warning: ${stale}`)
  if (!data.site.forms.endpoint)
    (options.warn ?? console.warn)(
      'Warning: data/site.json: forms.endpoint: not set, so quote and price-match requests reach the business only if the visitor sends them by WhatsApp or e-mail; set the form service\'s https URL (docs/decisions/quote-endpoint.md)',
    )
  if (problems.length) throw new ContentError(problems)
  return content
}

/** Prints content problems the way writers read them and returns the exit code. */
export function reportContentError(error: unknown): number {
  if (error instanceof ContentError) {
    console.error(`Content check failed (${error.problems.length} problem${error.problems.length === 1 ? '' : 's'}):`)
    for (const p of error.problems) console.error(`  ${p}`)
    return 1
  }
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error))
  return 1
}
