/**
 * Imported first by src/main.tsx: a page opened over plain http (except on
 * localhost) reloads itself over https. Hosts should redirect on their own
 * (see README, Deployment); this covers the ones that do not.
 */
import { httpsUpgradeUrl } from './https-upgrade.ts'

if (typeof window !== 'undefined') {
  const to = httpsUpgradeUrl(window.location.href)
  if (to) window.location.replace(to)
}
