import { useLocation } from 'react-router-dom'
import { pageVersions } from 'virtual:page-versions'
import { useLocale } from '../i18n/format.tsx'
import { LANGUAGE_NAMES, HTML_ATTRS, SOURCE_LOCALE } from '../i18n/messages.ts'
import { BLOG_PATH } from '../site/blog-listing.ts'
import { switchTarget } from '../site/locales.ts'

const versions = new Map(pageVersions)

/** A post without a translation leads to the other language's blog; any other page to its home. */
const sectionOf = (englishPath: string) => (englishPath.startsWith(`${BLOG_PATH}/`) ? BLOG_PATH : '/')

/**
 * The language switcher: a plain link to this page in the other language (src/site/locales.ts), named
 * in that language. Its `hreflang` keeps the build from rewriting it to the page's own language.
 */
export function LanguageLink({ className }: { className?: string }) {
  const { pathname } = useLocation()
  const locale = useLocale()
  const to = locale === SOURCE_LOCALE ? 'ar' : SOURCE_LOCALE
  const { lang } = HTML_ATTRS[to]
  return (
    <a className={className} href={switchTarget(versions, pathname, locale, to, sectionOf)} hrefLang={lang} lang={lang}>
      {LANGUAGE_NAMES[to]}
    </a>
  )
}
