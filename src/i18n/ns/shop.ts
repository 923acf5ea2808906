/** The shop page's copy in every locale; `satisfies` makes a missing key a type error too. */
import en from '../../../data/messages/en/shop.json'
import ar from '../../../data/messages/ar/shop.json'

export default { en, ar: ar satisfies typeof en }
