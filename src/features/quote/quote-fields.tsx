/** The wizard's field rows, shared by step 1 (QuoteSection.tsx) and steps 2 and 3 (QuoteLaterSteps.tsx). */
import type { ReactNode } from 'react'
import type { DialogCopy } from '../email/EmailChoiceDialog.tsx'
import { trackLazily } from '../../lib/track.ts'
import { purposeForAnalytics, type Field, type Option, type QuoteCopy, type QuoteOptions, type QuoteValues, type Step } from './quote-form.ts'

/** The quote island's props, made on the server in the page's language (./copy.ts). */
export interface QuoteProps {
  /** The wizard's copy: labels, errors, and the e-mail and WhatsApp texts with the site's name filled in. */
  t: QuoteCopy
  /** The e-mail dialog's copy. */
  dialog: DialogCopy
  /** The answers steps offer (data/quote.json), labelled in the page's language. */
  options: QuoteOptions
  /** The WhatsApp greeting of the link shown without JavaScript. */
  chatText: string
}

export interface FieldProps {
  id: string
  name: string
  value: string
  'aria-invalid': true | undefined
  'aria-describedby': string
  onBlur: () => void
}

/** What a step's fields need from the wizard that owns the draft. */
export interface QuoteWizard {
  t: QuoteCopy
  dialog: DialogCopy
  step: Step
  values: QuoteValues
  /** The answers steps offer (data/quote.json), in the page's language. */
  options: QuoteOptions
  valid: boolean
  field: (name: Field) => FieldProps
  error: (name: Field) => ReactNode
  set: (name: Field, value: string) => void
  touch: (name: Field) => void
}

export function Row({ label, required, htmlFor, children }: { label: string; required?: boolean; htmlFor: string; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={htmlFor}>
        {label}
        {required ? (
          <span className="required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children}
    </div>
  )
}

/** A select for one field of the wizard: choosing an option counts as touching it. */
export function Select({ wizard, name, options: list, placeholder, required }: { wizard: QuoteWizard; name: Field; options: Option[]; placeholder: string; required?: boolean }) {
  return (
    <select
      {...wizard.field(name)}
      required={required}
      aria-required={required ? 'true' : undefined}
      onChange={(e) => {
        wizard.set(name, e.target.value)
        wizard.touch(name)
      }}
    >
      <option value="">{placeholder}</option>
      {list.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  )
}

/** The request as analytics records it, when it was sent or handed to WhatsApp or e-mail. */
export const trackRequest = ({ values, options }: { values: QuoteValues; options: QuoteOptions }) =>
  trackLazily((a) => a.trackQuoteRequest({ buildType: purposeForAnalytics(values, options), budget: values.budgetRange }))

/** "Send on WhatsApp" with the request as typed so far: a tap hands the request to the chat. */
export function WhatsAppRoute({ wizard, href, onHandOff }: { wizard: QuoteWizard; href: string; onHandOff: () => void }) {
  return (
    <a
      className="btn btn-chat"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      data-tracked=""
      onClick={() => {
        trackRequest(wizard)
        trackLazily((a) => a.trackHandOff('WhatsApp'))
        onHandOff()
      }}
    >
      {wizard.t.whatsapp}
    </a>
  )
}
