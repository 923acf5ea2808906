import { useEffect, useId, useRef, useState } from 'react'
import siteJson from 'virtual:data/site'
import type emailMessages from '../../i18n/ns/email.ts'
import { mailtoUrl, priceMatchChatText, priceMatchEmail, whatsAppUrl, type PriceMatchDetails } from '../../lib/contact-links.ts'
import { trackLazily } from '../../lib/track.ts'
import { EmailChoiceDialog, prefetchOnApproach, type DialogCopy } from './EmailChoiceDialog.tsx'
import { isMobileDevice } from './device.ts'
import quoteCss from '../quote/quote.css?inline'
import emailCss from './email.css?inline'
import { useStyles } from '../../islands/styles.tsx'
import { typedBeforeHydration } from '../../islands/typed.ts'

/** Only the data files this module reads (each is its own module, so chunks stay small). */
const data = { site: siteJson }

const KEY = 'falconpc-price-match-draft'
const EMPTY: PriceMatchDetails = { product: '', competitorPrice: '', source: '' }
const FIELDS = Object.keys(EMPTY) as (keyof PriceMatchDetails)[]

/** The form's props, made on the server in the page's language (src/islands/props.ts). */
export interface PriceMatchProps {
  /** The form's copy (email.json `priceMatch`): the site's name, e-mail and hours filled in. */
  t: (typeof emailMessages)['en']['priceMatch']
  /** The WhatsApp greeting the request starts with (chat.json `texts.priceMatch`). */
  chat: string
  dialog: DialogCopy
}

/**
 * The price match request: product, competitor price and where it was seen,
 * sent by WhatsApp or e-mail with everything filled in. What was typed is kept
 * for the browser tab (restored after hydration); what was typed before the island
 * hydrated wins over what was kept.
 */
export function PriceMatchRequest({ t, chat, dialog }: PriceMatchProps) {
  // The e-mail dialog loads later, but its rules must already be in the page.
  useStyles(quoteCss, emailCss)
  const { site } = data
  const id = useId()
  const [values, setValues] = useState<PriceMatchDetails>(EMPTY)
  const [restored, setRestored] = useState(false)
  const [open, setOpen] = useState(false)
  const section = useRef<HTMLElement>(null)

  useEffect(() => {
    let saved: Partial<PriceMatchDetails> | null = null
    try {
      saved = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null') as Partial<PriceMatchDetails> | null
    } catch {
      /* nothing usable saved */
    }
    const typed = typedBeforeHydration(section.current, FIELDS)
    const value = (k: keyof PriceMatchDetails) => typed[k] ?? String(saved?.[k] ?? '')
    setValues({ product: value('product'), competitorPrice: value('competitorPrice'), source: value('source') })
    setRestored(true)
  }, [])
  useEffect(() => {
    if (!restored) return
    try {
      window.sessionStorage.setItem(KEY, JSON.stringify(values))
    } catch {
      /* not kept */
    }
  }, [values, restored])

  const texts = { ...t.message, chat }
  const message = priceMatchEmail(values, site.email, texts)
  const set = (k: keyof PriceMatchDetails) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [k]: e.target.value }))

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
      <div className="quote-actions">
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
