/**
 * The element that a click held by the bootstrap (src/islands/islands-bootstrap.ts) was aimed at, if it is
 * inside the island: the island replays it once it runs. Its own module so that a plain behaviour's chunk
 * does not carry React.
 */
export function heldClick(element: HTMLElement, event?: Event): HTMLElement | undefined {
  const target = event?.type === 'click' ? event.target : undefined
  return target instanceof HTMLElement && element.contains(target) ? target : undefined
}
