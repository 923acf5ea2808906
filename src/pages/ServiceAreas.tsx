import emiratesByLocale from 'virtual:data-by-locale/emirates'
import faqsByLocale from 'virtual:data-by-locale/faqs'
import siteByLocale from 'virtual:data-by-locale/site'
import regionsByLocale from 'virtual:data-by-locale/service-regions'
import page from 'virtual:page/service-areas'
import { PageSeo } from '../seo/PageSeo.tsx'
import { faqPageJsonLd } from '../seo/jsonld.ts'
import { HTML_ATTRS } from '../i18n/messages.ts'
import { ChatLink } from '../components/ChatLink.tsx'
import { Accordion } from '../components/Accordion.tsx'
import { FeatureGrid } from './shared/feature-grid.tsx'
import { Icon, type IconName } from '../components/Icon.tsx'
import { PageHero, SectionHead, useNextDayEmirates, useQuotePath, ContactDetails, useFacts } from './shared/blocks.tsx'
import { AREAS_SHOWN } from './shared/lists.ts'
import serviceAreasMessages from '../i18n/ns/service-areas.ts'
import { fmt, useLocale, useMessages } from '../i18n/format.tsx'
import { useBaseStyles } from '../lib/styles.tsx'
import blocksCss from './shared/blocks.css?inline'
import cardsCss from './shared/cards.css?inline'
import listsCss from './shared/lists.css?inline'
import serviceAreasCss from './service-areas.css?inline'

/** Only the data files this module reads (each is its own module, so chunks stay small). */
const data = { siteByLocale }

export function Component() {
  useBaseStyles(blocksCss, cardsCss, listsCss, serviceAreasCss)
  const site = useMessages(data.siteByLocale)
  const emirates = useMessages(emiratesByLocale)
  const faqs = useMessages(faqsByLocale)
  const regions = useMessages(regionsByLocale)
  const locale = useLocale()
  const m = useMessages(serviceAreasMessages)
  const facts = useFacts()
  const why: { icon: IconName; title: string; text: string }[] = [
    { icon: 'map', title: m.why.workshop.title, text: fmt(locale, m.why.workshop.text, { street: site.address.street, locality: site.address.locality }) },
    { icon: 'box', title: m.why.packed.title, text: m.why.packed.text },
    { icon: 'headset', title: m.why.setup.title, text: m.why.setup.text },
    { icon: 'shield', title: m.why.warranty.title, text: fmt(locale, m.why.warranty.text, { years: site.warranty.serviceYears }) },
  ]

  return (
    <>
      <PageSeo page={page} jsonLd={import.meta.env.SSR ? [faqPageJsonLd(faqs.serviceAreas, HTML_ATTRS[locale].lang)] : undefined} />
      <PageHero
        eyebrow={m.hero.eyebrow}
        title={m.hero.title}
        lead={fmt(locale, m.hero.lead, { emirates: useNextDayEmirates(), cutoff: site.delivery.nextDayCutoff, otherDays: facts.otherRoadDays })}
        actions={
          <>
            <a className="btn btn-primary" href={useQuotePath()} data-cta="get-quote" data-cta-source="service-areas-hero">
              {m.hero.quote}
            </a>
            <a className="btn" href="/gaming-pc-builds-dubai">
              {m.hero.builds}
            </a>
            <a className="btn" href="#service-faq">
              <Icon name="chat" size={18} />
              {m.faq.jump}
            </a>
          </>
        }
        aside={
          <div className="promise">
            <p className="eyebrow">{m.promise.title}</p>
            <ul className="check-list">
              <li>
                <Icon name="check" size={20} />
                <span>{site.delivery.free ? m.promise.free : m.promise.insured}</span>
              </li>
              <li>
                <Icon name="check" size={20} />
                <span>{fmt(locale, m.promise.ready, { hours: site.delivery.readyWithinHours })}</span>
              </li>
              <li>
                <Icon name="check" size={20} />
                <span>{fmt(locale, m.promise.custom, { days: facts.buildDays, complexDays: site.delivery.complexBuildBusinessDays })}</span>
              </li>
              {site.delivery.rushSameDay ? (
                <li>
                  <Icon name="check" size={20} />
                  <span>{m.promise.rush}</span>
                </li>
              ) : null}
            </ul>
          </div>
        }
      />

      <section className="container section-tight" aria-labelledby="regions-title">
        <SectionHead eyebrow={m.regions.eyebrow} title={m.regions.title} id="regions-title" />
        <ul className="grid grid-3">
          {regions.map((r) => (
            <li key={r.title} className={`card${r.highlight ? ' card-highlight' : ''}`}>
              <h3>{r.title}</h3>
              <p>{r.description}</p>
              <p className="delivery-time">
                <Icon name="truck" size={16} />
                {r.delivery}
              </p>
              <ul className="area-list">
                {r.areas.map((a) => (
                  <li key={a}>{a}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>

      <section className="section section-alt" aria-labelledby="emirates-title">
        <div className="container">
          <SectionHead eyebrow={m.emirates.eyebrow} title={m.emirates.title} id="emirates-title">
            {m.emirates.lead}
          </SectionHead>
          <ul className="grid grid-3 emirates">
            {emirates.map((e) => {
              const more = e.areas.slice(AREAS_SHOWN)
              return (
                <li key={e.slug} id={`emirate-${e.slug}`} className="card emirate-card">
                  <h3>{e.name}</h3>
                  <p className="delivery-time">
                    <Icon name="clock" size={16} />
                    {e.deliveryTime}
                  </p>
                  <p>{e.description}</p>
                  <ul className="area-list">
                    {e.areas.slice(0, AREAS_SHOWN).map((a) => (
                      <li key={a}>{a}</li>
                    ))}
                  </ul>
                  {more.length > 0 ? (
                    <details className="more-areas">
                      <summary>{fmt(locale, m.emirates.more, { count: more.length })}</summary>
                      <ul className="area-list">
                        {more.map((a) => (
                          <li key={a}>{a}</li>
                        ))}
                      </ul>
                    </details>
                  ) : null}
                </li>
              )
            })}
          </ul>
        </div>
      </section>

      <section className="container section" aria-labelledby="why-areas-title">
        <SectionHead eyebrow={m.why.eyebrow} title={m.why.title} id="why-areas-title" />
        <FeatureGrid items={why} columns={4} />
      </section>

      <section className="container section-tight" aria-labelledby="info-title">
        <h2 id="info-title" className="visually-hidden">
          {m.info.title}
        </h2>
        <div className="grid grid-2">
          <div className="card">
            <h3>{m.info.contact}</h3>
            <ul className="contact-list">
              <ContactDetails />
            </ul>
          </div>
          <div className="card">
            <h3>{m.info.glance}</h3>
            <dl className="dl-grid">
              {emirates.map((e) => (
                <div key={e.slug} className="dl-row">
                  <dt>{e.name}</dt>
                  <dd>{e.deliveryTime}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </section>

      <section id="service-faq" className="container-narrow section-tight" aria-labelledby="areas-faq-title">
        <SectionHead eyebrow={m.faq.eyebrow} title={m.faq.title} id="areas-faq-title" />
        <Accordion name="service-areas-faq" items={faqs.serviceAreas} />
        <div className="actions">
          <a className="btn btn-primary" href="/contact-dubai">
            {m.faq.contact}
          </a>
          <ChatLink text="greeting" className="btn btn-chat" label={m.faq.chat} />
        </div>
      </section>
    </>
  )
}
