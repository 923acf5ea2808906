/**
 * The quote wizard past step 1: the technical preferences (step 2), the e-mail
 * and notes (step 3), what the visitor sees after sending (the confirmation, or
 * the other ways to send when the endpoint failed) and the e-mail dialog. No
 * first view shows them, so QuoteSection.tsx loads this module when the visitor
 * starts on the form (or reaches step 2 another way, a restored draft).
 */
import { useEffect, useRef } from 'react'
import siteJson from 'virtual:data/site'
import { buildQuoteEmail, mailtoUrl } from '../../lib/contact-links.ts'
import type { SendFailure } from '../../lib/form-endpoint.ts'
import { trackLazily } from '../../lib/track.ts'
import { fillParts } from '../../i18n/fill-parts.ts'
import { EmailChoiceDialog, prefetchOnApproach } from '../email/EmailChoiceDialog.tsx'
import { isMobileDevice } from '../email/device.ts'
import { NOTES_MAX, quoteDetails, type QuoteOptions } from './quote-form.ts'
import { Row, Select, trackRequest, WhatsAppRoute, type QuoteWizard } from './quote-fields.tsx'
import type { HandOff, Outcome } from './outcome.ts'
import { SentDetails } from '../../components/SentDetails.tsx'

/** Only the data files this module reads (each is its own module, so chunks stay small). */
const data = { site: siteJson }


export function LaterFields({ wizard }: { wizard: QuoteWizard }) {
  const { field, error, set, options, t } = wizard
  if (wizard.step === 2)
    return (
      <div className="quote-fields">
        <p className="field-hint">{t.fields.optional}</p>
        <Row label={t.fields.preferredCpu} htmlFor="quote-preferredCpu">
          <Select wizard={wizard} name="preferredCpu" options={options.cpuPreferences} placeholder={t.fields.optionalPlaceholder} />
          {error('preferredCpu')}
        </Row>
        <Row label={t.fields.preferredGpu} htmlFor="quote-preferredGpu">
          <Select wizard={wizard} name="preferredGpu" options={options.gpuPreferences} placeholder={t.fields.optionalPlaceholder} />
          {error('preferredGpu')}
        </Row>
      </div>
    )
  return (
    <div className="quote-fields">
      <Row label={t.fields.email} htmlFor="quote-email">
        <input type="email" autoComplete="email" inputMode="email" maxLength={254} {...field('email')} onChange={(e) => set('email', e.target.value)} />
        <p id="quote-email-hint" className="field-hint">
          {t.fields.emailHint}
        </p>
        {error('email')}
      </Row>
      <Row label={t.fields.notes} htmlFor="quote-additionalNotes">
        <textarea rows={4} maxLength={NOTES_MAX} {...field('additionalNotes')} onChange={(e) => set('additionalNotes', e.target.value)} />
        <p id="quote-additionalNotes-hint" className="field-hint">
          {t.fields.notesHint}
        </p>
        {error('additionalNotes')}
      </Row>
    </div>
  )
}

/** The request as an e-mail in the page's language, to the business. */
const quoteEmail = ({ values, options, t }: QuoteWizard) => buildQuoteEmail(quoteDetails(values, options), data.site.email, t.message)

/**
 * The request did not reach the endpoint (or none is set): why, and the other ways to send it, ready with what
 * was typed: WhatsApp, and e-mail (a phone opens its mail app, a desktop gets the dialog of ways to send).
 * Its heading takes the focus, so the visitor hears what happened.
 */
export function SendFallback({ wizard, failure, chatHref, openDialog, handedOff, retry }: { wizard: QuoteWizard; failure: SendFailure; chatHref: string; openDialog: () => void; handedOff: (how: HandOff) => void; retry: () => void }) {
  const { t } = wizard
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const unset = failure === 'unset'
  return (
    <div className="quote-fallback" role="group" aria-labelledby="quote-fallback-heading">
      <h4 id="quote-fallback-heading" ref={heading} tabIndex={-1}>
        {unset ? t.failed.unsetHeading : t.failed.heading}
      </h4>
      <p>{unset ? t.failed.unset : `${t.failed[failure]} ${t.failed.routes}`}</p>
      <div className="quote-actions">
        <WhatsAppRoute wizard={wizard} href={chatHref} onHandOff={() => handedOff('chat')} />
        <a
          className="btn"
          href={mailtoUrl(quoteEmail(wizard))}
          data-tracked=""
          {...prefetchOnApproach}
          onClick={(e) => {
            trackRequest(wizard)
            if (isMobileDevice()) {
              // The link itself opens the mail app.
              trackLazily((a) => a.trackHandOff('Mail app'))
              handedOff('mail-app')
              return
            }
            e.preventDefault()
            openDialog()
          }}
        >
          {t.email}
        </a>
        {unset ? null : (
          <button type="button" className="btn" onClick={retry}>
            {t.failed.retry}
          </button>
        )}
      </div>
    </div>
  )
}

/** The request arrived: its reference and what was sent, the heading focused. */
export function QuoteSent({ t, options, sent, onStartAgain }: { t: QuoteWizard['t']; options: QuoteOptions; sent: Extract<Outcome, { kind: 'sent' }>; onStartAgain: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const d = quoteDetails(sent.values, options)
  const rows: [string, string | undefined][] = [
    [t.fields.fullName, d.fullName],
    [t.fields.phone, d.phone],
    [t.fields.email, d.email],
    [t.fields.budgetRange, d.budget],
    [t.fields.purpose, d.purpose],
    [t.fields.preferredCpu, d.cpu],
    [t.fields.preferredGpu, d.gpu],
    [t.fields.notes, d.notes?.trim()],
  ]
  return (
    <div className="quote-sent">
      <h3 id="quote-sent-heading" ref={heading} tabIndex={-1} className="quote-step-title">
        {t.sent.heading}
      </h3>
      <p className="quote-reference">{fillParts(t.sent.reference, { ref: (text) => <strong dir="ltr">{text}</strong> }, { reference: sent.reference })}</p>
      <p>{t.sent.reply}</p>
      <h4>{t.sent.summary}</h4>
      <SentDetails rows={rows} />
      <button type="button" className="btn" onClick={onStartAgain}>
        {t.sent.again}
      </button>
    </div>
  )
}

/** What the status line says after the request left the form. */
export function HandOffStatus({ t, handedOff, openDialog }: { t: QuoteWizard['t']; handedOff: HandOff | null; openDialog: () => void }) {
  if (handedOff === 'mail-app')
    return (
      <>
        {t.status.mailApp}{' '}
        <button type="button" className="link-button" onClick={openDialog}>
          {t.status.moreWays}
        </button>
      </>
    )
  if (handedOff === 'dialog') return <>{t.status.dialog}</>
  if (handedOff === 'chat') return <>{t.status.chat}</>
  return null
}

export function QuoteEmailDialog({ wizard, open, onClose, handedOff }: { wizard: QuoteWizard; open: boolean; onClose: () => void; handedOff: (how: HandOff) => void }) {
  const { t } = wizard
  return (
    <EmailChoiceDialog
      open={open}
      onClose={onClose}
      t={wizard.dialog}
      title={t.dialog.title}
      intro={t.dialog.intro}
      message={quoteEmail(wizard)}
      onChoice={(channel) => {
        trackLazily((a) => a.trackHandOff(channel))
        handedOff('dialog')
      }}
    />
  )
}
