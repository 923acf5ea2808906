import { useEffect, useRef, useState, type ReactNode } from 'react'
import quoteJson from 'virtual:data/quote'
import siteJson from 'virtual:data/site'
import { buildQuoteEmail, chatTexts, mailtoUrl, quoteChatText, whatsAppUrl } from '../../lib/contact-links.ts'
import { trackLazily } from '../../lib/track.ts'
import { EmailChoiceDialog } from '../email/EmailChoiceDialog.tsx'
import { isMobileDevice, openMailApp } from '../email/device.ts'
import { PHONE_EXAMPLE } from './phone.ts'
import {
  DRAFT_KEY,
  EMPTY_DRAFT,
  STEPS,
  STEP_FIELDS,
  isStepValid,
  parseDraft,
  progressPercent,
  quoteDetails,
  validateStep,
  type Field,
  type Option,
  type QuoteDraft,
  type Step,
} from './quote-form.ts'
import './quote.css'

/** Only the data files this module reads (each is its own module, so chunks stay small). */
const data = { quote: quoteJson, site: siteJson }

const options = data.quote

function readDraft(): QuoteDraft {
  try {
    return parseDraft(window.sessionStorage.getItem(DRAFT_KEY))
  } catch {
    return EMPTY_DRAFT
  }
}

function saveDraft(draft: QuoteDraft) {
  try {
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft))
  } catch {
    /* storage full or blocked: the form still works, it just won't survive a reload */
  }
}

/**
 * The quote wizard on the contact page (anchor #quote-form): three steps, a
 * draft kept in sessionStorage (restored after hydration, so the server and the
 * first client render match), then the e-mail hand-off.
 */
export function QuoteSection() {
  const { site } = data
  const [draft, setDraft] = useState<QuoteDraft>(EMPTY_DRAFT)
  const [restored, setRestored] = useState(false)
  const [dialogOpen, setDialogOpen] = useState(false)
  const [handedOff, setHandedOff] = useState<'mail-app' | 'dialog' | 'chat' | null>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)

  useEffect(() => {
    const saved = readDraft()
    // Never restore past a step whose answers are missing.
    let step: Step = 1
    while (step < saved.step && isStepValid(step, saved.values, options)) step = (step + 1) as Step
    setDraft({ ...saved, step })
    setRestored(true)
  }, [])

  useEffect(() => {
    if (restored) saveDraft(draft)
  }, [draft, restored])

  useEffect(() => {
    if (moved.current) headingRef.current?.focus()
    moved.current = false
  }, [draft.step])

  const { step, values, touched } = draft
  const errors = validateStep(step, values, options)
  const valid = Object.keys(errors).length === 0
  const percent = progressPercent(step)
  const details = quoteDetails(values, options)
  const message = buildQuoteEmail(details, site)

  const set = (field: Field, value: string) => {
    setHandedOff(null)
    setDraft((d) => ({ ...d, values: { ...d.values, [field]: value } }))
  }
  const touch = (field: Field) => setDraft((d) => (d.touched[field] ? d : { ...d, touched: { ...d.touched, [field]: true } }))
  const goTo = (next: Step) => {
    moved.current = true
    setDraft((d) => ({ ...d, step: next }))
  }

  const next = () => {
    if (!valid || step === 3) return
    if (step === 1 && !draft.started) {
      trackLazily((a) => a.trackFormStart())
      setDraft((d) => ({ ...d, started: true }))
    }
    goTo((step + 1) as Step)
  }

  const submit = () => {
    if (!valid) {
      setDraft((d) => ({ ...d, touched: { ...d.touched, ...Object.fromEntries(STEP_FIELDS[step].map((f) => [f, true])) } }))
      return
    }
    trackLazily((a) => a.trackQuoteRequest({ buildType: details.purpose, budget: values.budgetRange }))
    if (isMobileDevice()) {
      openMailApp(mailtoUrl(message))
      trackLazily((a) => a.trackHandOff('Mail app'))
      setHandedOff('mail-app')
    } else {
      setDialogOpen(true)
    }
  }

  const field = (name: Field): FieldProps => ({
    id: `quote-${name}`,
    name,
    value: values[name],
    'aria-invalid': touched[name] && errors[name] ? true : undefined,
    'aria-describedby': [hints[name] ? `quote-${name}-hint` : '', `quote-${name}-error`].filter(Boolean).join(' '),
    onBlur: () => touch(name),
  })
  const error = (name: Field) => (
    <p id={`quote-${name}-error`} className="field-error" aria-live="polite">
      {touched[name] && errors[name] ? errors[name] : ''}
    </p>
  )

  return (
    <section id="quote-form" aria-labelledby="quote-heading" className="quote-section">
      <h2 id="quote-heading">Request a custom PC quote</h2>
      <p className="quote-intro">Three short steps. Your answers stay in this browser tab until you send them: nothing is sent anywhere until you choose how.</p>

      <noscript>
        <p className="quote-noscript">
          This form needs JavaScript. You can also e-mail your request to <a href={`mailto:${site.email}`}>{site.email}</a> or{' '}
          <a href={whatsAppUrl(site.phone, chatTexts.quote(site.name))}>chat with us on WhatsApp</a>.
        </p>
      </noscript>
      <div className="quote-progress">
        <ol className="quote-steps">
          {STEPS.map((s) => (
            <li key={s.number} aria-current={s.number === step ? 'step' : undefined} className={s.number < step ? 'done' : s.number === step ? 'current' : undefined}>
              <span className="quote-step-number" aria-hidden="true">
                {s.number}
              </span>
              <span>{s.title}</span>
            </li>
          ))}
        </ol>
        <progress className="quote-bar" max={100} value={percent} aria-label="Quote form progress" aria-valuetext={`Step ${step} of ${STEPS.length}, ${percent}%`}>
          {percent}%
        </progress>
        <p className="quote-progress-text">
          Step {step} of {STEPS.length} · {percent}%
        </p>
      </div>

      <form
        className="quote-form"
        noValidate
        data-ready={restored ? 'true' : undefined}
        onSubmit={(e) => {
          e.preventDefault()
          if (step === 3) submit()
          else next()
        }}
      >
        <h3 id="quote-step-heading" ref={headingRef} tabIndex={-1} className="quote-step-title">
          Step {step}: {STEPS[step - 1]!.title}
        </h3>

        {step === 1 ? (
          <div className="quote-fields">
            <Row label="Full name" required htmlFor="quote-fullName">
              <input type="text" autoComplete="name" required aria-required="true" maxLength={100} {...field('fullName')} onChange={(e) => set('fullName', e.target.value)} />
              {error('fullName')}
            </Row>
            <Row label="WhatsApp / mobile number" required htmlFor="quote-phone">
              <input type="tel" inputMode="tel" autoComplete="tel" required aria-required="true" maxLength={24} {...field('phone')} onChange={(e) => set('phone', e.target.value)} />
              <p id="quote-phone-hint" className="field-hint">
                UAE mobile, e.g. {PHONE_EXAMPLE}
              </p>
              {error('phone')}
            </Row>
            <Row label="Budget range" required htmlFor="quote-budgetRange">
              <Select options={options.budgetRanges} placeholder="Choose a budget" required props={field('budgetRange')} onChange={(v) => set('budgetRange', v)} onTouch={() => touch('budgetRange')} />
              {error('budgetRange')}
            </Row>
            <Row label="Main use" required htmlFor="quote-purpose">
              <Select options={options.purposes} placeholder="Choose a purpose" required props={field('purpose')} onChange={(v) => set('purpose', v)} onTouch={() => touch('purpose')} />
              {error('purpose')}
            </Row>
          </div>
        ) : null}

        {step === 2 ? (
          <div className="quote-fields">
            <p className="field-hint">Optional: leave these if you would like our recommendation.</p>
            <Row label="Preferred CPU brand" htmlFor="quote-preferredCpu">
              <Select options={options.cpuPreferences} placeholder="Choose (optional)" props={field('preferredCpu')} onChange={(v) => set('preferredCpu', v)} onTouch={() => touch('preferredCpu')} />
              {error('preferredCpu')}
            </Row>
            <Row label="Preferred GPU brand" htmlFor="quote-preferredGpu">
              <Select options={options.gpuPreferences} placeholder="Choose (optional)" props={field('preferredGpu')} onChange={(v) => set('preferredGpu', v)} onTouch={() => touch('preferredGpu')} />
              {error('preferredGpu')}
            </Row>
          </div>
        ) : null}

        {step === 3 ? (
          <div className="quote-fields">
            <Row label="E-mail" required htmlFor="quote-email">
              <input type="email" autoComplete="email" inputMode="email" required aria-required="true" maxLength={254} {...field('email')} onChange={(e) => set('email', e.target.value)} />
              {error('email')}
            </Row>
            <Row label="Additional notes" htmlFor="quote-additionalNotes">
              <textarea rows={4} maxLength={2000} {...field('additionalNotes')} onChange={(e) => set('additionalNotes', e.target.value)} />
              <p id="quote-additionalNotes-hint" className="field-hint">
                Games, software, size, colours, deadline: anything that helps.
              </p>
              {error('additionalNotes')}
            </Row>
          </div>
        ) : null}

        <div className="quote-actions">
          {step > 1 ? (
            <button type="button" className="btn" onClick={() => goTo((step - 1) as Step)}>
              Previous
            </button>
          ) : null}
          {step < 3 ? (
            <button type="submit" className="btn btn-primary" disabled={!valid}>
              Next
            </button>
          ) : (
            <>
              <button type="submit" className="btn btn-primary" disabled={!valid}>
                Submit quote request
              </button>
              {valid ? (
                <a
                  className="btn btn-chat"
                  href={whatsAppUrl(site.phone, quoteChatText(details, site.name))}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-tracked=""
                  onClick={() => {
                    trackLazily((a) => a.trackQuoteRequest({ buildType: details.purpose, budget: values.budgetRange }))
                    trackLazily((a) => a.trackHandOff('WhatsApp'))
                    setHandedOff('chat')
                  }}
                >
                  Send on WhatsApp instead
                </a>
              ) : null}
            </>
          )}
        </div>
        {!valid ? (
          <p className="field-hint quote-required-note">
            {step === 3 ? 'Enter your e-mail address to send the request.' : 'Fill in the fields marked * to continue.'}
          </p>
        ) : null}
        <p className="quote-status" role="status">
          {handedOff === 'mail-app' ? (
            <>
              Your e-mail app should open with the request ready: press Send there.{' '}
              <button type="button" className="link-button" onClick={() => setDialogOpen(true)}>
                Nothing opened? More ways to send
              </button>
            </>
          ) : handedOff === 'dialog' ? (
            'Your request is ready: send it from the window that opened, or paste the copied text into an e-mail to ' + site.email + '.'
          ) : handedOff === 'chat' ? (
            'WhatsApp opened in a new tab with your request: press Send there.'
          ) : (
            ''
          )}
        </p>
      </form>

      <EmailChoiceDialog
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        title="Send your quote request"
        intro={<>Your request to {site.email} is ready. How would you like to send it?</>}
        message={message}
        onChoice={(channel) => {
          trackLazily((a) => a.trackHandOff(channel))
          setHandedOff('dialog')
        }}
      />
    </section>
  )
}

const hints: Partial<Record<Field, true>> = { phone: true, additionalNotes: true }

interface FieldProps {
  id: string
  name: string
  value: string
  'aria-invalid': true | undefined
  'aria-describedby': string
  onBlur: () => void
}

function Row({ label, required, htmlFor, children }: { label: string; required?: boolean; htmlFor: string; children: ReactNode }) {
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

function Select({
  options: list,
  placeholder,
  required,
  props,
  onChange,
  onTouch,
}: {
  options: Option[]
  placeholder: string
  required?: boolean
  props: FieldProps
  onChange: (value: string) => void
  onTouch: () => void
}) {
  return (
    <select
      {...props}
      required={required}
      aria-required={required ? 'true' : undefined}
      onChange={(e) => {
        onChange(e.target.value)
        onTouch()
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
