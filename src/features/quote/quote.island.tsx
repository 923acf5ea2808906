/** The contact page's 3-step quote form (src/features/quote/QuoteSection.tsx). */
import { QuoteSection } from './QuoteSection.tsx'
import { defineIsland } from '../../islands/define.ts'

export default defineIsland('quote', QuoteSection)
