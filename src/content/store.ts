/**
 * Content that grows with the number of posts (a post's body, a page of the
 * blog listing) reaches the browser as one JSON file per item, fetched by key
 * (`/content/{key}.json`, written by the content plugin), so the entry chunk
 * and each screen's chunk stay the same size whatever the post count.
 *
 * The pre-renderer gets every item up front (`provideContent`, server build
 * only). In the browser the item of the first page is fetched before
 * hydration (`fetchContent` in the route's `lazy`), so the hydrated tree
 * matches the HTML; after a client-side navigation `useContent` returns
 * `undefined` until the item has arrived, then renders it.
 */
import { useEffect, useSyncExternalStore } from 'react'

const values = new Map<string, unknown>()
const pending = new Map<string, Promise<unknown>>()
const listeners = new Set<() => void>()

export function contentUrl(key: string) {
  return `/content/${key}.json`
}

/** Server build: every item of this build at once. */
const provided = new WeakSet<object>()
export function provideContent(all: Readonly<Record<string, unknown>>) {
  if (provided.has(all)) return
  provided.add(all)
  for (const [key, value] of Object.entries(all)) values.set(key, value)
}

/** Fetches one item (once); `null` when the site has no such item (a 404). */
export function fetchContent<T>(key: string): Promise<T | null> {
  if (values.has(key)) return Promise.resolve(values.get(key) as T)
  let request = pending.get(key)
  if (!request) {
    request = fetch(contentUrl(key)).then(
      async (response) => {
        const value: unknown = response.ok ? await response.json() : null
        values.set(key, value)
        pending.delete(key)
        for (const listener of listeners) listener()
        return value
      },
      (error: unknown) => {
        pending.delete(key)
        throw error
      },
    )
    pending.set(key, request)
  }
  return request as Promise<T | null>
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The item for `key`: its value, `null` when it does not exist, `undefined` while it loads (or without a key). */
export function useContent<T>(key: string | undefined): T | null | undefined {
  const get = () => (key === undefined ? undefined : (values.get(key) as T | null | undefined))
  const value = useSyncExternalStore(subscribe, get, get)
  useEffect(() => {
    if (key !== undefined && !values.has(key)) void fetchContent(key).catch(() => undefined)
  }, [key])
  return value
}
