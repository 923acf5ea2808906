import fs from 'node:fs'
import path from 'node:path'

/** Every file under `dir`, as posix paths relative to it (the build's own output: no symlinks to guard against). */
export function listFiles(dir: string, prefix = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const rel = prefix ? `${prefix}/${e.name}` : e.name
    return e.isDirectory() ? listFiles(path.join(dir, e.name), rel) : [rel]
  })
}
