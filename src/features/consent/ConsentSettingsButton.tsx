import siteJson from 'virtual:data/site'
import { analyticsIds, hasAnalytics } from '../../lib/analytics.ts'

/** Only the data files this module reads (each is its own module, so chunks stay small). */
const data = { site: siteJson }

export const REOPEN_CONSENT_EVENT = 'falconpc:consent-settings'

/**
 * "Cookie settings": shows the consent banner again so the visitor can change
 * their answer (for the footer). Renders nothing while no analytics id is
 * configured, since then nothing is ever stored or sent. `label` is consent.json's `settings` in the page's language.
 */
export function ConsentSettingsButton({ label, className = 'link-button' }: { label: string; className?: string }) {
  if (!hasAnalytics(analyticsIds(data.site.analytics))) return null
  return (
    <button type="button" className={className} onClick={() => window.dispatchEvent(new Event(REOPEN_CONSENT_EVENT))}>
      {label}
    </button>
  )
}
