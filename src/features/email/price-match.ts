/**
 * The price-match request's rules and what the form endpoint receives for it (docs/decisions/quote-endpoint.md),
 * without React: PriceMatchRequest.tsx renders them.
 */
import type { PriceMatchDetails } from '../../lib/contact-links.ts'
import { withoutEmpty } from '../../lib/form-endpoint.ts'
import { isEmail } from '../quote/quote-form.ts'
import { normaliseUaePhone } from '../quote/phone.ts'

/** What the visitor types: the offer, and how to reach them (a phone or an e-mail). */
export type PriceMatchValues = PriceMatchDetails & { phone: string; email: string }

/** What the form endpoint receives for a price match (docs/decisions/quote-endpoint.md). */
export interface PriceMatchSubmission {
  form: 'price-match'
  reference: string
  language: string
  page: string
  _subject: string
  product: string
  competitorPrice?: string
  source?: string
  phone?: string
  email?: string
  /** The request as the e-mail route writes it, in the page's language. */
  message: string
}

/**
 * What is missing before the request can go to the endpoint: the product, and a well-formed phone or e-mail.
 * Null when it can go. WhatsApp and e-mail need none of it (the chat or the mail carries the sender).
 */
export function priceMatchProblem(v: PriceMatchValues): 'needs' | 'invalidPhone' | 'invalidEmail' | null {
  const phone = v.phone.trim() ? normaliseUaePhone(v.phone) : null
  if (phone && !phone.ok) return 'invalidPhone'
  if (v.email.trim() && !isEmail(v.email)) return 'invalidEmail'
  return v.product.trim() && (phone?.ok || v.email.trim()) ? null : 'needs'
}

export function priceMatchSubmission(v: PriceMatchValues, message: { subject: string; body: string }, meta: { reference: string; language: string; page: string }): PriceMatchSubmission {
  const phone = normaliseUaePhone(v.phone)
  return {
    form: 'price-match',
    ...meta,
    _subject: `${message.subject} (${meta.reference})`,
    product: v.product.trim(),
    ...withoutEmpty({ competitorPrice: v.competitorPrice.trim(), source: v.source.trim(), phone: phone.ok ? phone.international : '', email: v.email.trim() }),
    message: message.body,
  }
}

