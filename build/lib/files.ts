import fs from 'node:fs'
import path from 'node:path'
import { threadId } from 'node:worker_threads'

/** Every file under `dir`, as posix paths relative to it (the build's own output: no symlinks to guard against). */
export function listFiles(dir: string, prefix = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const rel = prefix ? `${prefix}/${e.name}` : e.name
    return e.isDirectory() ? listFiles(path.join(dir, e.name), rel) : [rel]
  })
}

/**
 * Writes `file` whole or not at all (a temporary file, then a rename): a build stopped halfway never leaves
 * half a cache entry. The temporary name is the process's and the thread's, so two writers never share one.
 */
export function writeFileAtomically(file: string, data: string | Buffer | Iterable<string>): void {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const temporary = `${file}.${process.pid}-${threadId}`
  if (typeof data === 'string' || Buffer.isBuffer(data)) fs.writeFileSync(temporary, data)
  else writePieces(temporary, data)
  fs.renameSync(temporary, file)
}

/** Writes text given in pieces about a megabyte at a time: a large table is never one string in memory. */
function writePieces(file: string, pieces: Iterable<string>): void {
  const fd = fs.openSync(file, 'w')
  try {
    let batch: string[] = []
    let length = 0
    for (const piece of pieces) {
      batch.push(piece)
      length += piece.length
      if (length < 1 << 20) continue
      fs.writeSync(fd, batch.join(''))
      batch = []
      length = 0
    }
    fs.writeSync(fd, batch.join(''))
  } finally {
    fs.closeSync(fd)
  }
}

/**
 * Writes `file` as a new file, never into the one there: an output file may be a hard link to a file the build
 * cache keeps (build/cache/memo.ts, build/cache/page-cache.ts), which writing into it would change too.
 */
export function replaceFile(file: string, data: string | Buffer): void {
  removeFile(file)
  fs.writeFileSync(file, data)
}

/** Removes `file` if it is there (one system call: `fs.rmSync` looks at the file first). */
function removeFile(file: string): void {
  try {
    fs.unlinkSync(file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
}

/**
 * Puts `from`'s bytes at `to` (replacing it) as a hard link: no bytes copied, which is most of what placing a
 * kept page used to cost. A copy when the two are on different file systems.
 */
export function linkFile(from: string, to: string): void {
  // Most targets are new files: one system call.
  for (let attempt = 0; ; attempt++) {
    try {
      fs.linkSync(from, to)
      return
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code
      if (code === 'EEXIST' && attempt === 0) removeFile(to)
      else if (code === 'EXDEV') {
        removeFile(to)
        fs.copyFileSync(from, to)
        return
      } else throw error
    }
  }
}

/** A kept file's size and modification time, recorded when it is kept. */
export type FileStamp = readonly [size: number, mtimeMs: number]

export function stampOf(file: string): FileStamp {
  const stat = fs.statSync(file)
  return [stat.size, stat.mtimeMs]
}

/**
 * True when `file` is there with the stamp it was kept with. A kept file may be an output file too (a hard
 * link): one written into since (a hand edit of `dist/`) has another stamp and is not used again.
 */
export function hasStamp(file: string, kept: FileStamp | undefined): boolean {
  try {
    return kept !== undefined && sameStamp(stampOf(file), kept)
  } catch {
    return false
  }
}

/** True when two stamps (or a stamp and the start of a longer record) name the same size and modification time. */
export function sameStamp(a: readonly [number, number, ...unknown[]], b: readonly [number, number, ...unknown[]]): boolean {
  return a[0] === b[0] && a[1] === b[1]
}
