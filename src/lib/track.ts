/**
 * The page shell's door to analytics: whether a site configured it, and a way
 * to record an event that loads the analytics code only on such sites, so the
 * shell carries none of it otherwise.
 */
import site from 'virtual:data/site'
import { gaMeasurementId, metaPixelId } from './third-parties.ts'

export const analyticsConfigured = Boolean(gaMeasurementId(site) || metaPixelId(site))

type Analytics = typeof import('./analytics.ts')

/** Records an event through src/lib/analytics.ts, loaded on first use; nothing when analytics is off. */
export function trackLazily(record: (analytics: Analytics) => void) {
  if (analyticsConfigured) void import('./analytics.ts').then(record)
}
