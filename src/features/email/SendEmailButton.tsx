import { useState, type ReactNode } from 'react'
import { mailtoUrl, type EmailMessage } from '../../lib/mail-links.ts'
import { trackLazily } from '../../lib/track.ts'
import { EmailChoiceDialog, prefetchOnApproach, type DialogCopy } from './EmailChoiceDialog.tsx'
import { isMobileDevice } from './device.ts'
import emailCss from './email.css?inline'
import { useStyles } from '../../lib/styles.tsx'

/**
 * The contact page's Send Email button: a consultation request. Without
 * JavaScript it is a plain mailto link; on a phone it opens the mail app; on a
 * desktop it offers the mail app, Gmail, Outlook or copying the text.
 */
export interface SendEmailButtonProps {
  className?: string
  children: ReactNode
  /** The consultation e-mail, in the page's language (./copy.ts). */
  message: EmailMessage
  /** The dialog's title and introduction, and its own copy. */
  title: string
  intro: string
  dialog: DialogCopy
}

export function SendEmailButton({ className = 'btn', children, message, title, intro, dialog }: SendEmailButtonProps) {
  useStyles(emailCss)
  const [open, setOpen] = useState(false)
  return (
    <>
      <a
        href={mailtoUrl(message)}
        className={className}
        data-tracked=""
        {...prefetchOnApproach}
        onClick={(e) => {
          trackLazily((a) => a.trackContact('Email'))
          if (isMobileDevice()) return // the link itself opens the mail app
          e.preventDefault()
          setOpen(true)
        }}
      >
        {children}
      </a>
      <EmailChoiceDialog
        open={open}
        onClose={() => setOpen(false)}
        t={dialog}
        title={title}
        intro={intro}
        message={message}
      />
    </>
  )
}
