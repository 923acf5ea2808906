/**
 * The shop's social-proof counters (SPEC section 9): computed once per browser
 * session from a stored seed. The server renders the defaults, the browser
 * swaps in the session's values after hydration. Each can be switched off in
 * data/site.json (`socialProof`).
 */
import { useEffect, useState } from 'react'

export const DEFAULT_VIEWERS = 47
export const DEFAULT_ORDERS = 12
export const SEED_KEY = 'falconpc-social-seed'

/** 35–65 people viewing. */
export function viewersFor(seed: number): number {
  return 35 + (seed % 31)
}

/** 8–18 orders. */
export function ordersFor(seed: number): number {
  return 8 + (seed % 11)
}

function sessionSeed(): number | null {
  try {
    const stored = sessionStorage.getItem(SEED_KEY)
    if (stored && /^\d+$/.test(stored)) return Number(stored)
    const seed = Math.floor(Math.random() * 1_000_000)
    sessionStorage.setItem(SEED_KEY, String(seed))
    return seed
  } catch {
    // Storage blocked: keep the defaults.
    return null
  }
}

export function useSocialProof() {
  const [counts, setCounts] = useState({ viewers: DEFAULT_VIEWERS, orders: DEFAULT_ORDERS })
  useEffect(() => {
    const seed = sessionSeed()
    if (seed !== null) setCounts({ viewers: viewersFor(seed), orders: ordersFor(seed) })
  }, [])
  return counts
}
