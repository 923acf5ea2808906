import priceMatchFaqs from 'virtual:data/faqs/priceMatch'
import siteJson from 'virtual:data/site'
import page from 'virtual:page/price-match'
import { PageSeo } from '../seo/PageSeo.tsx'
import { faqPageJsonLd } from '../seo/jsonld.ts'
import { ChatLink } from '../app/ChatLink.tsx'
import { mailtoUrl } from '../lib/mail-links.ts'
import { Accordion } from '../components/Accordion.tsx'
import { CheckList, FeatureGrid } from './shared/feature-grid.tsx'
import { Icon, type IconName } from '../components/Icon.tsx'
import { PageHero, SectionHead } from './shared/blocks.tsx'
import { Island } from '../islands/Island.tsx'
import priceMatchIsland from '../islands/entries/price-match.tsx'

/** Only the data files this module reads (each is its own module, so chunks stay small). */
const data = { faqs: { priceMatch: priceMatchFaqs }, site: siteJson }

export function Component() {
  const { site, faqs } = data
  const requestEmail = mailtoUrl({
    to: site.email,
    subject: 'Price Match Request',
    body: [`Hello ${site.name} team,`, '', 'I found a lower price and would like to request a price match.', '', 'Product:', 'Competitor price (AED):', 'Link / shop:', '', 'Thank you!'].join('\n'),
  })
  const benefits: { icon: IconName; title: string; text: string }[] = [
    { icon: 'tag', title: 'The lowest price, without the hunt', text: 'Show us a better price from an authorised UAE retailer and you pay that price.' },
    { icon: 'clock', title: `An answer within ${site.priceMatch.responseHours} hours`, text: `Most requests are confirmed the same day; complex multi-part builds take up to ${site.priceMatch.complexResponseHours} hours.` },
    { icon: 'shield', title: 'Same warranty and service', text: `A matched price still comes with our ${site.warranty.serviceYears}-year service warranty, stress testing and free delivery.` },
    { icon: 'card', title: `Still ${site.instalments.count} payments with ${site.instalments.provider}`, text: 'Matched prices can be paid in interest-free instalments like any other order.' },
  ]
  const steps = [
    { title: 'Find a lower price', text: 'Spot the identical item for less at an authorised UAE retailer.' },
    { title: 'Send us the link', text: 'Share the product link or a screenshot on WhatsApp or by e-mail.' },
    { title: 'We check it', text: `We confirm the retailer, stock and full price and reply within ${site.priceMatch.responseHours} hours.` },
    { title: 'Order at the matched price', text: 'Buy the part on its own or as part of your custom build.' },
  ]
  const eligibility = [
    'The identical item: same brand, model, capacity and condition (new)',
    'Sold by an authorised retailer based in the UAE',
    'In stock and available to order today',
    'The full price you would pay, including VAT and any delivery fees',
    'Shown to us with a link or screenshot before you place your order',
    'Marketplace and auction sellers do not qualify',
  ]

  return (
    <>
      <PageSeo page={page} jsonLd={import.meta.env.SSR ? [faqPageJsonLd(faqs.priceMatch)] : undefined} />
      <PageHero
        eyebrow="Price match guarantee"
        title="Found it cheaper? Our price match has you covered."
        lead={`If an authorised UAE retailer sells the same item for less, we match their price and reply within ${site.priceMatch.responseHours} hours. No haggling, no catch.`}
        actions={
          <>
            <ChatLink text="priceMatch" className="btn btn-chat" label="Request on WhatsApp" />
            <a className="btn" href={requestEmail}>
              <Icon name="mail" size={18} />
              Request by e-mail
            </a>
          </>
        }
      />

      <section className="container section-tight" aria-labelledby="benefits-title">
        <h2 id="benefits-title" className="visually-hidden">
          Why use our price match
        </h2>
        <FeatureGrid items={benefits} columns={4} />
      </section>

      <section className="section section-alt" aria-labelledby="process-title">
        <div className="container split">
          <div>
            <SectionHead eyebrow="How it works" title="Four steps, one message" id="process-title">
              Most price matches are settled in a single WhatsApp conversation.
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
            <p className="eyebrow">Eligibility</p>
            <h2 id="eligibility-title">What qualifies for a price match</h2>
            <p className="lead">We keep the rules short and fair, so you know before you ask.</p>
          </div>
          <CheckList items={eligibility} className="card" />
        </div>
      </section>

      <div className="container section-tight"><Island of={priceMatchIsland} props={{}} when="visible" /></div>

      <section className="container-narrow section-tight" aria-labelledby="pm-faq-title">
        <SectionHead eyebrow="Questions" title="Price match FAQ" id="pm-faq-title" />
        <Accordion name="price-match-faq" items={faqs.priceMatch} />
        <p className="actions">
          <a className="text-link" href="/contact-dubai">
            Other ways to contact us
            <Icon name="arrow" size={18} />
          </a>
        </p>
      </section>
    </>
  )
}
