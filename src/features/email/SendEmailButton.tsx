import { useState, type ReactNode } from 'react'
import siteJson from 'virtual:data/site'
import { consultationEmail, mailtoUrl } from '../../lib/mail-links.ts'
import { trackLazily } from '../../lib/track.ts'
import { EmailChoiceDialog, prefetchOnApproach } from './EmailChoiceDialog.tsx'
import { isMobileDevice } from './device.ts'
import emailCss from './email.css?inline'
import { useStyles } from '../../islands/styles.tsx'

/** Only the data files this module reads (each is its own module, so chunks stay small). */
const data = { site: siteJson }

/**
 * The contact page's Send Email button: a consultation request. Without
 * JavaScript it is a plain mailto link; on a phone it opens the mail app; on a
 * desktop it offers the mail app, Gmail, Outlook or copying the text.
 */
export function SendEmailButton({ className = 'btn', children = 'Send Email' }: { className?: string; children?: ReactNode }) {
  useStyles(emailCss)
  const { site } = data
  const message = consultationEmail(site)
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
        title="Send us an e-mail"
        intro={<>Your message to {site.email} is ready. How would you like to send it?</>}
        message={message}
      />
    </>
  )
}
