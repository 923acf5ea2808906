import buildProducts from 'virtual:data/builds/products'
import siteJson from 'virtual:data/site'
import { images } from 'virtual:images'
import { buildInfo } from 'virtual:build-info'
import listing from 'virtual:page/builds'
import returnsPage from 'virtual:page/returns'
import { Seo } from '../seo/Seo.tsx'
import { productJsonLd } from '../seo/jsonld.ts'
import { buildPath, buildTitle } from '../site/page-table.ts'
import { absoluteUrl } from '../site/urls.ts'
import { ogImageUrl } from '../content/image-urls.ts'
import { Image } from '../components/Image.tsx'
import { Icon } from '../components/Icon.tsx'
import { ChatLink } from '../app/ChatLink.tsx'
import { CtaBand, PageHero, SectionHead, aed, quotePath } from './shared/blocks.tsx'
import { Performance, SpecList } from './shared/cards.tsx'
import { AVAILABILITY, IncludedWithEveryBuild } from './shared/builds.tsx'

/** Only the data files this module reads (each is its own module, so chunks stay small). */
const data = { builds: { products: buildProducts }, site: siteJson }

const days = ({ min, max }: { min: number; max: number }) => (min === max ? `${min}` : `${min}–${max}`)

/**
 * One sample build on its own page: specs, performance, who it is for, price
 * and delivery, and the one Product of the page (merchant listing) in JSON-LD.
 */
export function BuildPage({ id }: { id: string }) {
  const { site, builds } = data
  const build = builds.products.find((b) => b.id === id)
  if (!build) throw new Error(`No build with id ${id} in data/builds.json`)
  const path = buildPath(listing.path, build.id)
  const url = absoluteUrl(site.url, path)
  const card = ogImageUrl(images[build.image]!)
  const others = builds.products.filter((b) => b.id !== build.id).sort((a, b) => a.priceAed - b.priceAed)
  // JSON-LD is read from the pre-rendered HTML; the browser build leaves it (and its builders) out.
  const jsonLd = import.meta.env.SSR ? [productJsonLd(site, { ...build, url, image: [`${site.url}${card}`] }, buildInfo.priceValidUntil)] : undefined

  return (
    <>
      <Seo title={buildTitle(build, site.name)} description={build.description} path={path} image={card} imageAlt={build.imageAlt} jsonLd={jsonLd} />
      <PageHero
        eyebrow="Sample build"
        title={build.name}
        lead={build.description}
        aside={
          <div className="media-frame">
            <Image src={build.image} alt={build.imageAlt} sizes="(min-width: 768px) 600px, 100vw" priority />
          </div>
        }
        actions={
          <>
            <a className="btn btn-primary" href={quotePath()} data-cta="get-quote" data-cta-source={`build-page-${build.id}`}>
              Get a quote for this build
            </a>
            <ChatLink text="customBuild" className="btn btn-chat" label="Order on WhatsApp" />
          </>
        }
      />

      <section className="container section-tight" aria-labelledby="build-price-title">
        <div className="grid grid-2">
          <div className="card build-summary">
            <h2 id="build-price-title">Price and delivery</h2>
            <p className="price">
              {aed(build.priceAed)} <small>incl. VAT · {AVAILABILITY[build.availability]}</small>
            </p>
            <p>
              Built from in-stock parts and ready within {site.delivery.readyWithinHours} hours of payment.{' '}
              {site.delivery.free ? 'Free delivery to all seven emirates' : 'Delivery to all seven emirates'}: {days(site.delivery.handlingDays)} days to pack and{' '}
              {days(site.delivery.transitDays)} days on the road.
            </p>
            <p>
              Unopened items can be returned within {site.returns.windowDays} days; see the <a href={returnsPage.path}>return policy</a>.
            </p>
          </div>
          <div className="card">
            <h2>Full specification</h2>
            <SpecList specs={build.specs} />
          </div>
        </div>
      </section>

      <section className="container section-tight" aria-labelledby="build-performance-title">
        <div className="grid grid-2">
          <div>
            <SectionHead eyebrow="Performance" title="What it plays, and how fast" id="build-performance-title" />
            <Performance text={build.performance} />
          </div>
          <div>
            <SectionHead eyebrow="Who it is for" title={`Is the ${build.name} for you?`} />
            <p className="lead">{build.bestFor}</p>
            <p>
              Want a different graphics card, more storage or another case? Every build can be changed before we quote; <a href={quotePath()}>tell us what you need</a>.
            </p>
          </div>
        </div>
      </section>

      <section className="section section-alt" aria-labelledby="build-included-title">
        <div className="container">
          <SectionHead eyebrow="With every build" title="What you get with it" id="build-included-title" />
          <IncludedWithEveryBuild />
        </div>
      </section>

      <section className="container section-tight" aria-labelledby="other-builds-title">
        <SectionHead eyebrow="Compare" title="Other sample builds" id="other-builds-title" />
        <ul className="grid grid-2">
          {others.map((b) => (
            <li key={b.id} className="card card-hover">
              <h3>
                <a href={buildPath(listing.path, b.id)}>{b.name}</a>
              </h3>
              <p className="price">{aed(b.priceAed)}</p>
              <p>{b.description}</p>
            </li>
          ))}
        </ul>
        <p className="actions">
          <a className="text-link" href={listing.path}>
            All sample builds and price bands
            <Icon name="arrow" size={18} />
          </a>
        </p>
      </section>

      <CtaBand source={`build-${build.id}`} title={`Want the ${build.name}, tuned for you?`} text="Tell us the games and apps you use and your budget, and we send you an itemised quote." />
    </>
  )
}
