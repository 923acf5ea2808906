/** The shell's copy (header, footer, skip link, breadcrumbs) in every locale; `satisfies` makes a missing key a type error too. */
import en from '../../../data/messages/en/shell.json' with { type: 'json' }
import ar from '../../../data/messages/ar/shell.json' with { type: 'json' }

export default { en, ar: ar satisfies typeof en }
