import { defineConfig } from 'vitest/config'

/** The package's own tests (`npm test -w seo-audit`); the repository's root config runs them as one of its projects. */
export default defineConfig({
  test: {
    name: 'seo-audit',
    root: import.meta.dirname,
    include: ['tests/**/*.test.ts'],
    // The seo-audit command the CLI tests run, bundled from the current source.
    globalSetup: ['tests/setup-cli.ts'],
    environment: 'node',
    // Some tests spawn the CLI or pack the package; 5 s is too tight on a busy 2-core CI machine.
    testTimeout: 20_000,
    // Two files at a time: many wait on a child process (the CLI, npm pack), not on a core.
    maxWorkers: 2,
  },
})
