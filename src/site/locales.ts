/**
 * Language versions of pages: which English page has an Arabic version, and at which path.
 * One table, made from the page list: it feeds the page table (sitemap alternates, the audit's page
 * list), the head's hreflang links, the language switcher, the router and the links of Arabic pages.
 *
 * URL policy: the Arabic page of `/x` is `/ar/x` (the home page's is `/ar`), the same slug under a
 * language prefix (docs/decisions/arabic-routes.md says why not Arabic slugs). An Arabic post may have
 * its own slug; it names its English original. Pure: works in Node and the browser.
 */
import type { Locale } from '../i18n/messages.ts'
import { SOURCE_LOCALE } from '../i18n/messages.ts'

/** The path prefix of each locale's pages. */
export const LOCALE_PREFIX: Record<Locale, string> = { en: '', ar: '/ar' }

/** Pages that stay English, by id, and why (docs/writers.md lists them): the staff audit dashboard is a tool for the team. */
export const ENGLISH_ONLY_PAGES = ['seo-audit'] as const

/** The not-found page's path (`404.html`); each language has its own (`/ar/404`, `ar/404.html`). */
export const NOT_FOUND_PATH = '/404'

/**
 * The not-found page each locale's missing addresses get, with the path prefix it answers for, the
 * longest prefix first (the first that matches wins): `/ar/…` → `/ar/404`, everything else → `/404`.
 * The host rules (`_redirects`, nginx) and the static server read it.
 */
export function notFoundPages(): { locale: Locale; prefix: string; path: string }[] {
  return (Object.entries(LOCALE_PREFIX) as [Locale, string][])
    .map(([locale, prefix]) => ({ locale, prefix: `${prefix}/`, path: localizedPath(NOT_FOUND_PATH, locale) }))
    .sort((a, b) => b.prefix.length - a.prefix.length)
}

/** The not-found page for a missing address: `/ar/x` (and `/ar` itself) gets the Arabic one. */
export function notFoundPageFor(path: string): string {
  return notFoundPages().find((page) => `${path}/`.startsWith(page.prefix))!.path
}

/** `/contact-dubai` in Arabic → `/ar/contact-dubai`; `/` → `/ar`. A path with `?` or `#` keeps them. */
export function localizedPath(path: string, locale: Locale): string {
  const prefix = LOCALE_PREFIX[locale]
  if (!prefix) return path
  if (path === '/') return prefix
  return /^\/[?#]/.test(path) ? `${prefix}${path.slice(1)}` : `${prefix}${path}`
}

/** The path without its locale prefix: `/ar/contact-dubai` → `/contact-dubai`, `/ar` → `/`. */
export function unlocalizedPath(path: string, locale: Locale): string {
  const prefix = LOCALE_PREFIX[locale]
  if (!prefix) return path
  if (path === prefix) return '/'
  return path.startsWith(`${prefix}/`) ? path.slice(prefix.length) : path
}

/** A page's versions: its path in each locale it exists in (English always). */
export type Versions = Partial<Record<Locale, string>> & { en: string }

/**
 * English path → the page's versions, for every page that exists in more than one language. A page
 * not in the table is English-only.
 */
export type LocaleTable = ReadonlyMap<string, Versions>

export interface TranslatedPost {
  slug: string
  /** The English original's slug. */
  original: string
  draft?: boolean
}

/**
 * The table: every static page but the English-only ones, every build page, and every post with a
 * translation (drafts on neither side count as pages).
 */
export function localeTable(englishPaths: { static: readonly { id: string; path: string }[]; builds: readonly string[] }, translatedPosts: Partial<Record<Locale, readonly TranslatedPost[]>>, postPath: (slug: string) => string): LocaleTable {
  const table = new Map<string, Versions>()
  const english: readonly string[] = ENGLISH_ONLY_PAGES
  const locales = Object.keys(LOCALE_PREFIX).filter((l): l is Locale => l !== SOURCE_LOCALE)
  for (const path of [...englishPaths.static.filter((p) => !english.includes(p.id)).map((p) => p.path), ...englishPaths.builds]) {
    const versions: Versions = { en: path }
    for (const locale of locales) versions[locale] = localizedPath(path, locale)
    table.set(path, versions)
  }
  for (const locale of locales) {
    for (const post of translatedPosts[locale] ?? []) {
      if (post.draft) continue
      const en = postPath(post.original)
      const versions = table.get(en) ?? { en }
      versions[locale] = localizedPath(postPath(post.slug), locale)
      table.set(en, versions)
    }
  }
  return table
}

/** Locale path → English path, for finding a page's versions from any of its paths. */
export function versionsOf(table: LocaleTable, path: string, locale: Locale): Versions | undefined {
  if (locale === SOURCE_LOCALE) return table.get(path)
  for (const versions of table.values()) if (versions[locale] === path) return versions
  return undefined
}

/**
 * Where the language switcher of a page leads: the same page in the other language, else that
 * language's section (the blog for a post, its home for anything else). Never a redirect by browser
 * language: this is a plain link.
 */
export function switchTarget(table: LocaleTable, path: string, from: Locale, to: Locale, sectionOf: (englishPath: string) => string): string {
  // A not-found page is served at any missing address: its switcher leads to the other language's home, not its 404.
  const versions = unlocalizedPath(path, from) === NOT_FOUND_PATH ? undefined : versionsOf(table, path, from)
  const same = versions?.[to]
  if (same) return same
  const english = versions?.en ?? unlocalizedPath(path, from)
  return localizedPath(sectionOf(english), to)
}

/** `<a …>` start tags (React writes attributes double-quoted). */
const ANCHOR = /<a\s[^>]*>/g
const HREF = /\shref="(\/[^"]*)"/
const HAS_HREFLANG = /\shreflang="/i

/**
 * A page in another language, its links made to point at that language's pages: every `<a href="/x">`
 * whose page has a version in `locale` leads to it (`/x` → `/ar/x`, keeping `?query` and `#hash`). Links
 * to English-only pages stay, and so does a link that says its language (`hreflang`, the language
 * switcher). Pages, messages, data and posts write English paths; this is the one place that turns
 * them, so no component has to remember to.
 */
export function localizeLinks(html: string, locale: Locale, table: LocaleTable): string {
  if (locale === SOURCE_LOCALE) return html
  return html.replace(ANCHOR, (tag) => {
    if (HAS_HREFLANG.test(tag)) return tag
    const href = HREF.exec(tag)
    if (!href) return tag
    const at = href[1]!.search(/[?#]/)
    const path = at === -1 ? href[1]! : href[1]!.slice(0, at)
    const to = table.get(path || '/')?.[locale]
    return to ? tag.replace(href[0], ` href="${to}${at === -1 ? '' : href[1]!.slice(at)}"`) : tag
  })
}
