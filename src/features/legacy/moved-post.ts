/**
 * An old link to a post that no longer exists lands on `/blog#post-moved` (the 404 page's resolver,
 * src/features/legacy/legacy-redirect-entry.ts); the blog shows a short notice for that fragment only,
 * with CSS (`:target`), so the page needs no script and stays the same for everyone else.
 */
export const MOVED_POST_ANCHOR = 'post-moved'
