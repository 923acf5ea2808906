/**
 * Social cards (Open Graph, Twitter): their size and the site's own card. Apart from image-urls.ts,
 * which every page with an image loads, because only the head tags (src/seo/SeoTags.tsx, loaded on
 * the first in-app navigation) and the image pipeline read them.
 */

/** Every social card is a JPEG of this size. */
export const SOCIAL_CARD = { width: 1200, height: 630 } as const

/** The site's own social card (logo, name and tagline), for pages without an image of their own. */
export const SITE_CARD_URL = '/img/site-card-og.jpg'
