/** Values derived from the build date, so structured data never goes stale. */
export interface BuildInfo {
  /** YYYY-MM-DD of the build. */
  builtOn: string
  /** YYYY-MM-DD, 180 days after the build: offers stay valid between deploys. */
  priceValidUntil: string
}

export function buildInfoFor(now: Date): BuildInfo {
  const day = (d: Date) => d.toISOString().slice(0, 10)
  const until = new Date(now.getTime() + 180 * 24 * 3600 * 1000)
  return { builtOn: day(now), priceValidUntil: day(until) }
}
