import { useId } from 'react'
import type { ConsentChoice } from '../../lib/analytics.ts'

/** A small, non-blocking consent banner: analytics and ad measurement stay off unless the visitor accepts. */
export function ConsentBanner({ onChoose }: { onChoose: (choice: ConsentChoice) => void }) {
  const titleId = useId()
  return (
    <section className="consent-banner" role="region" aria-labelledby={titleId}>
      <h2 id={titleId} className="consent-title">
        Cookies and measurement
      </h2>
      <p>We would like to measure visits and ad results with cookies. Nothing is stored or sent until you accept.</p>
      <div className="consent-actions">
        <button type="button" className="btn btn-primary btn-small" onClick={() => onChoose('granted')}>
          Accept
        </button>
        <button type="button" className="btn btn-small" onClick={() => onChoose('denied')}>
          Decline
        </button>
      </div>
    </section>
  )
}
