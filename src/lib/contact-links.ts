/**
 * Outbound contact links and the texts they carry: WhatsApp chat, mailto,
 * Gmail and Outlook web compose. Pure, so every encoding case (`&`, `#`, `?`,
 * `%`, new lines, Arabic, emoji) has a unit test (tests/unit/flows/).
 */

import { fill } from '../i18n/fill.ts'
import type emailMessages from '../i18n/ns/email.ts'
import { mailtoUrl, type EmailMessage } from './mail-links.ts'
import { quoteBody, quoteSubject, type QuoteDetails, type QuoteTexts } from './quote-text.ts'

export { phoneDigits, whatsAppUrl } from './chat-links.ts'
export { mailtoUrl, type EmailMessage } from './mail-links.ts'

/** Gmail's web compose window with the message filled in. */
export function gmailComposeUrl({ to, subject, body }: EmailMessage): string {
  return `https://mail.google.com/mail/?view=cm&fs=1&to=${encodeURIComponent(to)}&su=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
}

/** Outlook on the web's compose deeplink with the message filled in. */
export function outlookComposeUrl({ to, subject, body }: EmailMessage): string {
  return `https://outlook.live.com/mail/0/deeplink/compose?to=${encodeURIComponent(to)}&subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
}

/** The plain text the copy button puts on the clipboard: `template` is the copy's `To: {to}\nSubject: {subject}\n\n{body}`. */
export function emailPlainText(message: EmailMessage, template: string): string {
  return fill(template, { ...message })
}

// ---------------------------------------------------------------- quote

export { quoteBody, quoteChatText, quoteSubject, type QuoteDetails, type QuoteTexts } from './quote-text.ts'

const orDefault = (value: string | undefined, fallback: string) => (value && value.trim() ? value.trim() : fallback)

export function buildQuoteEmail(q: QuoteDetails, to: string, texts: QuoteTexts): EmailMessage {
  return { to, subject: quoteSubject(q.fullName, texts), body: quoteBody(q, texts) }
}

export function buildQuoteMailto(q: QuoteDetails, to: string, texts: QuoteTexts): string {
  return mailtoUrl(buildQuoteEmail(q, to, texts))
}

// ------------------------------------------------------------ price match

export interface PriceMatchDetails {
  product: string
  /** As typed: "2,499" or "2499 AED". */
  competitorPrice: string
  /** A link to the offer or the shop's name. */
  source: string
}

/**
 * The texts of a price match request in the page's language (email.json `priceMatch.message`, site name
 * filled in), and `chat`, the WhatsApp greeting it starts with (chat.json `texts.priceMatch`).
 */
export type PriceMatchTexts = (typeof emailMessages)['en']['priceMatch']['message'] & { chat: string }

/** A price as typed, with the currency added when the visitor gave none (AED, Dhs, د.إ or درهم). */
function priceLabel(price: string, texts: PriceMatchTexts): string {
  const p = price.trim()
  if (!p) return texts.notGiven
  return /aed|dhs?|د\.إ|درهم/i.test(p) ? p : fill(texts.aed, { price: p })
}

function priceMatchLines(p: PriceMatchDetails, texts: PriceMatchTexts): string {
  return fill(texts.details, { product: orDefault(p.product, texts.notGiven), price: priceLabel(p.competitorPrice, texts), source: orDefault(p.source, texts.notGiven) })
}

export function priceMatchChatText(p: PriceMatchDetails, texts: PriceMatchTexts): string {
  return `${texts.chat}\n\n${priceMatchLines(p, texts)}`
}

export function priceMatchEmail(p: PriceMatchDetails, to: string, texts: PriceMatchTexts): EmailMessage {
  const product = p.product.trim()
  return {
    to,
    subject: product ? fill(texts.subject, { product }) : texts.subjectNoProduct,
    body: fill(texts.body, { details: priceMatchLines(p, texts) }),
  }
}
