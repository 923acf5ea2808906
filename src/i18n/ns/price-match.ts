/** The price match page's copy in every locale; `satisfies` makes a missing key a type error too. */
import en from '../../../data/messages/en/price-match.json' with { type: 'json' }
import ar from '../../../data/messages/ar/price-match.json' with { type: 'json' }

export default { en, ar: ar satisfies typeof en }
