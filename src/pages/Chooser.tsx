import modelByLocale from 'virtual:chooser'
import siteJson from 'virtual:data/site'
import { images } from 'virtual:images'
import page from 'virtual:page/chooser'
import contactPage from 'virtual:page/contact'
import { PageSeo } from '../seo/PageSeo.tsx'
import { itemListJsonLd } from '../seo/jsonld.ts'
import { absoluteUrl } from '../site/urls.ts'
import { localizedPath } from '../site/locales.ts'
import type { Locale } from '../i18n/messages.ts'
import { ogImageUrl } from '../content/image-urls.ts'
import { Island } from '../islands/Island.tsx'
import chooserIsland from '../features/chooser/chooser.island.tsx'
import arabicChooserIsland from '../features/chooser/chooser-ar.island.tsx'
import { PageHero, SectionHead, useAed, useFormatDate } from './shared/blocks.tsx'
import { BuildCard } from './shared/builds.tsx'
import chooserPageMessages from '../i18n/ns/chooser-page.ts'
import { fmt, rich, useLocale, useMessages } from '../i18n/format.tsx'
import { useBaseStyles } from '../lib/styles.tsx'
import cardsCss from './shared/cards.css?inline'

/** Only the data files this module reads (each is its own module, so chunks stay small). */
const data = { site: siteJson, modelByLocale }

/** The page's social card (its alt text is the message `cardAlt`). */
const CARD = { src: 'src/assets/images/build-strike.svg' }

/** The chooser's island in each language: each carries its language's model and answers in its chunk. */
const CHOOSER_ISLAND: Record<Locale, typeof chooserIsland> = { en: chooserIsland, ar: arabicChooserIsland }

/** The guide's cards, in order (their title and text are messages under `guide`). */
const GUIDE = ['gpu', 'screen', 'memory', 'power'] as const

export function Component() {
  useBaseStyles(cardsCss)
  const { site } = data
  const locale = useLocale()
  const m = useMessages(chooserPageMessages)
  const aed = useAed()
  const formatDate = useFormatDate()
  const model = useMessages(data.modelByLocale)
  const builds = model.builds
  const jsonLd = import.meta.env.SSR ? [itemListJsonLd(builds.map((b) => absoluteUrl(site.url, b.path)))] : undefined

  return (
    <>
      <PageSeo page={page} jsonLd={jsonLd} image={ogImageUrl(images[CARD.src]!)} imageAlt={m.cardAlt} />
      <PageHero
        eyebrow={m.hero.eyebrow}
        title={m.hero.title}
        lead={fmt(locale, m.hero.lead, { from: aed(builds[0]!.priceAed), to: aed(builds.at(-1)!.priceAed) })}
      />

      <div className="container section-tight">
        {/* Each language's model and answers are in its island's chunk (docs/decisions/chooser-i18n.md). */}
        <Island
          of={CHOOSER_ISLAND[locale]}
          props={{ pagePath: localizedPath(page.path, locale), contactPath: localizedPath(contactPage.path, locale) }}
          when="load"
        />
      </div>

      <section className="container section-tight" aria-labelledby="guide-title">
        <SectionHead eyebrow={m.guide.eyebrow} title={m.guide.title} id="guide-title" />
        <div className="grid grid-2">
          {GUIDE.map((key) => (
            <div key={key} className="card">
              <h3>{m.guide[key].title}</h3>
              <p>{m.guide[key].text}</p>
            </div>
          ))}
        </div>
      </section>

      <section className="container section-tight" aria-labelledby="all-builds-title">
        <SectionHead eyebrow={m.all.eyebrow} title={m.all.title} id="all-builds-title">
          {fmt(locale, m.all.lead, { count: builds.length, date: formatDate(model.pricesAsOf) })}
        </SectionHead>
        <ul className="grid grid-3">
          {builds.map((b) => (
            <BuildCard key={b.id} build={b} />
          ))}
        </ul>
      </section>

      <section className="container-narrow section-tight" aria-labelledby="sources-title">
        <SectionHead eyebrow={m.sources.eyebrow} title={m.sources.title} id="sources-title" />
        <p>{m.sources.text}</p>
        <p>{rich(locale, m.sources.prices, { date: formatDate(model.pricesAsOf), link: (chunks) => <a href="/price-match-dubai">{chunks}</a> })}</p>
      </section>
    </>
  )
}
