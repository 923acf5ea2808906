/** The quote wizard's copy (src/features/quote/): labels, validation, and the e-mail and WhatsApp texts it sends, in every locale; `satisfies` makes a missing key a type error too. */
import en from '../../../data/messages/en/quote.json' with { type: 'json' }
import ar from '../../../data/messages/ar/quote.json' with { type: 'json' }

export default { en, ar: ar satisfies typeof en }
