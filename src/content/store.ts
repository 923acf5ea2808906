/**
 * Content that grows with the number of posts (a post's body, a page of the blog listing) is read by
 * key while pages are pre-rendered: the server build gets every item at once (`provideContent`, from
 * the content plugin, in memory) and each screen reads its own with `useContent`. The browser never
 * renders these screens, so nothing here is fetched.
 */
import { useContext } from 'react'
import { UNSAFE_LocationContext } from 'react-router-dom'

const values = new Map<string, unknown>()
/**
 * The build's page cache (build/cache/page-cache.ts) records which items each page reads, to render again
 * only the pages whose items changed: set by the renderer's process, absent anywhere else.
 */
const READS = Symbol.for('falcon-pc:content-reads')
type Recorder = (pathname: string, key: string) => void

const provided = new WeakSet<object>()
export function provideContent(all: Readonly<Record<string, unknown>>) {
  if (provided.has(all)) return
  provided.add(all)
  for (const [key, value] of Object.entries(all)) values.set(key, value)
}

/** The item for `key`, `null` when the site has no such item, `undefined` without a key. */
export function useContent<T>(key: string | undefined): T | null | undefined {
  // The context, not useLocation(): a screen rendered outside a router (a unit test) reads content too.
  const pathname = useContext(UNSAFE_LocationContext)?.location.pathname
  if (key === undefined) return undefined
  const record = (globalThis as { [READS]?: Recorder })[READS]
  if (record && pathname !== undefined) record(pathname, key)
  return values.has(key) ? (values.get(key) as T) : null
}
