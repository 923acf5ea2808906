/** The contact page's 3-step quote form (src/features/quote/QuoteSection.tsx). */
import { QuoteSection } from '../../features/quote/QuoteSection.tsx'
import { defineIsland } from '../Island.tsx'

export default defineIsland('quote', QuoteSection)
