/**
 * Outbound contact links and the texts they carry: WhatsApp chat, mailto,
 * Gmail and Outlook web compose. Pure, so every encoding case (`&`, `#`, `?`,
 * `%`, new lines, Arabic, emoji) has a unit test (tests/unit/flows/).
 */

import { chatTexts } from './chat-links.ts'
import { mailtoUrl, type EmailMessage } from './mail-links.ts'

export { phoneDigits, whatsAppUrl, chatTexts } from './chat-links.ts'
export { mailtoUrl, consultationEmail, type EmailMessage } from './mail-links.ts'

/** Gmail's web compose window with the message filled in. */
export function gmailComposeUrl({ to, subject, body }: EmailMessage): string {
  return `https://mail.google.com/mail/?view=cm&fs=1&to=${encodeURIComponent(to)}&su=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
}

/** Outlook on the web's compose deeplink with the message filled in. */
export function outlookComposeUrl({ to, subject, body }: EmailMessage): string {
  return `https://outlook.live.com/mail/0/deeplink/compose?to=${encodeURIComponent(to)}&subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
}

/** The plain text the copy button puts on the clipboard. */
export function emailPlainText({ to, subject, body }: EmailMessage): string {
  return `To: ${to}\nSubject: ${subject}\n\n${body}`
}

// ---------------------------------------------------------------- quote

export const NO_PREFERENCE = 'No preference specified'
export const NO_NOTES = 'No additional notes provided'

/** A quote request as the e-mail and chat texts show it: option values already turned into their labels. */
export interface QuoteDetails {
  fullName: string
  email: string
  /** International form, e.g. `+971501234567`. */
  phone: string
  budget: string
  purpose: string
  cpu?: string
  gpu?: string
  notes?: string
}

const orDefault = (value: string | undefined, fallback: string) => (value && value.trim() ? value.trim() : fallback)

export function quoteSubject(fullName: string): string {
  return `Custom PC Build Quote Request - ${fullName.trim()}`
}

/** The lines every quote text shares (SPEC section 7), with its defaults. */
function quoteLines(q: QuoteDetails): string[] {
  return [
    `Name: ${q.fullName.trim()}`,
    `Email: ${q.email.trim()}`,
    `Phone: ${q.phone}`,
    `Budget: ${q.budget}`,
    `Purpose: ${q.purpose}`,
    `Preferred CPU brand: ${orDefault(q.cpu, NO_PREFERENCE)}`,
    `Preferred GPU brand: ${orDefault(q.gpu, NO_PREFERENCE)}`,
  ]
}

export function quoteBody(q: QuoteDetails, siteName: string): string {
  return [
    `Hello ${siteName} team,`,
    '',
    'I would like a quote for a custom PC build. My details:',
    '',
    ...quoteLines(q),
    '',
    'Additional notes:',
    orDefault(q.notes, NO_NOTES),
    '',
    'Thank you!',
  ].join('\n')
}

export function buildQuoteEmail(q: QuoteDetails, site: { name: string; email: string }): EmailMessage {
  return { to: site.email, subject: quoteSubject(q.fullName), body: quoteBody(q, site.name) }
}

export function buildQuoteMailto(q: QuoteDetails, site: { name: string; email: string }): string {
  return mailtoUrl(buildQuoteEmail(q, site))
}

/** The same request as a WhatsApp message. */
export function quoteChatText(q: QuoteDetails, siteName: string): string {
  return [`Hi ${siteName}! I'd like a quote for a custom PC build.`, '', ...quoteLines(q), `Notes: ${orDefault(q.notes, NO_NOTES)}`].join('\n')
}

// ------------------------------------------------------------ price match

export interface PriceMatchDetails {
  product: string
  /** As typed: "2,499" or "2499 AED". */
  competitorPrice: string
  /** A link to the offer or the shop's name. */
  source: string
}

const NOT_GIVEN = 'Not provided'

function priceLabel(price: string): string {
  const p = price.trim()
  if (!p) return NOT_GIVEN
  return /aed|dhs?|د\.إ/i.test(p) ? p : `${p} AED`
}

function priceMatchLines(p: PriceMatchDetails): string[] {
  return [`Product: ${orDefault(p.product, NOT_GIVEN)}`, `Competitor price: ${priceLabel(p.competitorPrice)}`, `Link / source: ${orDefault(p.source, NOT_GIVEN)}`]
}

export function priceMatchChatText(p: PriceMatchDetails, siteName: string): string {
  return [chatTexts.priceMatch(siteName), '', ...priceMatchLines(p)].join('\n')
}

export function priceMatchEmail(p: PriceMatchDetails, site: { name: string; email: string }): EmailMessage {
  const product = p.product.trim()
  return {
    to: site.email,
    subject: product ? `Price Match Request - ${product}` : 'Price Match Request',
    body: [`Hello ${site.name} team,`, '', 'I found a lower price at an authorised UAE retailer and would like to request a price match.', '', ...priceMatchLines(p), '', 'Thank you!'].join('\n'),
  }
}
