import { useEffect, useState } from 'react'
import siteJson from 'virtual:data/site'
import { analyticsIds, hasAnalytics, installAnalytics, setConsent, track, trackNavigationQuote, type ConsentChoice } from '../../lib/analytics.ts'
import { useVitals } from '../../lib/use-vitals.ts'
import { ConsentBanner, type ConsentCopy } from './ConsentBanner.tsx'
import consentCss from './consent.css?inline'
import { useStyles } from '../../lib/styles.tsx'
import { REOPEN_CONSENT_EVENT } from './ConsentSettingsButton.tsx'

/** Only the data files this module reads (each is its own module, so chunks stay small). */
const data = { site: siteJson }

/** How long a page_view waits for a screen that is still loading its content to set its title. */
const PAGE_TITLE_WAIT_MS = 5000

const ids = analyticsIds(data.site.analytics)
const enabled = hasAnalytics(ids)

/**
 * An island on every page of a site with analytics configured (src/app/Layout.tsx; none otherwise):
 * installs analytics, sends the page's page_view, reports web vitals, records chat and e-mail link
 * clicks, the header's quote button and `data-cta` clicks, and asks for consent until the visitor
 * answers. Renders nothing on the server, so the static HTML is the same for everyone. The banner's
 * words come in the props, in the page's language (./copy.ts).
 */
export function SiteAnalytics({ t }: { t: ConsentCopy }) {
  // The banner shows only in the browser, but its rules must already be in the page.
  useStyles(consentCss)
  useVitals()
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
    // After the new screen has rendered, with its title. A screen whose content is still loading
    // (a post, a blog page) has no title yet: wait until it has one, or PAGE_TITLE_WAIT_MS at most.
    let sent = false
    const send = () => {
      if (sent) return
      sent = true
      stop()
      track((t) => t.pageView({ path: window.location.pathname + window.location.search, title: document.title, location: window.location.href }))
    }
    const observer = new MutationObserver(() => {
      if (document.title) send()
    })
    const first = window.setTimeout(() => {
      if (document.title) send()
      else observer.observe(document.head, { childList: true, subtree: true, characterData: true })
    }, 0)
    const last = window.setTimeout(send, PAGE_TITLE_WAIT_MS)
    const stop = () => {
      observer.disconnect()
      window.clearTimeout(first)
      window.clearTimeout(last)
    }
    return () => {
      sent = true
      stop()
    }
  }, [])

  useEffect(() => {
    if (!enabled) return
    const onClick = (event: MouseEvent) => {
      const el = (event.target as Element | null)?.closest?.('a, button')
      // Components that record their own events mark themselves with data-tracked.
      if (!el || el.closest('[data-tracked]')) return
      if ((el as HTMLElement).dataset.track === 'navigation-quote') trackNavigationQuote()
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
      t={t}
      onChoose={(c) => {
        setConsent(c)
        setChoice(c)
      }}
    />
  )
}
