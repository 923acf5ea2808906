import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import pages from 'virtual:data/pages'
import redirects from 'virtual:data/redirects'
import { fetchContent } from '../../content/store.ts'
import { POST_INDEX_KEY, type PostIndex } from '../../content/post.ts'
import { legacyRedirectFor, legacyTables, unknownPostMessage, type LegacyTables } from '../../site/redirect-table.ts'
import { rememberMovedPost } from './moved-post.ts'

let tables: { slugs: PostIndex; tables: LegacyTables } | undefined
function tablesFor(slugs: PostIndex): LegacyTables {
  if (tables?.slugs !== slugs) tables = { slugs, tables: legacyTables({ pages, redirects }, slugs) }
  return tables.tables
}

/**
 * On the Not-found page: an old link reached by a client-side navigation goes
 * where the redirect table says. On a first load, 404.html's own script has
 * already done this before React started, so the hook leaves it alone.
 * The post slugs the table needs are fetched then (one content item), so no
 * chunk grows with the blog.
 */
export function useLegacyRedirect() {
  const location = useLocation()
  const navigate = useNavigate()
  useEffect(() => {
    if (location.key === 'default') return
    let current = true
    fetchContent<PostIndex>(POST_INDEX_KEY).then(
      (slugs) => {
        if (!current) return
        const target = legacyRedirectFor(location, tablesFor(slugs ?? []))
        if (!target) return
        if (target.unknownSlug !== undefined) {
          console.warn(unknownPostMessage(location.pathname, target.unknownSlug))
          rememberMovedPost(target.unknownSlug)
        }
        navigate(target.href, { replace: true })
      },
      // Offline or the file is missing: the visitor stays on Not found, which is still true.
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [location, navigate])
}
