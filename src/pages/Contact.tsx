import contactFaqs from 'virtual:data/faqs/contact'
import siteJson from 'virtual:data/site'
import page from 'virtual:page/contact'
import chooserPage from 'virtual:page/chooser'
import { PageSeo } from '../seo/PageSeo.tsx'
import { ChatLink } from '../app/ChatLink.tsx'
import { Island } from '../islands/Island.tsx'
import quoteIsland from '../islands/entries/quote.tsx'
import sendEmailIsland from '../islands/entries/send-email.tsx'
import { Icon } from '../components/Icon.tsx'
import { PageHero, SectionHead, ContactItem, ContactDetails, aed } from './shared/blocks.tsx'

/** Only the data files this module reads (each is its own module, so chunks stay small). */
const data = { faqs: { contact: contactFaqs }, site: siteJson }

export function Component() {
  const { site, faqs } = data
  return (
    <>
      <PageSeo page={page} />
      <PageHero
        eyebrow="Contact"
        title="Contact us for a custom PC quote"
        lead={`Message a builder on WhatsApp, send an e-mail, or answer three quick questions below. Quotes are free, itemised and in AED, with builds from ${aed(site.pricing.fromAed)}.`}
      />

      <section className="container section-tight" aria-labelledby="reach-title">
        <h2 id="reach-title" className="visually-hidden">
          Ways to reach us
        </h2>
        <div className="grid grid-2">
          <div className="card">
            <h3>Visit or reach the workshop</h3>
            <ul className="contact-list">
              <ContactItem icon="map" label="Address">
                <span>
                  {site.address.street}, {site.address.locality}, {site.address.countryName}
                </span>
              </ContactItem>
              <ContactDetails chatText="quote" />
            </ul>
          </div>
          <div className="card card-highlight quick-contact">
            <span className="icon-badge">
              <Icon name="bolt" size={22} />
            </span>
            <h3>Quick contact</h3>
            <p>The fastest way to a quote: tell us what you play and your budget, and a builder replies with options.</p>
            <div className="actions">
              <ChatLink text="quote" className="btn btn-chat" label="Chat on WhatsApp" />
              <Island of={sendEmailIsland} props={{ className: 'btn' }} when="idle" />
            </div>
            <p>
              Not sure what to ask for? <a href={chooserPage.path}>Find your build</a> from your games and budget, then send it here in one tap.
            </p>
            <p className="small muted">
              Support {site.claims.support} · Rated {site.rating.value}/5 from {site.rating.count} {site.rating.source}
            </p>
          </div>
        </div>
      </section>

      <div className="container section-tight">
        <Island of={quoteIsland} props={{}} when="visible" />
      </div>

      <section className="container section-tight" aria-labelledby="contact-faq-title">
        <SectionHead eyebrow="Before you ask" title="Quick answers" id="contact-faq-title" />
        <ul className="grid grid-2">
          {faqs.contact.map((f) => (
            <li key={f.question} className="card">
              <h3>{f.question}</h3>
              <p>{f.answer}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
