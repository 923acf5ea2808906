/**
 * scripts/run-bundled.mjs, which `npm run build` starts with: a TypeScript script runs as one bundle, sees
 * its own arguments and its own place, is bundled again when a file it imports changes, and a script that
 * does not compile stops with the file and line.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ROOT } from '../../project-copy.ts'
import { scratchDir } from '../scratch-dir.ts'

/** A name no other script of the repository has: its bundles have a folder of their own. */
const SCRIPT = 'run-bundled-probe.ts'

function run(dir: string, ...args: string[]) {
  return spawnSync(process.execPath, [path.join(ROOT, 'scripts/run-bundled.mjs'), path.join(dir, SCRIPT), ...args], { cwd: dir, encoding: 'utf8', timeout: 60_000 })
}

describe('run-bundled', () => {
  it('runs a script with its arguments and its own folder, and bundles it again after an imported file changes', () => {
    const dir = scratchDir('run-bundled-')
    fs.mkdirSync(path.join(dir, 'lib'))
    fs.writeFileSync(path.join(dir, 'lib/word.ts'), `export const word: string = 'first'\nexport const where = import.meta.dirname\n`)
    fs.writeFileSync(
      path.join(dir, SCRIPT),
      `import { word, where } from './lib/word.ts'\nconsole.log(JSON.stringify({ word, where, here: import.meta.filename, args: process.argv.slice(2) }))\n`,
    )
    const first = run(dir, '--clean', 'x')
    expect(first.status, first.stderr).toBe(0)
    expect(JSON.parse(first.stdout)).toEqual({ word: 'first', where: path.join(dir, 'lib'), here: path.join(dir, SCRIPT), args: ['--clean', 'x'] })

    // The same size, another modification time: the stamp, not the size, tells the change.
    fs.writeFileSync(path.join(dir, 'lib/word.ts'), `export const word: string = 'other'\nexport const where = import.meta.dirname\n`)
    const later = new Date(Date.now() + 5000)
    fs.utimesSync(path.join(dir, 'lib/word.ts'), later, later)
    const second = run(dir)
    expect(second.status, second.stderr).toBe(0)
    expect(JSON.parse(second.stdout)).toMatchObject({ word: 'other', args: [] })
    // One bundle is kept per script: the first one is gone.
    expect(fs.readdirSync(path.join(ROOT, '.cache/run-bundled', SCRIPT.replace(/\.ts$/, ''))).filter((f) => f !== 'state.json')).toHaveLength(1)
  })

  it('stops with the file and line of a script that does not compile', () => {
    const dir = scratchDir('run-bundled-')
    fs.writeFileSync(path.join(dir, SCRIPT), `const a = (\nconsole.log(a)\n`)
    const result = run(dir)
    expect(result.status).toBe(1)
    expect(result.stderr).toMatch(new RegExp(`${SCRIPT.replace('.', '\\.')}:\\d+:\\d+: `))
    expect(result.stderr).toContain(`${path.join(dir, SCRIPT)} could not be compiled.`)
  })
})
