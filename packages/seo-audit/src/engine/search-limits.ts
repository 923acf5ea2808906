/**
 * Text lengths the audit judges pages by: how much of a title and a description search results show
 * (one module for the content schemas, the page table and the audit, so `npm run check` passes exactly
 * what the audit, and so CI, accepts), and when a page's text is thin. Pure: no imports.
 */
export const TITLE_MAX = 60
export const DESCRIPTION_MAX = 160
/** Below this much visible text the whole body is searched for soft-404 wording, not just title and h1. */
export const THIN_CONTENT = 500
