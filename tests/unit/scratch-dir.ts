/**
 * Temporary directories for unit tests, removed when the test file that made them ends: a run leaves
 * nothing behind in the system's temporary directory (a contributor's /tmp, CI's).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll } from 'vitest'

const made: string[] = []

/** A new empty directory under the system's temporary directory, named `<prefix>XXXXXX`. */
export function scratchDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  made.push(dir)
  return dir
}

// Each test file imports its own copy of this module, so this runs once at the end of each file that used it.
afterAll(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})
