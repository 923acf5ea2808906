/**
 * The build chooser's own copy in every locale (src/features/chooser/): its questions, results, notes and
 * the words of its performance lines. Every message is a plain template (`{name}` arguments only) because
 * the island fills them in the browser without a formatter (src/features/chooser/text.ts); `satisfies`
 * makes a missing key a type error too.
 */
import en from '../../../data/messages/en/chooser.json' with { type: 'json' }
import ar from '../../../data/messages/ar/chooser.json' with { type: 'json' }

export default { en, ar: ar satisfies typeof en }
