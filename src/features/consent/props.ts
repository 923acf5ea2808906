/** What the layout imports for analytics: the island and its consent banner's copy in the page's language. Server only (it imports every locale's messages). */
export { default as analyticsIsland } from './analytics.island.tsx'
export { consentProps } from './copy.ts'
