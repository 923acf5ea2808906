/**
 * Bundles the seo-audit CLI (scripts/seo-audit.ts, the engine and every runtime
 * dependency: commander, entities, htmlparser2, zod) into bin/seo-audit.mjs and
 * the chunks it loads on demand (bin/chunks/), so the command starts without compiling TypeScript and
 * needs nothing from node_modules. Runs in `prepare` (npm ci / npm install /
 * npm pack) and before `npm run audit`. Plain JavaScript: it must run before
 * anything else is built.
 */
import { build } from 'esbuild'
import { chmodSync, readdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))

const result = await build({
  absWorkingDir: root,
  entryPoints: { 'seo-audit': 'scripts/seo-audit.ts' },
  outdir: 'bin',
  outExtension: { '.js': '.mjs' },
  // Code the command only needs sometimes (zod, three quarters of the bundle, for a config file) goes
  // to its own chunk under bin/chunks/ and is loaded on demand: every run starts about 20 ms sooner.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  metafile: true,
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
chmodSync(path.join(root, 'bin/seo-audit.mjs'), 0o755)

// Chunks of earlier builds (their names carry a content hash) are removed once the new ones are written.
const written = new Set(Object.keys(result.metafile.outputs).map((f) => path.resolve(root, f)))
for (const name of readdirSync(path.join(root, 'bin/chunks'))) {
  const file = path.join(root, 'bin/chunks', name)
  if (!written.has(file)) rmSync(file, { force: true })
}
