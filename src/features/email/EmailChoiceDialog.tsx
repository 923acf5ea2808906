import { useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { mailtoUrl } from '../../lib/mail-links.ts'
import type { EmailChoiceDialogProps } from './dialog-props.ts'
import { openMailApp } from './device.ts'

export type { DialogCopy, EmailChannel, EmailChoiceDialogProps } from './dialog-props.ts'

type Dialog = typeof import('./ChoiceDialog.tsx')['ChoiceDialog']
let dialogModule: Promise<Dialog> | undefined

/**
 * Starts loading the dialog's code (ChoiceDialog.tsx, with the Gmail, Outlook and copy builders):
 * no first view needs it, so it loads when a visitor opens it, or earlier when a button that
 * opens it is touched, hovered or focused. A failed load is tried again next time.
 */
export function prefetchEmailDialog(): Promise<Dialog> {
  dialogModule ??= import('./ChoiceDialog.tsx').then(
    (m) => m.ChoiceDialog,
    (error: unknown) => {
      dialogModule = undefined
      throw error
    },
  )
  return dialogModule
}

const warm = () => void prefetchEmailDialog().catch(() => undefined)
/** Spread on a button that opens the dialog: its code starts loading when a pointer reaches the button or it gets focus. */
export const prefetchOnApproach = { onPointerEnter: warm, onFocus: warm }

/**
 * Rendered into <body> on first open only: nothing of it is in the static HTML
 * (a <dialog> may not sit inside the <p> that holds a button), and it stays
 * mounted afterwards so its state survives closing. When its code cannot be
 * loaded (offline before it was ever opened), the mail app opens with the
 * message instead, as the link without JavaScript would.
 */
export function EmailChoiceDialog(props: EmailChoiceDialogProps) {
  const { open, message, onClose } = props
  const [ChoiceDialog, setChoiceDialog] = useState<Dialog | null>(null)
  useEffect(() => {
    if (!open || ChoiceDialog) return
    let active = true
    prefetchEmailDialog().then(
      (loaded) => active && setChoiceDialog(() => loaded),
      () => {
        if (!active) return
        openMailApp(mailtoUrl(message))
        onClose()
      },
    )
    return () => {
      active = false
    }
  }, [open, ChoiceDialog, message, onClose])
  return ChoiceDialog ? createPortal(<ChoiceDialog {...props} />, document.body) : null
}
