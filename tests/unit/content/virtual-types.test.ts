/** The committed types of the virtual modules are the ones the schemas give (`npm run check` rewrites them). */
import fs from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'
import { ROOT } from '../../project-copy.ts'
import { VIRTUAL_TYPES_FILE, virtualModuleTypes } from '../../../build/vite-plugin-content/virtual-types.ts'

it('src/content/virtual.d.ts is current with the schemas (run npm run check to update it)', () => {
  const committed = fs.readFileSync(path.join(ROOT, VIRTUAL_TYPES_FILE), 'utf8')
  expect(committed).toBe(virtualModuleTypes())
  // Every data file and each key of an object file is typed: the pages' imports are among them.
  expect(committed).toContain("declare module 'virtual:data/faqs/contact'")
  expect(committed).toContain("declare module 'virtual:data-by-locale/quote'")
})
