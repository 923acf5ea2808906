import { useEffect, useId, useRef, useState } from 'react'
import { Link, NavLink, useLocation } from 'react-router-dom'
import navigationJson from 'virtual:data/navigation'
import siteJson from 'virtual:data/site'
import { ChatLink } from './ChatLink.tsx'
import { trackLazily } from '../lib/track.ts'

/** Only the data files this module reads (each is its own module, so chunks stay small). */
const data = { navigation: navigationJson, site: siteJson }

/** Fixed header: logo, main navigation (exact-path active state), cart, Get Quote, and the mobile menu. */
const trackQuoteClick = () => trackLazily((a) => a.trackNavigationQuote())

export function Header() {
  const { navigation, site } = data
  const [open, setOpen] = useState(false)
  const location = useLocation()
  const menuId = useId()

  // Choosing a link (or any navigation) closes the menu.
  useEffect(() => setOpen(false), [location.pathname, location.hash])
  // Escape closes the open menu and gives focus back to its toggle; a tap or click anywhere outside
  // the header (the page behind the menu) closes it too.
  const headerRef = useRef<HTMLElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (!open) return
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return
      setOpen(false)
      toggleRef.current?.focus()
    }
    const onPointer = (e: PointerEvent) => {
      if (!headerRef.current?.contains(e.target as Node)) setOpen(false)
    }
    window.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      window.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [open])

  return (
    <header className="site-header" ref={headerRef}>
      <div className="container header-inner">
        <Link to="/" className="logo" aria-label={`${site.name} home`}>
          <span className="logo-mark" aria-hidden="true">
            <svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor">
              <path d="M2 6.5 13.5 3 22 6l-6.5 2.2L20 12l-7.6-1.6L9 21l-1.2-8.6L2 10.8l6.3-1.5z" />
            </svg>
          </span>
          <span className="logo-text">{site.name}</span>
        </Link>
        <nav aria-label="Main" className="main-nav">
          <ul>
            {navigation.main.map((item) => (
              <li key={item.path}>
                <NavLink to={item.path} end className={({ isActive }) => (isActive ? 'active' : undefined)}>
                  {item.label}
                </NavLink>
              </li>
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
          <Link to={navigation.quote.desktopPath} className="btn btn-primary only-desktop" onClick={trackQuoteClick}>
            {navigation.quote.label}
          </Link>
          <Link to={navigation.quote.mobilePath} className="btn btn-primary btn-small only-mobile" onClick={trackQuoteClick}>
            {navigation.quote.label}
          </Link>
          <button
            ref={toggleRef}
            type="button"
            className="menu-toggle only-mobile"
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpen((o) => !o)}
          >
            <span className="visually-hidden">{open ? 'Close menu' : 'Open menu'}</span>
            <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
              {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M3 6h18M3 12h18M3 18h18" />}
            </svg>
          </button>
        </div>
      </div>
      <MobileMenu id={menuId} open={open} />
    </header>
  )
}

function MobileMenu({ id, open }: { id: string; open: boolean }) {
  const { navigation } = data
  return (
    <nav id={id} aria-label="Mobile" className="mobile-menu" hidden={!open}>
      <ul>
        {navigation.main.map((item) => (
          <li key={item.path}>
            <NavLink to={item.path} end className={({ isActive }) => (isActive ? 'active' : undefined)}>
              {item.label}
            </NavLink>
          </li>
        ))}
        <li>
          <a href={navigation.cart.path}>{navigation.cart.label}</a>
        </li>
      </ul>
      <div className="mobile-menu-actions">
        <ChatLink className="btn btn-chat" label="Chat on WhatsApp" />
        <Link to={navigation.quote.mobilePath} className="btn btn-primary">
          Get Custom Quote
        </Link>
      </div>
    </nav>
  )
}
