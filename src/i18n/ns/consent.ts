/** The consent banner and the cookie settings button (src/features/consent/), in every locale; `satisfies` makes a missing key a type error too. */
import en from '../../../data/messages/en/consent.json' with { type: 'json' }
import ar from '../../../data/messages/ar/consent.json' with { type: 'json' }

export default { en, ar: ar satisfies typeof en }
