/**
 * How much of a title and a description search results show. One module for
 * the content schemas, the page table and the audit, so `npm run check`
 * passes exactly what the audit (and so CI) accepts. Pure: no imports.
 */
export const TITLE_MAX = 60
export const DESCRIPTION_MAX = 160
