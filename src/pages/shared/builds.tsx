/** What the sample builds listing and each build's own page share: availability labels and "with every build". */
import siteJson from 'virtual:data/site'
import type { IconName } from '../../components/Icon.tsx'
import { FeatureGrid } from './feature-grid.tsx'
import { nextDayEmirates } from './blocks.tsx'

/** Only the data files this module reads (each is its own module, so chunks stay small). */
const data = { site: siteJson }

export const AVAILABILITY: Record<string, string> = { InStock: 'In stock', PreOrder: 'Pre-order', OutOfStock: 'Out of stock' }

/** Warranty, testing, delivery and payment: the same for every build, from data/site.json. */
export function IncludedWithEveryBuild() {
  const { site } = data
  const included: { icon: IconName; title: string; text: string }[] = [
    { icon: 'shield', title: `${site.warranty.serviceYears}-year service warranty`, text: `Labour, diagnostics and cleaning included, on top of ${site.warranty.componentYears}-year manufacturer warranties.` },
    { icon: 'gauge', title: 'Stress-tested before delivery', text: 'CPU, graphics and memory are load-tested and temperatures logged before your PC is packed.' },
    { icon: 'truck', title: 'Free delivery, all emirates', text: `Next day to ${nextDayEmirates()} when you order before ${site.delivery.nextDayCutoff}; insured everywhere.` },
    { icon: 'card', title: `${site.instalments.count} payments with ${site.instalments.provider}`, text: 'Spread the cost with no interest, or pay by card, transfer or cash at the workshop.' },
  ]
  return <FeatureGrid items={included} columns={4} />
}
