/**
 * Every HTML file the build emits (pages, redirect stubs, 404) passes html-validate with the
 * project's .htmlvalidate.mjs (html-validate:recommended; each relaxation has its reason there).
 */
import fs from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate'
import { DIST, ROOT } from './harness.ts'

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name)
    return e.isDirectory() ? htmlFiles(p) : p.endsWith('.html') ? [p] : []
  })
}

it('every emitted page is valid HTML', async () => {
  const files = htmlFiles(DIST)
  expect(files.length).toBeGreaterThan(20)
  const validator = new HtmlValidate(new FileSystemConfigLoader())
  const errors: string[] = []
  for (const file of files) {
    // The config is found from the project root, whatever the output directory is called.
    const report = await validator.validateString(fs.readFileSync(file, 'utf8'), path.join(ROOT, path.relative(DIST, file)))
    for (const result of report.results) {
      for (const m of result.messages) errors.push(`${path.relative(DIST, file)}:${m.line}:${m.column} ${m.ruleId}: ${m.message} (${m.selector ?? ''})`)
    }
  }
  expect(errors).toEqual([])
}, 120_000)
