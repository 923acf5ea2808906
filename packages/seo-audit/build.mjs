/**
 * Bundles the seo-audit CLI (src/cli/main.ts, the engine and every runtime dependency: commander,
 * entities, htmlparser2, zod) into dist/cli.mjs and the chunks it loads on demand (dist/chunks/), which
 * bin/seo-audit.cjs loads, so the command starts without compiling TypeScript and needs nothing from
 * node_modules. Runs in the repository's `prepare` (npm ci / npm install), in `prepack`, and before
 * `npm run audit`. Plain JavaScript: it must run before anything else is built. The dependencies come
 * from the repository root's node_modules (they are dev dependencies there; the package has none).
 */
import { build } from 'esbuild'
import { readdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('.', import.meta.url))

const result = await build({
  absWorkingDir: root,
  entryPoints: { cli: 'src/cli/main.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  // Code the command only needs sometimes (zod, three quarters of the bundle, for a config file) goes
  // to its own chunk under dist/chunks/ and is loaded on demand: every run starts about 20 ms sooner.
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
    js: "import { createRequire as __seoAuditRequire } from 'node:module'; const require = __seoAuditRequire(import.meta.url);",
  },
  logLevel: 'warning',
})

// Chunks of earlier builds (their names carry a content hash) are removed once the new ones are written.
const written = new Set(Object.keys(result.metafile.outputs).map((f) => path.resolve(root, f)))
for (const name of readdirSync(path.join(root, 'dist/chunks'))) {
  const file = path.join(root, 'dist/chunks', name)
  if (!written.has(file)) rmSync(file, { force: true })
}
