/**
 * Bundles a small browser script (the 404 page's resolver, the service worker)
 * into one self-contained file with Vite's build API, away from the site's own
 * Vite config (no SSG, no plugins). Values are inlined with `define`.
 */
import path from 'node:path'
import { build, type Rollup } from 'vite'
import { ROOT } from '../content/check.ts'

export async function bundleScript(entry: string, define: Record<string, unknown> = {}): Promise<string> {
  const result = await build({
    configFile: false,
    root: ROOT,
    logLevel: 'silent',
    publicDir: false,
    envFile: false,
    define: Object.fromEntries([['process.env.NODE_ENV', '"production"'], ...Object.entries(define).map(([k, v]) => [k, JSON.stringify(v)])]),
    build: {
      write: false,
      minify: true,
      target: 'es2020',
      emptyOutDir: false,
      copyPublicDir: false,
      reportCompressedSize: false,
      lib: { entry: path.resolve(ROOT, entry), formats: ['iife'], name: 'falconScript', fileName: () => 'bundle.js' },
    },
  })
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[]
  const chunk = outputs.flatMap((o) => o.output).find((o): o is Rollup.OutputChunk => o.type === 'chunk')
  if (!chunk) throw new Error(`Bundling ${entry} produced no script`)
  return chunk.code
}
