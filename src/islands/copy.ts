/**
 * What each island gets in its props, in the page's language (issue 21). Islands have no LocaleProvider
 * in the browser and load no message formatter, so the pages that render them build their props on the
 * server (src/islands/props.ts gives these the build's data): the island's namespace formatted by
 * src/i18n/island-copy.ts, with what the build knows filled in (the site's name and e-mail, hours, example
 * numbers) and `{name}` left where only the browser knows the value. Pure, so unit tests build the same
 * texts; server only, since it imports every locale's messages and intl-messageformat.
 */
import chatMessages from '../i18n/ns/chat.ts'
import consentMessages from '../i18n/ns/consent.ts'
import emailMessages from '../i18n/ns/email.ts'
import quoteMessages from '../i18n/ns/quote.ts'
import shareMessages from '../i18n/ns/share.ts'
import storeMessages from '../i18n/ns/store.ts'
import { islandCopy, islandText, pluralForms } from '../i18n/island-copy.ts'
import { FORMAT_LOCALE, ltr, SOURCE_LOCALE, type Locale } from '../i18n/messages.ts'
import { localizedPath } from '../site/locales.ts'
import { PHONE_EXAMPLES } from '../features/quote/phone.ts'
import type { QuoteOptions } from '../features/quote/quote-form.ts'
import type { QuoteProps } from '../features/quote/quote-fields.tsx'
import type { SendEmailProps } from './entries/send-email.tsx'
import type { PriceMatchProps } from '../features/email/PriceMatchRequest.tsx'
import type { StoreProps } from '../features/store/StoreSection.tsx'
import type { LiveCountsProps } from '../pages/shared/LiveCounts.tsx'
import type { ConsentCopy } from '../features/consent/ConsentBanner.tsx'
import type { ShareCopy } from '../features/share/share.ts'
import type { SocialProofConfig } from '../pages/shared/social-proof.ts'
import type { SiteData } from '../content/schemas.ts'

/** What of data/site.json the islands' copy uses. */
export type SiteFacts = Pick<SiteData['site'], 'name' | 'email'> & { priceMatch: Pick<SiteData['site']['priceMatch'], 'responseHours'> }
/** data/quote.json in each locale (`virtual:data-by-locale/quote`). */
export type QuoteByLocale = Readonly<Record<Locale, SiteData['quote']>>

/** A prefilled WhatsApp text (chat.json `texts`) in the locale, with the site's name. */
export function chatText(locale: Locale, site: SiteFacts, text: keyof (typeof chatMessages)['en']['texts']): string {
  return islandText(locale, chatMessages[locale].texts[text], { site: site.name })
}

/** The e-mail choice dialog's copy. */
const dialogCopy = (locale: Locale) => islandCopy(locale, emailMessages[locale].dialog)

/**
 * The quote form's answers with their labels in the locale; the values stay the English file's. A purpose
 * also keeps its English label when the locale's differs, for analytics.
 */
export function quoteOptions(locale: Locale, quoteByLocale: QuoteByLocale): QuoteOptions {
  const local = quoteByLocale[locale]
  const english = quoteByLocale[SOURCE_LOCALE]
  const list = (key: keyof QuoteOptions) => local[key].map(({ value, label }) => ({ value, label }))
  return {
    budgetRanges: list('budgetRanges'),
    purposes: local.purposes.map(({ value, label }, i) => (label === english.purposes[i]!.label ? { value, label } : { value, label, en: english.purposes[i]!.label })),
    cpuPreferences: list('cpuPreferences'),
    gpuPreferences: list('gpuPreferences'),
  }
}

export function quoteProps(locale: Locale, site: SiteFacts, quoteByLocale: QuoteByLocale): QuoteProps {
  const m = quoteMessages[locale]
  const example = phoneExample(locale)
  return {
    // The visitor's phone reads left to right inside a right-to-left e-mail or chat text too.
    t: islandCopy(locale, m, { site: site.name, shopEmail: site.email, example, phone: ltr('{phone}', locale) }),
    dialog: dialogCopy(locale),
    options: quoteOptions(locale, quoteByLocale),
    chatText: chatText(locale, site, 'quote'),
  }
}

/** The contact page's Send Email button: the consultation e-mail and its dialog. */
export function sendEmailProps(locale: Locale, site: SiteFacts, className: string): SendEmailProps {
  const m = islandCopy(locale, emailMessages[locale].consultation, { site: site.name, email: site.email })
  return { className, label: m.button, message: { to: site.email, subject: m.subject, body: m.body }, title: m.title, intro: m.intro, dialog: dialogCopy(locale) }
}

/** The example phone numbers of a form's hint and error, isolated left to right. */
const phoneExample = (locale: Locale) => islandText(locale, quoteMessages[locale].phoneExample, { local: ltr(PHONE_EXAMPLES.local, locale), international: ltr(PHONE_EXAMPLES.international, locale) })

export function priceMatchProps(locale: Locale, site: SiteFacts): PriceMatchProps {
  return {
    t: islandCopy(locale, emailMessages[locale].priceMatch, { site: site.name, email: site.email, hours: site.priceMatch.responseHours, example: phoneExample(locale) }),
    chat: chatText(locale, site, 'priceMatch'),
    dialog: dialogCopy(locale),
  }
}

/** `contactPath`: the contact page's English path, whose quote form the fallback links to. */
export function storeProps(locale: Locale, site: SiteFacts, contactPath: string): StoreProps {
  const { live: _live, ...m } = storeMessages[locale]
  return { t: islandCopy(locale, m), chatText: chatText(locale, site, 'customBuild'), quotePath: localizedPath(`${contactPath}#quote-form`, locale) }
}

export function liveCountsProps(locale: Locale, config: SocialProofConfig): LiveCountsProps {
  const m = storeMessages[locale].live
  return { config, t: { viewers: pluralForms(locale, m.viewers), orders: pluralForms(locale, m.orders) }, lang: FORMAT_LOCALE[locale] }
}

/** The analytics island's consent banner. */
export function consentProps(locale: Locale): { t: ConsentCopy } {
  return { t: islandCopy(locale, consentMessages[locale]) }
}

/** A post's Share button: its label, the toast region's name, and the share behaviour's toasts (its props). */
export function shareCopy(locale: Locale): { button: string; region: string; toasts: ShareCopy } {
  const { button, region, ...toasts } = islandCopy(locale, shareMessages[locale])
  return { button, region, toasts }
}
