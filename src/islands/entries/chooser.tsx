/** The build chooser (src/features/chooser/Chooser.tsx). */
import { Chooser } from '../../features/chooser/Chooser.tsx'
import { defineIsland } from '../Island.tsx'

export default defineIsland('chooser', Chooser)
