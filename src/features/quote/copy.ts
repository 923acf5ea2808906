/**
 * The quote island's props in the page's language, from the data given (./props.ts gives the build's).
 * Islands have no LocaleProvider in the browser and load no message formatter, so the page builds them on
 * the server: the island's namespace formatted by src/i18n/island-copy.ts, with what the build knows
 * filled in (the site's name and e-mail, example numbers) and `{name}` left where only the browser knows
 * the value. Pure, so unit tests build the same texts; server only.
 */
import quoteMessages from '../../i18n/ns/quote.ts'
import { islandCopy, islandText } from '../../i18n/island-copy.ts'
import { chatText } from '../../i18n/chat-text.ts'
import { ltr, SOURCE_LOCALE, type Locale } from '../../i18n/messages.ts'
import type { SiteData } from '../../content/schemas.ts'
import { dialogCopy } from '../email/dialog-copy.ts'
import { PHONE_EXAMPLES } from './phone.ts'
import type { QuoteOptions } from './quote-form.ts'
import type { QuoteProps } from './quote-fields.tsx'

/** data/quote.json in each locale (`virtual:data-by-locale/quote`). */
export type QuoteByLocale = Readonly<Record<Locale, SiteData['quote']>>

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

/** The example phone numbers of a form's hint and error, isolated left to right. */
export const phoneExample = (locale: Locale) =>
  islandText(locale, quoteMessages[locale].phoneExample, { local: ltr(PHONE_EXAMPLES.local, locale), international: ltr(PHONE_EXAMPLES.international, locale) })

export function quotePropsFrom(locale: Locale, site: Pick<SiteData['site'], 'name' | 'email'>, quoteByLocale: QuoteByLocale): QuoteProps {
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
