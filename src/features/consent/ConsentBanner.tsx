import { useId } from 'react'
import type consentMessages from '../../i18n/ns/consent.ts'
import type { ConsentChoice } from '../../lib/analytics.ts'

/** The banner's copy (data/messages/<locale>/consent.json), in the analytics island's props. */
export type ConsentCopy = (typeof consentMessages)['en']

/** A small, non-blocking consent banner: analytics and ad measurement stay off unless the visitor accepts. */
export function ConsentBanner({ t, onChoose }: { t: ConsentCopy; onChoose: (choice: ConsentChoice) => void }) {
  const titleId = useId()
  return (
    <section className="consent-banner" role="region" aria-labelledby={titleId}>
      <h2 id={titleId} className="consent-title">
        {t.title}
      </h2>
      <p>{t.text}</p>
      <div className="consent-actions">
        <button type="button" className="btn btn-primary btn-small" onClick={() => onChoose('granted')}>
          {t.accept}
        </button>
        <button type="button" className="btn btn-small" onClick={() => onChoose('denied')}>
          {t.decline}
        </button>
      </div>
    </section>
  )
}
