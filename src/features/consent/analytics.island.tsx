/** Analytics and the consent banner, on every page of a site that configured an id (src/features/consent/SiteAnalytics.tsx). */
import { SiteAnalytics } from './SiteAnalytics.tsx'
import { defineIsland } from '../../islands/define.ts'

export default defineIsland('analytics', SiteAnalytics)
