import type { ReactNode } from 'react'
import navigationJson from 'virtual:data/navigation'
import siteJson from 'virtual:data/site'
import { formatHours } from '../lib/hours.ts'
import { ChatLink } from './ChatLink.tsx'

/** Only the data files this module reads (each is its own module, so chunks stay small). */
const data = { navigation: navigationJson, site: siteJson }

/** Site footer; `children` go inside the footer landmark (the floating chat button). */
export function Footer({ children }: { children?: ReactNode }) {
  const { site, navigation } = data
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section aria-labelledby="footer-about" className="footer-brand">
          <h2 id="footer-about" className="footer-title">
            {site.name}
          </h2>
          <p>{site.tagline}. Free delivery to all seven emirates.</p>
          <p className="footer-rating">
            <strong>{site.rating.value}/5</strong> from {site.rating.count} {site.rating.source}
          </p>
        </section>
        <nav aria-labelledby="footer-quick">
          <h2 id="footer-quick" className="footer-title">
            Quick Links
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
            Services
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
            Contact
          </h2>
          <address>
            <p>
              {site.address.street}, {site.address.locality}, {site.address.countryName}
            </p>
            <p>
              <ChatLink label={`WhatsApp ${site.phone}`} className="footer-chat" />
            </p>
            <p>
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </p>
            <p>{formatHours(site.hours)}</p>
          </address>
        </section>
      </div>
      <div className="container footer-legal">
        <p>
          © {site.foundedYear} {site.legalName.replace(/\.$/, '')}. All prices in AED include 5% VAT.
        </p>
        <p>
          <a href="/return-policy-dubai">Return policy</a> · <a href="/gaming-pc-faq">FAQ</a>
        </p>
      </div>
      {children}
    </footer>
  )
}
