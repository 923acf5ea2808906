/**
 * What `--jobs N` buys, stage by stage (prints numbers; not a timed test): for each N, the load step's
 * wall time, the CPU of every thread during it, and the CPU this thread spent merging the workers'
 * batches (read from /proc on Linux: the part that does not spread over more cores); then the rules
 * (`auditSite`), which run on this thread whatever N is. N's are interleaved, run after run.
 *
 *   npx tsx packages/seo-audit/dev/jobs.ts DIR [--jobs 1,2] [--runs 3]
 *
 * From source the workers start tsx first (a few hundred ms each); the bundled command's do not.
 */
import { readFileSync } from 'node:fs'
import os from 'node:os'
import { performance } from 'node:perf_hooks'
import { setFlagsFromString } from 'node:v8'
import { loadSite } from '../src/cli/load-site.ts'
import { auditSite } from '../src/engine/index.ts'

setFlagsFromString('--no-allocation-site-pretenuring') // as the CLI runs (src/cli/main.ts)

const args = process.argv.slice(2)
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`)
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback
}
const dir = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'))
if (!dir) {
  console.error('usage: jobs.ts DIR [--jobs 1,2] [--runs 3]')
  process.exit(2)
}
const jobsList = option('jobs', '1,2').split(',').map(Number)
const runs = Number(option('runs', '3'))
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`

/** CPU milliseconds of this thread alone (Linux: /proc/self/task/<tid>/stat, user + system ticks), or NaN elsewhere. */
function thisThreadCpuMs(): number {
  try {
    const fields = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100 // utime, stime in ticks of 1/100 s
  } catch {
    return NaN
  }
}

console.log(`${os.availableParallelism()} cores, load ${os.loadavg()[0]!.toFixed(1)}`)
console.log('| run | jobs | load wall | load CPU (all threads) | of it on this thread (walk, merge) | rules | pages |\n| --- | --- | --- | --- | --- | --- | --- |')
for (let run = 1; run <= runs; run++) {
  for (const jobs of jobsList) {
    const cpu = process.cpuUsage()
    const mainCpu = thisThreadCpuMs()
    const started = performance.now()
    const site = await loadSite(dir, { extract: true, jobs })
    const loadMs = performance.now() - started
    const mergeCpu = thisThreadCpuMs() - mainCpu
    const loadCpu = process.cpuUsage(cpu)
    const rulesStarted = performance.now()
    await auditSite({ pages: site.pages, files: site.files, texts: site.texts, unreadPaths: site.unreadPaths, siteUrl: site.manifestSiteUrl })
    const rulesMs = performance.now() - rulesStarted
    const merging = jobs > 1 ? s(mergeCpu) : '(all of it)'
    console.log(`| ${run} | ${jobs} | ${s(loadMs)} | ${s((loadCpu.user + loadCpu.system) / 1000)} | ${merging} | ${s(rulesMs)} | ${site.pages.length} |`)
  }
}
