/**
 * The inline script of a page with islands (minified by build/pages/page-html.ts; one hash in the
 * Content-Security-Policy, since its text is the same on every page): each `<falcon-island>` starts its
 * own chunk when its `data-when` says, once the first contentful paint is recorded: at once, when the browser is idle,
 * near the viewport, or on the first click.
 *
 * A click on a link or a button inside an island that has not run yet is never lost: it is held here (its
 * default action, a `mailto:` link or a form's submission, does not happen), the island's chunk is asked
 * for at once, and the island gets the clicked element to click again once it runs (src/islands/hydrate.tsx,
 * build/vite-plugin-islands/index.ts). A held link the island has not taken after 8 s, or whose chunk failed for good,
 * does the link's own job after all.
 */
export {}

const d = document
/** When the browser is idle; without requestIdleCallback, at once (an options object counts as a 0 ms delay). */
const idle = window.requestIdleCallback ?? setTimeout

/** `e`: the link or button of the first click held before the island ran; `n`: set while it is followed natively. */
type IslandElement = HTMLElement & { started?: boolean; done?: boolean; e?: HTMLElement; n?: boolean }

/** A held link the island has not taken yet does its own job after all (the chunk failed, or is not here yet). */
function follow(island: IslandElement) {
  const link = island.done ? undefined : island.e?.closest<HTMLElement>('a[href]')
  if (!link) return
  island.e = undefined
  island.n = true
  link.click()
  island.n = false
}

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
    (m: { default: (el: HTMLElement, held?: HTMLElement) => void }) => {
      if (!island.done) {
        island.done = true
        m.default(island, island.e)
        // What the island may import later (the quote's later steps, a dialog) is handed to the service worker
        // once there is one: it keeps those files, so a tab left open across a deploy (after which the host
        // serves only the new build's files) can still go on to step 2. The page itself fetches nothing more.
        if (data.later) navigator.serviceWorker?.ready.then((r) => r.active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: data.later!.split(' ') } }))
      }
    },
    (error) => {
      if (attempt < 2) again(3000)
      else if (!island.done) {
        // Given up: the next click tries again, and a held click on a link follows the link.
        island.started = false
        console.error(error)
        follow(island)
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
    // Only what acts (a link, a button), and only a plain click: a checkbox, a field or a select does its own
    // job at once, and the island takes in its value when it runs (src/islands/typed.ts); a click with a
    // modifier key (a new tab, a download) is the browser's.
    const control = (event.target as Element).closest?.<HTMLElement>('a[href],button')
    const island = control?.closest<IslandElement>('falcon-island[data-src]')
    if (!island || island.done || island.n || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    event.stopPropagation()
    if (!island.e) {
      island.e = control!
      // A link still waiting after 8 s (a network that holds the chunk back) is followed as it is.
      setTimeout(follow, 8000, island)
    }
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
