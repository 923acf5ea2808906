import { defineConfig } from 'vitest/config'
import { iconSpriteDefine } from './build/vite-plugin-icons/index.ts'

export default defineConfig({
  test: {
    // The site's unit tests, and the seo-audit package's own (its config, its CLI set-up): `npx vitest run` runs both.
    projects: [
      {
        extends: true,
        // What the build defines for <Icon> (the sprite file's URL), so components render here as they do in the build.
        define: iconSpriteDefine(),
        test: {
          name: 'site',
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
          environment: 'node',
          // Some unit tests load all content or build a copy of the project; 5 s is too tight on a busy 2-core CI machine.
          testTimeout: 20_000,
        },
      },
      'packages/seo-audit',
    ],
    // Two files at a time (vitest leaves one core free by default: one file at a time on this 2-core
    // machine). Many unit files wait on a child process (the CLI, a build): 90 s -> 60 s measured.
    maxWorkers: 2,
  },
})
