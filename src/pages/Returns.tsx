import type { ReactNode } from 'react'
import siteJson from 'virtual:data/site'
import page from 'virtual:page/returns'
import { PageSeo } from '../seo/PageSeo.tsx'
import { ChatLink } from '../app/ChatLink.tsx'
import { formatHours } from '../lib/hours.ts'
import { Icon, type IconName } from '../components/Icon.tsx'
import { PageHero, ContactItem, aed } from './shared/blocks.tsx'

/** Only the data files this module reads (each is its own module, so chunks stay small). */
const data = { site: siteJson }

export function Component() {
  const { site } = data
  const { windowDays, defectReportHours } = site.returns
  const sections: { id: string; icon: IconName; title: string; body: ReactNode }[] = [
    {
      id: 'return-window',
      icon: 'return',
      title: `${windowDays}-Day Return Window`,
      body: (
        <>
          <p>Changed your mind? You can return an item within {windowDays} days of delivery when it is:</p>
          <ul className="check-list">
            <li>
              <Icon name="check" size={20} />
              <span>unopened, with its seals intact;</span>
            </li>
            <li>
              <Icon name="check" size={20} />
              <span>in its original packaging, with every accessory and document it came with.</span>
            </li>
          </ul>
          <p>Message us before sending anything back so we can confirm the return and arrange it with you.</p>
        </>
      ),
    },
    {
      id: 'defective-items',
      icon: 'bolt',
      title: 'Defective Items',
      body: (
        <>
          <p>
            If something arrives faulty, tell us within {defectReportHours} hours of delivery with a short description or video of the problem. Defective items are replaced free
            of charge within {site.warranty.freeReplacementDays} days, and we cover the shipping both ways.
          </p>
        </>
      ),
    },
    {
      id: 'shipping-costs',
      icon: 'truck',
      title: 'Shipping & Return Costs',
      body: (
        <p>
          Returns for a change of mind are shipped back at your cost: {aed(site.returns.changeOfMindShippingAed)} for collection anywhere in the UAE. If the item is defective or we
          sent the wrong one, we pay for the return shipping and send the right item free.
        </p>
      ),
    },
    {
      id: 'customer-damage',
      icon: 'shield',
      title: 'Customer Damage',
      body: <p>Damage after delivery, such as drops, liquid, or parts removed or modified by someone other than us, is not covered by returns or by our service warranty.</p>,
    },
    {
      id: 'technical-issues',
      icon: 'tool',
      title: 'Technical Issues & Warranty',
      body: (
        <p>
          Most problems are fixed without a return: message us and a builder will diagnose it with you, remotely or at the workshop. Every PC has our {site.warranty.serviceYears}
          -year free service warranty (labour, diagnostics and cleaning), and components carry their manufacturers’ {site.warranty.componentYears}-year warranties, which we help you
          claim.
        </p>
      ),
    },
    {
      id: 'contact-us',
      icon: 'chat',
      title: 'Contact Us',
      body: (
        <>
          <p>For a return, a defect or a warranty question, reach us the way that suits you:</p>
          <ul className="contact-list">
            <ContactItem icon="chat" label="WhatsApp">
              <ChatLink label={site.phone} icon={false} />
            </ContactItem>
            <ContactItem icon="mail" label="E-mail">
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </ContactItem>
            <ContactItem icon="map" label="Workshop">
              <span>
                {site.address.street}, {site.address.locality} · {formatHours(site.hours)}
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
        eyebrow="Return policy"
        title="Returns, defects and warranty, in plain words"
        lead={`A ${windowDays}-day return window for unopened items, free replacement for anything faulty, and a builder to talk to when something is not right.`}
      />
      <div className="container section-tight policy">
        <nav className="policy-toc" aria-labelledby="toc-title">
          <h2 id="toc-title" className="footer-title">
            On this page
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
