/** A blog post page's copy around the post in every locale; `satisfies` makes a missing key a type error too. */
import en from '../../../data/messages/en/post.json' with { type: 'json' }
import ar from '../../../data/messages/ar/post.json' with { type: 'json' }

export default { en, ar: ar satisfies typeof en }
