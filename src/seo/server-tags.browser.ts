/** The browser build's stand-in for server-tags.ts (vite.config.ts): Seo.tsx renders server tags only in the pre-renderer. */
export const ServerTags = null
