/** The staff audit dashboard on /seo-audit (src/features/audit-page/AuditDashboard.tsx). */
import { AuditDashboard } from './AuditDashboard.tsx'
import { defineIsland } from '../../islands/define.ts'

export default defineIsland('audit', AuditDashboard)
