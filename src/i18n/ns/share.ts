/** A post's Share button, its toasts and the toast region, in every locale; `satisfies` makes a missing key a type error too. */
import en from '../../../data/messages/en/share.json' with { type: 'json' }
import ar from '../../../data/messages/ar/share.json' with { type: 'json' }

export default { en, ar: ar satisfies typeof en }
