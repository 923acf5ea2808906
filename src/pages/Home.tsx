import buildTiers from 'virtual:data/builds/tiers'
import certificationsJson from 'virtual:data/certifications'
import siteJson from 'virtual:data/site'
import page from 'virtual:page/home'
import chooserPage from 'virtual:page/chooser'
import { PageSeo } from '../seo/PageSeo.tsx'
import { Image } from '../components/Image.tsx'
import { Icon, Stars, type IconName } from '../components/Icon.tsx'
import { AssemblyIllustration } from '../components/AssemblyIllustration.tsx'
import { Behaviour } from '../islands/Island.tsx'
import { CtaBand, SectionHead, aed, nextDayEmirates, quotePath } from './shared/blocks.tsx'
import { TierCard, Testimonials, TrustStats, PartnerLogos, certificationIcon } from './shared/cards.tsx'
import { FeatureGrid } from './shared/feature-grid.tsx'

/** Only the data files this module reads (each is its own module, so chunks stay small). */
const data = { tiers: buildTiers, certifications: certificationsJson, site: siteJson }

export function Component() {
  const { site, tiers, certifications } = data
  const features: { icon: IconName; title: string; text: string }[] = [
    {
      icon: 'cpu',
      title: 'Custom Gaming PC',
      text: 'Tell us the games, the resolution and the budget. We choose every part, build it by hand and tune it before it leaves the bench.',
    },
    {
      icon: 'shield',
      title: '360° Warranty',
      text: `A ${site.warranty.serviceYears}-year free service warranty on labour, diagnostics and cleaning, ${site.warranty.componentYears}-year manufacturer warranties on parts, and free replacement within ${site.warranty.freeReplacementDays} days.`,
    },
    {
      icon: 'tag',
      title: 'Price Match Guarantee',
      text: `Seen the same part for less at an authorised UAE retailer? Send us the link and we match it, with an answer within ${site.priceMatch.responseHours} hours.`,
    },
    {
      icon: 'card',
      title: `${site.instalments.provider} Payment`,
      text: `Split any build into ${site.instalments.count} interest-free payments with ${site.instalments.provider}, or pay by card, transfer or cash at the workshop.`,
    },
    {
      icon: 'truck',
      title: 'Free Delivery',
      text: `Free, insured delivery to all seven emirates: next day to ${nextDayEmirates()} when you order before ${site.delivery.nextDayCutoff}.`,
    },
    {
      icon: 'headset',
      title: 'Expert Support',
      text: `${site.claims.support} help on WhatsApp from the builders who assembled your PC, plus remote setup and upgrade advice whenever you need it.`,
    },
  ]

  return (
    <>
      <PageSeo page={page} />
      <section className="hero" aria-labelledby="home-title">
        <div className="container hero-grid">
          <div>
            <p className="badge">
              <Icon name="spark" size={16} />
              From {aed(site.pricing.fromAed)} · Built in Dubai
            </p>
            <h1 id="home-title">
              Custom gaming PCs, <span className="text-gradient">hand-built in Dubai</span>
            </h1>
            <p className="lead">
              Every part chosen for the games you play, assembled and stress-tested by our builders, covered by a {site.warranty.serviceYears}-year service warranty and delivered free
              across the UAE.
            </p>
            <ul className="chips">
              <li>
                <Icon name="tool" size={16} />
                Custom Built
              </li>
              <li>
                <Icon name="shield" size={16} />
                360° Warranty
              </li>
              <li>
                <Icon name="truck" size={16} />
                Free Delivery
              </li>
            </ul>
            <div className="actions">
              <a className="btn btn-primary" href="/gaming-pc-shop-dubai" data-cta="shop-online" data-cta-source="home-hero">
                <Icon name="cart" size={18} />
                Shop Online Now
              </a>
              <a className="btn" href={quotePath()} data-cta="get-quote" data-cta-source="home-hero">
                Get Quote
              </a>
              <a className="btn btn-ghost" href="/price-match-dubai">
                Price Match
              </a>
            </div>
            <p className="hero-rating">
              <Stars rating={site.rating.value} />
              <span>
                <strong>{site.rating.value}</strong> from {site.rating.count} {site.rating.source}
              </span>
            </p>
          </div>
          <Behaviour name="assembly" when="visible">
            <AssemblyIllustration caption="A gaming PC being assembled step by step: motherboard, processor, two memory modules, graphics card and CPU cooler, then powered on." />
          </Behaviour>
        </div>
      </section>

      <section className="container section" aria-labelledby="why-title">
        <SectionHead eyebrow="Why Falcon PC" title="Everything a serious gaming PC should come with" id="why-title">
          Not a box off a shelf: a machine planned around your games, with the warranty, price and delivery promises to back it.
        </SectionHead>
        <FeatureGrid items={features} columns={3} hover />
      </section>

      <section className="section section-alt" aria-labelledby="builds-title">
        <div className="container">
          <SectionHead eyebrow="Sample builds" title="Three starting points, tuned to you" id="builds-title">
            Pick the tier that fits your screen and your budget; we adjust every part to the games you play before we quote.
          </SectionHead>
          <ul className="grid grid-3">
            {tiers.map((tier) => (
              <li key={tier.id}>
                <TierCard tier={tier} headingLevel={3} highlight={tier.id === 'mid-range'} />
              </li>
            ))}
          </ul>
          <p className="actions">
            <a className="btn" href="/gaming-pc-builds-dubai">
              See the sample builds with full specs
              <Icon name="arrow" size={18} />
            </a>
            <a className="btn" href={chooserPage.path}>
              Find your build: games and budget in
              <Icon name="arrow" size={18} />
            </a>
          </p>
        </div>
      </section>

      <section className="container section" aria-labelledby="workshop-title">
        <div className="split">
          <div className="media-frame">
            <Image src="src/assets/images/hero-workshop.svg" alt="A finished custom gaming PC with a glass side panel and cyan lighting on the workbench of the Falcon PC workshop in Dubai" sizes="(min-width: 768px) 600px, 100vw" />
          </div>
          <div>
            <p className="eyebrow">Built and tested in Dubai</p>
            <h2 id="workshop-title">Every PC leaves the bench proven, not hoped for</h2>
            <ul className="check-list">
              {certifications.map((c) => (
                <li key={c.title}>
                  <Icon name={certificationIcon(c.icon)} size={20} />
                  <span>
                    <strong>{c.title}.</strong> {c.description}
                  </span>
                </li>
              ))}
            </ul>
            <p className="actions">
              <a className="text-link" href="/gaming-pc-builder-dubai">
                Meet the builders
                <Icon name="arrow" size={18} />
              </a>
            </p>
          </div>
        </div>
      </section>

      <section className="section section-alt" aria-labelledby="trust-title">
        <div className="container">
          <SectionHead eyebrow="Trusted components" title="Parts from the brands that set the pace" id="trust-title" center>
            Sourced from authorised UAE distributors, so every component carries its full manufacturer warranty.
          </SectionHead>
          <PartnerLogos />
          <TrustStats
            stats={[
              { value: site.claims.pcsBuilt, label: 'PCs built and delivered' },
              { value: site.claims.experience, label: 'of building experience' },
              { value: site.claims.support, label: 'support on WhatsApp' },
            ]}
          />
        </div>
      </section>

      <section className="container section" aria-labelledby="reviews-title">
        <SectionHead eyebrow="Customer stories" title="What our customers say" id="reviews-title">
          Rated {site.rating.value} out of 5 from {site.rating.count} {site.rating.source}.
        </SectionHead>
        <Testimonials />
      </section>

      <CtaBand
        source="home"
        title="Ready for a PC built around you?"
        text={`Tell us what you play and what you want to spend. You get a free, itemised quote, with builds from ${aed(site.pricing.fromAed)}.`}
      />
    </>
  )
}
