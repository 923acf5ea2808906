/**
 * What auditing a large site costs at least on this machine, stage by stage (prints numbers; not a
 * timed test). Each stage adds one step of the CLI's per-page work to the one before:
 *
 *   read      read every `.html` file into one reused buffer
 *   decode    + decode it to a string (Latin-1 when ASCII, else UTF-8), as the CLI does
 *   tokenize  + the forked tokenizer with callbacks that do nothing
 *   extract   + the extractor and the string pool (links packed as numbers): the CLI's whole load step
 *
 * and runs each in this thread and split over worker threads (each with its own pool; timed from when
 * every worker has loaded, and nothing is sent back, so a real pool of workers could only be slower). The rules run after the load step, on one
 * thread, and are not measured here: see docs/performance.md.
 *
 *   npx tsx packages/seo-audit/dev/floor.ts /work/scratch-audit/site-30k [--threads 2] [--stages read,extract]
 */
import { readdirSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { setFlagsFromString } from 'node:v8'
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads'
import { tokenizeHtml, type TokenizerCallbacks } from '../src/engine/html-tokenizer.ts'
import { compactFacts, extractPage, StringPool } from '../src/engine/index.ts'
import { decodePage, pageReader } from '../src/cli/page-file.ts'

// As the CLI runs (src/cli/main.ts): without it the extractor's garbage piles up in the old generation.
setFlagsFromString('--no-allocation-site-pretenuring')

const STAGES = ['read', 'decode', 'tokenize', 'extract'] as const
type Stage = (typeof STAGES)[number]

function htmlFiles(dir: string, out: string[] = []): string[] {
  const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))
  for (const e of entries) {
    if (e.isDirectory()) htmlFiles(path.join(dir, e.name), out)
    else if (e.isFile() && e.name.endsWith('.html')) out.push(path.join(dir, e.name))
  }
  return out
}

/** One stage over some files; returns bytes read and a count that keeps the work from being optimised away. */
function run(files: string[], stage: Stage): { bytes: number; count: number } {
  const read = pageReader() // the CLI's reader (src/cli/page-file.ts)
  const pool = new StringPool()
  let count = 0
  const noop = () => {
    count++
  }
  const callbacks: TokenizerCallbacks = {
    onattribdata: noop, onattribentity: noop, onattribend: noop, onattribname: noop, oncdata: noop, onclosetag: noop, oncomment: noop,
    ondeclaration: noop, onend: noop, onopentagend: noop, onopentagname: noop, onprocessinginstruction: noop, onselfclosingtag: noop, ontext: noop, ontextentity: noop,
  }
  let bytes = 0
  for (const file of files) {
    const page = read(file)
    bytes += page.length
    if (stage === 'read') continue
    const html = decodePage(page) // as the CLI decodes
    if (stage === 'decode') count += html.length & 1
    else if (stage === 'tokenize') tokenizeHtml(html, callbacks)
    else count += compactFacts(extractPage(html, { pool }), pool).ids.size
  }
  return { bytes, count }
}

/** Starts the workers, waits until each has loaded, then times the stage from the go to the last one done. */
async function inWorkers(files: string[], stage: Stage, threads: number): Promise<{ ms: number; cpu: NodeJS.CpuUsage }> {
  const workers = Array.from({ length: threads }, (_, t) => {
    // Under tsx a worker must register tsx itself before it can import this TypeScript file.
    const source = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(import.meta.url)}) })`
    return new Worker(source, { eval: true, workerData: { files: files.filter((_, i) => i % threads === t), stage } })
  })
  const next = (w: Worker) => new Promise<unknown>((resolve, reject) => (w.once('message', resolve), w.once('error', reject)))
  await Promise.all(workers.map(next)) // loaded
  const cpu = process.cpuUsage()
  const started = performance.now()
  const done = Promise.all(workers.map(next))
  for (const w of workers) w.postMessage('go')
  await done
  const result = { ms: performance.now() - started, cpu: process.cpuUsage(cpu) }
  await Promise.all(workers.map((w) => w.terminate()))
  return result
}

if (isMainThread) {
  const args = process.argv.slice(2)
  const option = (name: string) => {
    const i = args.indexOf(`--${name}`)
    return i >= 0 ? args[i + 1] : undefined
  }
  const dir = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'))
  if (!dir) {
    console.error('usage: floor.ts DIR [--threads N] [--stages read,decode,tokenize,extract]')
    process.exit(2)
  }
  const threads = Number(option('threads') ?? Math.min(2, os.availableParallelism()))
  const stages = (option('stages') ?? STAGES.join(',')).split(',') as Stage[]
  const files = htmlFiles(path.resolve(dir))
  const { bytes } = run(files, 'read') // warms the page cache
  console.log(`${files.length} pages, ${(bytes / 1e6).toFixed(0)} MB of HTML, ${os.availableParallelism()} cores, load ${os.loadavg()[0]!.toFixed(1)}`)
  console.log('| stage | one thread | CPU | ' + `${threads} worker threads | CPU |\n| --- | --- | --- | --- | --- |`)
  for (const stage of stages) {
    const cpu = process.cpuUsage()
    const started = performance.now()
    run(files, stage)
    const one = performance.now() - started
    const oneCpu = process.cpuUsage(cpu)
    const { ms: many, cpu: manyCpu } = await inWorkers(files, stage, threads)
    const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`
    const c = (u: NodeJS.CpuUsage) => s((u.user + u.system) / 1000)
    console.log(`| ${stage} | ${s(one)} | ${c(oneCpu)} | ${s(many)} | ${c(manyCpu)} |`)
  }
} else {
  const { files, stage } = workerData as { files: string[]; stage: Stage }
  parentPort!.postMessage('loaded')
  parentPort!.once('message', () => parentPort!.postMessage(run(files, stage)))
}
