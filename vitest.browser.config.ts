import path from 'node:path'
import { defineConfig } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * The longest browser files, longest first (measured: field and routes take 3–6 minutes each, the rest
 * under 2). Two files run at once, so two long ones start together and the short ones fill in behind
 * them; left to itself (no timing cache in a fresh clone) vitest would start the largest files by size,
 * and routes.test.ts, short but long-running, could start last and run alone.
 */
const LONGEST_FIRST = ['field', 'routes', 'states', 'arabic', 'screens', 'speed', 'chooser', 'deploy']

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const i = LONGEST_FIRST.indexOf(path.basename(file.moduleId, '.test.ts'))
      return i === -1 ? LONGEST_FIRST.length : i
    }
    const sorted = await super.sort(files)
    return sorted.sort((a, b) => rank(a) - rank(b))
  }
}

/** Browser tests: real Chromium against the built site in dist/ (run `npm run build` first). */
export default defineConfig({
  test: {
    include: ['tests/browser/**/*.test.ts'],
    environment: 'node',
    // Only catches a hang: no test's verdict depends on how fast the machine is. Waits inside a test are for
    // what a visitor would see (Playwright's 30 s default is the ceiling of each), never for time.
    testTimeout: 180_000,
    hookTimeout: 180_000,
    // No retries: a test that passes on a second try is a bug report about the product (or the test).
    retry: 0,
    // Two files at a time, each with its own Chromium and server: a browser test spends much of its time
    // waiting (throttled networks, a stalled page, a store script that never comes), and one file at a
    // time left the second core idle for half the run. Every test must pass with the machine busy anyway.
    fileParallelism: true,
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
  },
})
