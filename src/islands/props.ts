/**
 * The islands' props in the page's language (src/islands/copy.ts) from the build's data: what pages call
 * where they render an island. Server only.
 */
import quoteByLocale from 'virtual:data-by-locale/quote'
import site from 'virtual:data/site'
import contactPage from 'virtual:page/contact'
import type { Locale } from '../i18n/messages.ts'
import type { SocialProofConfig } from '../pages/shared/social-proof.ts'
import * as copy from './copy.ts'

export const quoteProps = (locale: Locale) => copy.quoteProps(locale, site, quoteByLocale)
export const sendEmailProps = (locale: Locale, className: string) => copy.sendEmailProps(locale, site, className)
export const priceMatchProps = (locale: Locale) => copy.priceMatchProps(locale, site)
export const storeProps = (locale: Locale) => copy.storeProps(locale, site, contactPage.path)
export const liveCountsProps = (locale: Locale, config: SocialProofConfig) => copy.liveCountsProps(locale, config)
export const consentProps = (locale: Locale) => copy.consentProps(locale)
export const shareCopy = (locale: Locale) => copy.shareCopy(locale)
