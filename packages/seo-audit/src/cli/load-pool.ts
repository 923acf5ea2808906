/**
 * Reading and extracting pages on worker threads (`--jobs N`). Each worker reads batches of files with
 * its own reader and string pool, and sends back each batch's facts, the strings its pool gained since
 * its last batch and the batch's links as rows of numbers. This thread maps the worker's string numbers
 * to its own pool's, appends the rows to its link table and puts every page back in the order of the
 * files, so the audit sees what one thread would have made and the report is the same, byte for byte.
 *
 * The workers run this same module: from the bundle (dist/cli.mjs), which starts a worker instead of the
 * command when it is loaded in one (`IN_POOL_WORKER`), or from source under tsx.
 */
import os from 'node:os'
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads'
import { compactFacts, extractPage, StringPool, type PageFacts } from '../engine/index.ts'
import { decodePage, pageReader, unreadableBecause } from './page-file.ts'

/** Pages a worker is sent at a time: few messages, and work shared out evenly however busy the cores are. */
const BATCH = 128
/** Below this many pages a pool costs more to start than it saves (`--jobs 0` then uses one thread). */
export const SMALL_SITE = 2_000

export type PooledPage = { facts: PageFacts } | { problem: string } | { error: string }

/** Threads for `jobs` (0: one per core) on a site of `pages` pages: never more than there are batches. */
export function poolSize(jobs: number, pages: number): number {
  const wanted = jobs === 0 ? (pages < SMALL_SITE ? 1 : os.availableParallelism()) : jobs
  return Math.max(1, Math.min(wanted, Math.ceil(pages / BATCH)))
}

interface Batch {
  /** Where the batch's first file is in the list given to `extractInWorkers`. */
  first: number
  files: string[]
}

/** A page as a worker sends it: its links as a range of its batch's rows. */
type SentPage = { facts: Omit<PageFacts, 'packedLinks'>; links: [number, number] } | { problem: string } | { error: string }

interface BatchDone {
  first: number
  pages: SentPage[]
  /** Strings the worker's pool gained with this batch, numbered from where the last batch's ended. */
  strings: string[]
  rows: Uint32Array
  tags: readonly string[]
}

const MARK = 'seo-audit-load-pool'

/**
 * Reads and extracts `files` on `jobs` worker threads into `pool`, and calls `onPage` with each file's
 * index and what it gave, in the order of the files.
 */
export async function extractInWorkers(
  files: readonly string[],
  options: { jobs: number; maxFileSize: number; pool: StringPool },
  onPage: (index: number, page: PooledPage) => void,
): Promise<void> {
  const { pool } = options
  const batches: Batch[] = []
  for (let first = 0; first < files.length; first += BATCH) batches.push({ first, files: files.slice(first, first + BATCH) })
  let nextBatch = 0
  // Batches that came back ahead of the next page to hand on.
  const waiting = new Map<number, Array<{ facts: PageFacts } | { problem: string } | { error: string }>>()
  let nextPage = 0
  const handOn = () => {
    for (let ready = waiting.get(nextPage); ready; ready = waiting.get(nextPage)) {
      waiting.delete(nextPage)
      for (const page of ready) onPage(nextPage++, page)
    }
  }
  const workers = Array.from({ length: options.jobs }, () => startWorker(options.maxFileSize))
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            // The worker's string numbers, mapped to this pool's as its strings arrive.
            const stringId: number[] = []
            const send = () => {
              const batch = batches[nextBatch++]
              if (batch) worker.postMessage(batch)
              else resolve()
            }
            worker.on('message', (done: BatchDone) => {
              try {
                for (const s of done.strings) stringId.push(pool.id(s))
                const start = pool.links.length
                pool.links.appendRows(done.rows, done.tags, stringId)
                waiting.set(
                  done.first,
                  done.pages.map((p) => {
                    if (!('facts' in p)) return p
                    const facts = p.facts as PageFacts
                    facts.packedLinks = { pool, start: start + p.links[0], end: start + p.links[1] }
                    return { facts: compactFacts(facts, pool) } // its strings made this pool's
                  }),
                )
                handOn()
                send()
              } catch (e) {
                reject(e as Error)
              }
            })
            worker.once('error', reject)
            send()
          }),
      ),
    )
  } finally {
    await Promise.all(workers.map((w) => w.terminate()))
  }
}

function startWorker(maxFileSize: number): Worker {
  const data = { [MARK]: true, maxFileSize }
  const url = import.meta.url
  if (url.endsWith('.ts')) {
    // From source (tests, dev/): the worker registers tsx before it can import this TypeScript file.
    const source = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(url)}) })`
    return new Worker(source, { eval: true, workerData: data })
  }
  return new Worker(new URL(url), { workerData: data })
}

/** In a worker: reads and extracts each batch it is sent. */
function serveBatches(maxFileSize: number): void {
  const port = parentPort!
  const pool = new StringPool()
  const read = pageReader()
  let stringsSent = 0
  port.on('message', (batch: Batch) => {
    const pages: SentPage[] = []
    for (const file of batch.files) {
      let buf: Uint8Array
      try {
        buf = read(file)
      } catch (e) {
        pages.push({ error: (e as NodeJS.ErrnoException).code ?? (e as Error).message })
        continue
      }
      const problem = unreadableBecause(buf, maxFileSize)
      if (problem !== null) {
        pages.push({ problem })
        continue
      }
      const { packedLinks, ...facts } = compactFacts(extractPage(decodePage(buf), { pool }), pool)
      // (the ids as a `Set`: an `IdSet` holds numbers in this thread's pool; the main thread's `compactFacts` makes its own)
      pages.push({ facts: { ...facts, ids: new Set(facts.ids) }, links: [packedLinks!.start, packedLinks!.end] })
    }
    const rows = pool.links.rows(0, pool.links.length)
    const done: BatchDone = { first: batch.first, pages, strings: pool.strings.slice(stringsSent), rows, tags: pool.links.tagNames() }
    stringsSent = pool.strings.length
    pool.links.clear() // sent: the worker keeps no links
    port.postMessage(done, [rows.buffer as ArrayBuffer])
  })
}

/** Whether this thread is one of the pool's workers; if so, it now serves batches (and must not run the command). */
export const IN_POOL_WORKER: boolean = (() => {
  const data = workerData as Record<string, unknown> | null
  if (isMainThread || !data?.[MARK]) return false
  serveBatches(data.maxFileSize as number)
  return true
})()
