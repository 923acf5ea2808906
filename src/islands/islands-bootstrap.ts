/**
 * The inline script of a page with islands (minified by scripts/lib/page-html.ts; one hash in the
 * Content-Security-Policy, since its text is the same on every page): each `<falcon-island>` starts its
 * own chunk when its `data-when` says, once the first contentful paint is recorded: at once, when the browser is idle,
 * near the viewport, or on the first click.
 *
 * A click on a link or a button inside an island that has not run yet is never lost: it is held here (its
 * default action, a `mailto:` link or a form's submission, does not happen), the island's chunk is asked
 * for at once, and the island gets the clicked element to click again once it runs (src/islands/hydrate.tsx,
 * scripts/lib/islands.ts). If the chunk never arrives, a held click on a link does the link's own job after all.
 */
export {}

const d = document
/** When the browser is idle; without requestIdleCallback, at once (an options object counts as a 0 ms delay). */
const idle = window.requestIdleCallback ?? setTimeout

/** `e`: the first click held before the island ran; `n`: set while that click is sent on natively. */
type IslandElement = HTMLElement & { started?: boolean; done?: boolean; e?: Event; n?: boolean }

function start(island: IslandElement, attempt = 0) {
  if (attempt ? island.done : island.started) return
  island.started = true
  const data = island.dataset
  // The chunks the island's chunk imports, fetched beside it rather than after it (once: a retry finds them).
  // (The build writes `data-deps` only when there are some, one space between them.)
  if (!attempt) data.deps?.split(' ').map((href) => d.head.append(Object.assign(d.createElement('link'), { rel: 'modulepreload', href })))
  // A chunk that fails to arrive is asked for again, twice at most, under a new address (a browser may keep
  // a failed import's result for its address for the page's life): 3 s after a failure, or once a request
  // has had no answer for 6 s (a phone's network loses a request more often than it fails it, and a
  // browser waits minutes before it gives up). The first to arrive starts the island; `data-retries`
  // counts the retries (the field test reports them).
  let again = (delay: number) => {
    again = () => {}
    if (attempt < 2 && !island.done) setTimeout(start, delay, island, (data.retries = attempt + 1 as never))
  }
  setTimeout(again, 6000, 0)
  import(data.src + (attempt ? '?retry=' + attempt : '')).then(
    (m: { default: (el: HTMLElement, held?: EventTarget | null) => void }) => {
      if (!island.done) (island.done = true), m.default(island, island.e?.target)
    },
    (error) => {
      if (attempt < 2) again(3000)
      else if (!island.done) {
        // Given up: the next click tries again, and a held click on a link follows the link.
        island.started = false
        console.error(error)
        const link = (island.e?.target as Element | undefined)?.closest<HTMLElement>('a[href]')
        island.e = undefined
        island.n = true
        link?.click()
        island.n = false
      }
    },
  )
}

function startAll() {
  for (const island of d.querySelectorAll<IslandElement>('falcon-island[data-src]')) {
    const when = island.dataset.when
    if (when === 'idle') idle(() => start(island))
    else if (when === 'visible') {
      const observer = new IntersectionObserver(
        (entries) => {
          // The last entry is where the island is now.
          if (entries.pop()!.isIntersecting) {
            observer.disconnect()
            start(island)
          }
        },
        { rootMargin: '200px' },
      )
      observer.observe(island)
    } else if (when !== 'interaction') start(island)
  }
}

// A click on a link or button in an island that has not run: held for the island (the first one), and the island started now.
// Listened for from the start, before any island is due to start.
d.addEventListener(
  'click',
  (event) => {
    const target = event.target as Element
    // Only what acts (a link, a button): a checkbox, a field or a select does its own job at once, and the
    // island takes in its value when it runs (src/islands/typed.ts).
    const island = target.closest?.('a[href],button') && target.closest<IslandElement>('falcon-island[data-src]')
    if (!island || island.done || island.n) return
    event.preventDefault()
    event.stopPropagation()
    island.e ??= event
    start(island)
  },
  true,
)

// After the first contentful paint is recorded, and then when the main thread is first idle: an island
// never delays the first paint (a frame and a task were not enough: on a busy phone the browser records
// the paint later than that task runs), and a tap that arrives with the first paint (the menu) is
// handled before any island's script. A browser without paint timing (none that runs modules lacks
// PerformanceObserver), or a page not shown yet (prerendered), starts them after 3 s at the latest.
let started = false
const go = () => {
  if (started) return
  started = true
  idle(startAll, { timeout: 1500 } as never)
}
try {
  new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length) go()
  }).observe({ type: 'paint', buffered: true })
} catch {
  // No paint timing: the 3 s below.
}
setTimeout(go, 3000)
