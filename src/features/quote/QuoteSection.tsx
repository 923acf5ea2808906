import { useEffect, useRef, useState } from 'react'
import siteJson from 'virtual:data/site'
import { whatsAppUrl } from '../../lib/chat-links.ts'
import { trackLazily } from '../../lib/track.ts'
import { prefetchEmailDialog } from '../email/EmailChoiceDialog.tsx'
import { applyPrefill, PREFILL_KEYS, prefillFromQuery } from './prefill.ts'
import { DRAFT_KEY, EMPTY_DRAFT, STEPS, STEP_FIELDS, isStepValid, parseDraft, progressPercent, quoteDetails, quoteSubmission, validateStep, type Field, type QuoteDraft, type Step } from './quote-form.ts'
import { quoteChatText } from '../../lib/quote-text.ts'
import { newReference, postRequest } from '../../lib/form-endpoint.ts'
import { Row, Select, trackRequest, WhatsAppRoute, type QuoteProps, type QuoteWizard } from './quote-fields.tsx'
import { fill } from '../../i18n/fill.ts'
import { fillParts } from '../../i18n/fill-parts.ts'
import type { HandOff, Outcome } from './outcome.ts'
import quoteCss from './quote.css?inline'
import emailCss from '../email/email.css?inline'
import { useStyles } from '../../lib/styles.tsx'
import { typedBeforeHydration } from '../../islands/typed.ts'
import { StepList } from '../../components/StepList.tsx'

/** Only the data files this module reads (each is its own module, so chunks stay small). */
const data = { site: siteJson }

type Later = typeof import('./QuoteLaterSteps.tsx')
let laterModule: Promise<Later> | undefined
/** Steps 2 and 3 and the ways to send (QuoteLaterSteps.tsx), loaded once; a failed load is tried again next time. */
function loadLater(): Promise<Later> {
  laterModule ??= import('./QuoteLaterSteps.tsx').catch((error: unknown) => {
    laterModule = undefined
    throw error
  })
  return laterModule
}

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

function clearDraft() {
  try {
    window.sessionStorage.removeItem(DRAFT_KEY)
  } catch {
    /* nothing kept */
  }
}


/**
 * The quote wizard on the contact page (anchor #quote-form): three steps, a
 * draft kept in sessionStorage (restored after hydration, so the server and the
 * first client render match), then the request posted to the form endpoint
 * (data/site.json `forms.endpoint`) and a confirmation with its reference. When
 * the endpoint is not set or fails, WhatsApp and e-mail are offered with the
 * request ready, and the draft stays. WhatsApp is offered at every step.
 *
 * The first view shows step 1 only: steps 2 and 3 and the ways to send load
 * when the visitor starts on the form (first touch, click, focus or key), or
 * when a restored draft opens on a later step. Until they arrive the step says
 * it is loading; the draft is kept here, so nothing typed is lost.
 *
 * Its words and the answers it offers come in its props, in the page's language (./copy.ts).
 */
export function QuoteSection({ t, dialog, options, chatText }: QuoteProps) {
  // Steps 2 and 3 and the e-mail dialog load later, but their rules must already be in the page.
  useStyles(quoteCss, emailCss)
  const { site } = data
  const [draft, setDraft] = useState<QuoteDraft>(EMPTY_DRAFT)
  const [restored, setRestored] = useState(false)
  const [prefilled, setPrefilled] = useState(false)
  const [dialogOpen, setDialogOpen] = useState(false)
  const [handedOff, setHandedOff] = useState<HandOff | null>(null)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [later, setLater] = useState<Later | null>(null)
  const [laterFailed, setLaterFailed] = useState(false)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const moved = useRef(false)
  const loading = useRef(false)
  const sending = useRef(false)
  /** One request's reference, kept across its retries so the business can tell a repeat. */
  const reference = useRef<string | null>(null)

  const startLoading = () => {
    if (later || loading.current) return
    loading.current = true
    setLaterFailed(false)
    loadLater().then(
      (m) => setLater(m),
      () => setLaterFailed(true),
    ).finally(() => {
      loading.current = false
    })
  }

  useEffect(() => {
    let saved = readDraft()
    // Answers handed over in the address (the build chooser's "Get this build") fill the draft once;
    // then they leave the address, so a reload restores the draft with the visitor's later edits.
    const prefill = prefillFromQuery(window.location.search, options)
    if (prefill) {
      saved = applyPrefill(saved, prefill)
      // The banner says the build's parts are in the notes: only when they are.
      setPrefilled(Boolean(prefill.additionalNotes))
      const url = new URL(window.location.href)
      for (const key of PREFILL_KEYS) url.searchParams.delete(key)
      window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`)
    }
    // What the visitor typed or chose on step 1 before the island hydrated wins, and keeps them on step 1.
    // Values equal to the draft's are the browser restoring the form on a reload (Firefox does), not typing.
    const typed = typedBeforeHydration(formRef.current, STEP_FIELDS[1])
    const typing = Object.entries(typed).some(([field, value]) => value !== saved.values[field as Field])
    saved = { ...saved, values: { ...saved.values, ...typed } }
    // Never restore past a step whose answers are missing.
    let step: Step = 1
    while (!typing && step < saved.step && isStepValid(step, saved.values, options)) step = (step + 1) as Step
    setDraft({ ...saved, step })
    setRestored(true)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, after hydration; the options are props that never change
  }, [])

  // Kept until it was sent; a new request after the confirmation is kept again.
  const sent = outcome?.kind === 'sent'
  useEffect(() => {
    if (restored && !sent) saveDraft(draft)
  }, [draft, restored, sent])

  // A step change, or a new request after the confirmation, moves the focus to the step's heading.
  useEffect(() => {
    if (moved.current) headingRef.current?.focus()
    moved.current = false
  }, [draft.step, outcome])

  const { step, values, touched } = draft
  useEffect(() => {
    if (step > 1) startLoading()
    // A desktop visitor sends from step 3 through the e-mail dialog.
    if (step === 3) void prefetchEmailDialog().catch(() => undefined)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- startLoading only reads refs and state setters
  }, [step])

  const errors = validateStep(step, values, options)
  const valid = Object.keys(errors).length === 0
  const percent = progressPercent(step)
  const progress = { step, total: STEPS.length, percent }

  const set = (field: Field, value: string) => {
    setHandedOff(null)
    setDraft((d) => ({ ...d, values: { ...d.values, [field]: value } }))
  }
  const touch = (field: Field) => setDraft((d) => (d.touched[field] ? d : { ...d, touched: { ...d.touched, [field]: true } }))
  const goTo = (next: Step) => {
    moved.current = true
    setDraft((d) => ({ ...d, step: next }))
  }

  const send = async () => {
    if (sending.current) return
    sending.current = true
    const attempt = outcome?.kind === 'failed' ? outcome.attempt + 1 : 1
    setOutcome({ kind: 'sending' })
    reference.current ??= newReference()
    const submission = quoteSubmission(values, options, t.message, { reference: reference.current, language: document.documentElement.lang || 'en', page: window.location.pathname })
    const result = await postRequest(site.forms.endpoint, submission)
    sending.current = false
    if (!result.ok) {
      setOutcome({ kind: 'failed', failure: result.failure, attempt })
      return
    }
    trackRequest({ values, options })
    trackLazily((a) => a.trackHandOff('Form'))
    reference.current = null
    clearDraft()
    setOutcome({ kind: 'sent', reference: result.reference, values })
    setHandedOff(null)
    setDraft(EMPTY_DRAFT)
  }
  const startAgain = () => {
    setOutcome(null)
    moved.current = true
    setDraft((d) => ({ ...d, step: 1 }))
  }

  const next = () => {
    if (!valid || step === 3) return
    if (step === 1 && !draft.started) {
      trackLazily((a) => a.trackFormStart())
      setDraft((d) => ({ ...d, started: true }))
    }
    goTo((step + 1) as Step)
  }

  const openDialog = () => setDialogOpen(true)
  const submit = () => {
    if (!valid) {
      setDraft((d) => ({ ...d, touched: { ...d.touched, ...Object.fromEntries(STEP_FIELDS[step].map((f) => [f, true])) } }))
      return
    }
    void send()
  }
  // After a failed send, the fallback offers WhatsApp (and e-mail) in its place.
  const fallbackShown = step === 3 && later !== null && outcome?.kind === 'failed'
  // What is typed so far, ready to send on WhatsApp from any step (the plain greeting until the draft is restored).
  const chatHref = whatsAppUrl(site.phone, restored ? quoteChatText(quoteDetails(values, options), t.message) : chatText)

  const wizard: QuoteWizard = {
    t,
    dialog,
    step,
    values,
    options,
    valid,
    set,
    touch,
    field: (name) => ({
      id: `quote-${name}`,
      name,
      value: values[name],
      'aria-invalid': touched[name] && errors[name] ? true : undefined,
      'aria-describedby': [hints[name] ? `quote-${name}-hint` : '', `quote-${name}-error`].filter(Boolean).join(' '),
      onBlur: () => touch(name),
    }),
    error: (name) => (
      <p id={`quote-${name}-error`} className="field-error" aria-live="polite">
        {touched[name] && errors[name] ? t.errors[errors[name]] : ''}
      </p>
    ),
  }
  const { field, error } = wizard

  if (outcome?.kind === 'sent' && later)
    return (
      <section id="quote-form" aria-labelledby="quote-heading" className="quote-section">
        <h2 id="quote-heading">{t.heading}</h2>
        <later.QuoteSent t={t} options={options} sent={outcome} onStartAgain={startAgain} />
      </section>
    )

  return (
    <section id="quote-form" aria-labelledby="quote-heading" className="quote-section">
      <h2 id="quote-heading">{t.heading}</h2>
      <p className="quote-intro">{t.intro}</p>

      {prefilled ? (
        <p className="quote-prefilled" role="status">
          {t.prefilled}
        </p>
      ) : null}
      <noscript>
        <p className="quote-noscript">
          {fillParts(t.noscript, {
            mail: (text) => <a href={`mailto:${site.email}`}>{text}</a>,
            chat: (text) => <a href={whatsAppUrl(site.phone, chatText)}>{text}</a>,
          })}
        </p>
      </noscript>
      <div className="quote-progress">
        <StepList titles={STEPS.map((key) => t.steps[key])} current={step} className="quote-steps" />
        <progress className="quote-bar" max={100} value={percent} aria-label={t.progress.label} aria-valuetext={fill(t.progress.valueText, progress)}>
          {fill(t.progress.percent, progress)}
        </progress>
        <p className="quote-progress-text">{fill(t.progress.text, progress)}</p>
      </div>

      <form
        ref={formRef}
        className="quote-form"
        // Never submitted by the browser itself (with JavaScript off, or before the island runs): outside a
        // <dialog>, a dialog form's submission does nothing. The island handles onSubmit.
        method="dialog"
        noValidate
        data-ready={restored ? 'true' : undefined}
        onPointerDown={startLoading}
        onFocus={startLoading}
        onKeyDown={startLoading}
        onSubmit={(e) => {
          e.preventDefault()
          if (step === 3) submit()
          else next()
        }}
      >
        <h3 id="quote-step-heading" ref={headingRef} tabIndex={-1} className="quote-step-title">
          {fill(t.stepTitle, { step, title: t.steps[STEPS[step - 1]!] })}
        </h3>

        {step === 1 ? (
          <div className="quote-fields">
            <Row label={t.fields.fullName} required htmlFor="quote-fullName">
              <input type="text" autoComplete="name" required aria-required="true" maxLength={100} {...field('fullName')} onChange={(e) => set('fullName', e.target.value)} />
              {error('fullName')}
            </Row>
            <Row label={t.fields.phone} htmlFor="quote-phone">
              <input type="tel" inputMode="tel" autoComplete="tel" maxLength={24} {...field('phone')} onChange={(e) => set('phone', e.target.value)} />
              <p id="quote-phone-hint" className="field-hint">
                {t.fields.phoneHint}
              </p>
              {error('phone')}
            </Row>
            <Row label={t.fields.budgetRange} required htmlFor="quote-budgetRange">
              <Select wizard={wizard} name="budgetRange" options={options.budgetRanges} placeholder={t.fields.budgetPlaceholder} required />
              {error('budgetRange')}
            </Row>
            <Row label={t.fields.purpose} required htmlFor="quote-purpose">
              <Select wizard={wizard} name="purpose" options={options.purposes} placeholder={t.fields.purposePlaceholder} required />
              {error('purpose')}
            </Row>
          </div>
        ) : later ? (
          <later.LaterFields wizard={wizard} />
        ) : (
          <div className="quote-fields" role="status">
            {laterFailed ? (
              <p className="field-error">
                {fillParts(
                  t.loadFailed,
                  {
                    retry: (text) => (
                      <button type="button" className="link-button" onClick={startLoading}>
                        {text}
                      </button>
                    ),
                  },
                  { step },
                )}
              </p>
            ) : (
              <p className="field-hint">{fill(t.loading, { step })}</p>
            )}
          </div>
        )}

        <div className="quote-actions">
          {step > 1 ? (
            <button type="button" className="btn" onClick={() => goTo((step - 1) as Step)}>
              {t.previous}
            </button>
          ) : null}
          {step < 3 ? (
            // Enabled until the island has run: a click then is held and replayed once the form has taken in
            // what was typed (src/islands/islands-bootstrap.ts), and a disabled button would swallow it.
            <button type="submit" className="btn btn-primary" disabled={restored && (!valid || (step === 2 && !later))}>
              {t.next}
            </button>
          ) : later ? (
            <button type="submit" className="btn btn-primary" disabled={!valid || outcome?.kind === 'sending'} aria-describedby={!valid ? 'quote-required-note' : undefined}>
              {outcome?.kind === 'sending' ? t.sending : t.submit}
            </button>
          ) : null}
          {fallbackShown ? null : (
            <WhatsAppRoute wizard={wizard} href={chatHref} onHandOff={() => setHandedOff('chat')} />
          )}
        </div>
        {!valid ? (
          <p id="quote-required-note" className="field-hint quote-required-note">
            {step === 3 ? t.requiredContact : t.required}
          </p>
        ) : null}
        {fallbackShown && outcome?.kind === 'failed' ? (
          <later.SendFallback key={outcome.attempt} wizard={wizard} failure={outcome.failure} chatHref={chatHref} openDialog={openDialog} handedOff={setHandedOff} retry={() => void send()} />
        ) : null}
        <p className="quote-status" role="status">
          {later ? <later.HandOffStatus t={t} handedOff={handedOff} openDialog={openDialog} /> : null}
        </p>
      </form>

      {later ? <later.QuoteEmailDialog wizard={wizard} open={dialogOpen} onClose={() => setDialogOpen(false)} handedOff={setHandedOff} /> : null}
    </section>
  )
}

const hints: Partial<Record<Field, true>> = { phone: true, email: true, additionalNotes: true }
