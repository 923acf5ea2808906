/**
 * The shop's live counters (people viewing, orders today). They show only real numbers: data/site.json
 * switches each on together with `socialProof.source`, the URL of a JSON endpoint that answers
 * `{ "viewers": n, "ordersToday": n }`. The pre-rendered page has no counter; the browser fetches the
 * numbers after hydration and shows the ones it got. No answer, or no valid number: nothing is shown.
 */
import { useEffect, useState } from 'react'

export interface LiveCounts {
  viewers: number | null
  orders: number | null
}

export const NO_COUNTS: LiveCounts = { viewers: null, orders: null }

const count = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : null)

/** The endpoint's answer as counts; anything but a non-negative integer is no number at all. */
export function parseLiveCounts(json: unknown): LiveCounts {
  if (typeof json !== 'object' || json === null) return NO_COUNTS
  const o = json as Record<string, unknown>
  return { viewers: count(o.viewers), orders: count(o.ordersToday) }
}

export interface SocialProofConfig {
  showViewers: boolean
  showOrders: boolean
  source: string
}

/** Fetches the counts that are switched on; an error or a bad answer gives none. */
export async function fetchLiveCounts(config: SocialProofConfig, fetcher: typeof fetch = fetch): Promise<LiveCounts> {
  if (!config.source || !(config.showViewers || config.showOrders)) return NO_COUNTS
  try {
    const response = await fetcher(config.source, { headers: { accept: 'application/json' }, cache: 'no-store' })
    if (!response.ok) return NO_COUNTS
    const counts = parseLiveCounts(await response.json())
    return { viewers: config.showViewers ? counts.viewers : null, orders: config.showOrders ? counts.orders : null }
  } catch {
    return NO_COUNTS
  }
}

export function useLiveCounts(config: SocialProofConfig): LiveCounts {
  const [counts, setCounts] = useState<LiveCounts>(NO_COUNTS)
  const { showViewers, showOrders, source } = config
  useEffect(() => {
    let active = true
    void fetchLiveCounts({ showViewers, showOrders, source }).then((c) => active && setCounts(c))
    return () => {
      active = false
    }
  }, [showViewers, showOrders, source])
  return counts
}
