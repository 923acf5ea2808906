import siteByLocale from 'virtual:data-by-locale/site'
import page from 'virtual:page/shop'
import { PageSeo } from '../seo/PageSeo.tsx'
import { Island } from '../islands/Island.tsx'
import { liveCountsIsland, liveCountsProps, StoreSection, storeProps } from '../features/store/props.ts'
import { FeatureGrid } from './shared/feature-grid.tsx'
import { Icon, type IconName } from '../components/Icon.tsx'
import { useNextDayEmirates, useAed, useFacts } from './shared/blocks.tsx'
import shopMessages from '../i18n/ns/shop.ts'
import { fmt, rich, useLocale, useMessages } from '../i18n/format.tsx'
import { useBaseStyles } from '../lib/styles.tsx'
import blocksCss from './shared/blocks.css?inline'
import cardsCss from './shared/cards.css?inline'
import shopCss from './shop.css?inline'

/** Only the data files this module reads (each is its own module, so chunks stay small). */
const data = { siteByLocale }

export function Component() {
  useBaseStyles(blocksCss, cardsCss, shopCss)
  const site = useMessages(data.siteByLocale)
  const locale = useLocale()
  const aed = useAed()
  const m = useMessages(shopMessages)
  const t = m.trust
  const facts = useFacts()
  const trust: { icon: IconName; title: string; text: string }[] = [
    { icon: 'tag', title: t.prices.title, text: fmt(locale, t.prices.text, { hours: site.priceMatch.responseHours }) },
    {
      icon: 'truck',
      title: fmt(locale, t.delivery.title, { days: facts.roadDays }),
      text: fmt(locale, t.delivery.text, { emirates: useNextDayEmirates(), cutoff: site.delivery.nextDayCutoff, otherDays: facts.otherRoadDays }),
    },
    {
      icon: 'shield',
      title: t.warranty.title,
      text: fmt(locale, t.warranty.text, { days: site.warranty.faultyReplacementDays, serviceYears: site.warranty.serviceYears, returnDays: site.returns.unopenedDays }),
    },
  ]

  return (
    <>
      <PageSeo page={page} />
      <section className="page-hero">
        <div className="container">
          <p className="eyebrow">{m.hero.eyebrow}</p>
          <h1>{m.hero.title}</h1>
          <p className="lead">{fmt(locale, m.hero.lead, { days: facts.roadDays, count: site.instalments.count, provider: site.instalments.provider })}</p>
          {site.socialProof.showViewers || site.socialProof.showOrders ? <Island of={liveCountsIsland} props={liveCountsProps(locale, site.socialProof)} when="idle" /> : null}
          <div className="actions">
            <a href="#store" className="btn btn-primary">
              {m.hero.browse}
            </a>
          </div>
        </div>
      </section>

      <div className="container">
        <aside className="gift-banner" aria-label={m.gift.label}>
          <span className="icon-badge">
            <Icon name="gift" size={22} />
          </span>
          <p>{rich(locale, m.gift.text, { strong: (chunks) => <strong>{chunks}</strong>, price: aed(site.mysteryGiftAed) })}</p>
        </aside>
      </div>

      <section className="container section-tight store-shell" aria-labelledby="store-title">
        <h2 id="store-title">{m.store.title}</h2>
        <p className="store-note">
          <Icon name="refresh" size={16} />
          {m.store.note}
        </p>
        <StoreSection {...storeProps(locale)} />
      </section>

      <section className="container section-tight" aria-labelledby="shop-trust-title">
        <h2 id="shop-trust-title" className="visually-hidden">
          {fmt(locale, t.title, { site: site.name })}
        </h2>
        <FeatureGrid items={trust} columns={3} />
      </section>
    </>
  )
}
