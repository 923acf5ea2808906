/** The islands' props as the build makes them (each feature's copy.ts), from the real data and message files. */
import fs from 'node:fs'
import path from 'node:path'
import { quotePropsFrom, type QuoteByLocale } from '../../../src/features/quote/copy.ts'
import { priceMatchPropsFrom, sendEmailPropsFrom } from '../../../src/features/email/copy.ts'
import { liveCountsProps, storePropsFrom } from '../../../src/features/store/copy.ts'
import { consentProps } from '../../../src/features/consent/copy.ts'
import { shareCopy } from '../../../src/features/share/copy.ts'
import { translateData } from '../../../src/i18n/data-text.ts'
import type { Locale } from '../../../src/i18n/messages.ts'
import type { SiteData } from '../../../src/content/schemas.ts'
import { ROOT } from '../content/helpers.ts'

const read = (file: string) => JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8'))
export const site = read('data/site.json') as SiteData['site']
const quote = read('data/quote.json') as SiteData['quote']
export const quoteByLocale: QuoteByLocale = { en: quote, ar: translateData('quote', quote, read('data/ar/quote.json')) }

export function islandTexts(locale: Locale) {
  return {
    quote: quotePropsFrom(locale, site, quoteByLocale),
    sendEmail: sendEmailPropsFrom(locale, site, 'btn'),
    priceMatch: priceMatchPropsFrom(locale, site),
    store: storePropsFrom(locale, site, '/contact-dubai'),
    liveCounts: liveCountsProps(locale, site.socialProof),
    consent: consentProps(locale),
    share: shareCopy(locale),
  }
}
