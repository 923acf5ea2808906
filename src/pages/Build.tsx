import type { ReactNode } from 'react'
import buildsByLocale from 'virtual:data-by-locale/builds'
import chooserBuildsByLocale from 'virtual:data-by-locale/chooser-builds'
import modelByLocale from 'virtual:chooser'
import quoteByLocale from 'virtual:data-by-locale/quote'
import siteByLocale from 'virtual:data-by-locale/site'
import { images } from 'virtual:images'
import { buildInfo } from 'virtual:build-info'
import listing from 'virtual:page/builds'
import chooserPage from 'virtual:page/chooser'
import contactPage from 'virtual:page/contact'
import returnsPage from 'virtual:page/returns'
import type { SiteData } from '../content/schemas.ts'
import { Seo } from '../seo/Seo.tsx'
import { productJsonLd, type ProductInput } from '../seo/jsonld.ts'
import { handlingDays } from '../content/promises.ts'
import { buildPath, buildTitle } from '../site/page-table.ts'
import { absoluteUrl } from '../site/urls.ts'
import { localizedPath } from '../site/locales.ts'
import { ogImageUrl } from '../content/image-urls.ts'
import { Image } from '../components/Image.tsx'
import { Icon } from '../components/Icon.tsx'
import { ChatLink } from '../components/ChatLink.tsx'
import { buildExpectations, buildQuoteUrl } from '../features/chooser/choose.ts'
import type { ChooserModel, ModelBuild } from '../features/chooser/model.ts'
import { RESOLUTION_LABEL } from '../features/chooser/performance.ts'
import { CtaBand, PageHero, SectionHead, useNextDayEmirates, useQuotePath, useAed, useFacts, useFormatDate } from './shared/blocks.tsx'
import { SpecList, SpecRows } from './shared/cards.tsx'
import { BuildCard, IncludedWithEveryBuild, usePriceNote } from './shared/builds.tsx'
import buildMessages from '../i18n/ns/build.ts'
import { fmt, rich, useLocale, useMessages } from '../i18n/format.tsx'
import { useBaseStyles } from '../lib/styles.tsx'
import blocksCss from './shared/blocks.css?inline'
import cardsCss from './shared/cards.css?inline'

/** Only the data files this module reads (each is its own module, so chunks stay small). */
const data = { buildsByLocale, chooserBuildsByLocale, modelByLocale, quoteByLocale, siteByLocale }

/** `<strong>` in a message. */
const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>

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
  /** A sample product's own specs text. */
  specs?: SiteData['builds']['products'][number]['specs']
  bestFor: string
  /** The build in the chooser's model (parts, power, cooling, tier); every build of the chooser has one. */
  built?: ModelBuild
}

/** The build in the page's language: its products, chooser builds and model (names, descriptions, parts in words). */
function buildView(id: string, products: SiteData['builds']['products'], chooserBuilds: SiteData['chooser-builds'], model: ChooserModel): BuildView {
  const path = buildPath(listing.path, id)
  const built = model.builds.find((b) => b.path === path)
  const product = products.find((b) => b.id === id)
  if (product) return { ...product, ...(built ? { built } : {}) }
  const own = chooserBuilds.find((b) => b.id === id)
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
  useBaseStyles(blocksCss, cardsCss)
  const site = useMessages(data.siteByLocale)
  const locale = useLocale()
  const m = useMessages(buildMessages)
  const aed = useAed()
  const formatDate = useFormatDate()
  const priceNote = usePriceNote()
  const facts = useFacts()
  const emirates = useNextDayEmirates()
  const model = useMessages(data.modelByLocale)
  const options = useMessages(data.quoteByLocale)
  const build = buildView(id, useMessages(data.buildsByLocale).products, useMessages(data.chooserBuildsByLocale), model)
  const { built } = build
  const path = buildPath(listing.path, build.id)
  // This page's own address, in its language: the Product's url and the quote's notes name it.
  const url = absoluteUrl(site.url, localizedPath(path, locale))
  const card = ogImageUrl(images[build.image]!)
  // The link itself is made Arabic by the renderer.
  const formPath = useQuotePath()
  const quoteHref = built ? buildQuoteUrl(contactPage.path, built, model, options, url) : formPath
  // Four builds near this one in price, for comparison.
  const rest = model.builds.filter((b) => b.path !== path)
  const from = Math.max(0, Math.min(model.builds.findIndex((b) => b.path === path) - 2, rest.length - 4))
  const others = rest.slice(from, from + 4)
  // JSON-LD is read from the pre-rendered HTML; the browser build leaves it (and its builders) out.
  const jsonLd = import.meta.env.SSR ? [productJsonLd(site, { ...build, url, image: [`${site.url}${card}`], shipping: { handlingDays: handlingDays(site, build.availability === 'MadeToOrder' ? 'built-to-order' : 'ready-to-ship'), transitDays: facts.roadDaysRange } }, buildInfo.priceValidUntil)] : undefined

  return (
    <>
      <Seo title={buildTitle(build, site.name, locale)} description={build.description} path={path} image={card} imageAlt={build.imageAlt} jsonLd={jsonLd} />
      <PageHero
        eyebrow={build.availability === 'MadeToOrder' ? m.eyebrow.madeToOrder : m.eyebrow.sample}
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
              {m.quote}
            </a>
            <ChatLink text="customBuild" className="btn btn-chat" label={m.chat} />
          </>
        }
      />

      <section className="container section-tight" aria-labelledby="build-price-title">
        <div className="grid grid-2">
          <div className="card build-summary">
            <h2 id="build-price-title">{m.price.title}</h2>
            <p className="price">
              {aed(build.priceAed)} <small>{priceNote(build.availability)}</small>
            </p>
            {build.availability === 'MadeToOrder' ? (
              <>
                <p>
                  {rich(locale, m.price.madeToOrder, {
                    date: formatDate(model.pricesAsOf),
                    service: aed(model.buildServiceAed),
                    link: (chunks) => <a href="/price-match-dubai">{chunks}</a>,
                  })}
                </p>
                <p>{rich(locale, m.price.builtToOrder, { strong, days: facts.buildDays })}</p>
              </>
            ) : (
              <p>{rich(locale, m.price.inStock, { strong, hours: site.delivery.readyWithinHours })}</p>
            )}
            <p>{fmt(locale, m.price.delivery, { free: site.delivery.free ? 'yes' : 'no', emirates, otherDays: facts.otherRoadDays })}</p>
            <p>
              {rich(locale, m.price.returns, {
                replacementDays: site.warranty.faultyReplacementDays,
                returnDays: site.returns.unopenedDays,
                link: (chunks) => <a href={returnsPage.path}>{chunks}</a>,
              })}
            </p>
          </div>
          <div className="card">
            <h2>{m.specs.title}</h2>
            {built ? <SpecRows rows={built.parts.map((p) => [p.label, p.name] as const)} wide /> : build.specs ? <SpecList specs={build.specs} /> : null}
            {built ? (
              <>
                <p>{rich(locale, m.specs.power, { strong, drawW: built.power.drawW, neededW: built.power.neededW, psuW: built.power.psuW })}</p>
                <p>{rich(locale, m.specs.cooling, { strong, cooling: built.cooling })}</p>
                <p className="small muted">{m.specs.checked}</p>
              </>
            ) : null}
          </div>
        </div>
      </section>

      <section className="container section-tight" aria-labelledby="build-performance-title">
        <SectionHead eyebrow={m.performance.eyebrow} title={m.performance.title} id="build-performance-title">
          {built ? fmt(locale, m.performance.lead, { resolution: RESOLUTION_LABEL[built.resolution] }) : undefined}
        </SectionHead>
        {built ? (
          <div className="grid grid-3 build-games">
            {buildExpectations(model, built, built.resolution).map((g) => (
              <div key={g.group} className="card">
                <h3>{g.group}</h3>
                <ul>
                  {g.games.map((e) => (
                    <li key={e.game.id}>{rich(locale, m.performance.game, { strong, small: (chunks) => <small>{chunks}</small>, game: e.game.name, text: e.text, source: e.source })}</li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        ) : null}
      </section>

      <section className="container-narrow section-tight" aria-labelledby="build-for-title">
        <SectionHead eyebrow={m.forYou.eyebrow} title={fmt(locale, m.forYou.title, { name: build.name })} id="build-for-title" />
        <p className="lead">{build.bestFor}</p>
        <p>
          {rich(locale, m.forYou.text, {
            quote: (chunks) => <a href={quoteHref}>{chunks}</a>,
            chooser: (chunks) => <a href={chooserPage.path}>{chunks}</a>,
          })}
        </p>
      </section>

      <section className="section section-alt" aria-labelledby="build-included-title">
        <div className="container">
          <SectionHead eyebrow={m.included.eyebrow} title={m.included.title} id="build-included-title" />
          <IncludedWithEveryBuild />
        </div>
      </section>

      <section className="container section-tight" aria-labelledby="other-builds-title">
        <SectionHead eyebrow={m.compare.eyebrow} title={m.compare.title} id="other-builds-title" />
        <ul className="grid grid-2">
          {others.map((b) => (
            <BuildCard key={b.id} build={b} />
          ))}
        </ul>
        <p className="actions">
          <a className="text-link" href={listing.path}>
            {m.compare.all}
            <Icon name="arrow" size={18} />
          </a>
        </p>
      </section>

      <CtaBand source={`build-${build.id}`} title={fmt(locale, m.cta.title, { name: build.name })} text={m.cta.text} />
    </>
  )
}
