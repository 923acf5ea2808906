/**
 * The import rules `npm run lint` keeps (eslint.config.js), shown on planted files in a scratch copy of the layout:
 * an upward import, a cycle and an import of the audit's internals each fail with a message that names the rule.
 */
import fs from 'node:fs'
import path from 'node:path'
import { ESLint } from 'eslint'
import { spawnSync } from 'node:child_process'
import { afterAll, describe, expect, it } from 'vitest'
import { ROOT } from '../../project-copy.ts'
import { scratchDir } from '../scratch-dir.ts'

const dir = scratchDir('lint-planted-')
// The config reads where its zones start when ESLint loads it.
process.env.LINT_ROOT = dir
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

const files: Record<string, string> = {
  // components may not import a feature (features sit above them)
  'src/components/Badge.tsx': "import { quoteTitle } from '../features/quote/title.ts'\nexport const Badge = () => quoteTitle\n",
  'src/features/quote/title.ts': "export const quoteTitle = 'Quote'\n",
  // a cycle: a.ts -> b.ts -> a.ts
  'src/lib/a.ts': "import { b } from './b.ts'\nexport const a = () => b()\n",
  'src/lib/b.ts': "import { a } from './a.ts'\nexport const b = (): unknown => a\n",
  // a cycle through types only (ESLint's rule does not follow `import type`; the cycle check does)
  'src/lib/shape.ts': "import type { Painter } from './paint.ts'\nexport interface Shape { paint: Painter }\n",
  'src/lib/paint.ts': "import type { Shape } from './shape.ts'\nexport type Painter = (shape: Shape) => void\n",
  // the site reaching into the audit package's files instead of its exports
  'src/lib/audit-limits.ts': "import { TITLE_MAX } from '../../packages/seo-audit/src/engine/search-limits.ts'\nexport const limit = TITLE_MAX\n",
  'packages/seo-audit/src/engine/search-limits.ts': 'export const TITLE_MAX = 60\n',
  // the package reaching into the site
  'packages/seo-audit/src/engine/site-name.ts': "import { quoteTitle } from '../../../../src/features/quote/title.ts'\nexport const name = quoteTitle\n",
  // what renders importing build code
  'src/lib/uses-build.ts': "import { plugin } from '../../build/vite-plugin-x/index.ts'\nexport const p = plugin\n",
  'build/vite-plugin-x/index.ts': 'export const plugin = 1\n',
}
for (const [file, text] of Object.entries(files)) {
  fs.mkdirSync(path.join(dir, path.dirname(file)), { recursive: true })
  fs.writeFileSync(path.join(dir, file), text)
}

async function lint(file: string) {
  const eslint = new ESLint({ cwd: dir, overrideConfigFile: path.join(ROOT, 'eslint.config.js') })
  const [result] = await eslint.lintFiles([path.join(dir, file)])
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`)
}

describe('the import rules', () => {
  it('refuse an upward import, naming the rule and the way imports run', async () => {
    const messages = await lint('src/components/Badge.tsx')
    expect(messages).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*Imports run one way: app -> pages -> features/)])
  })
  it('refuse a cycle', async () => {
    expect(await lint('src/lib/a.ts')).toEqual([expect.stringMatching(/^import-x\/no-cycle: Dependency cycle/)])
  })
  it("refuse an import of the audit package's files, and the package importing the site", async () => {
    expect(await lint('src/lib/audit-limits.ts')).toEqual([expect.stringMatching(/^no-restricted-imports: .*Import the audit through its package name and exports/)])
    expect(await lint('packages/seo-audit/src/engine/site-name.ts')).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*packages\/seo-audit imports nothing outside itself/)])
  })
  it('refuse build code in what renders', async () => {
    expect(await lint('src/lib/uses-build.ts')).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*src\/ holds what renders/)])
  })
  it('find a cycle through types only, as npm run lint:cycles runs it', () => {
    const run = spawnSync(path.join(ROOT, 'node_modules/.bin/madge'), ['--circular', '--no-spinner', '--extensions', 'ts,tsx', '--ts-config', path.join(ROOT, 'tsconfig.json'), 'src'], { cwd: dir, encoding: 'utf8' })
    expect(run.status).toBe(1)
    expect(run.stderr).toMatch(/Found \d+ circular dependenc/)
    expect(run.stdout).toContain('lib/paint.ts > lib/shape.ts')
  })
  it('pass the same files once the imports run the right way', async () => {
    fs.writeFileSync(path.join(dir, 'src/lib/b.ts'), 'export const b = (): unknown => 1\n')
    expect(await lint('src/lib/a.ts')).toEqual([])
    expect(await lint('src/features/quote/title.ts')).toEqual([])
  })
})
