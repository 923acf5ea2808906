/**
 * Parsing is most of the engine's work; on a large site the CLI spreads it
 * over the machine's cores. Helper threads run this same script (the bundled
 * bin, or the .ts under tsx), parse the HTML they are sent with the engine's
 * own `extractPage`, and return the facts, which the engine then uses as if
 * it had parsed the pages itself. Small sites stay on one thread: starting a
 * thread costs more than it saves. Opt-in (`--threads`): on this project's shared
 * 2-core build machine two threads were slower than one (the cores were never idle,
 * and cloning the facts back costs tens of milliseconds).
 */
import { availableParallelism } from 'node:os'
import { parentPort, Worker } from 'node:worker_threads'
import { extractPage, type PageFacts, type PageInput } from '../../src/audit/index.ts'

/** Below this many pages, one thread is faster. */
export const PARALLEL_MIN_PAGES = 300
const MAX_THREADS = 4
export const WORKER_FLAG = 'seoAuditExtract'

export interface ExtractPool {
  /** Fills in the pages' `facts` on every thread; returns how many threads did (this one included). */
  extract(pages: PageInput[]): Promise<number>
  close(): Promise<void>
}

/** The machine's cores, at most 4: what `--threads` can usefully ask for. */
export function coreThreads(): number {
  return Math.min(availableParallelism(), MAX_THREADS)
}

/** Starts `threads - 1` helper threads running `script` (none for 1). */
export function startExtractPool(script: URL, threads = coreThreads()): ExtractPool {
  const helpers = Math.max(0, Math.floor(threads) - 1)
  const workers: Worker[] = []
  for (let i = 0; i < helpers; i++) {
    const w = spawn(script)
    w.on('error', () => {}) // a failed helper's share is parsed here instead (see ask)
    workers.push(w)
  }

  const ask = (worker: Worker, html: string[]): Promise<PageFacts[] | null> =>
    new Promise((resolve) => {
      const done = (facts: PageFacts[] | null) => {
        worker.off('message', onMessage).off('error', onError).off('exit', onError)
        resolve(facts)
      }
      const onMessage = (facts: PageFacts[]) => done(facts)
      const onError = () => done(null)
      worker.on('message', onMessage).once('error', onError).once('exit', onError)
      worker.postMessage(html)
    })

  return {
    async extract(pages) {
      const html = pages.filter((p): p is Extract<PageInput, { html: string }> => 'html' in p)
      if (workers.length === 0) return 0
      const share = Math.ceil(html.length / (workers.length + 1))
      const slices = Array.from({ length: workers.length + 1 }, (_, i) => html.slice(i * share, (i + 1) * share))
      const pending = workers.map((w, i) => ask(w, slices[i + 1]!.map((p) => p.html)))
      for (const p of slices[0]!) p.facts = extractPage(p.html)
      const results = await Promise.all(pending)
      results.forEach((facts, i) => {
        const slice = slices[i + 1]!
        slice.forEach((p, j) => (p.facts = facts?.[j] ?? extractPage(p.html)))
      })
      return 1 + results.filter((facts) => facts !== null).length
    },
    async close() {
      await Promise.all(workers.map((w) => w.terminate()))
    },
  }
}

function spawn(script: URL): Worker {
  const options = { workerData: { [WORKER_FLAG]: true } }
  if (!script.pathname.endsWith('.ts')) return new Worker(script, options)
  // Run from source (tests, tsx): a thread does not inherit tsx's loader, so it registers it first.
  const tsx = import.meta.resolve('tsx/esm/api')
  const code = `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(script.href)}) })`
  return new Worker(code, { ...options, eval: true })
}

/** The helper thread's side: parse what the main thread sends, until it is terminated. */
export function serveExtraction(): void {
  parentPort?.on('message', (html: string[]) => parentPort!.postMessage(html.map((h) => extractPage(h))))
}
