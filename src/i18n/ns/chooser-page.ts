/** The copy of the build chooser's page around its island (src/pages/Chooser.tsx) in every locale; `satisfies` makes a missing key a type error too. */
import en from '../../../data/messages/en/chooser-page.json' with { type: 'json' }
import ar from '../../../data/messages/ar/chooser-page.json' with { type: 'json' }

export default { en, ar: ar satisfies typeof en }
