/**
 * Content that grows with the number of posts (a post's body, a page of the blog listing) is read by
 * key while pages are pre-rendered: the server build gets every item at once (`provideContent`, from
 * the content plugin, in memory) and each screen reads its own with `useContent`. The browser never
 * renders these screens, so nothing here is fetched.
 */
const values = new Map<string, unknown>()

const provided = new WeakSet<object>()
export function provideContent(all: Readonly<Record<string, unknown>>) {
  if (provided.has(all)) return
  provided.add(all)
  for (const [key, value] of Object.entries(all)) values.set(key, value)
}

/** The item for `key`, `null` when the site has no such item, `undefined` without a key. */
export function useContent<T>(key: string | undefined): T | null | undefined {
  if (key === undefined) return undefined
  return values.has(key) ? (values.get(key) as T) : null
}
