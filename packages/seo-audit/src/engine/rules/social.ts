/**
 * Social cards: every indexable page names an og:image, with og:image:alt,
 * og:image:width and og:image:height (without the size, platforms fetch the
 * image before they can lay out the first share; without alt, it has no text).
 */
import type { Report } from '../report.ts'
import type { SiteModel } from '../site.ts'

export function checkSocialCards(site: SiteModel, report: Report): void {
  for (const page of site.pages) {
    if (!page.facts || page.ignored || !page.indexable) continue
    const og = page.facts.ogImage
    if (og.url === null) {
      report.warn(page, 'og-image-missing', 'No og:image: a share of this page shows no picture')
      continue
    }
    const lacking: string[] = []
    if (og.alt === null) lacking.push('og:image:alt')
    if (og.width === null) lacking.push('og:image:width')
    if (og.height === null) lacking.push('og:image:height')
    if (lacking.length) report.warn(page, 'og-image-incomplete', `og:image ${og.url} lacks ${lacking.join(', ')}`, { url: og.url })
  }
}
