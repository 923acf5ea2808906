/** The copy of the blocks pages share (src/pages/shared/*: hero, call to action, contact lines, build cards, spec rows, post meta) in every locale; `satisfies` makes a missing key a type error too. */
import en from '../../../data/messages/en/blocks.json' with { type: 'json' }
import ar from '../../../data/messages/ar/blocks.json' with { type: 'json' }

export default { en, ar: ar satisfies typeof en }
