/**
 * The script in 404.html's head (built to /legacy-redirect.js by the post-build
 * step, with the redirect tables inlined). It runs before anything else, so a host that
 * serves 404.html for an unknown path still lands old links on the right post.
 */
import { legacyRedirectFor, unknownPostMessage, type LegacyTables } from '../../site/redirect-table.ts'
import { MOVED_POST_ANCHOR } from './moved-post.ts'

declare const __LEGACY_TABLES__: LegacyTables

const target = legacyRedirectFor(window.location, __LEGACY_TABLES__)
if (target) {
  if (target.unknownSlug !== undefined) {
    console.warn(unknownPostMessage(window.location.pathname, target.unknownSlug))
    window.location.replace(`${target.href.split('#')[0]}#${MOVED_POST_ANCHOR}`)
  } else window.location.replace(target.href)
}
