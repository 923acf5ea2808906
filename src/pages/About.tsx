import siteByLocale from 'virtual:data-by-locale/site'
import page from 'virtual:page/about'
import aboutMessages from '../i18n/ns/about.ts'
import { fmt, useLocale, useMessages } from '../i18n/format.tsx'
import { PageSeo } from '../seo/PageSeo.tsx'
import { Image } from '../components/Image.tsx'
import type { IconName } from '../components/Icon.tsx'
import { CtaBand, PageHero, SectionHead } from './shared/blocks.tsx'
import { TrustStats } from './shared/cards.tsx'
import { CheckList, FeatureGrid } from './shared/feature-grid.tsx'
import { useBaseStyles } from '../lib/styles.tsx'
import blocksCss from './shared/blocks.css?inline'
import cardsCss from './shared/cards.css?inline'

/** Only the data files this module reads (each is its own module, so chunks stay small). */
const data = { siteByLocale }

export function Component() {
  useBaseStyles(blocksCss, cardsCss)
  const site = useMessages(data.siteByLocale)
  const locale = useLocale()
  const m = useMessages(aboutMessages)
  const v = m.values
  const x = m.expertise
  const experience = site.claims.experience.toLowerCase()
  const values: { icon: IconName; title: string; text: string }[] = [
    { icon: 'heart', title: v.honest.title, text: v.honest.text },
    { icon: 'tool', title: v.craft.title, text: v.craft.text },
    { icon: 'tag', title: v.pricing.title, text: v.pricing.text },
    { icon: 'refresh', title: v.care.title, text: v.care.text },
  ]
  const expertise = [x.gaming, x.streaming, x.workstation, fmt(locale, x.liquid, { days: site.delivery.complexBuildBusinessDays }), x.upgrades, x.climate]

  return (
    <>
      <PageSeo page={page} />
      <PageHero
        eyebrow={m.hero.eyebrow}
        title={m.hero.title}
        lead={fmt(locale, m.hero.lead, { site: site.name, year: String(site.foundedYear), experience })}
        actions={
          <>
            <a className="btn btn-primary" href="/contact-dubai">
              {m.hero.talk}
            </a>
            <a className="btn" href="/gaming-pc-builds-dubai">
              {m.hero.builds}
            </a>
          </>
        }
        aside={
          <div className="media-frame">
            <Image src="src/assets/images/hero-workshop.svg" alt={fmt(locale, m.hero.imageAlt, { site: site.name })} sizes="(min-width: 768px) 600px, 100vw" priority />
          </div>
        }
      />

      <section className="container section-tight" aria-labelledby="story-title">
        <div className="split">
          <div>
            <p className="eyebrow">{m.story.eyebrow}</p>
            <h2 id="story-title">{m.story.title}</h2>
          </div>
          <div>
            <p>
              {fmt(locale, m.story.founded, {
                site: site.name,
                street: site.address.street,
                locality: site.address.locality,
                year: String(site.foundedYear),
                experience,
              })}
            </p>
            <p>{m.story.gulf}</p>
          </div>
        </div>
      </section>

      <section className="section section-alt" aria-labelledby="values-title">
        <div className="container">
          <SectionHead eyebrow={v.eyebrow} title={v.title} id="values-title" />
          <FeatureGrid items={values} columns={4} />
        </div>
      </section>

      <section className="container section" aria-labelledby="expertise-title">
        <div className="split">
          <div>
            <p className="eyebrow">{x.eyebrow}</p>
            <h2 id="expertise-title">{x.title}</h2>
            <p className="lead">{x.lead}</p>
          </div>
          <CheckList items={expertise} />
        </div>
      </section>

      <section className="container section-tight" aria-labelledby="mission-title">
        <div className="cta-band">
          <p className="eyebrow">{m.mission.eyebrow}</p>
          <h2 id="mission-title">{m.mission.title}</h2>
          <p className="lead">{m.mission.lead}</p>
          <TrustStats
            stats={[
              { value: site.claims.satisfaction, label: m.mission.stats.satisfaction },
              { value: site.support.whatsApp, label: m.mission.stats.support },
              { value: fmt(locale, m.mission.stats.warrantyValue, { years: site.warranty.serviceYears }), label: m.mission.stats.warranty },
            ]}
          />
        </div>
      </section>

      <CtaBand source="about" title={m.cta.title} text={m.cta.text} />
    </>
  )
}
