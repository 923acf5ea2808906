/**
 * A prefilled WhatsApp text (chat.json `texts`) in the locale, with the site's name: the greeting of the
 * chat links that islands carry in their props. Server only (it imports every locale's messages).
 */
import chatMessages from './ns/chat.ts'
import { islandText } from './island-copy.ts'
import type { Locale } from './messages.ts'

export function chatText(locale: Locale, site: { name: string }, text: keyof (typeof chatMessages)['en']['texts']): string {
  return islandText(locale, chatMessages[locale].texts[text], { site: site.name })
}
