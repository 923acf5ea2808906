import buildProducts from 'virtual:data/builds/products'
import chooserBuilds from 'virtual:data/chooser-builds'
import model from 'virtual:chooser'
import quoteJson from 'virtual:data/quote'
import siteJson from 'virtual:data/site'
import { images } from 'virtual:images'
import { buildInfo } from 'virtual:build-info'
import listing from 'virtual:page/builds'
import chooserPage from 'virtual:page/chooser'
import contactPage from 'virtual:page/contact'
import returnsPage from 'virtual:page/returns'
import type { SiteData } from '../content/schemas.ts'
import { Seo } from '../seo/Seo.tsx'
import { productJsonLd, type ProductInput } from '../seo/jsonld.ts'
import { buildPath, buildTitle } from '../site/page-table.ts'
import { absoluteUrl } from '../site/urls.ts'
import { ogImageUrl } from '../content/image-urls.ts'
import { formatDate } from '../lib/dates.ts'
import { Image } from '../components/Image.tsx'
import { Icon } from '../components/Icon.tsx'
import { ChatLink } from '../app/ChatLink.tsx'
import { buildExpectations, buildQuoteUrl } from '../features/chooser/choose.ts'
import type { ModelBuild } from '../features/chooser/model.ts'
import { CtaBand, PageHero, SectionHead, aed, quotePath } from './shared/blocks.tsx'
import { Performance, SpecList, SpecRows } from './shared/cards.tsx'
import { AVAILABILITY, BuildCard, IncludedWithEveryBuild } from './shared/builds.tsx'

/** Only the data files this module reads (each is its own module, so chunks stay small). */
const data = { products: buildProducts, chooserBuilds, site: siteJson }

const days = ({ min, max }: { min: number; max: number }) => (min === max ? `${min}` : `${min}–${max}`)

const RESOLUTION_LABEL: Record<ModelBuild['resolution'], string> = { '1080p': '1080p', '1440p': '1440p', '4k': '4K' }

/** What one build page shows, from a sample product (data/builds.json) or a chooser build with its own parts. */
interface BuildView {
  id: string
  name: string
  description: string
  image: string
  imageAlt: string
  priceAed: number
  availability: ProductInput['availability']
  sku?: string
  /** A sample product's own specs text and performance line. */
  specs?: SiteData['builds']['products'][number]['specs']
  performance?: string
  bestFor: string
  /** The build in the chooser's model (parts, power, cooling, tier); every build of the chooser has one. */
  built?: ModelBuild
}

function buildView(id: string): BuildView {
  const path = buildPath(listing.path, id)
  const built = model.builds.find((b) => b.path === path)
  const product = data.products.find((b) => b.id === id)
  if (product) return { ...product, ...(built ? { built } : {}) }
  const own = data.chooserBuilds.find((b) => b.id === id)
  if (!own?.description || !own.image || !own.imageAlt || !built) throw new Error(`No build with its own page and id ${id} in data/builds.json or data/chooser-builds.json`)
  // Made to order from parts at today's prices: no stock is claimed and no SKU invented.
  return { id, name: own.name, description: own.description, image: own.image, imageAlt: own.imageAlt, priceAed: built.priceAed, availability: 'MadeToOrder', bestFor: own.goodFor, built }
}

/**
 * One build on its own page: price and delivery, its parts with power and cooling, what it plays in
 * each game of the chooser's table, who it is for, and the one Product of the page (merchant listing)
 * in JSON-LD. Every build the chooser can recommend has such a page: the three sample products and
 * each build of data/chooser-builds.json with its own parts.
 */
export function BuildPage({ id }: { id: string }) {
  const { site } = data
  const build = buildView(id)
  const { built } = build
  const path = buildPath(listing.path, build.id)
  const url = absoluteUrl(site.url, path)
  const card = ogImageUrl(images[build.image]!)
  const quoteHref = built ? buildQuoteUrl(contactPage.path, built, model, quoteJson, url) : quotePath()
  // Four builds near this one in price, for comparison.
  const rest = model.builds.filter((b) => b.path !== path)
  const from = Math.max(0, Math.min(model.builds.findIndex((b) => b.path === path) - 2, rest.length - 4))
  const others = rest.slice(from, from + 4)
  // JSON-LD is read from the pre-rendered HTML; the browser build leaves it (and its builders) out.
  const jsonLd = import.meta.env.SSR ? [productJsonLd(site, { ...build, url, image: [`${site.url}${card}`] }, buildInfo.priceValidUntil)] : undefined

  return (
    <>
      <Seo title={buildTitle(build, site.name)} description={build.description} path={path} image={card} imageAlt={build.imageAlt} jsonLd={jsonLd} />
      <PageHero
        eyebrow={build.availability === 'MadeToOrder' ? 'Built to order' : 'Sample build'}
        title={build.name}
        lead={build.description}
        aside={
          <div className="media-frame">
            <Image src={build.image} alt={build.imageAlt} sizes="(min-width: 768px) 600px, 100vw" priority />
          </div>
        }
        actions={
          <>
            <a className="btn btn-primary" href={quoteHref} data-cta="get-quote" data-cta-source={`build-page-${build.id}`}>
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
            {build.availability === 'MadeToOrder' ? (
              <p>
                The price of its parts as of {formatDate(model.pricesAsOf)}, plus {aed(model.buildServiceAed)} for assembly, stress testing, Windows setup, the service warranty and delivery. Part prices move with the market, so your quote confirms today&rsquo;s price; our{' '}
                <a href="/price-match-dubai">price match</a> still applies.
              </p>
            ) : (
              <p>Built from in-stock parts and ready within {site.delivery.readyWithinHours} hours of payment.</p>
            )}
            <p>
              {site.delivery.free ? 'Free delivery to all seven emirates' : 'Delivery to all seven emirates'}: {days(site.delivery.handlingDays)} days to pack and {days(site.delivery.transitDays)} days on the road.
              Unopened items can be returned within {site.returns.windowDays} days; see the <a href={returnsPage.path}>return policy</a>.
            </p>
          </div>
          <div className="card">
            <h2>Full specification</h2>
            {built ? <SpecRows rows={built.parts.map((p) => [p.label, p.name] as const)} wide /> : build.specs ? <SpecList specs={build.specs} /> : null}
            {built ? (
              <>
                <p>
                  <strong>Power:</strong> about {built.power.drawW} W under load, so it needs a {built.power.neededW} W power supply; it has {built.power.psuW} W.
                </p>
                <p>
                  <strong>Cooling for Dubai heat:</strong> {built.cooling}.
                </p>
                <p className="small muted">Compatibility checked: socket and chipset, memory, case clearance for the card and cooler, cooler rating and power supply.</p>
              </>
            ) : null}
          </div>
        </div>
      </section>

      <section className="container section-tight" aria-labelledby="build-performance-title">
        <SectionHead eyebrow="Performance" title="What it plays, and how fast" id="build-performance-title">
          {built ? `At ${RESOLUTION_LABEL[built.resolution]}, the screen it is built for. Each line names its source: a published review with its date, or our own judgement from the builds we test.` : undefined}
        </SectionHead>
        {build.performance ? <Performance text={build.performance} /> : null}
        {built ? (
          <div className="grid grid-3 build-games">
            {buildExpectations(model, built, built.resolution).map((g) => (
              <div key={g.group} className="card">
                <h3>{g.group}</h3>
                <ul>
                  {g.games.map((e) => (
                    <li key={e.game.id}>
                      <strong>{e.game.name}:</strong> {e.text}. <small>Source: {e.source}.</small>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        ) : null}
      </section>

      <section className="container-narrow section-tight" aria-labelledby="build-for-title">
        <SectionHead eyebrow="Who it is for" title={`Is the ${build.name} for you?`} id="build-for-title" />
        <p className="lead">{build.bestFor}</p>
        <p>
          Want a different graphics card, more storage or another case? Every build can be changed before we quote; <a href={quoteHref}>tell us what you need</a>, or let the{' '}
          <a href={chooserPage.path}>build chooser</a> match a build to your games and budget.
        </p>
      </section>

      <section className="section section-alt" aria-labelledby="build-included-title">
        <div className="container">
          <SectionHead eyebrow="With every build" title="What you get with it" id="build-included-title" />
          <IncludedWithEveryBuild />
        </div>
      </section>

      <section className="container section-tight" aria-labelledby="other-builds-title">
        <SectionHead eyebrow="Compare" title="Builds near this price" id="other-builds-title" />
        <ul className="grid grid-2">
          {others.map((b) => (
            <BuildCard key={b.id} build={b} />
          ))}
        </ul>
        <p className="actions">
          <a className="text-link" href={listing.path}>
            All builds and price bands
            <Icon name="arrow" size={18} />
          </a>
        </p>
      </section>

      <CtaBand source={`build-${build.id}`} title={`Want the ${build.name}, tuned for you?`} text="Tell us the games and apps you use and your budget, and we send you an itemised quote." />
    </>
  )
}
