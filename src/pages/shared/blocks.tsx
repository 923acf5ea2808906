/** Building blocks the screens share: section headings, the page hero, the closing call to action. */
import type { ReactNode } from 'react'
import { facts } from 'virtual:facts'
import navigationJson from 'virtual:data/navigation'
import siteJson from 'virtual:data/site'
import { ChatLink, type ChatText } from '../../app/ChatLink.tsx'
import { formatHours } from '../../lib/hours.ts'
import { Icon, type IconName } from '../../components/Icon.tsx'
import { formatAed } from '../../lib/numbers.ts'

/** Only the data files this module reads (each is its own module, so chunks stay small). */
const data = { navigation: navigationJson, site: siteJson }

export function SectionHead({ eyebrow, title, id, children, center }: { eyebrow?: string; title: ReactNode; id?: string; children?: ReactNode; center?: boolean }) {
  return (
    <div className={`section-head${center ? ' center' : ''}`}>
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <h2 id={id}>{title}</h2>
      {children ? <p className="lead">{children}</p> : null}
    </div>
  )
}

/** The top of an inner page: eyebrow, the page's one h1, a lead, actions and an optional visual. */
export function PageHero({ eyebrow, title, lead, actions, aside }: { eyebrow: string; title: ReactNode; lead?: ReactNode; actions?: ReactNode; aside?: ReactNode }) {
  return (
    <section className="page-hero">
      <div className={`container${aside ? ' page-hero-grid' : ''}`}>
        <div>
          <p className="eyebrow">{eyebrow}</p>
          <h1>{title}</h1>
          {lead ? <p className="lead">{lead}</p> : null}
          {actions ? <div className="actions">{actions}</div> : null}
        </div>
        {aside}
      </div>
    </section>
  )
}

/** Where "Get Quote" buttons go: straight to the form when the app flag says so (data/site.json). */
export function quotePath(): string {
  const { site, navigation } = data
  return site.features.quoteLinksToForm ? navigation.quote.mobilePath : navigation.quote.desktopPath
}

/** `1800` → `1,800 AED`. */
export const aed = formatAed

/** "Dubai, Sharjah and Ajman": the emirates with next-day delivery (derived from data/emirates.json at build time). */
export function nextDayEmirates(): string {
  return facts.nextDayEmirates
}

/** The closing call to action: chat or the quote form. */
export function CtaBand({ title, text, source }: { title: string; text: ReactNode; source: string }) {
  return (
    <section className="container section-tight" aria-labelledby={`cta-${source}`}>
      <div className="cta-band">
        <p className="eyebrow">Free, no-obligation quote</p>
        <h2 id={`cta-${source}`}>{title}</h2>
        <p className="lead">{text}</p>
        <div className="actions">
          <ChatLink text="quote" className="btn btn-chat" label="WhatsApp Quote" />
          <a className="btn btn-primary" href={data.navigation.quote.mobilePath} data-cta="email-quote" data-cta-source={source}>
            <Icon name="mail" size={18} />
            Email Quote
          </a>
        </div>
      </div>
    </section>
  )
}

/** One line of a contact card: an icon, a label and the detail (link, text). */
export function ContactItem({ icon, label, children }: { icon: IconName; label: string; children: ReactNode }) {
  return (
    <li>
      <span className="icon-badge">
        <Icon name={icon} size={20} />
      </span>
      <span>
        <strong>{label}</strong>
        {children}
      </span>
    </li>
  )
}

/** The WhatsApp, e-mail and opening-hours lines of a contact card, from data/site.json. */
export function ContactDetails({ chatText }: { chatText?: ChatText }) {
  const { site } = data
  return (
    <>
      <ContactItem icon="chat" label="WhatsApp">
        <ChatLink text={chatText} label={site.phone} icon={false} />
      </ContactItem>
      <ContactItem icon="mail" label="E-mail">
        <a href={`mailto:${site.email}`}>{site.email}</a>
      </ContactItem>
      <ContactItem icon="clock" label="Opening hours">
        <span>{formatHours(site.hours)}</span>
      </ContactItem>
    </>
  )
}
