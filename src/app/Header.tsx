import { useLocation } from 'react-router-dom'
import navigationByLocale from 'virtual:data-by-locale/navigation'
import siteJson from 'virtual:data/site'
import shellMessages from '../i18n/ns/shell.ts'
import { fmt, useLocale, useMessages } from '../i18n/format.tsx'
import { ChatLink } from '../components/ChatLink.tsx'
import { LanguageLink } from './LanguageLink.tsx'
import { unlocalizedPath } from '../site/locales.ts'

/** Only the data files this module reads (each is its own module, so chunks stay small). */
const data = { site: siteJson }

export const MOBILE_MENU_ID = 'mobile-menu'

/** A navigation link, marked as the current page by exact path (rendered at build time: no script). */
function NavItem({ path, label, current }: { path: string; label: string; current: string }) {
  const active = path === current
  return (
    <li>
      <a href={path} className={active ? 'active' : undefined} aria-current={active ? 'page' : undefined}>
        {label}
      </a>
    </li>
  )
}

/**
 * Fixed header: logo, main navigation, cart, Get Quote, and the phone menu. The menu is an HTML
 * `popover` opened by its button: it works at first paint and with JavaScript off, closes on Escape
 * (focus goes back to the button) and on a tap outside it; choosing a link loads that page.
 */
export function Header() {
  const { site } = data
  const { pathname } = useLocation()
  const locale = useLocale()
  const navigation = useMessages(navigationByLocale)
  const m = useMessages(shellMessages).header
  // Links are written with English paths; an Arabic page's are made Arabic when the page is written (build/pages/page-html.ts).
  const current = unlocalizedPath(pathname, locale)
  return (
    <header className="site-header">
      <div className="container header-inner">
        <a href="/" className="logo" aria-label={fmt(locale, m.home, { site: site.name })}>
          <span className="logo-mark" aria-hidden="true">
            <svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor">
              <path d="M2 6.5 13.5 3 22 6l-6.5 2.2L20 12l-7.6-1.6L9 21l-1.2-8.6L2 10.8l6.3-1.5z" />
            </svg>
          </span>
          <span className="logo-text">{site.name}</span>
        </a>
        <nav aria-label={m.mainNav} className="main-nav">
          <ul>
            {navigation.main.map((item) => (
              <NavItem key={item.path} path={item.path} label={item.label} current={current} />
            ))}
          </ul>
        </nav>
        <div className="header-actions">
          <a href={navigation.cart.path} className="icon-link cart-link" aria-label={navigation.cart.label}>
            <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
              <circle cx="9" cy="20" r="1.5" />
              <circle cx="18" cy="20" r="1.5" />
              <path d="M2 3h3l2.6 11.2a2 2 0 0 0 2 1.6h7.8a2 2 0 0 0 2-1.5L21 7H6" />
            </svg>
          </a>
          <LanguageLink className="icon-link lang-link only-desktop" />
          <a href={navigation.quote.desktopPath} className="btn btn-primary only-desktop" data-track="navigation-quote">
            {navigation.quote.label}
          </a>
          <a href={navigation.quote.mobilePath} className="btn btn-primary btn-small only-mobile" data-track="navigation-quote">
            {navigation.quote.label}
          </a>
          <button type="button" className="menu-toggle only-mobile" popoverTarget={MOBILE_MENU_ID} aria-controls={MOBILE_MENU_ID}>
            <span className="visually-hidden">{m.menu}</span>
            <svg aria-hidden="true" className="menu-icon-open" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M3 6h18M3 12h18M3 18h18" />
            </svg>
            <svg aria-hidden="true" className="menu-icon-close" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
      </div>
      <nav id={MOBILE_MENU_ID} aria-label={m.mobileNav} className="mobile-menu" popover="auto">
        <ul>
          {navigation.main.map((item) => (
            <NavItem key={item.path} path={item.path} label={item.label} current={current} />
          ))}
          <li>
            <a href={navigation.cart.path}>{navigation.cart.label}</a>
          </li>
          <li>
            <LanguageLink />
          </li>
        </ul>
        <div className="mobile-menu-actions">
          <ChatLink className="btn btn-chat" label={m.chat} />
          <a href={navigation.quote.mobilePath} className="btn btn-primary">
            {m.quote}
          </a>
        </div>
      </nav>
    </header>
  )
}
