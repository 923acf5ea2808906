/**
 * Runs a command and measures what it cost: wall time, CPU (user + sys of the whole process tree, from
 * /usr/bin/time, which counts every child its children waited for), the largest single process's peak RSS
 * (/usr/bin/time's figure) and the peak of the whole tree's RSS summed (sampled from /proc every 100 ms:
 * a build is several Node processes alive at once, and what the machine needs is their sum).
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

export interface Timed {
  code: number
  out: string
  wallMs: number
  cpuS: number
  /** The largest single process's peak RSS (MB). */
  rssMb: number
  /** The peak of the process tree's RSS summed (MB), sampled. */
  treeMb: number
  lines: { at: number; text: string }[]
}

const PAGE_BYTES = 4096

/** The RSS (bytes) of `root` and every process under it, read from /proc. */
export function treeRss(root: number): number {
  const children = new Map<number, number[]>()
  const rss = new Map<number, number>()
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    let stat: string
    try {
      stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8')
    } catch {
      continue // ended meanwhile
    }
    // After "pid (comm) ": state, ppid, … rss is the 22nd field after the command name.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    const pid = Number(name)
    const ppid = Number(fields[1])
    rss.set(pid, Number(fields[21]) * PAGE_BYTES)
    children.set(ppid, [...(children.get(ppid) ?? []), pid])
  }
  let sum = 0
  const stack = [root]
  while (stack.length) {
    const pid = stack.pop()!
    sum += rss.get(pid) ?? 0
    stack.push(...(children.get(pid) ?? []))
  }
  return sum
}

/** Runs `cmd args` in `cwd` under /usr/bin/time; `env` is added to this process's environment (an `undefined` value removes a variable). */
export function timed(cmd: string, args: string[], cwd: string, env: Record<string, string | undefined> = {}): Promise<Timed> {
  const stats = path.join(cwd, `.time-${process.pid}`)
  const fullEnv: NodeJS.ProcessEnv = { ...process.env, FORCE_COLOR: '0' }
  for (const [k, v] of Object.entries(env)) {
    if (v === undefined) delete fullEnv[k]
    else fullEnv[k] = v
  }
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const child = spawn('/usr/bin/time', ['-f', '%U %S %M', '-o', stats, cmd, ...args], { cwd, env: fullEnv })
    let treeMax = 0
    const sample = setInterval(() => {
      treeMax = Math.max(treeMax, treeRss(child.pid!))
    }, 100)
    const lines: Timed['lines'] = []
    let out = ''
    const take = (d: string) => {
      out += d
      for (const text of d.split('\n')) if (text.trim()) lines.push({ at: performance.now() - started, text })
    }
    child.stdout.setEncoding('utf8').on('data', take)
    child.stderr.setEncoding('utf8').on('data', take)
    child.on('error', (error) => {
      clearInterval(sample)
      reject(error)
    })
    child.on('close', (code) => {
      clearInterval(sample)
      const wallMs = performance.now() - started
      const [user, sys, rss] = fs.readFileSync(stats, 'utf8').trim().split('\n').at(-1)!.split(' ').map(Number)
      fs.rmSync(stats, { force: true })
      const rssMb = rss! / 1024
      // A run shorter than one sample still has its largest process's figure.
      resolve({ code: code ?? -1, out, wallMs, cpuS: user! + sys!, rssMb, treeMb: Math.max(treeMax / 2 ** 20, rssMb), lines })
    })
  })
}
