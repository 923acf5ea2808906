import { Head } from 'vite-react-ssg'
import siteJson from 'virtual:data/site'
import { FEED_PATH } from '../site/blog-listing.ts'
import { absoluteUrl } from '../site/urls.ts'
import { serializeJsonLd } from './jsonld.ts'
import { SITE_CARD_URL, SOCIAL_CARD } from '../content/social-card.ts'

/** Only the data files this module reads (each is its own module, so chunks stay small). */
const data = { site: siteJson }

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

/** Every head tag of a page, rendered through <Head> (react-helmet-async; in the browser, src/seo/head-client.tsx). */
export function SeoTags({ title, description, path, noindex, image, imageAlt, type = 'website', jsonLd = [], statusCode }: SeoProps) {
  const { site } = data
  const url = path ? absoluteUrl(site.url, path) : undefined
  const card = image ?? SITE_CARD_URL
  const imageUrl = card.startsWith('http') ? card : `${site.url}${card}`
  const alt = image ? (imageAlt ?? title) : `${site.name}: ${site.tagline}`
  return (
    <Head>
      <html lang={site.lang} />
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta name="robots" content={noindex ? 'noindex, nofollow' : 'index, follow'} />
      {statusCode ? <meta name="prerender-status-code" content={String(statusCode)} /> : null}
      {url ? <link rel="canonical" href={url} /> : null}
      <link rel="alternate" type="application/rss+xml" title={`${site.name} blog`} href={FEED_PATH} />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:locale" content={site.locale} />
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
