import emiratesJson from 'virtual:data/emirates'
import serviceAreasFaqs from 'virtual:data/faqs/serviceAreas'
import siteJson from 'virtual:data/site'
import serviceRegions from 'virtual:data/service-regions'
import page from 'virtual:page/service-areas'
import { PageSeo } from '../seo/PageSeo.tsx'
import { faqPageJsonLd } from '../seo/jsonld.ts'
import { ChatLink } from '../app/ChatLink.tsx'
import { Accordion } from '../components/Accordion.tsx'
import { FeatureGrid } from './shared/feature-grid.tsx'
import { Icon, type IconName } from '../components/Icon.tsx'
import { PageHero, SectionHead, nextDayEmirates, quotePath, ContactDetails } from './shared/blocks.tsx'
import { AREAS_SHOWN } from './shared/lists.ts'

/** Only the data files this module reads (each is its own module, so chunks stay small). */
const data = { emirates: emiratesJson, faqs: { serviceAreas: serviceAreasFaqs }, site: siteJson, 'service-regions': serviceRegions }

export function Component() {
  const { site, emirates, faqs } = data
  const regions = data['service-regions']
  const why: { icon: IconName; title: string; text: string }[] = [
    { icon: 'map', title: 'A local workshop', text: `Built at ${site.address.street}, ${site.address.locality}, so help is a short drive or a message away.` },
    { icon: 'box', title: 'Packed for the road', text: 'Carefully packed for the journey and insured all the way to your door.' },
    { icon: 'headset', title: 'Setup help included', text: 'We set up your PC at your desk in Dubai and guide you over a WhatsApp video call everywhere else.' },
    { icon: 'shield', title: 'Warranty pick-up', text: `Our ${site.warranty.serviceYears}-year service warranty includes collection from any emirate.` },
  ]

  return (
    <>
      <PageSeo page={page} jsonLd={import.meta.env.SSR ? [faqPageJsonLd(faqs.serviceAreas)] : undefined} />
      <PageHero
        eyebrow="Service areas"
        title="Free gaming PC delivery across the UAE"
        lead={`From our Dubai workshop to all seven emirates: next day to ${nextDayEmirates()} when you order before ${site.delivery.nextDayCutoff}, and within days everywhere else.`}
        actions={
          <>
            <a className="btn btn-primary" href={quotePath()} data-cta="get-quote" data-cta-source="service-areas-hero">
              Get Free Quote
            </a>
            <a className="btn" href="/gaming-pc-builds-dubai">
              View Sample Builds
            </a>
          </>
        }
        aside={
          <div className="promise">
            <p className="eyebrow">Our delivery promise</p>
            <ul className="check-list">
              <li>
                <Icon name="check" size={20} />
                <span>{site.delivery.free ? 'Free, insured delivery to every emirate' : 'Insured delivery to every emirate'}</span>
              </li>
              <li>
                <Icon name="check" size={20} />
                <span>In-stock builds ready within {site.delivery.readyWithinHours} hours of payment</span>
              </li>
              <li>
                <Icon name="check" size={20} />
                <span>
                  Custom builds in {site.delivery.buildBusinessDays} business days (up to {site.delivery.complexBuildBusinessDays} with custom liquid cooling)
                </span>
              </li>
              {site.delivery.rushSameDay ? (
                <li>
                  <Icon name="check" size={20} />
                  <span>Rush same-day delivery in Dubai for an extra fee</span>
                </li>
              ) : null}
            </ul>
          </div>
        }
      />

      <section className="container section-tight" aria-labelledby="regions-title">
        <SectionHead eyebrow="Regions" title="How fast we reach you" id="regions-title" />
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
          <SectionHead eyebrow="All seven emirates" title="Delivery by emirate" id="emirates-title">
            The neighbourhoods we deliver to most. Not listed? We deliver to every address in the UAE.
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
                      <summary>
                        +{more.length} more {more.length === 1 ? 'area' : 'areas'}
                      </summary>
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
        <SectionHead eyebrow="Why Falcon PC" title="Delivered like it matters" id="why-areas-title" />
        <FeatureGrid items={why} columns={4} />
      </section>

      <section className="container section-tight" aria-labelledby="info-title">
        <h2 id="info-title" className="visually-hidden">
          Contact and delivery information
        </h2>
        <div className="grid grid-2">
          <div className="card">
            <h3>Contact the workshop</h3>
            <ul className="contact-list">
              <ContactDetails />
            </ul>
          </div>
          <div className="card">
            <h3>Delivery at a glance</h3>
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
        <SectionHead eyebrow="Questions" title="Delivery and service FAQ" id="areas-faq-title" />
        <Accordion name="service-areas-faq" items={faqs.serviceAreas} />
        <div className="actions">
          <a className="btn btn-primary" href="/contact-dubai">
            Contact us
          </a>
          <ChatLink text="greeting" className="btn btn-chat" label="Chat on WhatsApp" />
        </div>
      </section>

      <a className="floating-faq" href="#service-faq">
        <Icon name="chat" size={18} />
        FAQ
      </a>
    </>
  )
}
