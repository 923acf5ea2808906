import { defineConfig } from 'vitest/config'

/** Browser tests: real Chromium against the built site in dist/ (run `npm run build` first). */
export default defineConfig({
  test: {
    include: ['tests/browser/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
})
