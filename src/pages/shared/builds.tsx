/** What the sample builds listing, each build's own page and the chooser's page share: availability labels, "with every build", a build's card. */
import siteByLocale from 'virtual:data-by-locale/site'
import type { ModelBuild } from '../../features/chooser/model.ts'
import type { IconName } from '../../components/Icon.tsx'
import { FeatureGrid } from './feature-grid.tsx'
import { useNextDayEmirates, useAed, useFacts } from './blocks.tsx'
import blocksMessages from '../../i18n/ns/blocks.ts'
import { fmt, useLocale, useMessages } from '../../i18n/format.tsx'
import { useBaseStyles } from '../../lib/styles.tsx'
import cardsCss from './cards.css?inline'

/** Only the data files this module reads (each is its own module, so chunks stay small). */
const data = { siteByLocale }

/** The note after a build's price, by its schema.org availability: `incl. VAT · In stock` (or Pre-order, Out of stock, Built to order), in the page's locale. */
export function usePriceNote(): (availability: string) => string {
  const locale = useLocale()
  const m = useMessages(blocksMessages)
  return (availability) => fmt(locale, m.priceNote, { availability: (m.availability as Record<string, string>)[availability] ?? availability })
}

/** Warranty, testing, delivery and payment: the same for every build, from data/site.json. */
export function IncludedWithEveryBuild() {
  const site = useMessages(data.siteByLocale)
  const locale = useLocale()
  const m = useMessages(blocksMessages).included
  const emirates = useNextDayEmirates()
  const facts = useFacts()
  const included: { icon: IconName; title: string; text: string }[] = [
    {
      icon: 'shield',
      title: fmt(locale, m.warranty.title, { years: site.warranty.serviceYears }),
      text: fmt(locale, m.warranty.text, { componentYears: site.warranty.componentYears }),
    },
    { icon: 'gauge', title: m.tested.title, text: m.tested.text },
    { icon: 'truck', title: m.delivery.title, text: fmt(locale, m.delivery.text, { emirates, cutoff: site.delivery.nextDayCutoff, otherDays: facts.otherRoadDays }) },
    { icon: 'card', title: fmt(locale, m.payments.title, { count: site.instalments.count, provider: site.instalments.provider }), text: m.payments.text },
  ]
  return <FeatureGrid items={included} columns={4} />
}

/** A build as a card: its name linking to its page, price, what it is good for and its key parts. */
export function BuildCard({ build }: { build: ModelBuild }) {
  useBaseStyles(cardsCss)
  const aed = useAed()
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
