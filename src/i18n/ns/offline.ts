/** The update banner (src/islands/page-bootstrap.ts), in every locale; `satisfies` makes a missing key a type error too. */
import en from '../../../data/messages/en/offline.json' with { type: 'json' }
import ar from '../../../data/messages/ar/offline.json' with { type: 'json' }

export default { en, ar: ar satisfies typeof en }
