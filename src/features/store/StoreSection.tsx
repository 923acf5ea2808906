import { useEffect, useRef, useState } from 'react'
import navigationJson from 'virtual:data/navigation'
import siteJson from 'virtual:data/site'
import type storeMessages from '../../i18n/ns/store.ts'
import { fillParts } from '../../i18n/fill-parts.ts'
import { whatsAppUrl } from '../../lib/chat-links.ts'
import { LOAD_STORE_EVENT, PLACEHOLDER_LINGER_MS, mountStore, storeContainerId } from './ecwid.ts'
import storeCss from './store.css?inline'
import { useStyles } from '../../islands/styles.tsx'

/** Only the data files this module reads (each is its own module, so chunks stay small). */
const data = { navigation: navigationJson, site: siteJson }

/** Load when the section comes within this distance of the viewport. */
const NEAR_VIEWPORT = '200px'

type Phase = 'waiting' | 'loading' | 'ready' | 'failed'

/** The store section's props, made on the server in the page's language (src/islands/props.ts). */
export interface StoreProps {
  /** Its copy (store.json without the live counters'). */
  t: Omit<(typeof storeMessages)['en'], 'live'>
  /** The WhatsApp greeting of its chat links. */
  chatText: string
  /** The quote form, in the page's language (`/contact-dubai#quote-form`). */
  quotePath: string
}

/**
 * The embedded Ecwid store on the shop page. The static HTML has the
 * 'Loading Store...' placeholder; the store script is only requested when the
 * section nears the viewport, the scroll-to-store button asks for it, or the
 * URL points into the store (`#!/~/cart`). If it cannot load, the visitor gets
 * chat and quote links instead of an endless spinner.
 */
export function StoreSection({ t, chatText, quotePath }: StoreProps) {
  useStyles(storeCss)
  const { site, navigation } = data
  const chatHref = whatsAppUrl(site.phone, chatText)
  const storeId = site.store.storeId
  const containerId = storeContainerId(storeId)
  const sectionRef = useRef<HTMLElement>(null)
  const [wanted, setWanted] = useState(false)
  const [attempt, setAttempt] = useState(0)
  const [phase, setPhase] = useState<Phase>('waiting')
  const [placeholder, setPlaceholder] = useState(true)

  useEffect(() => {
    if (window.location.hash.startsWith('#!/')) {
      setWanted(true)
      return
    }
    const want = () => setWanted(true)
    window.addEventListener(LOAD_STORE_EVENT, want)
    let observer: IntersectionObserver | undefined
    if ('IntersectionObserver' in window && sectionRef.current) {
      observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && want(), { rootMargin: NEAR_VIEWPORT })
      observer.observe(sectionRef.current)
    } else {
      want()
    }
    return () => {
      window.removeEventListener(LOAD_STORE_EVENT, want)
      observer?.disconnect()
    }
  }, [])

  useEffect(() => {
    if (!wanted) return
    let lingering: number | undefined
    setPhase('loading')
    setPlaceholder(true)
    const unmount = mountStore(storeId, navigation.cart.path, {
      onScriptLoaded: () => {
        lingering = window.setTimeout(() => setPlaceholder(false), PLACEHOLDER_LINGER_MS)
      },
      onReady: () => setPhase('ready'),
      onError: () => {
        window.clearTimeout(lingering)
        setPhase('failed')
        setPlaceholder(false)
      },
    })
    return () => {
      window.clearTimeout(lingering)
      unmount()
    }
  }, [wanted, attempt, storeId, navigation.cart.path])

  const failed = phase === 'failed'
  return (
    <section id="store" ref={sectionRef} aria-label={t.label} className="store-section" aria-busy={phase === 'loading' && placeholder ? true : undefined}>
      {placeholder && !failed ? (
        <div className="store-placeholder" role="status">
          <span className="store-spinner" aria-hidden="true" />
          {t.loading}
        </div>
      ) : null}
      <noscript>
        <p className="store-fallback">
          {fillParts(t.noscript, {
            chat: (text) => <a href={chatHref}>{text}</a>,
            quote: (text) => <a href={quotePath}>{text}</a>,
          })}
        </p>
      </noscript>
      {failed ? (
        <div className="store-fallback" role="alert">
          <h2 className="store-fallback-title">{t.failed.title}</h2>
          <p>{t.failed.text}</p>
          <div className="actions">
            <a className="btn btn-chat" href={chatHref} target="_blank" rel="noopener noreferrer">
              {t.failed.chat}
            </a>
            <a className="btn btn-primary" href={quotePath}>
              {t.failed.quote}
            </a>
            <button
              type="button"
              className="btn"
              onClick={() => {
                setPlaceholder(true)
                setAttempt((a) => a + 1)
              }}
            >
              {t.failed.retry}
            </button>
          </div>
        </div>
      ) : null}
      <div id={containerId} className="store-widget" />
    </section>
  )
}
