/** Building blocks the screens share: section headings, the page hero, the closing call to action. */
import type { ReactNode } from 'react'
import { factsByLocale } from 'virtual:facts'
import type { SiteFacts } from '../../content/facts.ts'
import navigationByLocale from 'virtual:data-by-locale/navigation'
import siteJson from 'virtual:data/site'
import { ChatLink, type ChatText } from '../../components/ChatLink.tsx'
import { formatHours } from '../../lib/hours.ts'
import { Icon, type IconName } from '../../components/Icon.tsx'
import { formatAed, formatNumber } from '../../lib/numbers.ts'
import blocksMessages from '../../i18n/ns/blocks.ts'
import { fmt, useLocale, useMessages } from '../../i18n/format.tsx'
import { formatDateIn, ltr } from '../../i18n/messages.ts'
import { useBaseStyles } from '../../lib/styles.tsx'
import blocksCss from './blocks.css?inline'
import cardsCss from './cards.css?inline'

/** Only the data files this module reads (each is its own module, so chunks stay small). */
const data = { site: siteJson }

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
  useBaseStyles(blocksCss)
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
export function useQuotePath(): string {
  const { site } = data
  const navigation = useMessages(navigationByLocale)
  return site.features.quoteLinksToForm ? navigation.quote.mobilePath : navigation.quote.desktopPath
}

/** `1800` → `1,800 AED`. */
export const aed = formatAed

/** `aed` in the page's locale: `1800` → `1,800 AED`, or `1,800 درهم` in Arabic. */
export function useAed(): (amount: number) => string {
  const locale = useLocale()
  const m = useMessages(blocksMessages)
  return (amount) => fmt(locale, m.aed, { amount: formatNumber(amount) })
}

/** `formatDate` in the page's locale: `2025-07-08` → `8 July 2025`, or `8 يوليو 2025` in Arabic. */
export function useFormatDate(): (iso: string) => string {
  const locale = useLocale()
  return (iso) => formatDateIn(locale, iso)
}

/** "Dubai, Sharjah and Ajman": the emirates with next-day delivery, in the page's language (derived from data/emirates.json at build time; call it while rendering). */
export function useNextDayEmirates(): string {
  return useMessages(factsByLocale).nextDayEmirates
}

/** The promises derived from data/ at build time (starting price, road and build days), in the page's language; call it while rendering. */
export function useFacts(): SiteFacts {
  return useMessages(factsByLocale)
}

/** The closing call to action: chat or the quote form. */
export function CtaBand({ title, text, source }: { title: string; text: ReactNode; source: string }) {
  useBaseStyles(blocksCss)
  const m = useMessages(blocksMessages).cta
  return (
    <section className="container section-tight" aria-labelledby={`cta-${source}`}>
      <div className="cta-band">
        <p className="eyebrow">{m.eyebrow}</p>
        <h2 id={`cta-${source}`}>{title}</h2>
        <p className="lead">{text}</p>
        <div className="actions">
          <ChatLink text="quote" className="btn btn-chat" label={m.chat} />
          <a className="btn btn-primary" href={navigationByLocale.en.quote.mobilePath} data-cta="email-quote" data-cta-source={source}>
            <Icon name="mail" size={18} />
            {m.email}
          </a>
        </div>
      </div>
    </section>
  )
}

/** One line of a contact card: an icon, a label and the detail (link, text). */
export function ContactItem({ icon, label, children }: { icon: IconName; label: string; children: ReactNode }) {
  useBaseStyles(blocksCss, cardsCss)
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
  useBaseStyles(blocksCss)
  const { site } = data
  const m = useMessages(blocksMessages).contact
  const locale = useLocale()
  return (
    <>
      <ContactItem icon="chat" label={m.whatsapp}>
        <ChatLink text={chatText} label={site.phone} icon={false} />
      </ContactItem>
      <ContactItem icon="mail" label={m.email}>
        <a href={`mailto:${site.email}`}>{ltr(site.email, locale)}</a>
      </ContactItem>
      <ContactItem icon="clock" label={m.hours}>
        <span>{formatHours(site.hours, locale)}</span>
      </ContactItem>
    </>
  )
}
