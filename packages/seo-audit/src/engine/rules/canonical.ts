/**
 * Canonical URLs of indexable pages: present, single, absolute, pointing at
 * the page itself (no trailing slash, https, site URL), and at a page that
 * exists, is not a redirect and is not `noindex`.
 * Pages that are not indexable (noindex, the 404 page, redirect stubs) are exempt.
 */
import type { Report } from '../report.ts'
import { decodePathname } from '../resolve.ts'
import { isRedirectStatus } from '../page-record.ts'
import type { SiteModel } from '../site.ts'

export function checkCanonicals(site: SiteModel, report: Report): void {
  for (const page of site.pages) {
    const f = page.facts
    if (!f || page.ignored || !page.indexable) continue
    const canonicals = f.canonicals
    if (canonicals.length === 0) {
      report.warn(page, 'canonical-missing', `No <link rel="canonical">; expected ${page.url}`)
      continue
    }
    const distinct = new Set(canonicals.map((c) => c.href))
    if (distinct.size > 1) {
      report.warn(page, 'canonical-multiple', `${distinct.size} different canonical links: ${[...distinct].join(', ')}`, {
        offset: canonicals[1]!.offset,
      })
    }
    const { href, offset } = canonicals[0]!
    if (!/^https?:\/\//i.test(href)) {
      report.warn(page, 'canonical-relative', `Canonical “${href}” is not an absolute URL; use ${page.url}`, { offset })
    }
    let url: URL
    try {
      url = new URL(href, page.url)
    } catch {
      report.warn(page, 'canonical-broken', `Canonical “${href}” is not a valid URL`, { offset })
      continue
    }
    const self = site.siteUrl ? url.href === page.url : url.pathname + url.search + url.hash === new URL(page.url).pathname
    if (!self) {
      report.warn(page, 'canonical-not-self', `Canonical is ${url.href}, not the page's own URL ${page.url}`, {
        offset,
        url: url.href,
      })
    }
    if (!site.isInternalUrl(url)) continue
    const target = site.target(decodePathname(url.pathname))
    const where = site.displayPath(url)
    if (target.file === null || target.page?.notFoundPage) {
      report.warn(page, 'canonical-broken', `Canonical ${where} does not exist`, { offset, url: url.href })
    } else if (isRedirectStatus(target.status)) {
      const to = target.page?.redirect ?? 'elsewhere'
      report.warn(page, 'canonical-broken', `Canonical ${where} is a redirect (to ${to})`, { offset, url: url.href })
    } else if (target.status >= 400) {
      report.warn(page, 'canonical-broken', `Canonical ${where} answers ${target.status}`, { offset, url: url.href })
    } else if (target.page?.facts?.noindex) {
      report.warn(page, 'canonical-noindex', `Canonical ${where} is a noindex page`, { offset, url: url.href })
    }
  }
}

