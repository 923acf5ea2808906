import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
    environment: 'node',
    // Some unit tests load all content or spawn the CLI; 5 s is too tight on a busy 2-core CI machine.
    testTimeout: 20_000,
  },
})
