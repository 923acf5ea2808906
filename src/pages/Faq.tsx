import faqsByLocale from 'virtual:data-by-locale/faqs'
import siteJson from 'virtual:data/site'
import page from 'virtual:page/faq'
import { PageSeo } from '../seo/PageSeo.tsx'
import { faqPageJsonLd } from '../seo/jsonld.ts'
import { HTML_ATTRS } from '../i18n/messages.ts'
import { ChatLink } from '../components/ChatLink.tsx'
import { Accordion } from '../components/Accordion.tsx'
import { Icon } from '../components/Icon.tsx'
import { PageHero } from './shared/blocks.tsx'
import faqMessages from '../i18n/ns/faq.ts'
import { fmt, useLocale, useMessages } from '../i18n/format.tsx'
import { useBaseStyles } from '../lib/styles.tsx'
import cardsCss from './shared/cards.css?inline'
import faqCss from './faq.css?inline'

/** Only the data files this module reads (each is its own module, so chunks stay small). */
const data = { site: siteJson }

export function Component() {
  useBaseStyles(cardsCss, faqCss)
  const { site } = data
  const faqs = useMessages(faqsByLocale)
  const locale = useLocale()
  const m = useMessages(faqMessages)
  return (
    <>
      <PageSeo page={page} jsonLd={import.meta.env.SSR ? [faqPageJsonLd(faqs.general, HTML_ATTRS[locale].lang)] : undefined} />
      <PageHero
        eyebrow={m.hero.eyebrow}
        title={m.hero.title}
        lead={m.hero.lead}
      />
      <div className="container section-tight faq-layout">
        <section aria-labelledby="faq-list-title">
          <h2 id="faq-list-title" className="visually-hidden">
            {m.listTitle}
          </h2>
          <Accordion name="faq" items={faqs.general} />
        </section>
        <aside className="card card-highlight faq-aside" aria-labelledby="faq-help-title">
          <span className="icon-badge">
            <Icon name="headset" size={22} />
          </span>
          <h2 id="faq-help-title" className="h3">
            {m.help.title}
          </h2>
          <p>{fmt(locale, m.help.text, { support: site.support.whatsApp })}</p>
          <div className="actions">
            <ChatLink text="greeting" className="btn btn-chat btn-block" label={m.help.chat} />
            <a className="btn btn-block" href="/contact-dubai">
              {m.help.contact}
            </a>
          </div>
          <ul className="faq-links">
            <li>
              <a href="/price-match-dubai">{m.links.priceMatch}</a>
            </li>
            <li>
              <a href="/service-areas-uae">{m.links.delivery}</a>
            </li>
            <li>
              <a href="/return-policy-dubai">{m.links.returns}</a>
            </li>
          </ul>
        </aside>
      </div>
    </>
  )
}
