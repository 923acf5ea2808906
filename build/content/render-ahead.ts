/**
 * A cold build's Markdown on every core. Rendering the posts' Markdown is most of a cold content check, and
 * the check runs on one thread (build/content/load.ts). Before it runs, this renders the bodies the cache
 * (build/content/markdown-cache.ts) does not hold yet in a pool of worker threads (piscina), so the check
 * finds each one kept. It looks only when the cache holds fewer renderings than there are posts by
 * AHEAD_MIN_BODIES or more: a bulk edit of many posts over a full cache renders on one thread, as before.
 * The check stays the one reader of the posts: this only warms its cache, and when anything here fails
 * the check renders what is missing itself.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Piscina } from 'piscina'
import { postFiles, readFrontMatter } from './front-matter.ts'
import { MarkdownCache } from './markdown-cache.ts'
import { threadOptions } from '../lib/threads.ts'

/** Fewer bodies than this render on the check's thread: starting the threads would cost more (docs/performance.md). */
export const AHEAD_MIN_BODIES = 64
/** Bodies per task: small enough that the threads finish together, large enough that handing over costs nothing. */
const BATCH = 25

/** Renders into the cache, on up to `threads` threads, every body the build will need that it does not hold; returns how many. */
export async function renderMarkdownAhead(root: string, options: { includeDrafts?: boolean; threads?: number } = {}): Promise<number> {
  const threads = options.threads ?? os.availableParallelism()
  if (threads < 2) return 0
  const cache = new MarkdownCache(root)
  const files = postFiles(root)
  // Reading every post to find the missing bodies takes 1.3 s at 10,000 posts, so only when the cache holds
  // too few renderings for the posts (a cold build, a new renderer); a few edited posts render in the check.
  if (files.length - cache.size() < AHEAD_MIN_BODIES) return 0
  const bodies = new Set<string>()
  for (const file of files) {
    const post = readFrontMatter(fs.readFileSync(path.join(root, file), 'utf8'))
    // An English draft is left out of a build (a translation's draft is still read).
    if ('problem' in post || (path.dirname(file) === 'posts' && post.data.draft === true && !options.includeDrafts)) continue
    if (!cache.has(post.body)) bodies.add(post.body)
  }
  if (bodies.size < AHEAD_MIN_BODIES) return 0
  const list = [...bodies]
  const pool = new Piscina({ ...threadOptions(path.join(import.meta.dirname, 'markdown.thread.ts')), minThreads: threads, maxThreads: threads })
  try {
    const tasks: Promise<number>[] = []
    for (let i = 0; i < list.length; i += BATCH) tasks.push(pool.run({ root, bodies: list.slice(i, i + BATCH) }) as Promise<number>)
    return (await Promise.all(tasks)).reduce((a, b) => a + b, 0)
  } catch (error) {
    console.warn(`Rendering Markdown on ${threads} threads failed (${(error as Error).message}); the content check renders it on one.`)
    return 0
  } finally {
    await pool.destroy()
  }
}
