/** The staff audit dashboard on /seo-audit (src/features/audit-page/AuditDashboard.tsx). */
import { AuditDashboard } from '../../features/audit-page/AuditDashboard.tsx'
import { defineIsland } from '../Island.tsx'

export default defineIsland('audit', AuditDashboard)
