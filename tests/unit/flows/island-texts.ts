/** The islands' props as the build makes them (src/islands/copy.ts), from the real data and message files. */
import fs from 'node:fs'
import path from 'node:path'
import * as copy from '../../../src/islands/copy.ts'
import { translateData } from '../../../src/i18n/data-text.ts'
import type { Locale } from '../../../src/i18n/messages.ts'
import type { SiteData } from '../../../src/content/schemas.ts'
import { ROOT } from '../content/helpers.ts'

const read = (file: string) => JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8'))
export const site = read('data/site.json') as SiteData['site']
const quote = read('data/quote.json') as SiteData['quote']
export const quoteByLocale: copy.QuoteByLocale = { en: quote, ar: translateData('quote', quote, read('data/ar/quote.json')) }

export function islandTexts(locale: Locale) {
  return {
    quote: copy.quoteProps(locale, site, quoteByLocale),
    sendEmail: copy.sendEmailProps(locale, site, 'btn'),
    priceMatch: copy.priceMatchProps(locale, site),
    store: copy.storeProps(locale, site, '/contact-dubai'),
    liveCounts: copy.liveCountsProps(locale, site.socialProof),
    consent: copy.consentProps(locale),
    share: copy.shareCopy(locale),
  }
}
