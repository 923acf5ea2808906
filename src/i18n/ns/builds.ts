/** The copy of the sample builds listing (src/pages/Builds.tsx) in every locale; `satisfies` makes a missing key a type error too. */
import en from '../../../data/messages/en/builds.json' with { type: 'json' }
import ar from '../../../data/messages/ar/builds.json' with { type: 'json' }

export default { en, ar: ar satisfies typeof en }
