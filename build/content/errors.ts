/** A content problem a writer can act on: always names the file and the field (shared with the audit's config file). */
export { ContentError } from 'seo-audit/json-issues'
