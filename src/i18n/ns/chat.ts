/** WhatsApp chat links: the floating button's label and the prefilled texts (src/components/ChatLink.tsx), in every locale; `satisfies` makes a missing key a type error too. */
import en from '../../../data/messages/en/chat.json' with { type: 'json' }
import ar from '../../../data/messages/ar/chat.json' with { type: 'json' }

export default { en, ar: ar satisfies typeof en }
