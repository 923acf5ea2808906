/** What a page imports to render the e-mail islands: each island and its props from the build's data (./copy.ts). Server only. */
import site from 'virtual:data/site'
import type { Locale } from '../../i18n/messages.ts'
import { priceMatchPropsFrom, sendEmailPropsFrom } from './copy.ts'

export { default as sendEmailIsland } from './send-email.island.tsx'
export { default as priceMatchIsland } from './price-match.island.tsx'
export const sendEmailProps = (locale: Locale, className: string) => sendEmailPropsFrom(locale, site, className)
export const priceMatchProps = (locale: Locale) => priceMatchPropsFrom(locale, site)
