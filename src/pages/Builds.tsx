import buildsByLocale from 'virtual:data-by-locale/builds'
import modelByLocale from 'virtual:chooser'
import siteByLocale from 'virtual:data-by-locale/site'
import { images } from 'virtual:images'
import page from 'virtual:page/builds'
import chooserPage from 'virtual:page/chooser'
import { PageSeo } from '../seo/PageSeo.tsx'
import { itemListJsonLd } from '../seo/jsonld.ts'
import { buildPath } from '../site/page-table.ts'
import { absoluteUrl } from '../site/urls.ts'
import { ogImageUrl } from '../content/image-urls.ts'
import { Image } from '../components/Image.tsx'
import { ChatLink } from '../components/ChatLink.tsx'
import { CtaBand, PageHero, SectionHead, useQuotePath, useAed, useFacts, useFormatDate } from './shared/blocks.tsx'
import { BuildCard, IncludedWithEveryBuild, usePriceNote } from './shared/builds.tsx'
import { Performance, SpecList, Testimonials, TierCard } from './shared/cards.tsx'
import buildsMessages from '../i18n/ns/builds.ts'
import { fmt, useLocale, useMessages } from '../i18n/format.tsx'
import { useBaseStyles } from '../lib/styles.tsx'
import blocksCss from './shared/blocks.css?inline'
import cardsCss from './shared/cards.css?inline'

/** Only the data files this module reads (each is its own module, so chunks stay small). */
const data = { buildsByLocale, modelByLocale, siteByLocale }

/** The hero picture, which is also the page's social card (its alt text is the message `heroAlt`). */
const HERO = { src: 'src/assets/images/build-apex.svg' }

export function Component() {
  useBaseStyles(blocksCss, cardsCss)
  const builds = useMessages(data.buildsByLocale)
  const model = useMessages(data.modelByLocale)
  /** A sample product as the chooser prices and rates it (its graphics-card tier and screen). */
  const modelOf = (id: string) => model.builds.find((b) => b.path === buildPath(path, id))
  const site = useMessages(data.siteByLocale)
  const locale = useLocale()
  const m = useMessages(buildsMessages)
  const aed = useAed()
  const formatDate = useFormatDate()
  const priceNote = usePriceNote()
  const path = page.path
  const products = [...builds.products].sort((a, b) => a.priceAed - b.priceAed)
  // The chooser's other builds, made to order from parts: each has its own page too.
  const quotePath = useQuotePath()
  const productPaths = new Set(products.map((p) => buildPath(path, p.id)))
  const toOrder = model.builds.filter((b) => !productPaths.has(b.path))
  // Each build is sold on its own page (one Product per page); this page lists them (ItemList of URLs).
  // JSON-LD is read from the pre-rendered HTML; the browser build leaves it (and its builders) out.
  const jsonLd = import.meta.env.SSR ? [itemListJsonLd([...productPaths, ...toOrder.map((b) => b.path)].map((p) => absoluteUrl(site.url, p)))] : undefined

  return (
    <>
      <PageSeo page={page} jsonLd={jsonLd} image={ogImageUrl(images[HERO.src]!)} imageAlt={m.heroAlt} />
      <PageHero
        eyebrow={m.hero.eyebrow}
        title={m.hero.title}
        lead={fmt(locale, m.hero.lead, { toOrder: toOrder.length, from: aed(useFacts().startingPriceAed) })}
        aside={
          <div className="media-frame">
            <Image src={HERO.src} alt={m.heroAlt} sizes="(min-width: 768px) 600px, 100vw" priority />
          </div>
        }
        actions={
          <>
            <a className="btn btn-primary" href={quotePath} data-cta="get-quote" data-cta-source="builds-hero">
              {m.hero.quote}
            </a>
            <a className="btn" href="/gaming-pc-shop-dubai">
              {m.hero.shop}
            </a>
            <a className="btn" href={chooserPage.path}>
              {m.hero.chooser}
            </a>
          </>
        }
      />

      <section className="container section-tight" aria-labelledby="ready-title">
        <SectionHead eyebrow={m.ready.eyebrow} title={m.ready.title} id="ready-title">
          {fmt(locale, m.ready.lead, { hours: site.delivery.readyWithinHours })}
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
                    {aed(p.priceAed)} <small>{priceNote(p.availability)}</small>
                  </p>
                  <p>{p.description}</p>
                  <SpecList specs={p.specs} />
                  {modelOf(p.id) ? <Performance tier={modelOf(p.id)!.tier} resolution={modelOf(p.id)!.resolution} /> : null}
                  <div className="actions">
                    <a className="btn btn-primary btn-small" href={buildPath(path, p.id)} aria-label={fmt(locale, m.ready.specsLabel, { name: p.name })}>
                      {m.ready.specs}
                    </a>
                    <ChatLink text="customBuild" className="btn btn-chat btn-small" label={m.ready.chat} />
                    <a className="btn btn-small" href={quotePath} data-cta="get-quote" data-cta-source={`build-${p.id}`}>
                      {m.ready.customise}
                    </a>
                  </div>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </section>

      <section className="container section-tight below-fold" aria-labelledby="to-order-title">
        <SectionHead eyebrow={m.toOrder.eyebrow} title={fmt(locale, m.toOrder.title, { count: toOrder.length })} id="to-order-title">
          {fmt(locale, m.toOrder.lead, { date: formatDate(model.pricesAsOf) })}
        </SectionHead>
        <ul className="grid grid-3">
          {toOrder.map((b) => (
            <BuildCard key={b.id} build={b} />
          ))}
        </ul>
        <p className="actions">
          <a className="btn" href={chooserPage.path}>
            {m.toOrder.chooser}
          </a>
        </p>
      </section>

      <section className="section section-alt below-fold" aria-labelledby="tiers-title">
        <div className="container">
          <SectionHead eyebrow={m.tiers.eyebrow} title={m.tiers.title} id="tiers-title">
            {m.tiers.lead}
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

      <section className="container section below-fold" aria-labelledby="included-title">
        <SectionHead eyebrow={m.included.eyebrow} title={m.included.title} id="included-title" />
        <IncludedWithEveryBuild />
      </section>

      <section className="container section-tight below-fold" aria-labelledby="build-reviews-title">
        <SectionHead eyebrow={m.reviews.eyebrow} title={m.reviews.title} id="build-reviews-title" />
        <Testimonials />
      </section>

      <CtaBand source="builds" title={m.cta.title} text={m.cta.text} />
    </>
  )
}
