/** The home page's copy in every locale; `satisfies` makes a missing key a type error too. */
import en from '../../../data/messages/en/home.json' with { type: 'json' }
import ar from '../../../data/messages/ar/home.json' with { type: 'json' }

export default { en, ar: ar satisfies typeof en }
