/**
 * A quote request as text (quote.json `message`): the e-mail's subject and body and the WhatsApp message.
 * Apart from the e-mail link builders (contact-links.ts) because step 1 of the quote form offers WhatsApp
 * with what is typed so far, and its first view carries no e-mail code.
 */
import { fill } from '../i18n/fill.ts'
import type quoteMessages from '../i18n/ns/quote.ts'

/**
 * The texts of a quote request in the page's language (quote.json `message`), as the island gets them:
 * the site's name filled in, `{name}`, `{details}`… left for the visitor's answers.
 */
export type QuoteTexts = (typeof quoteMessages)['en']['message']

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

export function quoteSubject(fullName: string, texts: QuoteTexts): string {
  return fill(texts.subject, { name: fullName.trim() })
}

/** The lines every quote text shares (SPEC section 7), with its defaults (a phone or an e-mail may be all the contact given). */
function quoteDetailLines(q: QuoteDetails, texts: QuoteTexts): string {
  return fill(texts.details, {
    name: orDefault(q.fullName, texts.notGiven),
    email: orDefault(q.email, texts.notGiven),
    phone: orDefault(q.phone, texts.notGiven),
    budget: orDefault(q.budget, texts.notGiven),
    purpose: orDefault(q.purpose, texts.notGiven),
    cpu: orDefault(q.cpu, texts.noPreference),
    gpu: orDefault(q.gpu, texts.noPreference),
  })
}

export function quoteBody(q: QuoteDetails, texts: QuoteTexts): string {
  return fill(texts.body, { details: quoteDetailLines(q, texts), notes: orDefault(q.notes, texts.noNotes) })
}

/** The same request as a WhatsApp message. */
export function quoteChatText(q: QuoteDetails, texts: QuoteTexts): string {
  return fill(texts.chat, { details: quoteDetailLines(q, texts), notes: orDefault(q.notes, texts.noNotes) })
}
