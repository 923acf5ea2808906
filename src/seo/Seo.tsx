import { useEffect, useState } from 'react'
import type { SeoProps, SeoTags } from './SeoTags.tsx'
import { ServerTags } from './server-tags.ts'

export type { SeoProps }

/**
 * The one owner of every head tag: title, description, canonical, social cards and JSON-LD
 * (SeoTags.tsx). The pre-renderer writes them into each page's HTML. In the browser the
 * page a visitor opens already has the right head, so the tags and their code
 * (SeoTags.tsx) load with the first in-app navigation, and each screen from then on
 * rewrites the head (src/seo/head-client.tsx).
 */
export function Seo(props: SeoProps) {
  return import.meta.env.SSR ? <ServerTags {...props} /> : <SeoAfterNavigation {...props} />
}

type Tags = typeof SeoTags
/** True once the page the visitor opened has hydrated: every Seo mounted later belongs to a screen reached in the app. */
let openedPageHydrated = false
let tags: Tags | null = null
let tagsModule: Promise<Tags> | undefined
function loadTags(): Promise<Tags> {
  tagsModule ??= import('./SeoTags.tsx').then(
    (m) => (tags = m.SeoTags),
    (error: unknown) => {
      tagsModule = undefined
      throw error
    },
  )
  return tagsModule
}

function SeoAfterNavigation(props: SeoProps) {
  const [needed] = useState(() => openedPageHydrated)
  const [Loaded, setLoaded] = useState<Tags | null>(() => (needed ? tags : null))
  useEffect(() => {
    openedPageHydrated = true
    if (!needed || Loaded) return
    let active = true
    loadTags().then(
      (T) => active && setLoaded(() => T),
      () => undefined,
    )
    return () => {
      active = false
    }
  }, [needed, Loaded])
  return Loaded ? <Loaded {...props} /> : null
}
