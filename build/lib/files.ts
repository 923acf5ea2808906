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
export function writeFileAtomically(file: string, data: string | Buffer): void {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const temporary = `${file}.${process.pid}-${threadId}`
  fs.writeFileSync(temporary, data)
  fs.renameSync(temporary, file)
}
