import { lazy, Suspense } from 'react'

const NotFound = lazy(async () => ({ default: (await import('../NotFound.tsx')).Component }))

/** The not-found page, for a route whose content item does not exist (an unknown post slug or listing page). */
export function MissingPage() {
  return (
    <Suspense fallback={null}>
      <NotFound />
    </Suspense>
  )
}
