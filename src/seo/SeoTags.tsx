import { useLocation } from 'react-router-dom'
import { Head } from 'vite-react-ssg'
import siteByLocale from 'virtual:data-by-locale/site'
import { pageVersions } from 'virtual:page-versions'
import { useLocale, useMessages } from '../i18n/format.tsx'
import { HTML_ATTRS, OG_LOCALE, SOURCE_LOCALE, type Locale } from '../i18n/messages.ts'
import { versionsOf } from '../site/locales.ts'
import { FEED_PATH } from '../site/blog-listing.ts'
import { absoluteUrl } from '../site/urls.ts'
import { serializeJsonLd } from './jsonld.ts'
import { isolateMixedRuns } from '../i18n/bidi.ts'
import { SITE_CARD_URL, SOCIAL_CARD } from '../content/social-card.ts'

/** Only the data files this module reads (each is its own module, so chunks stay small). */
const data = { siteByLocale }

export interface SeoProps {
  title: string
  description: string
  /** Site path of the page; omitted for the not-found page, which has no canonical. */
  path?: string
  noindex?: boolean
  /**
   * The page's social card: an absolute or site-relative URL of a 1200×630 JPEG
   * (the image pipeline's `-og.jpg`), with its alt text. Without one, the site card.
   */
  image?: string
  imageAlt?: string
  type?: 'website' | 'article'
  jsonLd?: readonly object[]
  /** `<meta name="prerender-status-code">` for hosts that read it (404 page). */
  statusCode?: number
}

const versionTable = new Map(pageVersions)

/**
 * Every head tag of a page, rendered through <Head> (react-helmet-async; in the browser, src/seo/head-client.tsx).
 * A page in another language than English is canonical at its own path; a page with versions in other
 * languages names each of them and itself (hreflang, with English as x-default).
 */
export function SeoTags({ title: titleText, description: descriptionText, path, noindex, image, imageAlt, type = 'website', jsonLd = [], statusCode }: SeoProps) {
  const site = useMessages(data.siteByLocale)
  const locale = useLocale()
  // Plain text right to left: «64 GB» in a description reads as written in a tab or a search result (src/i18n/bidi.ts).
  const rtl = HTML_ATTRS[locale].dir === 'rtl'
  const title = rtl ? isolateMixedRuns(titleText) : titleText
  const description = rtl ? isolateMixedRuns(descriptionText) : descriptionText
  const { pathname } = useLocation()
  const own = locale === SOURCE_LOCALE ? path : path && pathname
  const url = own ? absoluteUrl(site.url, own) : undefined
  const versions = own && !noindex ? versionsOf(versionTable, own, locale) : undefined
  const alternates = versions ? (Object.entries(versions) as [Locale, string][]) : []
  const card = image ?? SITE_CARD_URL
  const imageUrl = card.startsWith('http') ? card : `${site.url}${card}`
  const alt = image ? (imageAlt ?? title) : `${site.name}: ${site.tagline}`
  return (
    <Head>
      {/* English pages keep their `<html lang="en">` as it was (Helmet writes an empty dir="" for an undefined one). */}
      {HTML_ATTRS[locale].dir === 'rtl' ? <html lang={HTML_ATTRS[locale].lang} dir="rtl" /> : <html lang={HTML_ATTRS[locale].lang} />}
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta name="robots" content={noindex ? 'noindex, nofollow' : 'index, follow'} />
      {statusCode ? <meta name="prerender-status-code" content={String(statusCode)} /> : null}
      {url ? <link rel="canonical" href={url} /> : null}
      {alternates.map(([lang, p]) => (
        <link key={lang} rel="alternate" hrefLang={HTML_ATTRS[lang].lang} href={absoluteUrl(site.url, p)} />
      ))}
      {versions ? <link rel="alternate" hrefLang="x-default" href={absoluteUrl(site.url, versions.en)} /> : null}
      <link rel="alternate" type="application/rss+xml" title={`${site.name} blog`} href={FEED_PATH} />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:locale" content={OG_LOCALE[locale]} />
      {alternates
        .filter(([lang]) => lang !== locale)
        .map(([lang]) => (
          <meta key={lang} property="og:locale:alternate" content={OG_LOCALE[lang]} />
        ))}
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {url ? <meta property="og:url" content={url} /> : null}
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:width" content={String(SOCIAL_CARD.width)} />
      <meta property="og:image:height" content={String(SOCIAL_CARD.height)} />
      <meta property="og:image:alt" content={alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      <meta name="twitter:image:alt" content={alt} />
      {jsonLd.map((block, i) => (
        <script key={i} type="application/ld+json">
          {serializeJsonLd(block)}
        </script>
      ))}
    </Head>
  )
}
