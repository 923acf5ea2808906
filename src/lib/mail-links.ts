/**
 * The mailto link and the messages a first view needs (the contact page's Send
 * Email button, the blog's newsletter link), kept apart from the quote, price
 * match and web-compose builders in contact-links.ts, which load when a visitor
 * reaches them.
 */

/** An e-mail ready to send: the same message feeds mailto, Gmail, Outlook and the copy button. */
export interface EmailMessage {
  to: string
  subject: string
  body: string
}

/** Every line break as CRLF, which RFC 6068 asks for in a mailto body. */
function crlf(text: string): string {
  return text.replace(/\r\n|\r|\n/g, '\r\n')
}

/** `mailto:{to}?subject=…&body=…`, every part percent-encoded (spaces as %20, never `+`). */
export function mailtoUrl({ to, subject, body }: EmailMessage): string {
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(crlf(body))}`
}

/** The contact page's Send Email button: a general consultation request with blanks to fill in. */
export function consultationEmail(site: { name: string; email: string }): EmailMessage {
  return {
    to: site.email,
    subject: `Custom Gaming PC Consultation - ${site.name}`,
    body: [
      `Hello ${site.name} team,`,
      '',
      "I'm interested in a custom gaming PC and would like a free consultation.",
      '',
      'Name:',
      'Phone / WhatsApp:',
      'What I will use it for:',
      'Budget (AED):',
      '',
      'Thank you!',
    ].join('\n'),
  }
}
