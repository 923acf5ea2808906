import siteJson from 'virtual:data/site'
import page from 'virtual:page/shop'
import { PageSeo } from '../seo/PageSeo.tsx'
import { Island } from '../islands/Island.tsx'
import storeIsland from '../islands/entries/store.tsx'
import liveCountsIsland from '../islands/entries/live-counts.tsx'
import { FeatureGrid } from './shared/feature-grid.tsx'
import { Icon, type IconName } from '../components/Icon.tsx'
import { aed } from './shared/blocks.tsx'

/** Only the data files this module reads (each is its own module, so chunks stay small). */
const data = { site: siteJson }

export function Component() {
  const { site } = data
  const trust: { icon: IconName; title: string; text: string }[] = [
    { icon: 'tag', title: 'Best Prices Online', text: `Price match guarantee: show us a lower price from an authorised UAE retailer and we match it within ${site.priceMatch.responseHours} hours.` },
    { icon: 'truck', title: `Express ${site.delivery.shopDeliveryHours}h Delivery`, text: 'Free, insured delivery to every emirate, straight from our Dubai workshop.' },
    { icon: 'shield', title: '360° Warranty', text: `Free replacement within ${site.warranty.freeReplacementDays} days, no questions asked, plus our ${site.warranty.serviceYears}-year service warranty.` },
  ]

  return (
    <>
      <PageSeo page={page} />
      <section className="page-hero">
        <div className="container">
          <p className="eyebrow">Online shop</p>
          <h1>Shop gaming PCs and parts online</h1>
          <p className="lead">
            Complete gaming PCs, graphics cards and components with UAE warranty, price match and {site.delivery.shopDeliveryHours} hour delivery. Pay in {site.instalments.count}{' '}
            interest-free instalments with {site.instalments.provider}.
          </p>
          {site.socialProof.showViewers || site.socialProof.showOrders ? <Island of={liveCountsIsland} props={{ config: site.socialProof }} when="idle" /> : null}
          <div className="actions">
            <a href="#store" className="btn btn-primary">
              Browse the store
            </a>
          </div>
        </div>
      </section>

      <div className="container">
        <aside className="gift-banner" aria-label="Free gift">
          <span className="icon-badge">
            <Icon name="gift" size={22} />
          </span>
          <p>
            <strong>Free mystery gift worth {aed(site.mysteryGiftAed)}</strong> with your online order.
          </p>
        </aside>
      </div>

      <section className="container section-tight store-shell" aria-labelledby="store-title">
        <h2 id="store-title">Browse the store</h2>
        <p className="store-note">
          <Icon name="refresh" size={16} />
          Stock and prices come live from our store
        </p>
        <Island of={storeIsland} props={{}} when="idle" />
      </section>

      <section className="container section-tight" aria-labelledby="shop-trust-title">
        <h2 id="shop-trust-title" className="visually-hidden">
          Why buy from {site.name}
        </h2>
        <FeatureGrid items={trust} columns={3} />
      </section>
    </>
  )
}
