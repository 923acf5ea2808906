/**
 * The e-mail islands' props in the page's language, from the data given (./props.ts gives the build's):
 * the contact page's Send Email button and the price-match request. Pure, so unit tests build the same
 * texts; server only (how island copy is made: src/features/quote/copy.ts).
 */
import emailMessages from '../../i18n/ns/email.ts'
import { islandCopy } from '../../i18n/island-copy.ts'
import { chatText } from '../../i18n/chat-text.ts'
import type { Locale } from '../../i18n/messages.ts'
import type { SiteData } from '../../content/schemas.ts'
import { phoneExample } from '../quote/copy.ts'
import { dialogCopy } from './dialog-copy.ts'
import type { SendEmailProps } from './send-email.island.tsx'
import type { PriceMatchProps } from './PriceMatchRequest.tsx'

/** What of data/site.json these islands' copy uses. */
export type SiteFacts = Pick<SiteData['site'], 'name' | 'email'> & { priceMatch: Pick<SiteData['site']['priceMatch'], 'responseHours'> }

/** The contact page's Send Email button: the consultation e-mail and its dialog. */
export function sendEmailPropsFrom(locale: Locale, site: SiteFacts, className: string): SendEmailProps {
  const m = islandCopy(locale, emailMessages[locale].consultation, { site: site.name, email: site.email })
  return { className, label: m.button, message: { to: site.email, subject: m.subject, body: m.body }, title: m.title, intro: m.intro, dialog: dialogCopy(locale) }
}

export function priceMatchPropsFrom(locale: Locale, site: SiteFacts): PriceMatchProps {
  return {
    t: islandCopy(locale, emailMessages[locale].priceMatch, { site: site.name, email: site.email, hours: site.priceMatch.responseHours, example: phoneExample(locale) }),
    chat: chatText(locale, site, 'priceMatch'),
    dialog: dialogCopy(locale),
  }
}
