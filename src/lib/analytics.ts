/**
 * Analytics: GA4 (gtag.js) and the Meta pixel, behind Consent Mode v2.
 *
 * - Nothing happens unless data/site.json configures an id: the GA placeholder
 *   `G-XXXXXXXXXX` and an empty pixel id mean no queue, no script, no request.
 * - With an id, calls are queued locally (window.dataLayer / the fbq stub) with
 *   consent `denied` by default; the tag scripts are only fetched once the
 *   visitor accepts, so no request leaves the page before consent.
 * - Event helpers may be called at any time: before `installAnalytics` they wait
 *   in a small queue, after it they go to the tracker or are dropped (disabled).
 *
 * `Tracker` is pure (it only calls the sink it is given), so the unit tests
 * record exactly what gtag and fbq would receive.
 */

import { GA_PLACEHOLDER, gaMeasurementId, metaPixelId } from './third-parties.ts'

export { GA_PLACEHOLDER }
export const GA_SCRIPT = 'https://www.googletagmanager.com/gtag/js'
export const PIXEL_SCRIPT = 'https://connect.facebook.net/en_US/fbevents.js'
export const CONSENT_KEY = 'falconpc-consent'
export const ORDERS_KEY = 'falconpc-reported-orders'
export const CURRENCY = 'AED'

export interface AnalyticsIds {
  gaId?: string
  pixelId?: string
}

/** The ids that really are configured (the same rule as the Content-Security-Policy): the placeholder and empty values disable a tag. */
export function analyticsIds(config: { gaMeasurementId: string; metaPixelId: string }): AnalyticsIds {
  const ids: AnalyticsIds = {}
  const gaId = gaMeasurementId({ analytics: config })
  const pixelId = metaPixelId({ analytics: config })
  if (gaId) ids.gaId = gaId
  if (pixelId) ids.pixelId = pixelId
  return ids
}

export const hasAnalytics = (ids: AnalyticsIds) => Boolean(ids.gaId || ids.pixelId)

export type ConsentChoice = 'granted' | 'denied'

const consentState = (v: ConsentChoice) => ({ ad_storage: v, ad_user_data: v, ad_personalization: v, analytics_storage: v })

type Args = unknown[]
/** Where calls go: window.gtag / window.fbq in the browser, a recorder in tests. */
export interface Sink {
  gtag?: (...args: Args) => void
  fbq?: (...args: Args) => void
}

/** Remembers which order numbers were already reported (localStorage in the browser). */
export interface OrderLedger {
  has(orderNumber: string): boolean
  add(orderNumber: string): void
}

export function memoryLedger(initial: string[] = []): OrderLedger {
  const seen = new Set(initial)
  return { has: (n) => seen.has(n), add: (n) => void seen.add(n) }
}

export interface QuoteRequestEvent {
  buildType?: string
  budget?: string
}

export interface StoreOrder {
  orderNumber: string | number
  total?: number
}

/** Pixel events without a money value carry AED 0 (SPEC section 7). */
const ZERO_VALUE = { currency: CURRENCY, value: 0 }

export class Tracker {
  constructor(
    private readonly ids: AnalyticsIds,
    private readonly sink: Sink,
    private readonly ledger: OrderLedger = memoryLedger(),
  ) {}

  private gtag(...args: Args) {
    if (this.ids.gaId) this.sink.gtag?.(...args)
  }
  private fbq(...args: Args) {
    if (this.ids.pixelId) this.sink.fbq?.(...args)
  }

  /** Consent defaults first (denied), then the remembered choice, then the tags' config. */
  start(consent: ConsentChoice | undefined, now = new Date()) {
    this.gtag('consent', 'default', { ...consentState('denied'), wait_for_update: 500 })
    if (consent === 'granted') this.gtag('consent', 'update', consentState('granted'))
    this.gtag('js', now)
    this.gtag('config', this.ids.gaId, { send_page_view: false })
    this.fbq('consent', consent === 'granted' ? 'grant' : 'revoke')
    this.fbq('init', this.ids.pixelId)
  }

  consent(choice: ConsentChoice) {
    this.gtag('consent', 'update', consentState(choice))
    this.fbq('consent', choice === 'granted' ? 'grant' : 'revoke')
  }

  pageView(page: { path: string; title: string; location: string }) {
    this.gtag('event', 'page_view', { page_path: page.path, page_title: page.title, page_location: page.location })
    this.fbq('track', 'PageView')
  }

  event(name: string, params: Record<string, unknown> = {}) {
    this.gtag('event', name, params)
  }

  /** A standard pixel event; without params it carries AED 0. */
  pixel(name: 'Lead' | 'Contact' | 'InitiateCheckout' | 'CompleteRegistration', params: Record<string, unknown> = ZERO_VALUE) {
    this.fbq('track', name, params)
  }

  /** A call-to-action click (hero buttons, nav Get Quote, ...). */
  cta(label = 'Custom Gaming PC', source = 'website') {
    this.gtag('event', 'cta_click', { event_category: 'conversion', event_label: label, source })
  }

  /** The floating chat button. */
  stickyButton(label = 'WhatsApp Chat') {
    this.gtag('event', 'sticky_button_click', { event_category: 'conversion', event_label: label, source: 'sticky' })
    this.pixel('Contact')
  }

  /** A chat or e-mail contact (WhatsApp links, e-mail choices). */
  contact(method: string, contactType = 'General Inquiry') {
    this.gtag('event', 'contact', { event_category: 'conversion', event_label: contactType, method, contact_type: contactType })
    this.pixel('Contact')
  }

  /** First advance from step 1 of the quote wizard. */
  formStart(form = 'quote') {
    this.gtag('event', 'form_start', { event_category: 'engagement', form_name: form })
  }

  /** Quote wizard submitted: `quote_request` (category conversion, label build type, value budget range) and a Lead. */
  quoteRequest({ buildType, budget }: QuoteRequestEvent = {}) {
    this.gtag('event', 'quote_request', { event_category: 'conversion', event_label: buildType || 'Custom', value: budget || 'Not specified' })
    this.pixel('Lead')
  }

  /** The visitor chose how to send the request (mail app, web mail, copy, chat). */
  requestHandedOff(channel: string) {
    this.gtag('event', 'quote_handoff', { event_category: 'conversion', event_label: channel })
    this.pixel('CompleteRegistration')
  }

  /** A store checkout began (first checkout page of a visit). */
  initiateCheckout() {
    this.gtag('event', 'begin_checkout', { currency: CURRENCY })
    this.pixel('InitiateCheckout')
  }

  /** One GA4 `purchase` and one pixel `Purchase` per order number, ever. Returns whether it was sent. */
  purchase(order: StoreOrder): boolean {
    const id = String(order.orderNumber ?? '').trim()
    if (!id || this.ledger.has(id)) return false
    this.ledger.add(id)
    const value = typeof order.total === 'number' && Number.isFinite(order.total) ? order.total : undefined
    this.gtag('event', 'purchase', { transaction_id: id, ...(value !== undefined ? { value } : {}), currency: CURRENCY })
    this.fbq('track', 'Purchase', { ...(value !== undefined ? { value } : {}), currency: CURRENCY }, { eventID: `order-${id}` })
    return true
  }
}

// ------------------------------------------------------------- runtime

type Pending = (t: Tracker) => void
let tracker: Tracker | null | undefined // undefined: not installed yet; null: disabled
let pending: Pending[] = []
let currentIds: AnalyticsIds = {}
let scriptsLoaded = false

/** Runs `fn` with the tracker now, after install, or never (analytics disabled). */
export function track(fn: Pending) {
  if (tracker) fn(tracker)
  else if (tracker === undefined && pending.length < 100) pending.push(fn)
}

export function readConsent(): ConsentChoice | undefined {
  try {
    const v = window.localStorage.getItem(CONSENT_KEY)
    return v === 'granted' || v === 'denied' ? v : undefined
  } catch {
    return undefined
  }
}

function storedOrders(): OrderLedger {
  let list: string[] = []
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(ORDERS_KEY) ?? '[]')
    if (Array.isArray(parsed)) list = parsed.map(String)
  } catch {
    /* unreadable: start empty */
  }
  const ledger = memoryLedger(list)
  return {
    has: ledger.has,
    add(n) {
      ledger.add(n)
      list = [...list.filter((x) => x !== n), n].slice(-50)
      try {
        window.localStorage.setItem(ORDERS_KEY, JSON.stringify(list))
      } catch {
        /* private mode: the in-memory ledger still de-duplicates this visit */
      }
    },
  }
}

interface AnalyticsWindow {
  dataLayer?: unknown[]
  gtag?: (...args: Args) => void
  fbq?: ((...args: Args) => void) & { queue?: unknown[]; callMethod?: (...args: Args) => void; loaded?: boolean; version?: string; push?: unknown }
  _fbq?: unknown
}

/** The standard gtag and fbq stubs: they queue calls until the real scripts load. */
function windowSink(ids: AnalyticsIds): Sink {
  const w = window as unknown as AnalyticsWindow
  if (ids.gaId) {
    const dataLayer = (w.dataLayer ??= [])
    w.gtag ??= function gtag() {
      // gtag.js reads Arguments objects from the dataLayer, not arrays.
      // eslint-disable-next-line prefer-rest-params
      dataLayer.push(arguments)
    }
  }
  if (ids.pixelId && !w.fbq) {
    const fbq: NonNullable<AnalyticsWindow['fbq']> = function (...args: Args) {
      if (fbq.callMethod) fbq.callMethod(...args)
      else fbq.queue!.push(args)
    }
    fbq.queue = []
    fbq.loaded = true
    fbq.version = '2.0'
    fbq.push = fbq
    w.fbq = fbq
    w._fbq ??= fbq
  }
  return { gtag: (...a) => w.gtag?.(...a), fbq: (...a) => w.fbq?.(...a) }
}

function loadScript(src: string, what: string) {
  const s = document.createElement('script')
  s.async = true
  s.src = src
  // Blocked by the visitor's browser or offline: the site works on without it.
  s.onerror = () => console.warn(`Failed to load ${what} script`)
  document.head.appendChild(s)
}

function loadTagScripts(ids: AnalyticsIds) {
  if (scriptsLoaded) return
  scriptsLoaded = true
  if (ids.gaId) loadScript(`${GA_SCRIPT}?id=${encodeURIComponent(ids.gaId)}`, 'GA')
  if (ids.pixelId) loadScript(PIXEL_SCRIPT, 'pixel')
}

/** Called once on the first client render. Returns the remembered consent choice. */
export function installAnalytics(ids: AnalyticsIds): ConsentChoice | undefined {
  if (tracker !== undefined) return readConsent()
  currentIds = ids
  if (!hasAnalytics(ids)) {
    tracker = null
    pending = []
    return undefined
  }
  const consent = readConsent()
  tracker = new Tracker(ids, windowSink(ids), storedOrders())
  tracker.start(consent)
  if (consent === 'granted') loadTagScripts(ids)
  const queued = pending
  pending = []
  for (const fn of queued) fn(tracker)
  return consent
}

/** The visitor's answer in the consent banner: remembered, applied, and (if granted) the tags load. */
export function setConsent(choice: ConsentChoice) {
  try {
    window.localStorage.setItem(CONSENT_KEY, choice)
  } catch {
    /* not remembered in private mode */
  }
  if (!tracker) return
  tracker.consent(choice)
  if (choice === 'granted') loadTagScripts(currentIds)
}

// Helpers for components: each is a no-op when analytics is disabled.
export const trackCta = (label?: string, source?: string) => track((t) => t.cta(label, source))
export const trackNavigationQuote = () => trackCta('Navigation Quote', 'navigation')
export const trackContact = (method: string, contactType?: string) => track((t) => t.contact(method, contactType))
export const trackFormStart = () => track((t) => t.formStart())
export const trackQuoteRequest = (e: QuoteRequestEvent) => track((t) => t.quoteRequest(e))
export const trackHandOff = (channel: string) => track((t) => t.requestHandedOff(channel))
export const trackPurchase = (order: StoreOrder) => track((t) => void t.purchase(order))
export const trackInitiateCheckout = () => track((t) => t.initiateCheckout())
