/**
 * The shop's islands' props in the page's language, from the data given (./props.ts gives the build's):
 * the store section and the live counters. Pure, so unit tests build the same texts; server only (how
 * island copy is made: src/features/quote/copy.ts).
 */
import storeMessages from '../../i18n/ns/store.ts'
import { islandCopy, pluralForms } from '../../i18n/island-copy.ts'
import { chatText } from '../../i18n/chat-text.ts'
import { FORMAT_LOCALE, type Locale } from '../../i18n/messages.ts'
import { localizedPath } from '../../site/locales.ts'
import type { StoreProps } from './StoreSection.tsx'
import type { LiveCountsProps } from './LiveCounts.tsx'
import type { SocialProofConfig } from './social-proof.ts'

/** `contactPath`: the contact page's English path, whose quote form the fallback links to. */
export function storePropsFrom(locale: Locale, site: { name: string }, contactPath: string): StoreProps {
  const { live: _live, ...m } = storeMessages[locale]
  return { t: islandCopy(locale, m), chatText: chatText(locale, site, 'customBuild'), quotePath: localizedPath(`${contactPath}#quote-form`, locale) }
}

export function liveCountsProps(locale: Locale, config: SocialProofConfig): LiveCountsProps {
  const m = storeMessages[locale].live
  return { config, t: { viewers: pluralForms(locale, m.viewers), orders: pluralForms(locale, m.orders) }, lang: FORMAT_LOCALE[locale] }
}
