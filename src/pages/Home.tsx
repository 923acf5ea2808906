import buildsByLocale from 'virtual:data-by-locale/builds'
import certificationsByLocale from 'virtual:data-by-locale/certifications'
import siteByLocale from 'virtual:data-by-locale/site'
import page from 'virtual:page/home'
import chooserPage from 'virtual:page/chooser'
import blocksMessages from '../i18n/ns/blocks.ts'
import homeMessages from '../i18n/ns/home.ts'
import { fmt, rich, useLocale, useMessages } from '../i18n/format.tsx'
import { PageSeo } from '../seo/PageSeo.tsx'
import { Image } from '../components/Image.tsx'
import { Icon, Stars, type IconName } from '../components/Icon.tsx'
import { AssemblyIllustration } from '../features/assembly/AssemblyIllustration.tsx'
import { CtaBand, SectionHead, useNextDayEmirates, useQuotePath, useFacts } from './shared/blocks.tsx'
import { formatHours } from '../lib/hours.ts'
import { TierCard, Testimonials, TrustStats, PartnerLogos, certificationIcon } from './shared/cards.tsx'
import { FeatureGrid } from './shared/feature-grid.tsx'
import { useBaseStyles } from '../lib/styles.tsx'
import blocksCss from './shared/blocks.css?inline'
import cardsCss from './shared/cards.css?inline'
import listsCss from './shared/lists.css?inline'
import homeCss from './home.css?inline'

/** Only the data files this module reads (each is its own module, so chunks stay small). */
const data = { buildsByLocale, siteByLocale }

export function Component() {
  useBaseStyles(blocksCss, homeCss, cardsCss, listsCss)
  const { tiers } = useMessages(data.buildsByLocale)
  const site = useMessages(data.siteByLocale)
  const certifications = useMessages(certificationsByLocale)
  const locale = useLocale()
  const m = useMessages(homeMessages)
  const blocks = useMessages(blocksMessages)
  const f = m.features
  const facts = useFacts()
  const features: { icon: IconName; title: string; text: string }[] = [
    { icon: 'cpu', title: f.custom.title, text: f.custom.text },
    {
      icon: 'shield',
      title: f.warranty.title,
      text: fmt(locale, f.warranty.text, {
        serviceYears: site.warranty.serviceYears,
        componentYears: site.warranty.componentYears,
        replacementDays: site.warranty.faultyReplacementDays,
      }),
    },
    { icon: 'tag', title: f.priceMatch.title, text: fmt(locale, f.priceMatch.text, { hours: site.priceMatch.responseHours }) },
    {
      icon: 'card',
      title: fmt(locale, f.payment.title, { provider: site.instalments.provider }),
      text: fmt(locale, f.payment.text, { count: site.instalments.count, provider: site.instalments.provider }),
    },
    { icon: 'truck', title: f.delivery.title, text: fmt(locale, f.delivery.text, { emirates: useNextDayEmirates(), cutoff: site.delivery.nextDayCutoff, otherDays: facts.otherRoadDays, buildDays: facts.buildDays }) },
    { icon: 'headset', title: f.support.title, text: fmt(locale, f.support.text, { support: site.support.whatsApp, hours: formatHours(site.hours, locale) }) },
  ]

  return (
    <>
      <PageSeo page={page} />
      <section className="hero" aria-labelledby="home-title">
        <div className="container hero-grid">
          <div>
            <p className="badge">
              <Icon name="spark" size={16} />
              {fmt(locale, m.hero.badge, { price: facts.startingPriceAed })}
            </p>
            <h1 id="home-title">{rich(locale, m.hero.title, { gradient: (chunks) => <span className="text-gradient">{chunks}</span> })}</h1>
            <p className="lead">{fmt(locale, m.hero.lead, { serviceYears: site.warranty.serviceYears })}</p>
            <ul className="chips">
              <li>
                <Icon name="tool" size={16} />
                {m.hero.chips.custom}
              </li>
              <li>
                <Icon name="shield" size={16} />
                {m.hero.chips.warranty}
              </li>
              <li>
                <Icon name="truck" size={16} />
                {m.hero.chips.delivery}
              </li>
            </ul>
            <div className="actions">
              <a className="btn btn-primary" href="/gaming-pc-shop-dubai" data-cta="shop-online" data-cta-source="home-hero">
                <Icon name="cart" size={18} />
                {m.hero.shop}
              </a>
              <a className="btn" href={useQuotePath()} data-cta="get-quote" data-cta-source="home-hero">
                {m.hero.quote}
              </a>
              <a className="btn btn-ghost" href="/price-match-dubai">
                {m.hero.priceMatch}
              </a>
            </div>
            <p className="hero-rating">
              <Stars rating={site.rating.value} label={fmt(locale, blocks.rating, { rating: site.rating.value })} />
              <span>{rich(locale, m.hero.rating, { strong: (chunks) => <strong>{chunks}</strong>, value: site.rating.value, count: site.rating.count, source: site.rating.source })}</span>
            </p>
          </div>
          <AssemblyIllustration caption={m.hero.illustration} copy={{ steps: Object.values(m.assembly.steps), count: m.assembly.count, done: m.assembly.done }} />
        </div>
      </section>

      <section className="container section" aria-labelledby="why-title">
        <SectionHead eyebrow={fmt(locale, m.why.eyebrow, { site: site.name })} title={m.why.title} id="why-title">
          {m.why.lead}
        </SectionHead>
        <FeatureGrid items={features} columns={3} hover />
      </section>

      <section className="section section-alt" aria-labelledby="builds-title">
        <div className="container">
          <SectionHead eyebrow={m.builds.eyebrow} title={m.builds.title} id="builds-title">
            {m.builds.lead}
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
              {m.builds.seeAll}
              <Icon name="arrow" size={18} />
            </a>
            <a className="btn" href={chooserPage.path}>
              {m.builds.chooser}
              <Icon name="arrow" size={18} />
            </a>
          </p>
        </div>
      </section>

      <section className="container section" aria-labelledby="workshop-title">
        <div className="split">
          <div className="media-frame">
            <Image src="src/assets/images/hero-workshop.svg" alt={fmt(locale, m.workshop.imageAlt, { site: site.name })} sizes="(min-width: 768px) 600px, 100vw" />
          </div>
          <div>
            <p className="eyebrow">{m.workshop.eyebrow}</p>
            <h2 id="workshop-title">{m.workshop.title}</h2>
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
                {m.workshop.meet}
                <Icon name="arrow" size={18} />
              </a>
            </p>
          </div>
        </div>
      </section>

      <section className="section section-alt" aria-labelledby="trust-title">
        <div className="container">
          <SectionHead eyebrow={m.trust.eyebrow} title={m.trust.title} id="trust-title" center>
            {m.trust.lead}
          </SectionHead>
          <PartnerLogos />
          <TrustStats
            stats={[
              { value: site.claims.pcsBuilt, label: m.trust.stats.pcsBuilt },
              { value: site.claims.experience, label: m.trust.stats.experience },
              { value: site.support.whatsApp, label: m.trust.stats.support },
            ]}
          />
        </div>
      </section>

      <section className="container section" aria-labelledby="reviews-title">
        <SectionHead eyebrow={m.reviews.eyebrow} title={m.reviews.title} id="reviews-title">
          {fmt(locale, m.reviews.lead, { value: site.rating.value, count: site.rating.count, source: site.rating.source })}
        </SectionHead>
        <Testimonials />
      </section>

      <CtaBand
        source="home"
        title={m.cta.title}
        text={fmt(locale, m.cta.text, { price: facts.startingPriceAed })}
      />
    </>
  )
}
