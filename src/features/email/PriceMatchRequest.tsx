import { useEffect, useId, useRef, useState } from 'react'
import siteJson from 'virtual:data/site'
import type emailMessages from '../../i18n/ns/email.ts'
import { mailtoUrl, priceMatchChatText, priceMatchEmail, whatsAppUrl } from '../../lib/contact-links.ts'
import { trackLazily } from '../../lib/track.ts'
import { newReference, postRequest, type SendFailure } from '../../lib/form-endpoint.ts'
import { fillParts } from '../../i18n/fill-parts.ts'
import { priceMatchProblem, priceMatchSubmission, type PriceMatchSubmission, type PriceMatchValues as Values } from './price-match.ts'
import { EmailChoiceDialog, prefetchOnApproach, type DialogCopy } from './EmailChoiceDialog.tsx'
import { isMobileDevice } from './device.ts'
import quoteCss from '../quote/quote.css?inline'
import emailCss from './email.css?inline'
import { useStyles } from '../../lib/styles.tsx'
import { typedBeforeHydration } from '../../islands/typed.ts'
import { SentDetails } from '../../components/SentDetails.tsx'

/** Only the data files this module reads (each is its own module, so chunks stay small). */
const data = { site: siteJson }

const KEY = 'falconpc-price-match-draft'
const EMPTY: Values = { product: '', competitorPrice: '', source: '', phone: '', email: '' }
const FIELDS = Object.keys(EMPTY) as (keyof Values)[]

type Outcome = { kind: 'sending' } | { kind: 'failed'; failure: SendFailure } | { kind: 'sent'; reference: string; submission: PriceMatchSubmission }

/** The form's props, made on the server in the page's language (./copy.ts). */
export interface PriceMatchProps {
  /** The form's copy (email.json `priceMatch`): the site's name, e-mail, hours and example numbers filled in. */
  t: (typeof emailMessages)['en']['priceMatch']
  /** The WhatsApp greeting the request starts with (chat.json `texts.priceMatch`). */
  chat: string
  dialog: DialogCopy
}

/**
 * The price match request: product, competitor price and where it was seen, and a phone or an e-mail to
 * answer on. Posted to the form endpoint (data/site.json `forms.endpoint`) with a confirmation and its
 * reference; WhatsApp and e-mail are offered beside it with everything filled in, and are what is left when
 * the endpoint is not set or fails. What was typed is kept for the browser tab until it was sent (restored
 * after hydration); what was typed before the island hydrated wins over what was kept.
 */
export function PriceMatchRequest({ t, chat, dialog }: PriceMatchProps) {
  // The e-mail dialog loads later, but its rules must already be in the page.
  useStyles(quoteCss, emailCss)
  const { site } = data
  const id = useId()
  const [values, setValues] = useState<Values>(EMPTY)
  const [restored, setRestored] = useState(false)
  const [open, setOpen] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [tried, setTried] = useState(false)
  const section = useRef<HTMLElement>(null)
  const notice = useRef<HTMLHeadingElement>(null)
  const sending = useRef(false)
  const reference = useRef<string | null>(null)

  useEffect(() => {
    let saved: Partial<Values> | null = null
    try {
      saved = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null') as Partial<Values> | null
    } catch {
      /* nothing usable saved */
    }
    const typed = typedBeforeHydration(section.current, FIELDS)
    const value = (k: keyof Values) => typed[k] ?? String(saved?.[k] ?? '')
    setValues({ product: value('product'), competitorPrice: value('competitorPrice'), source: value('source'), phone: value('phone'), email: value('email') })
    setRestored(true)
  }, [])
  useEffect(() => {
    if (!restored || outcome?.kind === 'sent') return
    try {
      window.sessionStorage.setItem(KEY, JSON.stringify(values))
    } catch {
      /* not kept */
    }
  }, [values, restored, outcome])
  // The confirmation's heading, or the failure's, takes the focus when it appears.
  useEffect(() => {
    if (outcome?.kind === 'sent' || outcome?.kind === 'failed') notice.current?.focus()
  }, [outcome])

  const texts = { ...t.message, chat }
  const message = priceMatchEmail(values, site.email, texts)
  const set = (k: keyof Values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [k]: e.target.value }))
  const problem = priceMatchProblem(values)

  const send = async () => {
    setTried(true)
    if (problem || sending.current) return
    sending.current = true
    setOutcome({ kind: 'sending' })
    reference.current ??= newReference()
    const submission = priceMatchSubmission(values, message, { reference: reference.current, language: document.documentElement.lang || 'en', page: window.location.pathname })
    const result = await postRequest(site.forms.endpoint, submission)
    sending.current = false
    if (!result.ok) {
      setOutcome({ kind: 'failed', failure: result.failure })
      return
    }
    trackLazily((a) => a.trackContact('Form', 'Price Match'))
    reference.current = null
    try {
      window.sessionStorage.removeItem(KEY)
    } catch {
      /* nothing kept */
    }
    setOutcome({ kind: 'sent', reference: result.reference, submission })
    setValues(EMPTY)
    setTried(false)
  }

  if (outcome?.kind === 'sent') {
    const sent = outcome.submission
    const rows: [string, string | undefined][] = [
      [t.product, sent.product],
      [t.price, sent.competitorPrice],
      [t.source, sent.source],
      [t.phone, sent.phone],
      [t.emailAddress, sent.email],
    ]
    return (
      <section ref={section} className="price-match-request quote-section" aria-labelledby={`${id}-sent`}>
        <h2 id={`${id}-sent`} ref={notice} tabIndex={-1}>
          {t.sent.heading}
        </h2>
        <p className="quote-reference">{fillParts(t.sent.reference, { ref: (text) => <strong dir="ltr">{text}</strong> }, { reference: outcome.reference })}</p>
        <p>{t.sent.reply}</p>
        <SentDetails rows={rows} />
        <button type="button" className="btn" onClick={() => setOutcome(null)}>
          {t.sent.again}
        </button>
      </section>
    )
  }

  return (
    <section ref={section} className="price-match-request quote-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t.title}</h2>
      <p className="quote-intro">{t.intro}</p>
      <div className="quote-fields">
        <div className="field">
          <label htmlFor={`${id}-product`}>{t.product}</label>
          <input id={`${id}-product`} name="product" type="text" maxLength={200} value={values.product} onChange={set('product')} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-price`}>{t.price}</label>
          <input id={`${id}-price`} name="competitorPrice" type="text" inputMode="decimal" maxLength={40} value={values.competitorPrice} onChange={set('competitorPrice')} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-source`}>{t.source}</label>
          <input id={`${id}-source`} name="source" type="text" inputMode="url" maxLength={500} value={values.source} onChange={set('source')} />
        </div>
      </div>
      <fieldset className="price-match-contact">
        <legend>{t.contactHint}</legend>
        <div className="quote-fields">
          <div className="field">
            <label htmlFor={`${id}-phone`}>{t.phone}</label>
            <input id={`${id}-phone`} name="phone" type="tel" inputMode="tel" autoComplete="tel" maxLength={24} value={values.phone} onChange={set('phone')} aria-invalid={tried && problem === 'invalidPhone' ? true : undefined} aria-describedby={`${id}-problem`} />
          </div>
          <div className="field">
            <label htmlFor={`${id}-email`}>{t.emailAddress}</label>
            <input id={`${id}-email`} name="email" type="email" inputMode="email" autoComplete="email" maxLength={254} value={values.email} onChange={set('email')} aria-invalid={tried && problem === 'invalidEmail' ? true : undefined} aria-describedby={`${id}-problem`} />
          </div>
        </div>
      </fieldset>
      <p id={`${id}-problem`} className="field-error" aria-live="polite">
        {tried && problem ? t[problem] : ''}
      </p>
      {outcome?.kind === 'failed' ? (
        <div className="quote-fallback" role="group" aria-labelledby={`${id}-failed`}>
          <h3 id={`${id}-failed`} ref={notice} tabIndex={-1}>
            {t.failed.heading}
          </h3>
          <p>{outcome.failure === 'unset' ? t.failed.unset : t.failed.failed}</p>
        </div>
      ) : null}
      <div className="quote-actions">
        <button
          type="button"
          className="btn btn-primary"
          disabled={outcome?.kind === 'sending'}
          onClick={() => void send()}
        >
          {outcome?.kind === 'sending' ? t.sending : t.send}
        </button>
        <a className="btn btn-chat" href={whatsAppUrl(site.phone, priceMatchChatText(values, texts))} target="_blank" rel="noopener noreferrer" data-tracked="" onClick={() => trackLazily((a) => a.trackContact('WhatsApp', 'Price Match'))}>
          {t.whatsapp}
        </a>
        <a
          className="btn"
          href={mailtoUrl(message)}
          data-tracked=""
          {...prefetchOnApproach}
          onClick={(e) => {
            trackLazily((a) => a.trackContact('Email', 'Price Match'))
            if (isMobileDevice()) return
            e.preventDefault()
            setOpen(true)
          }}
        >
          {t.email}
        </a>
      </div>
      <EmailChoiceDialog open={open} onClose={() => setOpen(false)} t={dialog} title={t.dialogTitle} intro={t.dialogIntro} message={message} />
    </section>
  )
}
