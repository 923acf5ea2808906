/**
 * Vitest global set-up: bundles the seo-audit command (build.mjs, 0.3 s) from the current source before
 * any test runs it, so the CLI tests run the command as shipped and never a stale bundle.
 */
import { execFileSync } from 'node:child_process'
import path from 'node:path'

export default function setup() {
  execFileSync(process.execPath, [path.join(import.meta.dirname, '../build.mjs')], { stdio: 'inherit' })
}
