/**
 * Hydrates one React island (browser only): the component with the props the pre-renderer serialised
 * beside it. Once React has committed, the island carries `data-ready` (what tests and tools wait for).
 */
import { startTransition, useEffect, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import type { IslandSpec } from './Island.tsx'
import { ErrorBoundary } from '../app/ErrorBoundary.tsx'

export function hydrateIsland<P extends object>(spec: IslandSpec<P>, element: HTMLElement, event?: Event) {
  const props = JSON.parse(element.dataset.props ?? '{}') as P
  const { Component } = spec
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
  // thread for the whole island: a tap or a keystroke during it is handled at once (issue 19's TBT).
  startTransition(() => {
    hydrateRoot(
      element,
      <ErrorBoundary>
        <Ready element={element}>
          <Component {...props} />
        </Ready>
      </ErrorBoundary>,
      {
        onRecoverableError: (error) => console.warn(`Island ${spec.name}:`, error),
      },
    )
  })
  // An island that starts on the first click gets that click again once React listens.
  if (event?.type === 'click' && event.target instanceof HTMLElement && element.contains(event.target)) {
    const target = event.target
    queueMicrotask(() => target.click())
  }
}

function Ready({ element, children }: { element: HTMLElement; children: ReactNode }) {
  useEffect(() => element.setAttribute('data-ready', ''), [element])
  return children
}
