/**
 * Parsing is most of the engine's work; on a large site the CLI spreads it
 * over the machine's cores. Helper threads run this same script (the bundled
 * bin, or the .ts under tsx), parse the HTML they are sent with the engine's
 * own `extractPage`, and return the facts, which the engine then uses as if
 * it had parsed the pages itself. The pages are handed out a chunk at a time to
 * whichever thread is free, this one included, so a helper that starts late
 * (or not at all) never holds the others up. Small sites stay on one thread: starting a
 * thread costs more than it saves. Opt-in (`--threads`): on this project's shared
 * 2-core build machine two threads are slower than one (README, "Performance", has
 * the figures). A helper is ready about 80 ms after it is started (it loads and
 * compiles the whole bundle, then compiles the parser again for itself); a cold run
 * on one thread already keeps the second core half busy with V8's background
 * compiler and garbage collector, so a helper mostly competes with them; and handing
 * pages over and cloning the facts back costs the main thread more time and more
 * garbage collection.
 */
import { availableParallelism } from 'node:os'
import { parentPort, Worker } from 'node:worker_threads'
import { extractPage, type PageFacts, type PageInput } from '../engine/index.ts'

/** Below this many pages, one thread is faster. */
export const PARALLEL_MIN_PAGES = 300
const MAX_THREADS = 4
export const WORKER_FLAG = 'seoAuditExtract'

export interface ExtractPool {
  /** Fills in the pages' `facts` on every thread; returns how many threads did (this one included). */
  extract(pages: PageInput[]): Promise<number>
  /** Resolves when every helper thread has started (or failed to). */
  ready(): Promise<void>
  close(): Promise<void>
}

/** The machine's cores, at most 4: what `--threads` can usefully ask for. */
export function coreThreads(): number {
  return Math.min(availableParallelism(), MAX_THREADS)
}

/** Pages handed out at a time: small enough that a thread which starts late, or runs slower, takes fewer. */
const CHUNK = 24

/** Starts `threads - 1` helper threads running `script` (none for 1). */
export function startExtractPool(script: URL, threads = coreThreads()): ExtractPool {
  const helpers = Math.max(0, Math.floor(threads) - 1)
  const workers = Array.from({ length: helpers }, () => {
    const worker = spawn(script)
    // A helper says when it is ready; until then it gets no pages, so a slow start costs nothing.
    const ready = new Promise<boolean>((resolve) => {
      worker.once('message', (m: unknown) => resolve(m === 'ready'))
      worker.once('error', () => resolve(false))
      worker.once('exit', () => resolve(false))
    })
    return { worker, ready }
  })

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
      // Every thread, this one included, takes the next chunk of pages until none are left.
      let next = 0
      const take = (): typeof html | null => {
        if (next >= html.length) return null
        const chunk = html.slice(next, next + CHUNK)
        next += chunk.length
        return chunk
      }
      let helped = 0
      const helping = workers.map(async ({ worker, ready }) => {
        if (!(await ready)) return
        let used = false
        for (let chunk = take(); chunk; chunk = take()) {
          const facts = await ask(worker, chunk.map((p) => p.html))
          // A helper that fails hands its chunk back to this thread, and takes no more.
          chunk.forEach((p, j) => (p.facts = facts?.[j] ?? extractPage(p.html)))
          if (!facts) return
          used = true
        }
        if (used) helped++
      })
      for (let chunk = take(); chunk; chunk = take()) {
        for (const p of chunk) p.facts = extractPage(p.html)
        // Let the helpers' answers (and their requests for more) in between chunks.
        await new Promise<void>((resolve) => setImmediate(resolve))
      }
      await Promise.all(helping)
      return 1 + helped
    },
    async ready() {
      await Promise.all(workers.map((w) => w.ready))
    },
    async close() {
      await Promise.all(workers.map(({ worker }) => worker.terminate()))
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
  parentPort?.postMessage('ready')
}
