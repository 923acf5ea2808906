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
import { NOTES_MAX, quoteDetails } from './quote-form.ts'
import { Row, Select, type QuoteWizard } from './quote-fields.tsx'

/** Only the data files this module reads (each is its own module, so chunks stay small). */
const data = { site: siteJson }

export type HandOff = 'mail-app' | 'dialog' | 'chat'

export function LaterFields({ wizard }: { wizard: QuoteWizard }) {
  const { field, error, set, options } = wizard
  if (wizard.step === 2)
    return (
      <div className="quote-fields">
        <p className="field-hint">Optional: leave these if you would like our recommendation.</p>
        <Row label="Preferred CPU brand" htmlFor="quote-preferredCpu">
          <Select wizard={wizard} name="preferredCpu" options={options.cpuPreferences} placeholder="Choose (optional)" />
          {error('preferredCpu')}
        </Row>
        <Row label="Preferred GPU brand" htmlFor="quote-preferredGpu">
          <Select wizard={wizard} name="preferredGpu" options={options.gpuPreferences} placeholder="Choose (optional)" />
          {error('preferredGpu')}
        </Row>
      </div>
    )
  return (
    <div className="quote-fields">
      <Row label="E-mail" required htmlFor="quote-email">
        <input type="email" autoComplete="email" inputMode="email" required aria-required="true" maxLength={254} {...field('email')} onChange={(e) => set('email', e.target.value)} />
        {error('email')}
      </Row>
      <Row label="Additional notes" htmlFor="quote-additionalNotes">
        <textarea rows={4} maxLength={NOTES_MAX} {...field('additionalNotes')} onChange={(e) => set('additionalNotes', e.target.value)} />
        <p id="quote-additionalNotes-hint" className="field-hint">
          Games, software, size, colours, deadline: anything that helps.
        </p>
        {error('additionalNotes')}
      </Row>
    </div>
  )
}

const trackRequest = ({ values, options }: QuoteWizard) => trackLazily((a) => a.trackQuoteRequest({ buildType: quoteDetails(values, options).purpose, budget: values.budgetRange }))

/** Step 3's valid request, sent: a phone opens its mail app with it, a desktop gets the dialog of ways to send. */
export function sendQuote(wizard: QuoteWizard, { openDialog, handedOff }: { openDialog: () => void; handedOff: (how: HandOff) => void }) {
  trackRequest(wizard)
  if (isMobileDevice()) {
    openMailApp(mailtoUrl(buildQuoteEmail(quoteDetails(wizard.values, wizard.options), data.site)))
    trackLazily((a) => a.trackHandOff('Mail app'))
    handedOff('mail-app')
  } else {
    openDialog()
  }
}

/** Step 3's buttons: submit (the e-mail), and WhatsApp once the step is valid. */
export function SendActions({ wizard, handedOff }: { wizard: QuoteWizard; handedOff: (how: HandOff) => void }) {
  const { site } = data
  return (
    <>
      <button type="submit" className="btn btn-primary" disabled={!wizard.valid}>
        Submit quote request
      </button>
      {wizard.valid ? (
        <a
          className="btn btn-chat"
          href={whatsAppUrl(site.phone, quoteChatText(quoteDetails(wizard.values, wizard.options), site.name))}
          target="_blank"
          rel="noopener noreferrer"
          data-tracked=""
          onClick={() => {
            trackRequest(wizard)
            trackLazily((a) => a.trackHandOff('WhatsApp'))
            handedOff('chat')
          }}
        >
          Send on WhatsApp instead
        </a>
      ) : null}
    </>
  )
}

/** What the status line says after the request left the form. */
export function HandOffStatus({ handedOff, openDialog }: { handedOff: HandOff | null; openDialog: () => void }) {
  if (handedOff === 'mail-app')
    return (
      <>
        Your e-mail app should open with the request ready: press Send there.{' '}
        <button type="button" className="link-button" onClick={openDialog}>
          Nothing opened? More ways to send
        </button>
      </>
    )
  if (handedOff === 'dialog') return <>{'Your request is ready: send it from the window that opened, or paste the copied text into an e-mail to ' + data.site.email + '.'}</>
  if (handedOff === 'chat') return <>WhatsApp opened in a new tab with your request: press Send there.</>
  return null
}

export function QuoteEmailDialog({ wizard, open, onClose, handedOff }: { wizard: QuoteWizard; open: boolean; onClose: () => void; handedOff: (how: HandOff) => void }) {
  const { site } = data
  return (
    <EmailChoiceDialog
      open={open}
      onClose={onClose}
      title="Send your quote request"
      intro={<>Your request to {site.email} is ready. How would you like to send it?</>}
      message={buildQuoteEmail(quoteDetails(wizard.values, wizard.options), site)}
      onChoice={(channel) => {
        trackLazily((a) => a.trackHandOff(channel))
        handedOff('dialog')
      }}
    />
  )
}
