/**
 * The text the chooser's model is made with at build time (src/features/chooser/model.ts): part labels,
 * the cooling sentence and a game's frame cap, in every locale. ICU messages (plural, select): they are
 * formatted before anything reaches the browser. `satisfies` makes a missing key a type error too.
 */
import en from '../../../data/messages/en/chooser-model.json' with { type: 'json' }
import ar from '../../../data/messages/ar/chooser-model.json' with { type: 'json' }

export default { en, ar: ar satisfies typeof en }
