/** The copy of the service areas page (src/pages/ServiceAreas.tsx) in every locale; `satisfies` makes a missing key a type error too. */
import en from '../../../data/messages/en/service-areas.json' with { type: 'json' }
import ar from '../../../data/messages/ar/service-areas.json' with { type: 'json' }

export default { en, ar: ar satisfies typeof en }
