/** A content problem a writer can act on: always names the file and the field (shared with the audit's config file). */
export { ContentError } from '../../packages/seo-audit/src/cli/json-issues.ts'
