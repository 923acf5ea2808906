/** What the shop page imports for its store section and live counters: their props from the build's data (./copy.ts), and the counters' island. Server only. */
import site from 'virtual:data/site'
import contactPage from 'virtual:page/contact'
import type { Locale } from '../../i18n/messages.ts'
import { storePropsFrom } from './copy.ts'

export { StoreSection } from './StoreSection.tsx'
export { default as liveCountsIsland } from './live-counts.island.tsx'
export { liveCountsProps } from './copy.ts'
export const storeProps = (locale: Locale) => storePropsFrom(locale, site, contactPage.path)
