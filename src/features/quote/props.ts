/** What a page imports to render the quote form: the island and its props from the build's data (./copy.ts). Server only. */
import quoteByLocale from 'virtual:data-by-locale/quote'
import site from 'virtual:data/site'
import type { Locale } from '../../i18n/messages.ts'
import { quotePropsFrom } from './copy.ts'

export { default as quoteIsland } from './quote.island.tsx'
export const quoteProps = (locale: Locale) => quotePropsFrom(locale, site, quoteByLocale)
