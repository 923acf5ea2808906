/** The build chooser (src/features/chooser/Chooser.tsx). */
import { Chooser } from './Chooser.tsx'
import { defineIsland } from '../../islands/define.ts'

export default defineIsland('chooser', Chooser)
