import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { data, posts } from 'virtual:content'
import { sitePages } from '../../site/page-table.ts'
import { absoluteUrl } from '../../site/urls.ts'
import { applyVerdict, judgePage, snapshotPage, SOFT_404_DELAY_MS, type PageExpectation } from './soft404.ts'

const pages = new Map(sitePages(data, posts, '').map((p) => [p.path, p]))

function expectationFor(path: string): PageExpectation {
  const page = pages.get(path)
  if (!page || page.id === 'not-found') return { known: false, indexable: false }
  return { known: true, indexable: page.indexable, canonical: absoluteUrl(data.site.url, page.path) }
}

/** Checks each page 500 ms after a route change: not-found pages get noindex and lose the canonical; soft 404s and thin pages warn. */
export function Soft404Check() {
  const { pathname } = useLocation()
  useEffect(() => {
    const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
    const timer = window.setTimeout(() => applyVerdict(document, judgePage(snapshotPage(document, path), expectationFor(path))), SOFT_404_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [pathname])
  return null
}
