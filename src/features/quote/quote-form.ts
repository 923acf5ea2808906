/**
 * The quote wizard's state and rules (SPEC sections 4, 5, 7), without React:
 * step validation, the saved draft, and turning answers into the e-mail/chat details.
 * Its words are the page's (data/messages/<locale>/quote.json, in the island's props): a rule
 * answers with the key of its message.
 */
import { withoutEmpty } from '../../lib/form-endpoint.ts'
import { quoteBody, quoteSubject, type QuoteDetails, type QuoteTexts } from '../../lib/quote-text.ts'
import type quoteMessages from '../../i18n/ns/quote.ts'
import { normaliseUaePhone } from './phone.ts'

/** The quote island's copy (data/messages/<locale>/quote.json), formatted on the server (src/i18n/island-copy.ts). */
export type QuoteCopy = (typeof quoteMessages)['en']

/** The steps, by the key of their title in the copy's `steps`. */
export const STEPS = ['basic', 'preferences', 'contact'] as const
export type Step = 1 | 2 | 3

export interface QuoteValues {
  fullName: string
  phone: string
  budgetRange: string
  purpose: string
  preferredCpu: string
  preferredGpu: string
  email: string
  additionalNotes: string
}
export type Field = keyof QuoteValues

/** The notes field's length limit (the textarea's maxLength, and what a hand-off may fill in). */
export const NOTES_MAX = 2000

export const EMPTY_VALUES: QuoteValues = { fullName: '', phone: '', budgetRange: '', purpose: '', preferredCpu: '', preferredGpu: '', email: '', additionalNotes: '' }

export const STEP_FIELDS: Record<Step, Field[]> = {
  1: ['fullName', 'phone', 'budgetRange', 'purpose'],
  2: ['preferredCpu', 'preferredGpu'],
  3: ['email', 'additionalNotes'],
}

export interface Option {
  /** What the form stores and a link may hand over (`?purpose=gaming`): the same in every language. */
  value: string
  /** What the visitor reads, in the page's language (data/quote.json, data/<locale>/quote.json). */
  label: string
  /** The English label, when `label` is another language's: analytics reports English whatever the page's language. */
  en?: string
}
export interface QuoteOptions {
  budgetRanges: Option[]
  purposes: Option[]
  cpuPreferences: Option[]
  gpuPreferences: Option[]
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/

export const progressPercent = (step: Step) => Math.round((step / STEPS.length) * 100)

/** What is wrong with a field: the key of its message in the copy's `errors`. */
export type QuoteError = keyof QuoteCopy['errors']

/** The problems of one step's fields; an empty object means the step is valid. */
export function validateStep(step: Step, v: QuoteValues, options: QuoteOptions): Partial<Record<Field, QuoteError>> {
  const errors: Partial<Record<Field, QuoteError>> = {}
  const has = (list: Option[], value: string) => list.some((o) => o.value === value)
  if (step === 1) {
    if (!v.fullName.trim()) errors.fullName = 'fullName'
    // The phone is one of two ways to be answered: it may be left empty for an e-mail on step 3.
    const phone = normaliseUaePhone(v.phone)
    if (!phone.ok && phone.error === 'phoneInvalid') errors.phone = phone.error
    if (!has(options.budgetRanges, v.budgetRange)) errors.budgetRange = 'budgetRange'
    if (!has(options.purposes, v.purpose)) errors.purpose = 'purpose'
  }
  if (step === 2) {
    if (v.preferredCpu && !has(options.cpuPreferences, v.preferredCpu)) errors.preferredCpu = 'preferredCpu'
    if (v.preferredGpu && !has(options.gpuPreferences, v.preferredGpu)) errors.preferredGpu = 'preferredGpu'
  }
  if (step === 3) {
    const contact = contactError(v)
    if (contact) errors.email = contact
  }
  return errors
}

/**
 * How the business can answer: a phone (step 1) or an e-mail (step 3), either is enough. Null when the
 * answers give a way; else what is wrong, for the e-mail field (the last chance to give one). A mistyped
 * phone is step 1's to report.
 */
export function contactError(v: Pick<QuoteValues, 'phone' | 'email'>): 'contactMissing' | 'emailInvalid' | null {
  const email = v.email.trim()
  if (email) return EMAIL.test(email) ? null : 'emailInvalid'
  return normaliseUaePhone(v.phone).ok ? null : 'contactMissing'
}

/** Whether a typed e-mail address is well formed. */
export const isEmail = (value: string) => EMAIL.test(value.trim())

export const isStepValid = (step: Step, v: QuoteValues, options: QuoteOptions) => Object.keys(validateStep(step, v, options)).length === 0

/** The answers as the e-mail and chat texts show them (labels, international phone, defaults left to the builders). */
export function quoteDetails(v: QuoteValues, options: QuoteOptions): QuoteDetails {
  const label = (list: Option[], value: string) => list.find((o) => o.value === value)?.label ?? value
  const preference = (list: Option[], value: string) => (value && value !== 'no-preference' ? label(list, value) : '')
  const phone = normaliseUaePhone(v.phone)
  return {
    fullName: v.fullName.trim(),
    email: v.email.trim(),
    phone: phone.ok ? phone.international : v.phone.trim(),
    budget: label(options.budgetRanges, v.budgetRange),
    purpose: label(options.purposes, v.purpose),
    cpu: preference(options.cpuPreferences, v.preferredCpu),
    gpu: preference(options.gpuPreferences, v.preferredGpu),
    notes: v.additionalNotes,
  }
}

/** What the form endpoint receives for a quote (docs/decisions/quote-endpoint.md): the answers as chosen, and the request as text. */
export interface QuoteSubmission {
  form: 'quote'
  reference: string
  /** The page's language: the message is written in it. */
  language: string
  /** The page the request was sent from (its path). */
  page: string
  /** The e-mail subject a form service uses (Formspree reads `_subject`; `email` is its reply-to). */
  _subject: string
  name: string
  phone?: string
  email?: string
  budget: string
  purpose: string
  cpu?: string
  gpu?: string
  notes?: string
  /** The whole request as the e-mail route writes it, in the page's language, labels for values. */
  message: string
}

/** The quote as the form endpoint gets it; `texts` is the copy's `message` (the site's name filled in). */
export function quoteSubmission(v: QuoteValues, options: QuoteOptions, texts: QuoteTexts, meta: { reference: string; language: string; page: string }): QuoteSubmission {
  const details = quoteDetails(v, options)
  const optional = withoutEmpty({ phone: details.phone, email: details.email, cpu: v.preferredCpu, gpu: v.preferredGpu, notes: v.additionalNotes.trim() })
  return {
    form: 'quote',
    ...meta,
    _subject: `${quoteSubject(details.fullName, texts)} (${meta.reference})`,
    name: details.fullName,
    budget: v.budgetRange,
    purpose: v.purpose,
    ...optional,
    message: quoteBody(details, texts),
  }
}

/** The purpose as analytics reports it: its English label in every language. */
export function purposeForAnalytics(v: QuoteValues, options: QuoteOptions): string {
  const o = options.purposes.find((p) => p.value === v.purpose)
  return o ? (o.en ?? o.label) : v.purpose
}

// ------------------------------------------------------------ the draft

export const DRAFT_KEY = 'falconpc-quote-draft'

export interface QuoteDraft {
  step: Step
  values: QuoteValues
  touched: Partial<Record<Field, boolean>>
  /** The form-start event was sent this session. */
  started: boolean
}

export const EMPTY_DRAFT: QuoteDraft = { step: 1, values: EMPTY_VALUES, touched: {}, started: false }

/** A saved draft, or the empty one when nothing (or something unreadable) was saved. */
export function parseDraft(raw: string | null): QuoteDraft {
  if (!raw) return EMPTY_DRAFT
  try {
    const d = JSON.parse(raw) as Partial<QuoteDraft>
    const values = { ...EMPTY_VALUES }
    for (const k of Object.keys(EMPTY_VALUES) as Field[]) {
      const x = d.values?.[k]
      if (typeof x === 'string') values[k] = x.slice(0, 4000)
    }
    const step = d.step === 2 || d.step === 3 ? d.step : 1
    const touched: QuoteDraft['touched'] = {}
    for (const k of Object.keys(EMPTY_VALUES) as Field[]) if (d.touched?.[k] === true) touched[k] = true
    return { step, values, touched, started: d.started === true }
  } catch {
    return EMPTY_DRAFT
  }
}
