/**
 * Islands: the only parts of a page the browser runs. Every page is a static document pre-rendered by
 * React; a component marked as an island is rendered in place inside a `<falcon-island>` element that
 * carries its name, its props (JSON) and when it should start. The build adds the address of the
 * island's own chunk (build/vite-plugin-islands/index.ts) and the page's one inline bootstrap starts it at the
 * right moment (src/islands/bootstrap.ts). A page without islands loads no script file at all.
 *
 * Two kinds, by the entry file's extension in src/islands/entries/:
 * - `name.tsx`: a React component, hydrated in place with its props (`defineIsland`);
 * - `name.ts`: a plain behaviour, `(element) => void`, for small things that need no React
 *   (share, device modes, the moved-post notice). Its children are the static HTML it enhances; props
 *   it is given (its copy in the page's language) are in `element.dataset.props`, as JSON.
 */
import type { ComponentType, ReactNode } from 'react'

/**
 * When an island starts: at once, when the browser is idle, when it comes near the viewport, or on the first
 * click in it. Whichever it is, a click in it before it runs starts it at once and is replayed once it runs.
 */
export type IslandWhen = 'load' | 'idle' | 'visible' | 'interaction'

export interface IslandSpec<P extends object> {
  /** The entry file's name in src/islands/entries/ (tests/unit/islands.test.ts checks they agree). */
  name: string
  Component: ComponentType<P>
}

/** A React island: the component and the name of its entry file. */
export function defineIsland<P extends object>(name: string, Component: ComponentType<P>): IslandSpec<P> {
  return { name, Component }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'falcon-island': { 'data-island': string; 'data-when': IslandWhen; 'data-props'?: string; children?: ReactNode }
    }
  }
}

/** Renders a React island in place, with its props serialised beside it for hydration. */
export function Island<P extends object>({ of, props, when = 'visible' }: { of: IslandSpec<P>; props: P; when?: IslandWhen }) {
  const { Component } = of
  return (
    <falcon-island data-island={of.name} data-when={when} data-props={JSON.stringify(props)}>
      <Component {...props} />
    </falcon-island>
  )
}

/** Static HTML enhanced by a plain behaviour (src/islands/entries/{name}.ts), with the props it reads, if any. */
export function Behaviour({ name, when = 'interaction', props, children }: { name: string; when?: IslandWhen; props?: object; children: ReactNode }) {
  return (
    <falcon-island data-island={name} data-when={when} data-props={props ? JSON.stringify(props) : undefined}>
      {children}
    </falcon-island>
  )
}
