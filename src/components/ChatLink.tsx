import siteJson from 'virtual:data/site'
import chatMessages from '../i18n/ns/chat.ts'
import { fmt, useLocale, useMessages } from '../i18n/format.tsx'
import { ltr } from '../i18n/messages.ts'
import { whatsAppUrl } from '../lib/chat-links.ts'

/** Only the data files this module reads (each is its own module, so chunks stay small). */
const data = { site: siteJson }

/** The prefilled WhatsApp texts (data/messages/<locale>/chat.json `texts`). */
export type ChatText = keyof (typeof chatMessages)['en']['texts']

/** The link to the business's WhatsApp with a prefilled text in the page's language (rendered on the server only). */
function useChatHref(text: ChatText): string {
  const { site } = data
  const locale = useLocale()
  const m = useMessages(chatMessages)
  return whatsAppUrl(site.phone, fmt(locale, m.texts[text], { site: site.name }))
}

const WHATSAPP_GLYPH =
  'M12 2a10 10 0 0 0-8.7 14.9L2 22l5.3-1.3A10 10 0 1 0 12 2zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3.1.8.8-3-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1-.7.8-.8 1-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.7-1.4.1-.2 0-.3 0-.4l-.8-1.9c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6a2.7 2.7 0 0 0 1.8-1.2 2.2 2.2 0 0 0 .1-1.3c0-.1-.2-.2-.4-.3z'

function WhatsAppIcon({ size }: { size: number }) {
  return (
    <svg aria-hidden="true" width={size} height={size} viewBox="0 0 24 24" fill="currentColor">
      <path d={WHATSAPP_GLYPH} />
    </svg>
  )
}

/**
 * A WhatsApp link with the business number from data/ and a prefilled message. The number, when the label
 * shows it, reads left to right on a right-to-left page (`ltr`); elsewhere the label is as given.
 */
export function ChatLink({ text = 'greeting', label, className, icon = true }: { text?: ChatText; label: string; className?: string; icon?: boolean }) {
  const locale = useLocale()
  return (
    <a href={useChatHref(text)} className={className} target="_blank" rel="noopener noreferrer">
      {icon ? <WhatsAppIcon size={18} /> : null}
      {label.replace(data.site.phone, () => ltr(data.site.phone, locale))}
    </a>
  )
}

/**
 * The chat bar at the bottom of a phone's screen (CSS hides it on wider screens): a labelled bar across
 * the width rather than a round button in a corner, so it never sits over a line, a link or a field; the
 * footer leaves room for it at the end of every page, and it steps aside while a field has focus.
 */
export function FloatingChatButton() {
  const m = useMessages(chatMessages)
  return (
    <a href={useChatHref('greeting')} className="floating-chat only-mobile" target="_blank" rel="noopener noreferrer">
      <WhatsAppIcon size={22} />
      {m.label}
    </a>
  )
}
