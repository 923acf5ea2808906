import type { ReactNode } from 'react'
import siteByLocale from 'virtual:data-by-locale/site'
import page from 'virtual:page/returns'
import returnsMessages from '../i18n/ns/returns.ts'
import { fmt, useLocale, useMessages } from '../i18n/format.tsx'
import blocksMessages from '../i18n/ns/blocks.ts'
import { ltr } from '../i18n/messages.ts'
import { PageSeo } from '../seo/PageSeo.tsx'
import { ChatLink } from '../components/ChatLink.tsx'
import { formatHours } from '../lib/hours.ts'
import { Icon, type IconName } from '../components/Icon.tsx'
import { PageHero, ContactItem } from './shared/blocks.tsx'
import { useBaseStyles } from '../lib/styles.tsx'
import blocksCss from './shared/blocks.css?inline'
import cardsCss from './shared/cards.css?inline'
import listsCss from './shared/lists.css?inline'
import returnsCss from './returns.css?inline'

/** Only the data files this module reads (each is its own module, so chunks stay small). */
const data = { siteByLocale }

export function Component() {
  useBaseStyles(blocksCss, cardsCss, listsCss, returnsCss)
  const site = useMessages(data.siteByLocale)
  const windowDays = site.returns.unopenedDays
  const locale = useLocale()
  const b = useMessages(blocksMessages)
  const m = useMessages(returnsMessages)
  const sections: { id: string; icon: IconName; title: string; body: ReactNode }[] = [
    {
      id: 'return-window',
      icon: 'return',
      title: fmt(locale, m.window.title, { windowDays }),
      body: (
        <>
          <p>{fmt(locale, m.window.intro, { windowDays })}</p>
          <ul className="check-list">
            <li>
              <Icon name="check" size={20} />
              <span>{m.window.sealed}</span>
            </li>
            <li>
              <Icon name="check" size={20} />
              <span>{m.window.packaging}</span>
            </li>
          </ul>
          <p>{m.window.ask}</p>
        </>
      ),
    },
    {
      id: 'defective-items',
      icon: 'bolt',
      title: m.defective.title,
      body: <p>{fmt(locale, m.defective.text, { replacementDays: site.warranty.faultyReplacementDays })}</p>,
    },
    {
      id: 'shipping-costs',
      icon: 'truck',
      title: m.shipping.title,
      body: <p>{fmt(locale, m.shipping.text, { price: site.returns.changeOfMindShippingAed })}</p>,
    },
    {
      id: 'customer-damage',
      icon: 'shield',
      title: m.damage.title,
      body: <p>{m.damage.text}</p>,
    },
    {
      id: 'technical-issues',
      icon: 'tool',
      title: m.technical.title,
      body: <p>{fmt(locale, m.technical.text, { serviceYears: site.warranty.serviceYears, componentYears: site.warranty.componentYears })}</p>,
    },
    {
      id: 'contact-us',
      icon: 'chat',
      title: m.contact.title,
      body: (
        <>
          <p>{m.contact.intro}</p>
          <ul className="contact-list">
            <ContactItem icon="chat" label={fmt(locale, m.contact.whatsapp, { support: site.support.whatsApp })}>
              <ChatLink label={site.phone} icon={false} />
            </ContactItem>
            <ContactItem icon="mail" label={m.contact.email}>
              <a href={`mailto:${site.email}`}>{ltr(site.email, locale)}</a>
            </ContactItem>
            <ContactItem icon="map" label={m.contact.workshop}>
              <span>
                {fmt(locale, b.address.short, { street: site.address.street, locality: site.address.locality })} · {formatHours(site.hours, locale)}
              </span>
            </ContactItem>
          </ul>
        </>
      ),
    },
  ]

  return (
    <>
      <PageSeo page={page} />
      <PageHero
        eyebrow={m.hero.eyebrow}
        title={m.hero.title}
        lead={fmt(locale, m.hero.lead, { windowDays })}
      />
      <div className="container section-tight policy">
        <nav className="policy-toc" aria-labelledby="toc-title">
          <h2 id="toc-title" className="footer-title">
            {m.toc}
          </h2>
          <ol>
            {sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`}>{s.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="stack">
          {sections.map((s) => (
            <section key={s.id} id={s.id} className="card policy-section" aria-labelledby={`${s.id}-title`}>
              <span className="icon-badge">
                <Icon name={s.icon} size={22} />
              </span>
              <h2 id={`${s.id}-title`}>{s.title}</h2>
              {s.body}
            </section>
          ))}
        </div>
      </div>
    </>
  )
}
