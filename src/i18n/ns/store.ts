/** The shop's islands: the embedded store's loading, fallback and error states, and the live counters, in every locale; `satisfies` makes a missing key a type error too. */
import en from '../../../data/messages/en/store.json' with { type: 'json' }
import ar from '../../../data/messages/ar/store.json' with { type: 'json' }

export default { en, ar: ar satisfies typeof en }
