import faqsByLocale from 'virtual:data-by-locale/faqs'
import siteJson from 'virtual:data/site'
import page from 'virtual:page/price-match'
import priceMatchMessages from '../i18n/ns/price-match.ts'
import { fmt, useLocale, useMessages } from '../i18n/format.tsx'
import { PageSeo } from '../seo/PageSeo.tsx'
import { faqPageJsonLd } from '../seo/jsonld.ts'
import { HTML_ATTRS } from '../i18n/messages.ts'
import { ChatLink } from '../components/ChatLink.tsx'
import { mailtoUrl } from '../lib/mail-links.ts'
import { Accordion } from '../components/Accordion.tsx'
import { CheckList, FeatureGrid } from './shared/feature-grid.tsx'
import { Icon, type IconName } from '../components/Icon.tsx'
import { PageHero, SectionHead } from './shared/blocks.tsx'
import { Island } from '../islands/Island.tsx'
import { priceMatchIsland, priceMatchProps } from '../features/email/props.ts'
import { useBaseStyles } from '../lib/styles.tsx'
import blocksCss from './shared/blocks.css?inline'
import cardsCss from './shared/cards.css?inline'
import listsCss from './shared/lists.css?inline'

/** Only the data files this module reads (each is its own module, so chunks stay small). */
const data = { site: siteJson }

export function Component() {
  useBaseStyles(blocksCss, cardsCss, listsCss)
  const { site } = data
  const faqs = useMessages(faqsByLocale)
  const locale = useLocale()
  const m = useMessages(priceMatchMessages)
  const b = m.benefits
  const p = m.process
  const e = m.eligibility
  const hours = site.priceMatch.responseHours
  const requestEmail = mailtoUrl({
    to: site.email,
    subject: m.email.subject,
    body: fmt(locale, m.email.body, { site: site.name }),
  })
  const benefits: { icon: IconName; title: string; text: string }[] = [
    { icon: 'tag', title: b.lowest.title, text: b.lowest.text },
    { icon: 'clock', title: fmt(locale, b.answer.title, { hours }), text: fmt(locale, b.answer.text, { complexHours: site.priceMatch.complexResponseHours }) },
    { icon: 'shield', title: b.warranty.title, text: fmt(locale, b.warranty.text, { serviceYears: site.warranty.serviceYears }) },
    { icon: 'card', title: fmt(locale, b.instalments.title, { count: site.instalments.count, provider: site.instalments.provider }), text: b.instalments.text },
  ]
  const steps = [
    { title: p.find.title, text: p.find.text },
    { title: p.send.title, text: p.send.text },
    { title: p.check.title, text: fmt(locale, p.check.text, { hours }) },
    { title: p.order.title, text: p.order.text },
  ]
  const eligibility = [e.identical, e.authorised, e.inStock, e.fullPrice, e.shown, e.marketplace]

  return (
    <>
      <PageSeo page={page} jsonLd={import.meta.env.SSR ? [faqPageJsonLd(faqs.priceMatch, HTML_ATTRS[locale].lang)] : undefined} />
      <PageHero
        eyebrow={m.hero.eyebrow}
        title={m.hero.title}
        lead={fmt(locale, m.hero.lead, { hours })}
        actions={
          <>
            <ChatLink text="priceMatch" className="btn btn-chat" label={m.hero.whatsapp} />
            <a className="btn" href={requestEmail}>
              <Icon name="mail" size={18} />
              {m.hero.email}
            </a>
          </>
        }
      />

      <section className="container section-tight" aria-labelledby="benefits-title">
        <h2 id="benefits-title" className="visually-hidden">
          {b.title}
        </h2>
        <FeatureGrid items={benefits} columns={4} />
      </section>

      <section className="section section-alt" aria-labelledby="process-title">
        <div className="container split">
          <div>
            <SectionHead eyebrow={p.eyebrow} title={p.title} id="process-title">
              {p.lead}
            </SectionHead>
          </div>
          <ol className="steps">
            {steps.map((s) => (
              <li key={s.title}>
                <h3>{s.title}</h3>
                <p>{s.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="container section" aria-labelledby="eligibility-title">
        <div className="split">
          <div>
            <p className="eyebrow">{e.eyebrow}</p>
            <h2 id="eligibility-title">{e.title}</h2>
            <p className="lead">{e.lead}</p>
          </div>
          <CheckList items={eligibility} className="card" />
        </div>
      </section>

      <div className="container section-tight"><Island of={priceMatchIsland} props={priceMatchProps(locale)} when="visible" /></div>

      <section className="container-narrow section-tight" aria-labelledby="pm-faq-title">
        <SectionHead eyebrow={m.faq.eyebrow} title={m.faq.title} id="pm-faq-title" />
        <Accordion name="price-match-faq" items={faqs.priceMatch} />
        <p className="actions">
          <a className="text-link" href="/contact-dubai">
            {m.faq.contact}
            <Icon name="arrow" size={18} />
          </a>
        </p>
      </section>
    </>
  )
}
