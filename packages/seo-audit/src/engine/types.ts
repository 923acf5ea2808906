/**
 * Public types of the audit engine. The engine is pure: it is given file
 * contents and returns findings; the CLI (fs) and the /seo-audit page (fetch)
 * are adapters around it.
 */
export type * from './audit-input.ts'
export type * from './audit-result.ts'
export type * from './page-facts.ts'
