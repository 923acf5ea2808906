/**
 * The quote's states after step 3, shared by the form (QuoteSection.tsx) and the steps it loads on demand
 * (QuoteLaterSteps.tsx), so that neither imports the other for a type.
 */
import type { SendFailure } from '../../lib/form-endpoint.ts'
import type { QuoteValues } from './quote-form.ts'

/** How a request left when it was not posted: the mail app, the e-mail dialog or WhatsApp. */
export type HandOff = 'mail-app' | 'dialog' | 'chat'

/** Where the request stands once the visitor sent it from step 3. */
export type Outcome =
  | { kind: 'sending' }
  /** Not delivered (or no endpoint set): the WhatsApp and e-mail routes are offered, the draft kept. `attempt` counts the tries. */
  | { kind: 'failed'; failure: SendFailure; attempt: number }
  /** Delivered: the confirmation shows what was sent and its reference; the draft is gone. */
  | { kind: 'sent'; reference: string; values: QuoteValues }
