import navigationJson from 'virtual:data/navigation'
import siteJson from 'virtual:data/site'
import type storeMessages from '../../i18n/ns/store.ts'
import { fillParts } from '../../i18n/fill-parts.ts'
import { whatsAppUrl } from '../../lib/chat-links.ts'
import { storeContainerId } from './ecwid.ts'
import storeCss from './store.css?inline'
import { useStyles } from '../../lib/styles.tsx'
import { Behaviour } from '../../islands/Island.tsx'
import storeBehaviour, { type StoreBehaviourProps } from './store.behaviour.ts'

/** Only the data files this module reads (each is its own module, so chunks stay small). */
const data = { navigation: navigationJson, site: siteJson }

/** The store section's props, made on the server in the page's language (./props.ts). */
export interface StoreProps {
  /** Its copy (store.json without the live counters'). */
  t: Omit<(typeof storeMessages)['en'], 'live'>
  /** The WhatsApp greeting of its chat links. */
  chatText: string
  /** The quote form, in the page's language (`/contact-dubai#quote-form`). */
  quotePath: string
}

/**
 * The embedded Ecwid store on the shop page, as static HTML: the 'Loading Store...' placeholder, the
 * container Ecwid renders into, and in a `<template>` the chat and quote links shown when the store
 * cannot load. A plain behaviour (./store.behaviour.ts) requests the store script when the
 * section nears the viewport or the address points into the store, so the shop page runs no React.
 */
export function StoreSection({ t, chatText, quotePath }: StoreProps) {
  useStyles(storeCss)
  const { site, navigation } = data
  const chatHref = whatsAppUrl(site.phone, chatText)
  const props: StoreBehaviourProps = { storeId: site.store.storeId, cartPath: navigation.cart.path }
  return (
    <Behaviour of={storeBehaviour} when="idle" props={props}>
      <section id="store" aria-label={t.label} className="store-section">
        <div className="store-placeholder" role="status">
          <span className="store-spinner" aria-hidden="true" />
          {t.loading}
        </div>
        <noscript>
          <p className="store-fallback">
            {fillParts(t.noscript, {
              chat: (text) => <a href={chatHref}>{text}</a>,
              quote: (text) => <a href={quotePath}>{text}</a>,
            })}
          </p>
        </noscript>
        <template className="store-failed">
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
              <button type="button" className="btn" data-retry="">
                {t.failed.retry}
              </button>
            </div>
          </div>
        </template>
        <div id={storeContainerId(site.store.storeId)} className="store-widget" />
      </section>
    </Behaviour>
  )
}
