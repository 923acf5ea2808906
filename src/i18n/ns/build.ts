/** The copy of each build's own page (src/pages/Build.tsx) in every locale; `satisfies` makes a missing key a type error too. */
import en from '../../../data/messages/en/build.json' with { type: 'json' }
import ar from '../../../data/messages/ar/build.json' with { type: 'json' }

export default { en, ar: ar satisfies typeof en }
