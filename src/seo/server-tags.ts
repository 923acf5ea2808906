/**
 * The head tags as the pre-renderer writes them. The browser build swaps this
 * module for server-tags.browser.ts (vite.config.ts), so SeoTags.tsx is not part
 * of any first view: src/seo/Seo.tsx loads it on the first in-app navigation.
 */
export { SeoTags as ServerTags } from './SeoTags.tsx'
