import generalFaqs from 'virtual:data/faqs/general'
import siteJson from 'virtual:data/site'
import page from 'virtual:page/faq'
import { PageSeo } from '../seo/PageSeo.tsx'
import { faqPageJsonLd } from '../seo/jsonld.ts'
import { ChatLink } from '../app/ChatLink.tsx'
import { Accordion } from '../components/Accordion.tsx'
import { Icon } from '../components/Icon.tsx'
import { PageHero } from './shared/blocks.tsx'

/** Only the data files this module reads (each is its own module, so chunks stay small). */
const data = { faqs: { general: generalFaqs }, site: siteJson }

export function Component() {
  const { faqs, site } = data
  return (
    <>
      <PageSeo page={page} jsonLd={import.meta.env.SSR ? [faqPageJsonLd(faqs.general)] : undefined} />
      <PageHero
        eyebrow="FAQ"
        title="Gaming PC questions, answered"
        lead="Prices, build times, warranty, delivery and payment: the questions Dubai buyers ask us most, with straight answers."
      />
      <div className="container section-tight faq-layout">
        <section aria-labelledby="faq-list-title">
          <h2 id="faq-list-title" className="visually-hidden">
            Frequently asked questions
          </h2>
          <Accordion name="faq" items={faqs.general} />
        </section>
        <aside className="card card-highlight faq-aside" aria-labelledby="faq-help-title">
          <span className="icon-badge">
            <Icon name="headset" size={22} />
          </span>
          <h2 id="faq-help-title" className="h3">
            Still have a question?
          </h2>
          <p>Our builders answer on WhatsApp, {site.claims.support}. Or send the details and get a free, itemised quote.</p>
          <div className="actions">
            <ChatLink text="greeting" className="btn btn-chat btn-block" label="Ask on WhatsApp" />
            <a className="btn btn-block" href="/contact-dubai">
              Contact options
            </a>
          </div>
          <ul className="faq-links">
            <li>
              <a href="/price-match-dubai">How the price match works</a>
            </li>
            <li>
              <a href="/service-areas-uae">Delivery times by emirate</a>
            </li>
            <li>
              <a href="/return-policy-dubai">Returns and warranty</a>
            </li>
          </ul>
        </aside>
      </div>
    </>
  )
}
