import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import pages from 'virtual:data/pages'
import redirects from 'virtual:data/redirects'
import { postIndex } from 'virtual:post-index'
import { legacyRedirectFor, legacyTables, unknownPostMessage } from '../../site/redirect-table.ts'
import { rememberMovedPost } from './moved-post.ts'

const tables = legacyTables(
  { pages, redirects },
  postIndex.map((p) => p.slug),
)

/**
 * On the Not-found page: an old link reached by a client-side navigation goes
 * where the redirect table says. On a first load, 404.html's own script has
 * already done this before React started, so the hook leaves it alone.
 */
export function useLegacyRedirect() {
  const location = useLocation()
  const navigate = useNavigate()
  useEffect(() => {
    if (location.key === 'default') return
    const target = legacyRedirectFor(location, tables)
    if (!target) return
    if (target.unknownSlug !== undefined) {
      console.warn(unknownPostMessage(location.pathname, target.unknownSlug))
      rememberMovedPost(target.unknownSlug)
    }
    navigate(target.href, { replace: true })
  }, [location, navigate])
}
