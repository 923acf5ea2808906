import { useEffect, useId, useRef } from 'react'
import { emailPlainText, gmailComposeUrl, mailtoUrl, outlookComposeUrl } from '../../lib/contact-links.ts'
import type { EmailChannel, EmailChoiceDialogProps } from './dialog-props.ts'
import { useCopy } from './useCopy.ts'

/**
 * "How would you like to send it?": the mail app, Gmail or Outlook on the web,
 * or copy the text. A native modal <dialog>: focus stays inside, Esc closes it,
 * and focus returns to the button that opened it.
 */
export function ChoiceDialog({ open, onClose, t, title, intro, message, onChoice }: EmailChoiceDialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const { copied, failed, copy } = useCopy()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])

  const text = emailPlainText(message, t.plain)
  const choose = (channel: EmailChannel) => onChoice?.(channel)

  return (
    <dialog
      ref={ref}
      className="email-dialog"
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(e) => {
        // A click on the backdrop (outside the dialog's box) closes it.
        if (e.target === ref.current) {
          const r = ref.current.getBoundingClientRect()
          if (e.clientX < r.left || e.clientX > r.right || e.clientY < r.top || e.clientY > r.bottom) ref.current.close()
        }
      }}
    >
      <div className="email-dialog-body">
        <div className="email-dialog-head">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="icon-link email-dialog-close" onClick={() => ref.current?.close()}>
            <span className="visually-hidden">{t.close}</span>
            <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
        {intro ? <p className="email-dialog-intro">{intro}</p> : null}
        <ul className="email-choices" data-tracked="">
          <li>
            <a className="btn btn-primary" href={mailtoUrl(message)} onClick={() => choose('Mail app')}>
              {t.mailApp}
            </a>
          </li>
          <li>
            <a className="btn" href={gmailComposeUrl(message)} target="_blank" rel="noopener noreferrer" onClick={() => choose('Gmail')}>
              Gmail <span className="visually-hidden">{t.newTab}</span>
            </a>
          </li>
          <li>
            <a className="btn" href={outlookComposeUrl(message)} target="_blank" rel="noopener noreferrer" onClick={() => choose('Outlook')}>
              Outlook <span className="visually-hidden">{t.newTab}</span>
            </a>
          </li>
          <li>
            <button
              type="button"
              className="btn"
              onClick={async () => {
                if (await copy(text)) choose('Copy')
              }}
            >
              {t.copy}
            </button>
          </li>
        </ul>
        <p className="email-dialog-status" role="status">
          {copied ? t.copied : failed ? t.copyBlocked : ''}
        </p>
        <details className="email-preview" open={failed || undefined}>
          <summary>{t.show}</summary>
          <label className="visually-hidden" htmlFor={`${titleId}-text`}>
            {t.text}
          </label>
          <textarea id={`${titleId}-text`} readOnly rows={10} value={text} />
        </details>
      </div>
    </dialog>
  )
}
