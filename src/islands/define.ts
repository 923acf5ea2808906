/**
 * How a feature declares what the browser runs, once, in its own folder: a file
 * `src/features/<feature>/<name>.island.tsx` whose default export is `defineIsland('<name>', Component)`
 * (a React island), or `<name>.behaviour.ts` whose default export is `defineBehaviour('<name>', run)` (a
 * plain module, no React). The build makes one browser chunk of each such file (scripts/lib/islands.ts);
 * a page renders the declaration with `<Island of>` or `<Behaviour of>` (./Island.tsx), so the name is
 * written only here and a misspelt island is a type error. No React import here: a behaviour's chunk
 * carries this module.
 */
import type { ComponentType } from 'react'

export interface IslandSpec<P extends object> {
  /** The file's name before `.island.tsx` (tests/unit/islands/islands.test.tsx checks they agree). */
  name: string
  Component: ComponentType<P>
}

/** A React island: its file's name and the component hydrated with its props. */
export function defineIsland<P extends object>(name: string, Component: ComponentType<P>): IslandSpec<P> {
  return { name, Component }
}

export interface BehaviourSpec<P extends object> {
  /** The file's name before `.behaviour.ts`. */
  name: string
  /**
   * Enhances the static HTML inside `element`, given the props the page rendered beside it (its copy in
   * the page's language, say; `{}` when it has none).
   */
  run: (element: HTMLElement, props: P) => void
}

/** A plain behaviour: its file's name and what it does to its static markup. */
export function defineBehaviour<P extends object = Record<never, never>>(name: string, run: (element: HTMLElement, props: P) => void): BehaviourSpec<P> {
  return { name, run }
}
