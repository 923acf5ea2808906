/**
 * WhatsApp chat links, kept apart from the e-mail builders in contact-links.ts
 * because the page shell (header, footer, floating button) needs only these.
 */

/** `+971 52 746 3301` → `971527463301`. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '')
}

/** A WhatsApp chat link with prefilled text: `https://wa.me/{digits}?text={encoded}`. */
export function whatsAppUrl(phone: string, text: string): string {
  return `https://wa.me/${phoneDigits(phone)}?text=${encodeURIComponent(text)}`
}

export const chatTexts = {
  greeting: (site: string) => `Hi ${site}! I'd like to ask about a custom gaming PC.`,
  quote: (site: string) => `Hi ${site}! I'd like a quote for a custom gaming PC build.`,
  priceMatch: (site: string) => `Hi ${site}! I found a lower price and would like to request a price match.`,
  customBuild: (site: string) => `Hi ${site}! I'm interested in a custom build. Can you help me choose parts?`,
} as const
