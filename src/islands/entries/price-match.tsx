/** The price-match request form (src/features/email/PriceMatchRequest.tsx). */
import { PriceMatchRequest } from '../../features/email/PriceMatchRequest.tsx'
import { defineIsland } from '../Island.tsx'

export default defineIsland('price-match', PriceMatchRequest)
