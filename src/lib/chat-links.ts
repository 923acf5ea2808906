/**
 * WhatsApp chat links, kept apart from the e-mail builders in contact-links.ts
 * because the page shell (header, footer, floating button) needs only these.
 * The prefilled texts are copy, in the page's language (data/messages/<locale>/chat.json).
 */

/** `+971 52 746 3301` → `971527463301`. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '')
}

/** A WhatsApp chat link with prefilled text: `https://wa.me/{digits}?text={encoded}`. */
export function whatsAppUrl(phone: string, text: string): string {
  return `https://wa.me/${phoneDigits(phone)}?text=${encodeURIComponent(text)}`
}
