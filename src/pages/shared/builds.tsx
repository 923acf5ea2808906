/** What the sample builds listing, each build's own page and the chooser's page share: availability labels, "with every build", a build's card. */
import siteJson from 'virtual:data/site'
import type { ModelBuild } from '../../features/chooser/model.ts'
import type { IconName } from '../../components/Icon.tsx'
import { FeatureGrid } from './feature-grid.tsx'
import { aed, nextDayEmirates } from './blocks.tsx'

/** Only the data files this module reads (each is its own module, so chunks stay small). */
const data = { site: siteJson }

export const AVAILABILITY: Record<string, string> = { InStock: 'In stock', PreOrder: 'Pre-order', OutOfStock: 'Out of stock', MadeToOrder: 'Built to order' }

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

/** A build as a card: its name linking to its page, price, what it is good for and its key parts. */
export function BuildCard({ build }: { build: ModelBuild }) {
  const part = (slot: ModelBuild['parts'][number]['slot']) => build.parts.find((p) => p.slot === slot)!.name
  return (
    <li className="card card-hover">
      <h3>
        <a href={build.path}>{build.name}</a>
      </h3>
      <p className="price">{aed(build.priceAed)}</p>
      <p>{build.goodFor}</p>
      <p className="small muted">
        {part('cpu')} · {part('gpu')} · {part('ram')}
      </p>
    </li>
  )
}
