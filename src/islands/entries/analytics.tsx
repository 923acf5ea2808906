/** Analytics and the consent banner, on every page of a site that configured an id (src/features/consent/SiteAnalytics.tsx). */
import { SiteAnalytics } from '../../features/consent/SiteAnalytics.tsx'
import { defineIsland } from '../Island.tsx'

export default defineIsland('analytics', SiteAnalytics)
