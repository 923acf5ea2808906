import { matchPath } from 'react-router-dom'
import site from 'virtual:data/site'
import { pagePaths } from 'virtual:page-paths'
import { buildIndex } from 'virtual:build-index'
import { fetchContent } from '../../content/store.ts'
import { postKey } from '../../content/post.ts'
import { postPath } from '../../site/page-table.ts'
import { absoluteUrl } from '../../site/urls.ts'
import { applyVerdict, judgePage, snapshotPage, type PageExpectation } from './soft404.ts'

/** Whether a post has this slug: its own content item (the post page on screen has already fetched it). */
async function isPost(slug: string) {
  return (await fetchContent(postKey(slug)).catch(() => null)) !== null
}

async function expectationFor(path: string): Promise<PageExpectation> {
  const page = pagePaths.find((p) => p.path === path)
  if (page && page.id !== 'not-found') return { known: true, indexable: !page.noindex, canonical: absoluteUrl(site.url, page.path) }
  // Posts and sample builds have pages of their own (the page table's other rows).
  const slug = matchPath(postPath(':slug'), path)?.params.slug
  if (buildIndex.some((b) => b.path === path) || (slug !== undefined && (await isPost(slug)))) return { known: true, indexable: true, canonical: absoluteUrl(site.url, path) }
  return { known: false, indexable: false }
}

/**
 * Judges the page now on screen and fixes its robots and canonical tags (loaded lazily by Soft404Check).
 * `isCurrent` says whether the visitor is still on that page once the expectation is known.
 */
export async function checkCurrentPage(path: string, isCurrent: () => boolean = () => true) {
  const expectation = await expectationFor(path)
  if (isCurrent()) applyVerdict(document, judgePage(snapshotPage(document, path), expectation))
}
