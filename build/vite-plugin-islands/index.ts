/**
 * The islands' side of the build (src/islands/Island.tsx):
 * - the browser build has one entry per file of src/islands/entries/ and nothing else: no router,
 *   no pages. A `.tsx` entry becomes `(element, held) => hydrateIsland(spec, element, held)`, a `.ts`
 *   entry (a plain behaviour) runs its default export; either marks the island `data-ready` once it runs
 *   and then clicks again the element a click was held for (src/islands/islands-bootstrap.ts);
 * - in the browser build every `*.css?inline` import is an empty string: the sheets are already in
 *   the page (src/islands/styles.tsx), so an island's chunk carries no CSS text.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'

export const ISLAND_DIR = 'src/islands/entries'
const VIRTUAL = 'falcon-island:'
const EMPTY_STYLE = '\0falcon-empty-style'

export interface IslandEntry {
  name: string
  file: string
  kind: 'react' | 'behaviour'
}

export function islandEntries(root: string): IslandEntry[] {
  return fs
    .readdirSync(path.join(root, ISLAND_DIR))
    .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts'))
    .sort()
    .map((f) => ({ name: f.replace(/\.tsx?$/, ''), file: path.join(root, ISLAND_DIR, f), kind: f.endsWith('.tsx') ? 'react' : 'behaviour' }))
}

/** The entry name of an island's chunk in the browser build (and so in Vite's manifest). */
export const islandChunkName = (name: string) => `island-${name}`

export function islandsPlugin(root: string): Plugin {
  const entries = islandEntries(root)
  let browserBuild = false
  return {
    name: 'falcon-islands',
    enforce: 'pre',
    config(_config, env) {
      browserBuild = env.command === 'build' && !env.isSsrBuild
      if (!browserBuild) return
      return {
        build: {
          rolldownOptions: {
            input: Object.fromEntries(entries.map((e) => [islandChunkName(e.name), `${VIRTUAL}${e.name}`])),
            // The bootstrap calls each island chunk's default export.
            preserveEntrySignatures: 'exports-only',
          },
        },
      }
    },
    resolveId(source, _importer, options) {
      if (source.startsWith(VIRTUAL)) return `\0${source}`
      if (browserBuild && !options?.ssr && /\.css\?inline$/.test(source)) return EMPTY_STYLE
      return null
    },
    load(id) {
      if (id === EMPTY_STYLE) return 'export default ""'
      if (!id.startsWith(`\0${VIRTUAL}`)) return null
      const entry = entries.find((e) => e.name === id.slice(VIRTUAL.length + 1))
      if (!entry) throw new Error(`No island entry for ${id}`)
      if (entry.kind === 'behaviour')
        return [
          `import run from ${JSON.stringify(entry.file)}`,
          // The behaviour listens first, then the element a click was held for is clicked again.
          "export default (element, held) => { run(element); element.setAttribute('data-ready', ''); held?.click() }",
        ].join('\n')
      return [
        `import spec from ${JSON.stringify(entry.file)}`,
        `import { hydrateIsland } from ${JSON.stringify(path.join(root, 'src/islands/hydrate.tsx'))}`,
        'export default (element, held) => hydrateIsland(spec, element, held)',
      ].join('\n')
    },
  }
}

interface ManifestChunk {
  file: string
  name?: string
  isEntry?: boolean
  imports?: string[]
  css?: string[]
}
export type ViteManifest = Record<string, ManifestChunk>

/** Each island's chunk and the chunks it imports (to fetch them together), from the browser build's manifest. */
export function islandChunks(manifest: ViteManifest): Map<string, { src: string; deps: string[] }> {
  const chunks = new Map<string, { src: string; deps: string[] }>()
  for (const chunk of Object.values(manifest)) {
    if (!chunk.isEntry || !chunk.name?.startsWith('island-')) continue
    const deps = new Set<string>()
    const walk = (keys: readonly string[] = []) => {
      for (const key of keys) {
        const dep = manifest[key]
        if (!dep || deps.has(`/${dep.file}`)) continue
        deps.add(`/${dep.file}`)
        walk(dep.imports)
      }
    }
    walk(chunk.imports)
    chunks.set(chunk.name.slice('island-'.length), { src: `/${chunk.file}`, deps: [...deps] })
  }
  return chunks
}
