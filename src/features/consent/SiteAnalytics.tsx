import { useEffect, useState } from 'react'
import { useLocation } from 'react-router-dom'
import siteJson from 'virtual:data/site'
import { analyticsIds, hasAnalytics, installAnalytics, setConsent, track, type ConsentChoice } from '../../lib/analytics.ts'
import { ConsentBanner } from './ConsentBanner.tsx'
import { REOPEN_CONSENT_EVENT } from './ConsentSettingsButton.tsx'

/** Only the data files this module reads (each is its own module, so chunks stay small). */
const data = { site: siteJson }

const ids = analyticsIds(data.site.analytics)
const enabled = hasAnalytics(ids)

/**
 * Mounted once in the page shell: installs analytics (when an id is configured),
 * sends a page_view on every route change, records chat and e-mail link clicks
 * and `data-cta` clicks, and asks for consent until the visitor answers.
 * Renders nothing on the server, so the static HTML is the same for everyone.
 */
export function SiteAnalytics() {
  const location = useLocation()
  const [choice, setChoice] = useState<ConsentChoice | 'unset' | 'unknown'>('unknown')

  useEffect(() => {
    const remembered = installAnalytics(ids)
    if (enabled) setChoice(remembered ?? 'unset')
  }, [])

  useEffect(() => {
    if (!enabled) return
    const reopen = () => setChoice('unset')
    window.addEventListener(REOPEN_CONSENT_EVENT, reopen)
    return () => window.removeEventListener(REOPEN_CONSENT_EVENT, reopen)
  }, [])

  useEffect(() => {
    if (!enabled) return
    // After the new screen has rendered, so the title is the new page's.
    const timer = window.setTimeout(() => {
      track((t) => t.pageView({ path: location.pathname + location.search, title: document.title, location: window.location.href }))
    }, 0)
    return () => window.clearTimeout(timer)
  }, [location.pathname, location.search])

  useEffect(() => {
    if (!enabled) return
    const onClick = (event: MouseEvent) => {
      const el = (event.target as Element | null)?.closest?.('a, button')
      // Components that record their own events mark themselves with data-tracked.
      if (!el || el.closest('[data-tracked]')) return
      const cta = (el as HTMLElement).dataset.cta
      if (cta) track((t) => t.cta(cta, (el as HTMLElement).dataset.ctaSource))
      const href = el.getAttribute('href') ?? ''
      if (href.startsWith('https://wa.me/')) {
        if (el.classList.contains('floating-chat')) track((t) => t.stickyButton())
        else track((t) => t.contact('WhatsApp'))
      } else if (href.startsWith('mailto:')) {
        track((t) => t.contact('Email'))
      }
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [])

  if (!enabled || choice !== 'unset') return null
  return (
    <ConsentBanner
      onChoose={(c) => {
        setConsent(c)
        setChoice(c)
      }}
    />
  )
}
