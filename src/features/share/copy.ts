/** The Share button's and the share behaviour's copy in the page's language. Pure; server only (it imports every locale's messages). */
import shareMessages from '../../i18n/ns/share.ts'
import { islandCopy } from '../../i18n/island-copy.ts'
import type { Locale } from '../../i18n/messages.ts'
import type { ShareCopy } from './share.ts'

/** The button's label, the toast region's name, and the share behaviour's toasts (its props). */
export function shareCopy(locale: Locale): { button: string; region: string; toasts: ShareCopy } {
  const { button, region, ...toasts } = islandCopy(locale, shareMessages[locale])
  return { button, region, toasts }
}
