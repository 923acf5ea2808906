/** The shop's live counters, only when data/site.json switches them on with a real source (src/features/store/LiveCounts.tsx). */
import { LiveCounts } from './LiveCounts.tsx'
import { defineIsland } from '../../islands/define.ts'

export default defineIsland('live-counts', LiveCounts)
