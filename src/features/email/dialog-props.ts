/**
 * What the e-mail choice dialog takes: shared by the light opener (EmailChoiceDialog.tsx) and the dialog it loads on
 * demand (ChoiceDialog.tsx), so that neither imports the other's module for a type.
 */
import type { ReactNode } from 'react'
import type emailMessages from '../../i18n/ns/email.ts'
import type { EmailMessage } from '../../lib/mail-links.ts'

/** The dialog's own copy (data/messages/<locale>/email.json `dialog`), in the island's props. */
export type DialogCopy = (typeof emailMessages)['en']['dialog']

export type EmailChannel = 'Mail app' | 'Gmail' | 'Outlook' | 'Copy'

export interface EmailChoiceDialogProps {
  open: boolean
  onClose: () => void
  /** The buttons' and statuses' words, in the page's language. */
  t: DialogCopy
  title: string
  intro?: ReactNode
  message: EmailMessage
  /** Called when the visitor picks a way to send (for analytics). */
  onChoice?: (channel: EmailChannel) => void
}
