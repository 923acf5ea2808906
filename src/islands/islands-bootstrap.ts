/**
 * The inline script of a page with islands (minified by scripts/lib/page-html.ts; one hash in the
 * Content-Security-Policy, since its text is the same on every page): each `<falcon-island>` starts its
 * own chunk when its `data-when` says, once the first contentful paint is recorded: at once, when the browser is idle,
 * near the viewport, or on the first click, which the island then gets to handle (src/islands/Island.tsx).
 */
export {}

const d = document
const w = window

function start(island: HTMLElement & { started?: boolean }, event?: Event, attempt = 0) {
  if (island.started) return
  island.started = true
  const data = island.dataset
  // The chunks the island's chunk imports, fetched beside it rather than after it (once: a retry finds them).
  if (!attempt)
    for (const href of (data.deps ?? '').split(' ')) if (href) d.head.append(Object.assign(d.createElement('link'), { rel: 'modulepreload', href }))
  // A chunk that fails to arrive (a phone's network drops a request) is asked for twice more, 2 and 4 s
  // later, under a new address: a browser may keep a failed import's result for its address for the
  // page's life. `data-retries` counts the retries (the field test reports them).
  import(data.src + (attempt ? '?retry=' + attempt : '')).then(
    (m: { default: (el: HTMLElement, event?: Event) => void }) => m.default(island, event),
    (error) => {
      island.started = false
      if (attempt < 2) setTimeout(start, ((data as Record<string, unknown>).retries = ++attempt) * 2000, island, event, attempt)
      else console.error(error)
    },
  )
}

function startAll() {
  for (const island of d.querySelectorAll<HTMLElement>('falcon-island[data-src]')) {
    const when = island.dataset.when
    if (when === 'idle') (w.requestIdleCallback ?? setTimeout)(() => start(island))
    else if (when === 'visible') {
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) {
            observer.disconnect()
            start(island)
          }
        },
        { rootMargin: '200px' },
      )
      observer.observe(island)
    } else if (when === 'interaction') island.addEventListener('click', (event) => start(island, event))
    else start(island)
  }
}

// After the first contentful paint is recorded, and then when the main thread is first idle: an island
// never delays the first paint (a frame and a task were not enough: on a busy phone the browser records
// the paint later than that task runs), and a tap that arrives with the first paint (the menu) is
// handled before any island's script. A browser without paint timing, or a page not shown yet
// (prerendered), starts them after 3 s at the latest.
let started = false
const go = () => {
  if (started) return
  started = true
  // Without requestIdleCallback, setTimeout (its options object counts as a 0 ms delay).
  ;(w.requestIdleCallback ?? setTimeout)(startAll, { timeout: 1500 } as never)
}
try {
  new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length) go()
  }).observe({ type: 'paint', buffered: true })
} catch {
  requestAnimationFrame(go)
}
setTimeout(go, 3000)
