import type { ReactNode } from 'react'
import navigationByLocale from 'virtual:data-by-locale/navigation'
import siteByLocale from 'virtual:data-by-locale/site'
import shellMessages from '../i18n/ns/shell.ts'
import { fmt, rich, useLocale, useMessages } from '../i18n/format.tsx'
import blocksMessages from '../i18n/ns/blocks.ts'
import { ltr } from '../i18n/messages.ts'
import { formatHours } from '../lib/hours.ts'
import { ChatLink } from '../components/ChatLink.tsx'

/** Only the data files this module reads (each is its own module, so chunks stay small). */
const data = { siteByLocale }

/** Site footer; `children` go inside the footer landmark (the floating chat button). */
export function Footer({ children }: { children?: ReactNode }) {
  const site = useMessages(data.siteByLocale)
  const locale = useLocale()
  const b = useMessages(blocksMessages)
  const navigation = useMessages(navigationByLocale)
  const m = useMessages(shellMessages).footer
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section aria-labelledby="footer-about" className="footer-brand">
          <h2 id="footer-about" className="footer-title">
            {site.name}
          </h2>
          <p>{fmt(locale, m.tagline, { tagline: site.tagline })}</p>
          <p className="footer-rating">{rich(locale, m.rating, { strong: (chunks) => <strong>{chunks}</strong>, value: site.rating.value, count: site.rating.count, source: site.rating.source })}</p>
        </section>
        <nav aria-labelledby="footer-quick">
          <h2 id="footer-quick" className="footer-title">
            {m.quickLinks}
          </h2>
          <ul>
            {navigation.footerQuickLinks.map((l) => (
              <li key={l.label}>
                <a href={l.path}>{l.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className="footer-title">
            {m.services}
          </h2>
          <ul>
            {navigation.footerServices.map((l) => (
              <li key={l.label}>
                <a href={l.path}>{l.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="footer-title">
            {m.contact}
          </h2>
          <address>
            <p>
              {fmt(locale, b.address.full, { street: site.address.street, locality: site.address.locality, country: site.address.countryName })}
            </p>
            <p>
              <ChatLink label={fmt(locale, m.chat, { phone: site.phone })} className="footer-chat" />
            </p>
            <p>
              <a href={`mailto:${site.email}`}>{ltr(site.email, locale)}</a>
            </p>
            <p>{formatHours(site.hours, locale)}</p>
          </address>
        </section>
      </div>
      <div className="container footer-legal">
        <p>
          {fmt(locale, m.legal, { year: String(site.foundedYear), company: site.legalName.replace(/\.$/, '') })}
        </p>
        <p>
          <a href="/return-policy-dubai">{m.returns}</a> · <a href="/gaming-pc-faq">{m.faq}</a>
        </p>
      </div>
      {children}
    </footer>
  )
}
