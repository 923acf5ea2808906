/**
 * The quote wizard past step 1: the technical preferences (step 2), the e-mail
 * and notes (step 3), the ways to send the request and the e-mail dialog. No
 * first view shows them, so QuoteSection.tsx loads this module when the visitor
 * starts on the form (or reaches step 2 another way, a restored draft).
 */
import siteJson from 'virtual:data/site'
import { buildQuoteEmail, mailtoUrl, quoteChatText, whatsAppUrl } from '../../lib/contact-links.ts'
import { trackLazily } from '../../lib/track.ts'
import { EmailChoiceDialog } from '../email/EmailChoiceDialog.tsx'
import { isMobileDevice, openMailApp } from '../email/device.ts'
import { NOTES_MAX, purposeForAnalytics, quoteDetails } from './quote-form.ts'
import { Row, Select, type QuoteWizard } from './quote-fields.tsx'

/** Only the data files this module reads (each is its own module, so chunks stay small). */
const data = { site: siteJson }

export type HandOff = 'mail-app' | 'dialog' | 'chat'

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
      <Row label={t.fields.email} required htmlFor="quote-email">
        <input type="email" autoComplete="email" inputMode="email" required aria-required="true" maxLength={254} {...field('email')} onChange={(e) => set('email', e.target.value)} />
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

const trackRequest = ({ values, options }: QuoteWizard) => trackLazily((a) => a.trackQuoteRequest({ buildType: purposeForAnalytics(values, options), budget: values.budgetRange }))

/** The request as an e-mail in the page's language, to the business. */
const quoteEmail = ({ values, options, t }: QuoteWizard) => buildQuoteEmail(quoteDetails(values, options), data.site.email, t.message)

/** Step 3's valid request, sent: a phone opens its mail app with it, a desktop gets the dialog of ways to send. */
export function sendQuote(wizard: QuoteWizard, { openDialog, handedOff }: { openDialog: () => void; handedOff: (how: HandOff) => void }) {
  trackRequest(wizard)
  if (isMobileDevice()) {
    openMailApp(mailtoUrl(quoteEmail(wizard)))
    trackLazily((a) => a.trackHandOff('Mail app'))
    handedOff('mail-app')
  } else {
    openDialog()
  }
}

/** Step 3's buttons: submit (the e-mail), and WhatsApp once the step is valid. */
export function SendActions({ wizard, handedOff }: { wizard: QuoteWizard; handedOff: (how: HandOff) => void }) {
  const { site } = data
  const { t } = wizard
  return (
    <>
      <button type="submit" className="btn btn-primary" disabled={!wizard.valid}>
        {t.submit}
      </button>
      {wizard.valid ? (
        <a
          className="btn btn-chat"
          href={whatsAppUrl(site.phone, quoteChatText(quoteDetails(wizard.values, wizard.options), t.message))}
          target="_blank"
          rel="noopener noreferrer"
          data-tracked=""
          onClick={() => {
            trackRequest(wizard)
            trackLazily((a) => a.trackHandOff('WhatsApp'))
            handedOff('chat')
          }}
        >
          {t.whatsapp}
        </a>
      ) : null}
    </>
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
