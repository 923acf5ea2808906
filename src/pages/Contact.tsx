import faqsByLocale from 'virtual:data-by-locale/faqs'
import siteByLocale from 'virtual:data-by-locale/site'
import page from 'virtual:page/contact'
import chooserPage from 'virtual:page/chooser'
import contactMessages from '../i18n/ns/contact.ts'
import { fmt, rich, useLocale, useMessages } from '../i18n/format.tsx'
import blocksMessages from '../i18n/ns/blocks.ts'
import { PageSeo } from '../seo/PageSeo.tsx'
import { ChatLink } from '../components/ChatLink.tsx'
import { Island } from '../islands/Island.tsx'
import { quoteIsland, quoteProps } from '../features/quote/props.ts'
import { sendEmailIsland, sendEmailProps } from '../features/email/props.ts'
import { Icon } from '../components/Icon.tsx'
import { PageHero, SectionHead, ContactItem, ContactDetails, useFacts } from './shared/blocks.tsx'
import { useBaseStyles } from '../lib/styles.tsx'
import blocksCss from './shared/blocks.css?inline'
import cardsCss from './shared/cards.css?inline'

/** Only the data files this module reads (each is its own module, so chunks stay small). */
const data = { siteByLocale }

export function Component() {
  useBaseStyles(blocksCss, cardsCss)
  const site = useMessages(data.siteByLocale)
  const faqs = useMessages(faqsByLocale)
  const locale = useLocale()
  const b = useMessages(blocksMessages)
  const m = useMessages(contactMessages)
  return (
    <>
      <PageSeo page={page} />
      <PageHero
        eyebrow={m.hero.eyebrow}
        title={m.hero.title}
        lead={fmt(locale, m.hero.lead, { price: useFacts().startingPriceAed })}
      />

      <section className="container section-tight" aria-labelledby="reach-title">
        <h2 id="reach-title" className="visually-hidden">
          {m.reach.title}
        </h2>
        <div className="grid grid-2">
          <div className="card">
            <h3>{m.reach.workshop}</h3>
            <ul className="contact-list">
              <ContactItem icon="map" label={m.reach.address}>
                <span>
                  {fmt(locale, b.address.full, { street: site.address.street, locality: site.address.locality, country: site.address.countryName })}
                </span>
              </ContactItem>
              <ContactDetails chatText="quote" />
            </ul>
          </div>
          <div className="card card-highlight quick-contact">
            <span className="icon-badge">
              <Icon name="bolt" size={22} />
            </span>
            <h3>{m.quick.title}</h3>
            <p>{m.quick.text}</p>
            <div className="actions">
              <ChatLink text="quote" className="btn btn-chat" label={m.quick.chat} />
              {/* A mailto link until it starts, near the viewport: below the fold on a phone, where it stays a mailto link. */}
              <Island of={sendEmailIsland} props={sendEmailProps(locale, 'btn')} />
            </div>
            <p>{rich(locale, m.quick.chooser, { link: (chunks) => <a href={chooserPage.path}>{chunks}</a> })}</p>
            <p className="small muted">
              {fmt(locale, m.quick.proof, { support: site.support.whatsApp, value: site.rating.value, count: site.rating.count, source: site.rating.source })}
            </p>
          </div>
        </div>
      </section>

      <div className="container section-tight">
        <Island of={quoteIsland} props={quoteProps(locale)} when="visible" />
      </div>

      <section className="container section-tight" aria-labelledby="contact-faq-title">
        <SectionHead eyebrow={m.faq.eyebrow} title={m.faq.title} id="contact-faq-title" />
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
