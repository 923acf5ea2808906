/** `<img>` without an `alt` attribute. `alt=""` marks a decorative image and is fine. */
import type { Report } from '../report.ts'
import type { SiteModel } from '../site.ts'

export function checkMissingAlt(site: SiteModel, report: Report): void {
  for (const page of site.pages) {
    if (!page.facts || page.ignored) continue
    for (const img of page.facts.imagesWithoutAlt) report.missingAlt(page, img.offset, img.src)
  }
}
