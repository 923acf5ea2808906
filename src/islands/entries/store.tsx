/** The shop's embedded Ecwid store (src/features/store/StoreSection.tsx). */
import { StoreSection } from '../../features/store/StoreSection.tsx'
import { defineIsland } from '../Island.tsx'

export default defineIsland('store', StoreSection)
