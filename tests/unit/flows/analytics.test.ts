import { describe, expect, it } from 'vitest'
import { Tracker, analyticsIds, hasAnalytics, memoryLedger, type Sink } from '../../../src/lib/analytics.ts'

function recorder() {
  const calls: unknown[][] = []
  const sink: Sink = { gtag: (...a) => calls.push(['gtag', ...a]), fbq: (...a) => calls.push(['fbq', ...a]) }
  return { calls, sink }
}
const both = { gaId: 'G-TEST123', pixelId: '1234567890' }
const denied = { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' }
const granted = { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' }

describe('analyticsIds', () => {
  it('treats the placeholder and an empty pixel id as not configured', () => {
    expect(analyticsIds({ gaMeasurementId: 'G-XXXXXXXXXX', metaPixelId: '' })).toEqual({})
    expect(hasAnalytics(analyticsIds({ gaMeasurementId: 'G-XXXXXXXXXX', metaPixelId: '' }))).toBe(false)
    expect(analyticsIds({ gaMeasurementId: '', metaPixelId: '' })).toEqual({})
    expect(analyticsIds({ gaMeasurementId: 'G-ABC123', metaPixelId: '' })).toEqual({ gaId: 'G-ABC123' })
    expect(analyticsIds({ gaMeasurementId: 'G-XXXXXXXXXX', metaPixelId: '42' })).toEqual({ pixelId: '42' })
  })
})

describe('Tracker', () => {
  it('sets consent to denied before anything else, then configures without an automatic page view', () => {
    const { calls, sink } = recorder()
    const now = new Date(0)
    new Tracker(both, sink).start(undefined, now)
    expect(calls).toEqual([
      ['gtag', 'consent', 'default', { ...denied, wait_for_update: 500 }],
      ['gtag', 'js', now],
      ['gtag', 'config', 'G-TEST123', { send_page_view: false }],
      ['fbq', 'consent', 'revoke'],
      ['fbq', 'init', '1234567890'],
    ])
  })

  it('applies a remembered "granted" right after the default', () => {
    const { calls, sink } = recorder()
    new Tracker(both, sink).start('granted')
    expect(calls.slice(0, 2)).toEqual([
      ['gtag', 'consent', 'default', { ...denied, wait_for_update: 500 }],
      ['gtag', 'consent', 'update', granted],
    ])
    expect(calls).toContainEqual(['fbq', 'consent', 'grant'])
  })

  it('updates consent when the visitor answers', () => {
    const { calls, sink } = recorder()
    const t = new Tracker(both, sink)
    t.consent('granted')
    t.consent('denied')
    expect(calls).toEqual([
      ['gtag', 'consent', 'update', granted],
      ['fbq', 'consent', 'grant'],
      ['gtag', 'consent', 'update', denied],
      ['fbq', 'consent', 'revoke'],
    ])
  })

  it('sends quote_request with category, label and value, and a Lead pixel event in AED', () => {
    const { calls, sink } = recorder()
    const t = new Tracker(both, sink)
    t.quoteRequest({ buildType: 'Gaming', budget: '5000-8000' })
    t.quoteRequest()
    expect(calls).toEqual([
      ['gtag', 'event', 'quote_request', { event_category: 'conversion', event_label: 'Gaming', value: '5000-8000' }],
      ['fbq', 'track', 'Lead', { currency: 'AED', value: 0 }],
      ['gtag', 'event', 'quote_request', { event_category: 'conversion', event_label: 'Custom', value: 'Not specified' }],
      ['fbq', 'track', 'Lead', { currency: 'AED', value: 0 }],
    ])
  })

  it('has the CTA and contact defaults of SPEC section 7', () => {
    const { calls, sink } = recorder()
    const t = new Tracker(both, sink)
    t.cta()
    t.cta('Navigation Quote', 'navigation')
    t.contact('Email')
    t.stickyButton()
    expect(calls).toEqual([
      ['gtag', 'event', 'cta_click', { event_category: 'conversion', event_label: 'Custom Gaming PC', source: 'website' }],
      ['gtag', 'event', 'cta_click', { event_category: 'conversion', event_label: 'Navigation Quote', source: 'navigation' }],
      ['gtag', 'event', 'contact', { event_category: 'conversion', event_label: 'General Inquiry', method: 'Email', contact_type: 'General Inquiry' }],
      ['fbq', 'track', 'Contact', { currency: 'AED', value: 0 }],
      ['gtag', 'event', 'sticky_button_click', { event_category: 'conversion', event_label: 'WhatsApp Chat', source: 'sticky' }],
      ['fbq', 'track', 'Contact', { currency: 'AED', value: 0 }],
    ])
  })

  it('sends one purchase per order number, with value and AED', () => {
    const { calls, sink } = recorder()
    const ledger = memoryLedger()
    const t = new Tracker(both, sink, ledger)
    expect(t.purchase({ orderNumber: 1042, total: 3499.5 })).toBe(true)
    expect(t.purchase({ orderNumber: '1042', total: 3499.5 })).toBe(false)
    expect(t.purchase({ orderNumber: '' })).toBe(false)
    // A later page (same ledger, e.g. localStorage) does not report it again either.
    expect(new Tracker(both, sink, ledger).purchase({ orderNumber: 1042 })).toBe(false)
    expect(calls).toEqual([
      ['gtag', 'event', 'purchase', { transaction_id: '1042', value: 3499.5, currency: 'AED' }],
      ['fbq', 'track', 'Purchase', { value: 3499.5, currency: 'AED' }, { eventID: 'order-1042' }],
    ])
  })

  it('only calls the tags that are configured', () => {
    const { calls, sink } = recorder()
    const t = new Tracker({ pixelId: '1' }, sink)
    t.start(undefined)
    t.pageView({ path: '/', title: 'Home', location: 'https://x/' })
    t.quoteRequest()
    expect(calls.every((c) => c[0] === 'fbq')).toBe(true)
    expect(calls).toContainEqual(['fbq', 'track', 'PageView'])
    const none = recorder()
    const off = new Tracker({}, none.sink)
    off.start('granted')
    off.purchase({ orderNumber: 1, total: 1 })
    expect(none.calls).toEqual([])
  })
})
