import { useEffect, useState, type ComponentType } from 'react'

/**
 * Renders a component from a lazily loaded module after hydration (nothing on
 * the server, nothing on the first client render, so they always match).
 * `when` false means the module is never requested.
 */
export function Deferred({ load, when = true }: { load: () => Promise<ComponentType>; when?: boolean }) {
  const [Loaded, setLoaded] = useState<ComponentType | null>(null)
  useEffect(() => {
    if (!when) return
    let active = true
    void load().then((C) => active && setLoaded(() => C))
    return () => {
      active = false
    }
  }, [load, when])
  return Loaded ? <Loaded /> : null
}
