/** The price-match request form (src/features/email/PriceMatchRequest.tsx). */
import { PriceMatchRequest } from './PriceMatchRequest.tsx'
import { defineIsland } from '../../islands/define.ts'

export default defineIsland('price-match', PriceMatchRequest)
