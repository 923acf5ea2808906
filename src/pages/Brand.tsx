import emiratesJson from 'virtual:data/emirates'
import siteJson from 'virtual:data/site'
import page from 'virtual:page/brand'
import { PageSeo } from '../seo/PageSeo.tsx'
import { ChatLink } from '../app/ChatLink.tsx'
import { formatHours } from '../lib/hours.ts'
import { Icon, type IconName } from '../components/Icon.tsx'
import { CtaBand, PageHero, SectionHead, aed, nextDayEmirates, quotePath } from './shared/blocks.tsx'
import { TrustStats } from './shared/cards.tsx'
import { FeatureGrid } from './shared/feature-grid.tsx'
import { serviceLocations } from './shared/lists.ts'

/** Only the data files this module reads (each is its own module, so chunks stay small). */
const data = { emirates: emiratesJson, site: siteJson }

export function Component() {
  const { site, emirates } = data
  const brand = site.brand.name
  const benefits: { icon: IconName; title: string; text: string }[] = [
    { icon: 'cpu', title: 'Built around your games', text: `Custom gaming PCs and workstations from ${aed(site.pricing.fromAed)}, planned part by part with you.` },
    { icon: 'tag', title: 'Price match guarantee', text: `The same item cheaper at an authorised UAE retailer? We match it within ${site.priceMatch.responseHours} hours.` },
    { icon: 'shield', title: `${site.warranty.serviceYears}-year comprehensive service`, text: `Labour, diagnostics and cleaning covered, plus ${site.warranty.componentYears}-year manufacturer warranties.` },
    { icon: 'truck', title: 'Free UAE delivery', text: `Insured delivery to all seven emirates, next day to ${nextDayEmirates()} when you order before ${site.delivery.nextDayCutoff}.` },
  ]

  return (
    <>
      <PageSeo page={page} />
      <PageHero
        eyebrow={`${brand} · Dubai`}
        title={`${brand}: the Dubai gaming PC builder for the whole UAE`}
        lead={`${brand} designs, builds and supports custom gaming PCs from its workshop in ${site.address.locality}, for gamers, streamers and creators in every emirate.`}
        actions={
          <>
            <a className="btn btn-primary" href={quotePath()} data-cta="get-quote" data-cta-source="brand-hero">
              Get a free quote
            </a>
            <a className="btn" href="/gaming-pc-builds-dubai">
              Sample builds
            </a>
            <a className="btn btn-ghost" href="/gaming-pc-shop-dubai">
              Shop prebuilt PCs
            </a>
          </>
        }
      />

      <section className="container section-tight" aria-labelledby="brand-benefits-title">
        <h2 id="brand-benefits-title" className="visually-hidden">
          Why choose {brand}
        </h2>
        <FeatureGrid items={benefits} columns={4} />
      </section>

      <section className="section section-alt" aria-labelledby="locations-title">
        <div className="container split">
          <SectionHead eyebrow="Where we deliver" title="Serving gamers across the Emirates" id="locations-title">
            Some of the neighbourhoods we deliver to. Anywhere else in the UAE? Delivery is free there too.
          </SectionHead>
          <ul className="locations">
            {serviceLocations(emirates).map((l) => (
              <li key={l}>
                <Icon name="map" size={16} />
                {l}
              </li>
            ))}
          </ul>
        </div>
        <p className="container">
          <a className="text-link" href="/service-areas-uae">
            Delivery times for every emirate
            <Icon name="arrow" size={18} />
          </a>
        </p>
      </section>

      <section className="container section" aria-labelledby="brand-about-title">
        <div className="split">
          <div>
            <p className="eyebrow">About {brand}</p>
            <h2 id="brand-about-title">A builder, not a box shifter</h2>
            <p>
              Founded in {site.foundedYear} by builders with {site.claims.experience.toLowerCase()} of experience, {brand} plans every PC around the games and software it will run,
              stress-tests it before delivery and stays on WhatsApp for the years after.
            </p>
            <p>
              <a className="text-link" href="/gaming-pc-builder-dubai">
                Read our story
                <Icon name="arrow" size={18} />
              </a>
            </p>
          </div>
          <TrustStats
            stats={[
              { value: site.claims.pcsBuilt, label: 'builds delivered' },
              { value: site.claims.satisfaction, label: 'customer satisfaction' },
              { value: site.claims.support, label: 'support on WhatsApp' },
            ]}
          />
        </div>
      </section>

      <section className="container section-tight" aria-labelledby="brand-contact-title">
        <SectionHead eyebrow="Contact" title={`Talk to ${brand}`} id="brand-contact-title" />
        <ul className="grid grid-3">
          <li className="card">
            <span className="icon-badge">
              <Icon name="chat" size={22} />
            </span>
            <h3>WhatsApp</h3>
            <p>The quickest way to a quote or an answer.</p>
            <ChatLink text="customBuild" className="btn btn-chat btn-small" label="Start a chat" />
          </li>
          <li className="card">
            <span className="icon-badge">
              <Icon name="mail" size={22} />
            </span>
            <h3>E-mail</h3>
            <p>Send your parts list or questions any time.</p>
            <a className="text-link" href={`mailto:${site.email}`}>
              {site.email}
            </a>
          </li>
          <li className="card">
            <span className="icon-badge">
              <Icon name="map" size={22} />
            </span>
            <h3>Workshop</h3>
            <p>
              {site.address.street}, {site.address.locality}
            </p>
            <p className="small">{formatHours(site.hours)}</p>
          </li>
        </ul>
        <p className="actions">
          <a className="text-link" href="/contact-dubai">
            All contact options and the quote form
            <Icon name="arrow" size={18} />
          </a>
        </p>
      </section>

      <CtaBand source="brand" title={`Build your next PC with ${brand}`} text="Tell us what you play and your budget; we reply with an itemised quote and honest advice." />
    </>
  )
}
