/**
 * Hydrates one React island (browser only): the component with the props the pre-renderer serialised
 * beside it. Once React has committed and the island's own first effects have been rendered (a form
 * taking in what was typed before it ran, a restored draft), the island carries `data-ready` (what tests
 * and tools wait for), and a click the bootstrap held for it is replayed.
 */
import { startTransition, useEffect, useState, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import type { IslandSpec } from './define.ts'
import { ErrorBoundary } from './ErrorBoundary.tsx'

export function hydrateIsland<P extends object>(spec: IslandSpec<P>, element: HTMLElement, held?: HTMLElement) {
  const props = JSON.parse(element.dataset.props ?? '{}') as P
  const { Component } = spec
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
  // thread for the whole island: a tap or a keystroke during it is handled at once.
  startTransition(() => {
    hydrateRoot(
      element,
      <ErrorBoundary>
        <Ready element={element} held={held}>
          <Component {...props} />
        </Ready>
      </ErrorBoundary>,
      {
        onRecoverableError: (error) => console.warn(`Island ${spec.name}:`, error),
      },
    )
  })
}

/**
 * Marks the island ready one render after hydration: state that the island's components set in their
 * first effects is batched with this component's, so by the second effect it is on the screen, and a
 * replayed click meets the island as the visitor sees it.
 */
function Ready({ element, held, children }: { element: HTMLElement; held?: HTMLElement; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => {
    if (!hydrated) return setHydrated(true)
    element.setAttribute('data-ready', '')
    if (held?.isConnected) setTimeout(() => held.click())
  }, [element, held, hydrated])
  return children
}
