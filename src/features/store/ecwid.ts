/**
 * The Ecwid storefront, embedded on demand with Ecwid's dynamic-widget API
 * ("Embed or remove storefront on demand" in Ecwid's storefront docs):
 *
 *   window.ecwid_script_defer = true; window.ecwid_dynamic_widgets = true
 *   window._xnext_initialization_scripts = [{ widgetType: 'ProductBrowser', id, arg }]
 *   first time: add https://app.ecwid.com/script.js?{id}&data_platform=code
 *   again (the script already ran: "Try again" after a timeout): Ecwid.destroy(), then ecwid_onBodyDone()
 *
 * The ProductBrowser arguments are the ones xProductBrowser takes. Removing the
 * store calls Ecwid.destroy() and removes what Ecwid leaves on <body>, so another
 * attempt never duplicates the widget. Orders are reported to analytics once each.
 */
// Analytics code loads only when a site has an id and an order event happens.
import { trackLazily } from '../../lib/track.ts'

export const STORE_SCRIPT_ID = 'ecwid-script'
/** Past this without a working store, the visitor gets the fallback instead of a spinner. */
export const STORE_LOAD_TIMEOUT_MS = 15_000
/** The 'Loading Store...' placeholder leaves this long after the script loads (SPEC section 9). */
export const PLACEHOLDER_LINGER_MS = 2000
/** On the confirmation page, wait this long for OnOrderPlaced (which has the total) before reporting without it. */
export const CONFIRMATION_GRACE_MS = 1500

export const PRODUCT_BROWSER_ARGS = ['categoriesPerRow=3', 'views=grid(20,3) list(60) table(60)', 'categoryView=grid', 'searchView=list'] as const

export const storeContainerId = (storeId: string) => `my-store-${storeId}`
export const storeScriptUrl = (storeId: string) => `https://app.ecwid.com/script.js?${storeId}&data_platform=code`

/** Elements Ecwid attaches to <body> outside its container (photo viewer, floating cart, popups). */
const LEFTOVERS = '.ecwid-pswp, .ecwid-minicart, .ec-minicart, .ecwid-popup, .ecwid-overlay, .ec-size'

interface EcwidPage {
  type?: string
  orderNumber?: number | string
  orderVendorNumber?: number | string
}
interface EcwidOrder {
  orderNumber?: number | string
  vendorOrderNumber?: number | string
  total?: number
}
interface Hook<T extends unknown[]> {
  add(fn: (...args: T) => void): void
}
interface EcwidApi {
  OnAPILoaded?: Hook<[]>
  OnPageLoaded?: Hook<[EcwidPage]>
  OnOrderPlaced?: Hook<[EcwidOrder]>
  destroy?: () => void
}
interface EcwidWindow {
  Ecwid?: EcwidApi
  ecwid_script_defer?: boolean
  ecwid_dynamic_widgets?: boolean
  ecwid_onBodyDone?: () => void
  _xnext_initialization_scripts?: { widgetType: string; id: string; arg: string[] }[]
}

let hooksFor: EcwidApi | undefined
let checkoutStarted = false

/** Analytics hooks, added once per Ecwid instance (they survive destroy/re-create). */
function addOrderHooks(ecwid: EcwidApi) {
  if (hooksFor === ecwid) return
  hooksFor = ecwid
  ecwid.OnOrderPlaced?.add((order) => {
    const orderNumber = order?.orderNumber ?? order?.vendorOrderNumber ?? ''
    trackLazily((a) => a.trackPurchase({ orderNumber, total: order?.total }))
  })
  ecwid.OnPageLoaded?.add((page) => {
    const type = page?.type ?? ''
    if (type === 'ORDER_CONFIRMATION') {
      const orderNumber = page.orderNumber ?? page.orderVendorNumber ?? ''
      // Normally OnOrderPlaced (with the total) has already reported it; the ledger drops the repeat.
      window.setTimeout(() => trackLazily((a) => a.trackPurchase({ orderNumber })), CONFIRMATION_GRACE_MS)
    } else if (type.startsWith('CHECKOUT_') && !checkoutStarted) {
      checkoutStarted = true
      trackLazily((a) => a.trackInitiateCheckout())
    }
  })
}

let cartRedirect: ((e: MouseEvent) => void) | undefined

/** Once the store has run, a click on an Ecwid cart widget outside the shop page goes to the shop's cart. */
function redirectCartWidgets(containerId: string, cartPath: string) {
  if (cartRedirect) return
  cartRedirect = (e) => {
    const widget = (e.target as Element | null)?.closest?.('.ec-minicart, .ecwid-minicart, .ec-cart-widget')
    if (!widget || document.getElementById(containerId)) return
    e.preventDefault()
    e.stopPropagation()
    window.location.assign(cartPath)
  }
  document.addEventListener('click', cartRedirect, true)
}

function removeLeftovers() {
  for (const el of document.querySelectorAll(LEFTOVERS)) {
    if (!el.closest('[id^="my-store-"]')) el.remove()
  }
}

export interface MountHandlers {
  /** The store script arrived (the placeholder may leave 2 s later). */
  onScriptLoaded: () => void
  /** The storefront is up (OnAPILoaded fired or the widget rendered). */
  onReady: () => void
  /** Could not load: script error, blocked, or nothing within the timeout. */
  onError: (reason: 'error' | 'timeout') => void
}

/** Embeds the storefront into `#my-store-{id}`; the returned function removes it again. */
export function mountStore(storeId: string, cartPath: string, handlers: MountHandlers): () => void {
  const w = window as unknown as EcwidWindow
  const containerId = storeContainerId(storeId)
  const container = document.getElementById(containerId)
  // pending → ready | failed; a slow store that arrives after the timeout still replaces the fallback.
  let state: 'pending' | 'ready' | 'failed' | 'closed' = 'pending'
  let observer: MutationObserver | undefined

  const finish = (ok: boolean, reason: 'error' | 'timeout' = 'error') => {
    if (state === 'ready' || state === 'closed' || (!ok && state === 'failed')) return
    if (ok) {
      state = 'ready'
      window.clearTimeout(timer)
      observer?.disconnect()
      if (w.Ecwid) addOrderHooks(w.Ecwid)
      redirectCartWidgets(containerId, cartPath)
      handlers.onReady()
    } else {
      state = 'failed'
      window.clearTimeout(timer)
      handlers.onError(reason)
    }
  }
  const timer = window.setTimeout(() => finish(false, 'timeout'), STORE_LOAD_TIMEOUT_MS)

  // Whatever Ecwid renders into the container means the store is there.
  if (container) {
    observer = new MutationObserver(() => {
      if (container.childElementCount > 0) finish(true)
    })
    observer.observe(container, { childList: true })
  }

  w.ecwid_script_defer = true
  w.ecwid_dynamic_widgets = true
  const existing = document.getElementById(STORE_SCRIPT_ID)
  if (existing && w.Ecwid) {
    // The script ran after all (it arrived past the timeout): re-create the widget.
    w.Ecwid.destroy?.()
    w._xnext_initialization_scripts = [{ widgetType: 'ProductBrowser', id: containerId, arg: [...PRODUCT_BROWSER_ARGS, `id=${containerId}`] }]
    handlers.onScriptLoaded()
    w.ecwid_onBodyDone?.()
  } else {
    existing?.remove() // an earlier attempt that failed
    w._xnext_initialization_scripts = [{ widgetType: 'ProductBrowser', id: containerId, arg: [...PRODUCT_BROWSER_ARGS, `id=${containerId}`] }]
    const script = document.createElement('script')
    script.id = STORE_SCRIPT_ID
    script.charset = 'utf-8'
    script.async = true
    script.src = storeScriptUrl(storeId)
    script.onload = () => {
      if (state === 'closed') return
      if (!w.Ecwid) return finish(false)
      handlers.onScriptLoaded()
      w.Ecwid.OnAPILoaded?.add(() => finish(true))
    }
    script.onerror = () => {
      script.remove()
      finish(false)
    }
    document.body.appendChild(script)
  }

  return () => {
    state = 'closed'
    window.clearTimeout(timer)
    observer?.disconnect()
    try {
      w.Ecwid?.destroy?.()
    } catch {
      /* a half-loaded store: nothing to destroy */
    }
    w._xnext_initialization_scripts = []
    removeLeftovers()
  }
}
