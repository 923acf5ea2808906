/** The copy of the FAQ page (src/pages/Faq.tsx) in every locale; `satisfies` makes a missing key a type error too. */
import en from '../../../data/messages/en/faq.json' with { type: 'json' }
import ar from '../../../data/messages/ar/faq.json' with { type: 'json' }

export default { en, ar: ar satisfies typeof en }
