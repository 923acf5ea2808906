/** The shop's live counters, only when data/site.json switches them on with a real source (src/pages/shared/LiveCounts.tsx). */
import { LiveCounts } from '../../pages/shared/LiveCounts.tsx'
import { defineIsland } from '../Island.tsx'

export default defineIsland('live-counts', LiveCounts)
