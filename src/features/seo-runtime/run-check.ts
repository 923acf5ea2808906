import site from 'virtual:data/site'
import { pagePaths } from 'virtual:page-paths'
import { postIndex } from 'virtual:post-index'
import { buildIndex } from 'virtual:build-index'
import { postPath } from '../../site/page-table.ts'
import { absoluteUrl } from '../../site/urls.ts'
import { applyVerdict, judgePage, snapshotPage, type PageExpectation } from './soft404.ts'

function expectationFor(path: string): PageExpectation {
  const page = pagePaths.find((p) => p.path === path)
  if (page && page.id !== 'not-found') return { known: true, indexable: !page.noindex, canonical: absoluteUrl(site.url, page.path) }
  // Posts and sample builds have pages of their own (the page table's other rows).
  if (postIndex.some((p) => postPath(p.slug) === path) || buildIndex.some((b) => b.path === path)) return { known: true, indexable: true, canonical: absoluteUrl(site.url, path) }
  return { known: false, indexable: false }
}

/** Judges the page now on screen and fixes its robots and canonical tags (loaded lazily by Soft404Check). */
export function checkCurrentPage(path: string) {
  applyVerdict(document, judgePage(snapshotPage(document, path), expectationFor(path)))
}
