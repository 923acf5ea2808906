/**
 * Islands: the only parts of a page the browser runs. Every page is a static document pre-rendered by
 * React; a component marked as an island is rendered in place inside a `<falcon-island>` element that
 * carries its name, its props (JSON) and when it should start. The build adds the address of the
 * island's own chunk (build/vite-plugin-islands/index.ts) and the page's one inline bootstrap starts it at the
 * right moment (src/islands/islands-bootstrap.ts). A page without islands loads no script file at all.
 *
 * Two kinds, each declared once in its feature's folder (./define.ts):
 * - `<name>.island.tsx`: a React component, hydrated in place with its props (`defineIsland`);
 * - `<name>.behaviour.ts`: a plain behaviour (`defineBehaviour`), for small things that need no React
 *   (share, the store loader, the assembly animation). Its children are the static HTML it enhances;
 *   the props it is given (its copy in the page's language) are in `element.dataset.props`, as JSON.
 *
 * This runtime knows no feature: it imports nothing from features, pages, app or components.
 */
import type { ReactNode } from 'react'
import type { BehaviourSpec, IslandSpec } from './define.ts'

/**
 * When an island starts: at once, when the browser is idle, when it comes near the viewport, or on the first
 * click in it. Whichever it is, a click in it before it runs starts it at once and is replayed once it runs.
 */
export type IslandWhen = 'load' | 'idle' | 'visible' | 'interaction'

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

/** A behaviour's props: required when it reads some, left out when it reads none. */
type BehaviourProps<P extends object> = keyof P extends never ? { props?: P } : { props: P }

/** Static HTML enhanced by a plain behaviour (a feature's `<name>.behaviour.ts`), with the props it reads, if any. */
export function Behaviour<P extends object>({ of, when = 'interaction', props, children }: { of: BehaviourSpec<P>; when?: IslandWhen; children: ReactNode } & BehaviourProps<P>) {
  return (
    <falcon-island data-island={of.name} data-when={when} data-props={props ? JSON.stringify(props) : undefined}>
      {children}
    </falcon-island>
  )
}
