/** The consent banner's copy in the page's language. Pure; server only (it imports every locale's messages). */
import consentMessages from '../../i18n/ns/consent.ts'
import { islandCopy } from '../../i18n/island-copy.ts'
import type { Locale } from '../../i18n/messages.ts'
import type { ConsentCopy } from './ConsentBanner.tsx'

export function consentProps(locale: Locale): { t: ConsentCopy } {
  return { t: islandCopy(locale, consentMessages[locale]) }
}
