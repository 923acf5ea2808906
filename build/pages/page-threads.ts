/**
 * The pre-renderer's last step for each page, on another core. vite-react-ssg renders pages on one thread,
 * then parses and serialises each page to add preload links (build/pages/page-html.ts removes every one of
 * them: no page loads an app). Parsing and serialising were about a quarter of a cold build's render time;
 * through the patched `serializePage` option (patches/) the same parse5 step runs in worker threads
 * (piscina) while the build's thread renders the next pages, and the pages come out byte for byte the same.
 * When only a few pages render (an edited post), starting a thread would cost more than it saves.
 */
import os from 'node:os'
import path from 'node:path'
import { Piscina } from 'piscina'
import serializeHere from './serialize.thread.ts'
import { threadOptions } from '../lib/threads.ts'

/** Fewer pages than this are serialised on the build's thread (a thread takes about a third of a second to start). */
export const PAGE_THREADS_MIN_PAGES = 100

export interface PageSerializer {
  serialize(html: string): Promise<string>
  close(): Promise<void>
}

/** A serializer for a render of `pages` pages: worker threads on the cores the build's thread leaves free. */
export function pageSerializer(pages: number, threads = os.availableParallelism() - 1): PageSerializer {
  if (pages < PAGE_THREADS_MIN_PAGES || threads < 1) return { serialize: async (html) => serializeHere(html), close: async () => {} }
  const pool = new Piscina({ ...threadOptions(path.join(import.meta.dirname, 'serialize.thread.ts')), minThreads: threads, maxThreads: threads })
  // A thread that cannot start or fails is no reason to fail the build: the build's thread does the work.
  let failed = false
  const here = (error: unknown, html: string) => {
    if (!failed) console.warn(`Serialising pages on ${threads} thread(s) failed (${(error as Error).message}); the build's thread does it.`)
    failed = true
    return serializeHere(html)
  }
  return {
    serialize: (html) => (failed ? Promise.resolve(serializeHere(html)) : (pool.run(html) as Promise<string>).catch((error: unknown) => here(error, html))),
    close: () => pool.destroy(),
  }
}
