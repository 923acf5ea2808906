/**
 * The contact page's Send Email button (src/features/email/SendEmailButton.tsx): a mailto link at
 * first paint (what a phone does anyway); the island offers a desktop the mail app, web mail or copying.
 */
import { SendEmailButton, type SendEmailButtonProps } from './SendEmailButton.tsx'
import { Icon } from '../../components/Icon.tsx'
import { defineIsland } from '../../islands/define.ts'

export type SendEmailProps = Omit<SendEmailButtonProps, 'children'> & { className: string; label: string }

function SendEmail({ label, ...props }: SendEmailProps) {
  return (
    <SendEmailButton {...props}>
      <Icon name="mail" size={18} />
      {label}
    </SendEmailButton>
  )
}

export default defineIsland('send-email', SendEmail)
