/**
 * What the build benchmark reads from this site's build besides its cost: the phases (from the build's log
 * lines) and the output's facts (a post's script, /blog, the largest page, the service worker's precache).
 */
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { listFiles } from '../../build/lib/files.ts'
import { islandFilesOf } from '../../build/postbuild/service-worker.ts'
import type { Timed } from './timed.ts'

const PHASES: [string, RegExp][] = [
  ['content check', /Build for client/],
  ['client build', /Build for server/],
  ['server build', /Rendering Pages/],
  ['render', /Build finished/],
  ['post-build', /^Built \d+ pages/],
]

/** Each phase's wall time, from when the line that ends it was printed (phases a build does not log are left out). */
export function phases(run: Timed): Record<string, number> {
  const out: Record<string, number> = {}
  let last = 0
  for (const [name, re] of PHASES) {
    const line = run.lines.find((l) => re.test(l.text.replace(/^\s*\[[^\]]*\]\s*/, '')))
    if (!line) continue
    out[name] = line.at - last
    last = line.at
  }
  return out
}

function gzipSize(file: string) {
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length
}

/** What the service worker precaches: the URLs in sw.js's manifest and their bytes. */
function precache(dist: string): { files: number; bytes: number } {
  const sw = fs.readFileSync(path.join(dist, 'sw.js'), 'utf8')
  const urls = new Set([...sw.matchAll(/["']?url["']?\s*:\s*["'`](\/[^"'`]*)["'`]/g)].map((m) => m[1]!))
  let bytes = 0
  for (const url of urls) {
    const file = path.join(dist, url.slice(1))
    if (fs.existsSync(file)) bytes += fs.statSync(file).size
  }
  return { files: urls.size, bytes }
}

export interface OutputFacts {
  /** Gzip bytes of the script files a post loads on a first view. */
  entryGzip: number
  blogHtml: number
  largestHtml: { file: string; bytes: number }
  htmlFiles: number
  files: number
  precache: { files: number; bytes: number }
}

export function outputFacts(dist: string): OutputFacts {
  // A post's first view: the script files its islands load (none today: a post is a document).
  const firstPost = fs.readdirSync(path.join(dist, 'blog')).find((f) => f.endsWith('.html'))!
  const postScripts = [...islandFilesOf([fs.readFileSync(path.join(dist, 'blog', firstPost), 'utf8')])]
  const all = listFiles(dist)
  const html = all.filter((f) => f.endsWith('.html')).map((file) => ({ file, bytes: fs.statSync(path.join(dist, file)).size }))
  return {
    entryGzip: postScripts.reduce((sum, f) => sum + gzipSize(path.join(dist, f)), 0),
    blogHtml: fs.statSync(path.join(dist, 'blog.html')).size,
    largestHtml: html.sort((a, b) => b.bytes - a.bytes)[0]!,
    htmlFiles: html.length,
    files: all.length,
    precache: precache(dist),
  }
}
