/**
 * Bundles the seo-audit CLI (scripts/seo-audit.ts, the engine and every runtime
 * dependency: commander, entities, htmlparser2, zod) into one JavaScript file,
 * bin/seo-audit.mjs, so the command starts without compiling TypeScript and
 * needs nothing from node_modules. Runs in `prepare` (npm ci / npm install /
 * npm pack) and before `npm run audit`. Plain JavaScript: it must run before
 * anything else is built.
 */
import { build } from 'esbuild'
import { chmodSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))

await build({
  absWorkingDir: root,
  entryPoints: ['scripts/seo-audit.ts'],
  outfile: 'bin/seo-audit.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  minify: true,
  legalComments: 'none',
  // CommonJS dependencies (commander) call require() for Node built-ins.
  banner: {
    js: "#!/usr/bin/env node\nimport { createRequire as __seoAuditRequire } from 'node:module'; const require = __seoAuditRequire(import.meta.url);",
  },
  logLevel: 'warning',
})
chmodSync(new URL('../bin/seo-audit.mjs', import.meta.url), 0o755)
