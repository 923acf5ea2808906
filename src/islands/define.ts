/**
 * How a feature declares what the browser runs, once, in its own folder: a file
 * `src/features/<feature>/<name>.island.tsx` whose default export is `defineIsland('<name>', Component)`
 * (a React island), or `<name>.behaviour.ts` whose default export is
 * `{ name: '<name>', run } satisfies BehaviourSpec<Props>` (a plain module, no React). The build makes one
 * browser chunk of each such file (build/vite-plugin-islands/index.ts); a page renders the declaration with
 * `<Island of>` or `<Behaviour of>` (./Island.tsx), so the name is written only in the declaration and a
 * misspelt island, or missing props, is a type error.
 *
 * A behaviour's declaration is a typed object, not a call: a helper module shared by the behaviours would
 * be one more script file for each of them to fetch.
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

export interface BehaviourSpec<P extends object = Record<never, never>> {
  /** The file's name before `.behaviour.ts`. */
  name: string
  /**
   * Enhances the static HTML inside `element`, given the props the page rendered beside it (its copy in
   * the page's language, say; `{}` when it has none).
   */
  run: (element: HTMLElement, props: P) => void
}
