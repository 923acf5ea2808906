/** The e-mail dialogs' copy (src/features/email/): the choice dialog, the Send Email button's consultation e-mail and the price match request, in every locale; `satisfies` makes a missing key a type error too. */
import en from '../../../data/messages/en/email.json' with { type: 'json' }
import ar from '../../../data/messages/ar/email.json' with { type: 'json' }

export default { en, ar: ar satisfies typeof en }
