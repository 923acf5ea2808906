/** The e-mail choice dialog's copy in the page's language, for the islands that open it (server only). */
import emailMessages from '../../i18n/ns/email.ts'
import { islandCopy } from '../../i18n/island-copy.ts'
import type { Locale } from '../../i18n/messages.ts'

export const dialogCopy = (locale: Locale) => islandCopy(locale, emailMessages[locale].dialog)
