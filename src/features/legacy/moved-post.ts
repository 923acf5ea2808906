/**
 * An old link to a post that no longer exists lands on /blog. The resolver (404.html's script, or the
 * Not-found page after an in-app navigation) leaves the slug in sessionStorage; the blog shows a short
 * notice once, after hydration, so the pre-rendered /blog stays the same for everyone else.
 */
export const MOVED_POST_KEY = 'falconpc-moved-post'

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>

const session = (): Storage | null => {
  try {
    return window.sessionStorage
  } catch {
    return null // storage blocked: the visitor still lands on /blog, without the notice
  }
}

export function rememberMovedPost(slug: string, storage: Storage | null = session()) {
  try {
    storage?.setItem(MOVED_POST_KEY, slug)
  } catch {
    /* full or blocked */
  }
}

/** The slug left by the resolver, once (it is removed as it is read). */
export function takeMovedPost(storage: Storage | null = session()): string | null {
  try {
    const slug = storage?.getItem(MOVED_POST_KEY) ?? null
    storage?.removeItem(MOVED_POST_KEY)
    return slug
  } catch {
    return null
  }
}
