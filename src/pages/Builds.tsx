import { Link } from 'react-router-dom'
import buildsJson from 'virtual:data/builds'
import siteJson from 'virtual:data/site'
import testimonialsJson from 'virtual:data/testimonials'
import { images } from 'virtual:images'
import { buildInfo } from 'virtual:build-info'
import page from 'virtual:page/builds'
import { PageSeo } from '../seo/PageSeo.tsx'
import { productJsonLd } from '../seo/jsonld.ts'
import { absoluteUrl } from '../site/urls.ts'
import { ogImageUrl } from '../content/image-urls.ts'
import { Image } from '../components/Image.tsx'
import { FeatureGrid } from './shared/feature-grid.tsx'
import type { IconName } from '../components/Icon.tsx'
import { ChatLink } from '../app/ChatLink.tsx'
import { CtaBand, PageHero, SectionHead, aed, nextDayEmirates, quotePath } from './shared/blocks.tsx'
import { Performance, SpecList, Testimonials, TierCard } from './shared/cards.tsx'

/** Only the data files this module reads (each is its own module, so chunks stay small). */
const data = { builds: buildsJson, site: siteJson, testimonials: testimonialsJson }

const AVAILABILITY: Record<string, string> = { InStock: 'In stock', PreOrder: 'Pre-order', OutOfStock: 'Out of stock' }

export function Component() {
  const { site, builds, testimonials } = data
  const path = page.path
  const url = absoluteUrl(site.url, path)
  const products = [...builds.products].sort((a, b) => a.priceAed - b.priceAed)
  // JSON-LD is read from the pre-rendered HTML; the browser build leaves it (and its builders) out.
  const jsonLd = import.meta.env.SSR
    ? products.map((p) =>
        productJsonLd(site, { ...p, url: `${url}#${p.id}`, image: [`${site.url}${ogImageUrl(images[p.image]!)}`] }, buildInfo.priceValidUntil, testimonials),
      )
    : undefined
  const included: { icon: IconName; title: string; text: string }[] = [
    { icon: 'shield', title: `${site.warranty.serviceYears}-year service warranty`, text: `Labour, diagnostics and cleaning included, on top of ${site.warranty.componentYears}-year manufacturer warranties.` },
    { icon: 'gauge', title: 'Stress-tested before delivery', text: 'CPU, graphics and memory are load-tested and temperatures logged before your PC is packed.' },
    { icon: 'truck', title: 'Free delivery, all emirates', text: `Next day to ${nextDayEmirates()} when you order before ${site.delivery.nextDayCutoff}; insured everywhere.` },
    { icon: 'card', title: `${site.instalments.count} payments with ${site.instalments.provider}`, text: 'Spread the cost with no interest, or pay by card, transfer or cash at the workshop.' },
  ]

  return (
    <>
      <PageSeo page={page} jsonLd={jsonLd} />
      <PageHero
        eyebrow="Sample builds"
        title="Sample gaming PC builds and prices in Dubai"
        lead={`Three proven builds with full specs and honest performance numbers, plus the price bands we build in. Every PC starts from ${aed(site.pricing.fromAed)} and can be tuned to your games before we quote.`}
        aside={
          <div className="media-frame">
            <Image src="src/assets/images/build-apex.svg" alt="The Falcon Apex full-tower gaming PC with a liquid cooler and violet lighting" sizes="(min-width: 768px) 600px, 100vw" priority />
          </div>
        }
        actions={
          <>
            <Link className="btn btn-primary" to={quotePath()} data-cta="get-quote" data-cta-source="builds-hero">
              Get a custom quote
            </Link>
            <Link className="btn" to="/gaming-pc-shop-dubai">
              Shop online
            </Link>
          </>
        }
      />

      <section className="container section-tight" aria-labelledby="ready-title">
        <SectionHead eyebrow="Ready to order" title="Our three signature builds" id="ready-title">
          Priced in AED with VAT, built from in-stock parts and ready within {site.delivery.readyWithinHours} hours of payment.
        </SectionHead>
        <ul className="grid grid-3">
          {products.map((p) => (
            <li key={p.id}>
              <article id={p.id} className="card build-card" aria-labelledby={`${p.id}-name`}>
                <div className="build-media">
                  <Image src={p.image} alt={p.imageAlt} sizes="(min-width: 768px) 400px, 100vw" />
                </div>
                <div className="build-body">
                  <h3 id={`${p.id}-name`}>{p.name}</h3>
                  <p className="price">
                    {aed(p.priceAed)} <small>incl. VAT · {AVAILABILITY[p.availability]}</small>
                  </p>
                  <p>{p.description}</p>
                  <SpecList specs={p.specs} />
                  <Performance text={p.performance} />
                  <div className="actions">
                    <ChatLink text="customBuild" className="btn btn-chat btn-small" label="Order on WhatsApp" />
                    <Link className="btn btn-small" to={quotePath()} data-cta="get-quote" data-cta-source={`build-${p.id}`}>
                      Customise it
                    </Link>
                  </div>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </section>

      <section className="section section-alt" aria-labelledby="tiers-title">
        <div className="container">
          <SectionHead eyebrow="Price bands" title="Budget, mid-range or high-end" id="tiers-title">
            Not sure where you fit? These are the bands most of our customers build in, with the parts we typically choose for each.
          </SectionHead>
          <ul className="grid grid-3">
            {builds.tiers.map((tier) => (
              <li key={tier.id}>
                <TierCard tier={tier} headingLevel={3} highlight={tier.id === 'mid-range'} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="container section" aria-labelledby="included-title">
        <SectionHead eyebrow="With every build" title="What you get, whichever PC you choose" id="included-title" />
        <FeatureGrid items={included} columns={4} />
      </section>

      <section className="container section-tight" aria-labelledby="build-reviews-title">
        <SectionHead eyebrow="Reviews" title="From the people gaming on them" id="build-reviews-title" />
        <Testimonials />
      </section>

      <CtaBand source="builds" title="Want one of these, but yours?" text="Swap the graphics card, add storage, change the case: tell us what you need and we send an itemised quote." />
    </>
  )
}
