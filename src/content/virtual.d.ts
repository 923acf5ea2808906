// Generated from the schemas by build/vite-plugin-content/virtual-types.ts (`npm run check` writes it); do not edit.
// The types of the virtual modules served by build/vite-plugin-content/index.ts.
// Global names of this file (a .d.ts with no imports): kept apart from the code's own `SiteData` and `Locale`.
type VirtualData = import('./schemas.ts').SiteData
type VirtualLocale = import('../i18n/messages.ts').Locale
declare module 'virtual:data/site' {
  const value: VirtualData['site']
  export default value
}
declare module 'virtual:data/site/name' {
  const value: VirtualData['site']['name']
  export default value
}
declare module 'virtual:data/site/legalName' {
  const value: VirtualData['site']['legalName']
  export default value
}
declare module 'virtual:data/site/tagline' {
  const value: VirtualData['site']['tagline']
  export default value
}
declare module 'virtual:data/site/description' {
  const value: VirtualData['site']['description']
  export default value
}
declare module 'virtual:data/site/url' {
  const value: VirtualData['site']['url']
  export default value
}
declare module 'virtual:data/site/lang' {
  const value: VirtualData['site']['lang']
  export default value
}
declare module 'virtual:data/site/locale' {
  const value: VirtualData['site']['locale']
  export default value
}
declare module 'virtual:data/site/foundedYear' {
  const value: VirtualData['site']['foundedYear']
  export default value
}
declare module 'virtual:data/site/phone' {
  const value: VirtualData['site']['phone']
  export default value
}
declare module 'virtual:data/site/email' {
  const value: VirtualData['site']['email']
  export default value
}
declare module 'virtual:data/site/address' {
  const value: VirtualData['site']['address']
  export default value
}
declare module 'virtual:data/site/geo' {
  const value: VirtualData['site']['geo']
  export default value
}
declare module 'virtual:data/site/utcOffset' {
  const value: VirtualData['site']['utcOffset']
  export default value
}
declare module 'virtual:data/site/hours' {
  const value: VirtualData['site']['hours']
  export default value
}
declare module 'virtual:data/site/rating' {
  const value: VirtualData['site']['rating']
  export default value
}
declare module 'virtual:data/site/claims' {
  const value: VirtualData['site']['claims']
  export default value
}
declare module 'virtual:data/site/support' {
  const value: VirtualData['site']['support']
  export default value
}
declare module 'virtual:data/site/pricing' {
  const value: VirtualData['site']['pricing']
  export default value
}
declare module 'virtual:data/site/warranty' {
  const value: VirtualData['site']['warranty']
  export default value
}
declare module 'virtual:data/site/delivery' {
  const value: VirtualData['site']['delivery']
  export default value
}
declare module 'virtual:data/site/priceMatch' {
  const value: VirtualData['site']['priceMatch']
  export default value
}
declare module 'virtual:data/site/returns' {
  const value: VirtualData['site']['returns']
  export default value
}
declare module 'virtual:data/site/instalments' {
  const value: VirtualData['site']['instalments']
  export default value
}
declare module 'virtual:data/site/mysteryGiftAed' {
  const value: VirtualData['site']['mysteryGiftAed']
  export default value
}
declare module 'virtual:data/site/brand' {
  const value: VirtualData['site']['brand']
  export default value
}
declare module 'virtual:data/site/store' {
  const value: VirtualData['site']['store']
  export default value
}
declare module 'virtual:data/site/analytics' {
  const value: VirtualData['site']['analytics']
  export default value
}
declare module 'virtual:data/site/socialProof' {
  const value: VirtualData['site']['socialProof']
  export default value
}
declare module 'virtual:data/site/features' {
  const value: VirtualData['site']['features']
  export default value
}
declare module 'virtual:data/site/forms' {
  const value: VirtualData['site']['forms']
  export default value
}
declare module 'virtual:data/categories' {
  const value: VirtualData['categories']
  export default value
}
declare module 'virtual:data/navigation' {
  const value: VirtualData['navigation']
  export default value
}
declare module 'virtual:data/navigation/main' {
  const value: VirtualData['navigation']['main']
  export default value
}
declare module 'virtual:data/navigation/cart' {
  const value: VirtualData['navigation']['cart']
  export default value
}
declare module 'virtual:data/navigation/quote' {
  const value: VirtualData['navigation']['quote']
  export default value
}
declare module 'virtual:data/navigation/footerQuickLinks' {
  const value: VirtualData['navigation']['footerQuickLinks']
  export default value
}
declare module 'virtual:data/navigation/footerServices' {
  const value: VirtualData['navigation']['footerServices']
  export default value
}
declare module 'virtual:data/navigation/breadcrumbLabels' {
  const value: VirtualData['navigation']['breadcrumbLabels']
  export default value
}
declare module 'virtual:data/pages' {
  const value: VirtualData['pages']
  export default value
}
declare module 'virtual:data/redirects' {
  const value: VirtualData['redirects']
  export default value
}
declare module 'virtual:data/redirects/redirects' {
  const value: VirtualData['redirects']['redirects']
  export default value
}
declare module 'virtual:data/redirects/blogPrefixes' {
  const value: VirtualData['redirects']['blogPrefixes']
  export default value
}
declare module 'virtual:data/redirects/oldBlogSlugs' {
  const value: VirtualData['redirects']['oldBlogSlugs']
  export default value
}
declare module 'virtual:data/emirates' {
  const value: VirtualData['emirates']
  export default value
}
declare module 'virtual:data/service-regions' {
  const value: VirtualData['service-regions']
  export default value
}
declare module 'virtual:data/builds' {
  const value: VirtualData['builds']
  export default value
}
declare module 'virtual:data/builds/tiers' {
  const value: VirtualData['builds']['tiers']
  export default value
}
declare module 'virtual:data/builds/products' {
  const value: VirtualData['builds']['products']
  export default value
}
declare module 'virtual:data/testimonials' {
  const value: VirtualData['testimonials']
  export default value
}
declare module 'virtual:data/partners' {
  const value: VirtualData['partners']
  export default value
}
declare module 'virtual:data/certifications' {
  const value: VirtualData['certifications']
  export default value
}
declare module 'virtual:data/faqs' {
  const value: VirtualData['faqs']
  export default value
}
declare module 'virtual:data/faqs/general' {
  const value: VirtualData['faqs']['general']
  export default value
}
declare module 'virtual:data/faqs/contact' {
  const value: VirtualData['faqs']['contact']
  export default value
}
declare module 'virtual:data/faqs/priceMatch' {
  const value: VirtualData['faqs']['priceMatch']
  export default value
}
declare module 'virtual:data/faqs/serviceAreas' {
  const value: VirtualData['faqs']['serviceAreas']
  export default value
}
declare module 'virtual:data/keywords' {
  const value: VirtualData['keywords']
  export default value
}
declare module 'virtual:data/keywords/source' {
  const value: VirtualData['keywords']['source']
  export default value
}
declare module 'virtual:data/keywords/keywords' {
  const value: VirtualData['keywords']['keywords']
  export default value
}
declare module 'virtual:data/quote' {
  const value: VirtualData['quote']
  export default value
}
declare module 'virtual:data/quote/budgetRanges' {
  const value: VirtualData['quote']['budgetRanges']
  export default value
}
declare module 'virtual:data/quote/purposes' {
  const value: VirtualData['quote']['purposes']
  export default value
}
declare module 'virtual:data/quote/cpuPreferences' {
  const value: VirtualData['quote']['cpuPreferences']
  export default value
}
declare module 'virtual:data/quote/gpuPreferences' {
  const value: VirtualData['quote']['gpuPreferences']
  export default value
}
declare module 'virtual:data/parts' {
  const value: VirtualData['parts']
  export default value
}
declare module 'virtual:data/parts/pricesAsOf' {
  const value: VirtualData['parts']['pricesAsOf']
  export default value
}
declare module 'virtual:data/parts/priceMaxAgeDays' {
  const value: VirtualData['parts']['priceMaxAgeDays']
  export default value
}
declare module 'virtual:data/parts/buildServiceAed' {
  const value: VirtualData['parts']['buildServiceAed']
  export default value
}
declare module 'virtual:data/parts/parts' {
  const value: VirtualData['parts']['parts']
  export default value
}
declare module 'virtual:data/games' {
  const value: VirtualData['games']
  export default value
}
declare module 'virtual:data/games/groups' {
  const value: VirtualData['games']['groups']
  export default value
}
declare module 'virtual:data/games/performance' {
  const value: VirtualData['games']['performance']
  export default value
}
declare module 'virtual:data/chooser-builds' {
  const value: VirtualData['chooser-builds']
  export default value
}
declare module 'virtual:data-by-locale/site' {
  const value: Readonly<Record<VirtualLocale, VirtualData['site']>>
  export default value
}
declare module 'virtual:data-by-locale/categories' {
  const value: Readonly<Record<VirtualLocale, VirtualData['categories']>>
  export default value
}
declare module 'virtual:data-by-locale/navigation' {
  const value: Readonly<Record<VirtualLocale, VirtualData['navigation']>>
  export default value
}
declare module 'virtual:data-by-locale/pages' {
  const value: Readonly<Record<VirtualLocale, VirtualData['pages']>>
  export default value
}
declare module 'virtual:data-by-locale/redirects' {
  const value: Readonly<Record<VirtualLocale, VirtualData['redirects']>>
  export default value
}
declare module 'virtual:data-by-locale/emirates' {
  const value: Readonly<Record<VirtualLocale, VirtualData['emirates']>>
  export default value
}
declare module 'virtual:data-by-locale/service-regions' {
  const value: Readonly<Record<VirtualLocale, VirtualData['service-regions']>>
  export default value
}
declare module 'virtual:data-by-locale/builds' {
  const value: Readonly<Record<VirtualLocale, VirtualData['builds']>>
  export default value
}
declare module 'virtual:data-by-locale/testimonials' {
  const value: Readonly<Record<VirtualLocale, VirtualData['testimonials']>>
  export default value
}
declare module 'virtual:data-by-locale/partners' {
  const value: Readonly<Record<VirtualLocale, VirtualData['partners']>>
  export default value
}
declare module 'virtual:data-by-locale/certifications' {
  const value: Readonly<Record<VirtualLocale, VirtualData['certifications']>>
  export default value
}
declare module 'virtual:data-by-locale/faqs' {
  const value: Readonly<Record<VirtualLocale, VirtualData['faqs']>>
  export default value
}
declare module 'virtual:data-by-locale/keywords' {
  const value: Readonly<Record<VirtualLocale, VirtualData['keywords']>>
  export default value
}
declare module 'virtual:data-by-locale/quote' {
  const value: Readonly<Record<VirtualLocale, VirtualData['quote']>>
  export default value
}
declare module 'virtual:data-by-locale/parts' {
  const value: Readonly<Record<VirtualLocale, VirtualData['parts']>>
  export default value
}
declare module 'virtual:data-by-locale/games' {
  const value: Readonly<Record<VirtualLocale, VirtualData['games']>>
  export default value
}
declare module 'virtual:data-by-locale/chooser-builds' {
  const value: Readonly<Record<VirtualLocale, VirtualData['chooser-builds']>>
  export default value
}
declare module 'virtual:page/*' {
  const value: VirtualData['pages'][number]
  export default value
}
declare module 'virtual:post-slugs' {
  /** Server build only. */
  export const slugs: string[]
  /** The slugs of the translated posts, per locale (posts/<locale>/). */
  export const translatedSlugs: Partial<Record<VirtualLocale, string[]>>
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
  export const factsByLocale: Record<VirtualLocale, import('./facts.ts').SiteFacts>
}
declare module 'virtual:build-info' {
  export const buildInfo: import('./build-info.ts').BuildInfo
}
declare module 'virtual:page-paths' {
  export const pagePaths: Pick<VirtualData['pages'][number], 'id' | 'path' | 'noindex' | 'needs'>[]
}
declare module 'virtual:build-index' {
  /** Every sample build that has its own page. */
  export const buildIndex: { id: string; name: string; names: Partial<Record<VirtualLocale, string>>; path: string }[]
}
declare module 'virtual:chooser' {
  /** The build chooser's model (src/features/chooser/model.ts) in every locale, made at build time (pages). */
  const value: Readonly<Record<VirtualLocale, import('../features/chooser/model.ts').ChooserModel>>
  export default value
}
declare module 'virtual:chooser/*' {
  /** The build chooser's model in one locale (`virtual:chooser/en`: the island's default). */
  const value: import('../features/chooser/model.ts').ChooserModel
  export default value
}
declare module 'virtual:page-versions' {
  /** English path → the page's path in each language (src/site/locales.ts), for every page with more than one. */
  export const pageVersions: [string, import('../site/locales.ts').Versions][]
}
