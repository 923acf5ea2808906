/**
 * What an island shows when it crashes (src/islands/ErrorBoundary.tsx), in every locale; `satisfies` makes a
 * missing key a type error too. The one namespace the browser carries whole: a crash has no server to
 * format it, and both languages are under 300 bytes.
 */
import en from '../../../data/messages/en/errors.json' with { type: 'json' }
import ar from '../../../data/messages/ar/errors.json' with { type: 'json' }

export default { en, ar: ar satisfies typeof en }
