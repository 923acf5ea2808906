/** Types of the virtual modules served by build/vite-plugin-content/index.ts. */
declare module 'virtual:data/site' {
  const value: import('./schemas.ts').SiteData['site']
  export default value
}
declare module 'virtual:data/categories' {
  const value: import('./schemas.ts').SiteData['categories']
  export default value
}
declare module 'virtual:data/navigation' {
  const value: import('./schemas.ts').SiteData['navigation']
  export default value
}
declare module 'virtual:data/pages' {
  const value: import('./schemas.ts').SiteData['pages']
  export default value
}
declare module 'virtual:page/*' {
  const value: import('./schemas.ts').SiteData['pages'][number]
  export default value
}
declare module 'virtual:data/redirects' {
  const value: import('./schemas.ts').SiteData['redirects']
  export default value
}
declare module 'virtual:data/emirates' {
  const value: import('./schemas.ts').SiteData['emirates']
  export default value
}
declare module 'virtual:data/service-regions' {
  const value: import('./schemas.ts').SiteData['service-regions']
  export default value
}
declare module 'virtual:data/builds' {
  const value: import('./schemas.ts').SiteData['builds']
  export default value
}
declare module 'virtual:data/faqs/general' {
  const value: import('./schemas.ts').SiteData['faqs']['general']
  export default value
}
declare module 'virtual:data/faqs/contact' {
  const value: import('./schemas.ts').SiteData['faqs']['contact']
  export default value
}
declare module 'virtual:data/faqs/priceMatch' {
  const value: import('./schemas.ts').SiteData['faqs']['priceMatch']
  export default value
}
declare module 'virtual:data/faqs/serviceAreas' {
  const value: import('./schemas.ts').SiteData['faqs']['serviceAreas']
  export default value
}
declare module 'virtual:data/builds/tiers' {
  const value: import('./schemas.ts').SiteData['builds']['tiers']
  export default value
}
declare module 'virtual:data/builds/products' {
  const value: import('./schemas.ts').SiteData['builds']['products']
  export default value
}
declare module 'virtual:data/testimonials' {
  const value: import('./schemas.ts').SiteData['testimonials']
  export default value
}
declare module 'virtual:data/partners' {
  const value: import('./schemas.ts').SiteData['partners']
  export default value
}
declare module 'virtual:data/certifications' {
  const value: import('./schemas.ts').SiteData['certifications']
  export default value
}
declare module 'virtual:data/faqs' {
  const value: import('./schemas.ts').SiteData['faqs']
  export default value
}
declare module 'virtual:data/keywords' {
  const value: import('./schemas.ts').SiteData['keywords']
  export default value
}
declare module 'virtual:data/quote' {
  const value: import('./schemas.ts').SiteData['quote']
  export default value
}
declare module 'virtual:data/parts' {
  const value: import('./schemas.ts').SiteData['parts']
  export default value
}
declare module 'virtual:data/games' {
  const value: import('./schemas.ts').SiteData['games']
  export default value
}
declare module 'virtual:data/chooser-builds' {
  const value: import('./schemas.ts').SiteData['chooser-builds']
  export default value
}
declare module 'virtual:post-slugs' {
  /** Server build only. */
  export const slugs: string[]
  /** The slugs of the translated posts, per locale (posts/<locale>/). */
  export const translatedSlugs: Partial<Record<import('../i18n/messages.ts').Locale, string[]>>
}
declare module 'virtual:listing-paths' {
  /** Server build only: /blog, /blog/page/2, …, /blog/category/{slug}, … */
  export const listingPaths: string[]
}
declare module 'virtual:content-all' {
  /** Server build only: every item of src/content/store.ts by key. */
  export const content: Record<string, unknown>
}
declare module 'virtual:images' {
  export const images: Record<string, import('./image-urls.ts').ImageInfo>
}
declare module 'virtual:facts' {
  /** Per locale (English and every translated one). */
  export const factsByLocale: Record<import('../i18n/messages.ts').Locale, import('./facts.ts').SiteFacts>
}
declare module 'virtual:build-info' {
  export const buildInfo: import('./build-info.ts').BuildInfo
}
declare module 'virtual:page-paths' {
  export const pagePaths: Pick<import('./schemas.ts').SiteData['pages'][number], 'id' | 'path' | 'noindex' | 'needs'>[]
}
declare module 'virtual:build-index' {
  /** Every sample build that has its own page. */
  export const buildIndex: { id: string; name: string; names: Partial<Record<import('../i18n/messages.ts').Locale, string>>; path: string }[]
}
declare module 'virtual:chooser' {
  /** The build chooser's model (src/features/chooser/model.ts) in every locale, made at build time (pages). */
  const value: Readonly<Record<import('../i18n/messages.ts').Locale, import('../features/chooser/model.ts').ChooserModel>>
  export default value
}
declare module 'virtual:chooser/*' {
  /** The build chooser's model in one locale (`virtual:chooser/en`: the island's default). */
  const value: import('../features/chooser/model.ts').ChooserModel
  export default value
}

declare module 'virtual:data-by-locale/navigation' {
  const value: Readonly<Record<import('../i18n/messages.ts').Locale, import('./schemas.ts').SiteData['navigation']>>
  export default value
}

declare module 'virtual:data-by-locale/pages' {
  const value: Readonly<Record<import('../i18n/messages.ts').Locale, import('./schemas.ts').SiteData['pages']>>
  export default value
}
declare module 'virtual:data-by-locale/faqs' {
  const value: Readonly<Record<import('../i18n/messages.ts').Locale, import('./schemas.ts').SiteData['faqs']>>
  export default value
}
declare module 'virtual:data-by-locale/emirates' {
  const value: Readonly<Record<import('../i18n/messages.ts').Locale, import('./schemas.ts').SiteData['emirates']>>
  export default value
}
declare module 'virtual:data-by-locale/service-regions' {
  const value: Readonly<Record<import('../i18n/messages.ts').Locale, import('./schemas.ts').SiteData['service-regions']>>
  export default value
}
declare module 'virtual:data-by-locale/quote' {
  const value: Readonly<Record<import('../i18n/messages.ts').Locale, import('./schemas.ts').SiteData['quote']>>
  export default value
}
declare module 'virtual:data-by-locale/categories' {
  const value: Readonly<Record<import('../i18n/messages.ts').Locale, import('./schemas.ts').SiteData['categories']>>
  export default value
}
declare module 'virtual:data-by-locale/certifications' {
  const value: Readonly<Record<import('../i18n/messages.ts').Locale, import('./schemas.ts').SiteData['certifications']>>
  export default value
}
declare module 'virtual:data-by-locale/partners' {
  const value: Readonly<Record<import('../i18n/messages.ts').Locale, import('./schemas.ts').SiteData['partners']>>
  export default value
}
declare module 'virtual:data-by-locale/games' {
  const value: Readonly<Record<import('../i18n/messages.ts').Locale, import('./schemas.ts').SiteData['games']>>
  export default value
}
declare module 'virtual:data-by-locale/builds' {
  const value: Readonly<Record<import('../i18n/messages.ts').Locale, import('./schemas.ts').SiteData['builds']>>
  export default value
}
declare module 'virtual:data-by-locale/chooser-builds' {
  const value: Readonly<Record<import('../i18n/messages.ts').Locale, import('./schemas.ts').SiteData['chooser-builds']>>
  export default value
}
declare module 'virtual:data-by-locale/testimonials' {
  const value: Readonly<Record<import('../i18n/messages.ts').Locale, import('./schemas.ts').SiteData['testimonials']>>
  export default value
}
declare module 'virtual:data-by-locale/site' {
  const value: Readonly<Record<import('../i18n/messages.ts').Locale, import('./schemas.ts').SiteData['site']>>
  export default value
}
declare module 'virtual:page-versions' {
  /** English path → the page's path in each language (src/site/locales.ts), for every page with more than one. */
  export const pageVersions: [string, import('../site/locales.ts').Versions][]
}
