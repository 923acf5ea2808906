/**
 * The mailto link a first view needs (the contact page's Send Email button, the
 * blog's newsletter link), kept apart from the quote, price match and web-compose
 * builders in contact-links.ts, which load when a visitor reaches them. The
 * messages' words are copy (data/messages/<locale>/email.json, quote.json).
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
