import buildsJson from 'virtual:data/builds'
import model from 'virtual:chooser'
import siteJson from 'virtual:data/site'
import { images } from 'virtual:images'
import page from 'virtual:page/builds'
import chooserPage from 'virtual:page/chooser'
import { PageSeo } from '../seo/PageSeo.tsx'
import { itemListJsonLd } from '../seo/jsonld.ts'
import { buildPath } from '../site/page-table.ts'
import { formatDate } from '../lib/dates.ts'
import { absoluteUrl } from '../site/urls.ts'
import { ogImageUrl } from '../content/image-urls.ts'
import { Image } from '../components/Image.tsx'
import { ChatLink } from '../app/ChatLink.tsx'
import { CtaBand, PageHero, SectionHead, aed, quotePath } from './shared/blocks.tsx'
import { AVAILABILITY, BuildCard, IncludedWithEveryBuild } from './shared/builds.tsx'
import { Performance, SpecList, Testimonials, TierCard } from './shared/cards.tsx'

/** Only the data files this module reads (each is its own module, so chunks stay small). */
const data = { builds: buildsJson, site: siteJson }

/** The hero picture, which is also the page's social card. */
const HERO = { src: 'src/assets/images/build-apex.svg', alt: 'The Falcon Apex full-tower gaming PC with a liquid cooler and violet lighting' }

export function Component() {
  const { site, builds } = data
  const path = page.path
  const products = [...builds.products].sort((a, b) => a.priceAed - b.priceAed)
  // The chooser's other builds, made to order from parts: each has its own page too.
  const productPaths = new Set(products.map((p) => buildPath(path, p.id)))
  const toOrder = model.builds.filter((b) => !productPaths.has(b.path))
  // Each build is sold on its own page (one Product per page); this page lists them (ItemList of URLs).
  // JSON-LD is read from the pre-rendered HTML; the browser build leaves it (and its builders) out.
  const jsonLd = import.meta.env.SSR ? [itemListJsonLd([...productPaths, ...toOrder.map((b) => b.path)].map((p) => absoluteUrl(site.url, p)))] : undefined

  return (
    <>
      <PageSeo page={page} jsonLd={jsonLd} image={ogImageUrl(images[HERO.src]!)} imageAlt={HERO.alt} />
      <PageHero
        eyebrow="Sample builds"
        title="Sample gaming PC builds and prices in Dubai"
        lead={`Three signature builds ready to order and ${toOrder.length} more we build to order, each with full specs and honest performance, plus the price bands we build in. Every PC starts from ${aed(site.pricing.fromAed)} and can be tuned to your games before we quote.`}
        aside={
          <div className="media-frame">
            <Image src={HERO.src} alt={HERO.alt} sizes="(min-width: 768px) 600px, 100vw" priority />
          </div>
        }
        actions={
          <>
            <a className="btn btn-primary" href={quotePath()} data-cta="get-quote" data-cta-source="builds-hero">
              Get a custom quote
            </a>
            <a className="btn" href="/gaming-pc-shop-dubai">
              Shop online
            </a>
            <a className="btn" href={chooserPage.path}>
              Find your build
            </a>
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
                  <h3 id={`${p.id}-name`}>
                    <a href={buildPath(path, p.id)}>{p.name}</a>
                  </h3>
                  <p className="price">
                    {aed(p.priceAed)} <small>incl. VAT · {AVAILABILITY[p.availability]}</small>
                  </p>
                  <p>{p.description}</p>
                  <SpecList specs={p.specs} />
                  <Performance text={p.performance} />
                  <div className="actions">
                    <a className="btn btn-primary btn-small" href={buildPath(path, p.id)} aria-label={`Full specs and price of the ${p.name}`}>
                      Full specs
                    </a>
                    <ChatLink text="customBuild" className="btn btn-chat btn-small" label="Order on WhatsApp" />
                    <a className="btn btn-small" href={quotePath()} data-cta="get-quote" data-cta-source={`build-${p.id}`}>
                      Customise it
                    </a>
                  </div>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </section>

      <section className="container section-tight" aria-labelledby="to-order-title">
        <SectionHead eyebrow="Built to order" title={`${toOrder.length} more builds, from entry to flagship`} id="to-order-title">
          {`Checked part by part for socket, memory, case clearance, cooling and power, and priced from their parts as of ${formatDate(model.pricesAsOf)}. The build chooser picks from these and the three above.`}
        </SectionHead>
        <ul className="grid grid-3">
          {toOrder.map((b) => (
            <BuildCard key={b.id} build={b} />
          ))}
        </ul>
        <p className="actions">
          <a className="btn" href={chooserPage.path}>
            Find the one for your games
          </a>
        </p>
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
        <IncludedWithEveryBuild />
      </section>

      <section className="container section-tight" aria-labelledby="build-reviews-title">
        <SectionHead eyebrow="Customers" title="What customers say about Falcon PC" id="build-reviews-title" />
        <Testimonials />
      </section>

      <CtaBand source="builds" title="Want one of these, but yours?" text="Swap the graphics card, add storage, change the case: tell us what you need and we send an itemised quote." />
    </>
  )
}
