import siteJson from 'virtual:data/site'
import { chatTexts, whatsAppUrl } from '../lib/chat-links.ts'

/** Only the data files this module reads (each is its own module, so chunks stay small). */
const data = { site: siteJson }

export type ChatText = keyof typeof chatTexts

const WHATSAPP_GLYPH =
  'M12 2a10 10 0 0 0-8.7 14.9L2 22l5.3-1.3A10 10 0 1 0 12 2zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3.1.8.8-3-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1-.7.8-.8 1-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.7-1.4.1-.2 0-.3 0-.4l-.8-1.9c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6a2.7 2.7 0 0 0 1.8-1.2 2.2 2.2 0 0 0 .1-1.3c0-.1-.2-.2-.4-.3z'

function WhatsAppIcon({ size }: { size: number }) {
  return (
    <svg aria-hidden="true" width={size} height={size} viewBox="0 0 24 24" fill="currentColor">
      <path d={WHATSAPP_GLYPH} />
    </svg>
  )
}

/** A WhatsApp link with the business number from data/ and a prefilled message. */
export function ChatLink({ text = 'greeting', label, className, icon = true }: { text?: ChatText; label: string; className?: string; icon?: boolean }) {
  const { site } = data
  return (
    <a href={whatsAppUrl(site.phone, chatTexts[text](site.name))} className={className} target="_blank" rel="noopener noreferrer">
      {icon ? <WhatsAppIcon size={18} /> : null}
      {label}
    </a>
  )
}

/** The floating chat button, shown on mobile only (CSS). */
export function FloatingChatButton() {
  const { site } = data
  return (
    <a
      href={whatsAppUrl(site.phone, chatTexts.greeting(site.name))}
      className="floating-chat only-mobile"
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat with us on WhatsApp"
    >
      <WhatsAppIcon size={28} />
    </a>
  )
}
