/** The blog listing pages' copy (and the words of their titles, src/site/blog-listing.ts) in every locale; `satisfies` makes a missing key a type error too. */
import en from '../../../data/messages/en/blog.json' with { type: 'json' }
import ar from '../../../data/messages/ar/blog.json' with { type: 'json' }

export default { en, ar: ar satisfies typeof en }
