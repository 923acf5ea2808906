/**
 * The contact page's Send Email button (src/features/email/SendEmailButton.tsx): a mailto link at
 * first paint (what a phone does anyway); the island offers a desktop the mail app, web mail or copying.
 */
import { SendEmailButton } from '../../features/email/SendEmailButton.tsx'
import { Icon } from '../../components/Icon.tsx'
import { defineIsland } from '../Island.tsx'

function SendEmail({ className }: { className: string }) {
  return (
    <SendEmailButton className={className}>
      <Icon name="mail" size={18} />
      Send Email
    </SendEmailButton>
  )
}

export default defineIsland('send-email', SendEmail)
