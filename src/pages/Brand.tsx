import emiratesByLocale from 'virtual:data-by-locale/emirates'
import siteByLocale from 'virtual:data-by-locale/site'
import page from 'virtual:page/brand'
import { PageSeo } from '../seo/PageSeo.tsx'
import { ChatLink } from '../components/ChatLink.tsx'
import { formatHours } from '../lib/hours.ts'
import { Icon, type IconName } from '../components/Icon.tsx'
import { CtaBand, PageHero, SectionHead, useNextDayEmirates, useQuotePath, useAed, useFacts } from './shared/blocks.tsx'
import { TrustStats } from './shared/cards.tsx'
import { FeatureGrid } from './shared/feature-grid.tsx'
import { serviceLocations } from './shared/lists.ts'
import brandMessages from '../i18n/ns/brand.ts'
import { ltr } from '../i18n/messages.ts'
import { fmt, useLocale, useMessages } from '../i18n/format.tsx'
import { useBaseStyles } from '../lib/styles.tsx'
import blocksCss from './shared/blocks.css?inline'
import cardsCss from './shared/cards.css?inline'
import brandCss from './brand.css?inline'

/** Only the data files this module reads (each is its own module, so chunks stay small). */
const data = { siteByLocale }

export function Component() {
  useBaseStyles(blocksCss, cardsCss, brandCss)
  const site = useMessages(data.siteByLocale)
  const emirates = useMessages(emiratesByLocale)
  const brand = site.brand.name
  const locale = useLocale()
  const aed = useAed()
  const m = useMessages(brandMessages)
  const b = m.benefits
  const benefits: { icon: IconName; title: string; text: string }[] = [
    { icon: 'cpu', title: b.custom.title, text: fmt(locale, b.custom.text, { price: aed(useFacts().startingPriceAed) }) },
    { icon: 'tag', title: b.priceMatch.title, text: fmt(locale, b.priceMatch.text, { hours: site.priceMatch.responseHours }) },
    {
      icon: 'shield',
      title: fmt(locale, b.service.title, { serviceYears: site.warranty.serviceYears }),
      text: fmt(locale, b.service.text, { componentYears: site.warranty.componentYears }),
    },
    { icon: 'truck', title: b.delivery.title, text: fmt(locale, b.delivery.text, { emirates: useNextDayEmirates(), cutoff: site.delivery.nextDayCutoff }) },
  ]

  return (
    <>
      <PageSeo page={page} />
      <PageHero
        eyebrow={fmt(locale, m.hero.eyebrow, { brand })}
        title={fmt(locale, m.hero.title, { brand })}
        lead={fmt(locale, m.hero.lead, { brand, locality: site.address.locality })}
        actions={
          <>
            <a className="btn btn-primary" href={useQuotePath()} data-cta="get-quote" data-cta-source="brand-hero">
              {m.hero.quote}
            </a>
            <a className="btn" href="/gaming-pc-builds-dubai">
              {m.hero.builds}
            </a>
            <a className="btn btn-ghost" href="/gaming-pc-shop-dubai">
              {m.hero.shop}
            </a>
          </>
        }
      />

      <section className="container section-tight" aria-labelledby="brand-benefits-title">
        <h2 id="brand-benefits-title" className="visually-hidden">
          {fmt(locale, b.title, { brand })}
        </h2>
        <FeatureGrid items={benefits} columns={4} />
      </section>

      <section className="section section-alt" aria-labelledby="locations-title">
        <div className="container split">
          <SectionHead eyebrow={m.locations.eyebrow} title={m.locations.title} id="locations-title">
            {m.locations.lead}
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
            {m.locations.link}
            <Icon name="arrow" size={18} />
          </a>
        </p>
      </section>

      <section className="container section" aria-labelledby="brand-about-title">
        <div className="split">
          <div>
            <p className="eyebrow">{fmt(locale, m.about.eyebrow, { brand })}</p>
            <h2 id="brand-about-title">{m.about.title}</h2>
            <p>{fmt(locale, m.about.text, { year: site.foundedYear, experience: site.claims.experience.toLowerCase(), brand })}</p>
            <p>
              <a className="text-link" href="/gaming-pc-builder-dubai">
                {m.about.link}
                <Icon name="arrow" size={18} />
              </a>
            </p>
          </div>
          <TrustStats
            stats={[
              { value: site.claims.pcsBuilt, label: m.about.stats.builds },
              { value: site.claims.satisfaction, label: m.about.stats.satisfaction },
              { value: site.support.whatsApp, label: m.about.stats.support },
            ]}
          />
        </div>
      </section>

      <section className="container section-tight" aria-labelledby="brand-contact-title">
        <SectionHead eyebrow={m.contact.eyebrow} title={fmt(locale, m.contact.title, { brand })} id="brand-contact-title" />
        <ul className="grid grid-3">
          <li className="card">
            <span className="icon-badge">
              <Icon name="chat" size={22} />
            </span>
            <h3>{m.contact.whatsapp.title}</h3>
            <p>{m.contact.whatsapp.text}</p>
            <ChatLink text="customBuild" className="btn btn-chat btn-small" label={m.contact.whatsapp.chat} />
          </li>
          <li className="card">
            <span className="icon-badge">
              <Icon name="mail" size={22} />
            </span>
            <h3>{m.contact.email.title}</h3>
            <p>{m.contact.email.text}</p>
            <a className="text-link" href={`mailto:${site.email}`}>
              {ltr(site.email, locale)}
            </a>
          </li>
          <li className="card">
            <span className="icon-badge">
              <Icon name="map" size={22} />
            </span>
            <h3>{m.contact.workshop.title}</h3>
            <p>{fmt(locale, m.contact.workshop.address, { street: site.address.street, locality: site.address.locality })}</p>
            <p className="small">{formatHours(site.hours, locale)}</p>
          </li>
        </ul>
        <p className="actions">
          <a className="text-link" href="/contact-dubai">
            {m.contact.all}
            <Icon name="arrow" size={18} />
          </a>
        </p>
      </section>

      <CtaBand source="brand" title={fmt(locale, m.cta.title, { brand })} text={m.cta.text} />
    </>
  )
}
