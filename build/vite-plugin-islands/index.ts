/**
 * The islands' side of the build (src/islands/Island.tsx, src/islands/define.ts):
 * - the browser build has one entry per island file of a feature, `src/features/<feature>/<name>.island.tsx`
 *   or `<name>.behaviour.ts`, and nothing else: no router, no pages. An island becomes
 *   `(element, held) => hydrateIsland(spec, element, held)`, a behaviour runs with its props; either marks
 *   the island `data-ready` once it runs and then clicks again the element a click was held for
 *   (src/islands/islands-bootstrap.ts);
 * - in the browser build every `*.css?inline` import is an empty string: the sheets are already in
 *   the page (src/lib/styles.tsx), so an island's chunk carries no CSS text.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'

/** Where features live; each may hold island files (`<name>.island.tsx`, `<name>.behaviour.ts`). */
export const FEATURES_DIR = 'src/features'
const ISLAND_FILE = /^(.+)\.(island\.tsx|behaviour\.ts)$/
const VIRTUAL = 'falcon-island:'
const EMPTY_STYLE = '\0falcon-empty-style'

export interface IslandEntry {
  name: string
  file: string
  kind: 'react' | 'behaviour'
}

export function islandEntries(root: string): IslandEntry[] {
  const entries: IslandEntry[] = []
  const features = path.join(root, FEATURES_DIR)
  for (const feature of fs.readdirSync(features, { withFileTypes: true })) {
    if (!feature.isDirectory()) continue
    for (const f of fs.readdirSync(path.join(features, feature.name))) {
      const match = ISLAND_FILE.exec(f)
      if (!match) continue
      const name = match[1]!
      const file = path.join(features, feature.name, f)
      const twin = entries.find((e) => e.name === name)
      if (twin) throw new Error(`Two islands are named "${name}": ${path.relative(root, twin.file)} and ${path.relative(root, file)}`)
      entries.push({ name, file, kind: match[2] === 'island.tsx' ? 'react' : 'behaviour' })
    }
  }
  return entries.sort((a, b) => (a.name < b.name ? -1 : 1))
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
          `import spec from ${JSON.stringify(entry.file)}`,
          // The behaviour listens first, then the element a click was held for is clicked again.
          "export default (element, held) => { spec.run(element, JSON.parse(element.dataset.props ?? '{}')); element.setAttribute('data-ready', ''); held?.click() }",
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
  dynamicImports?: string[]
  css?: string[]
}
export type ViteManifest = Record<string, ManifestChunk>

/**
 * Each island's chunk, the chunks it imports (to fetch them together), and the chunks it may import later
 * (`import()`: the quote's later steps, a dialog), from the browser build's manifest. The later ones are
 * handed to the service worker once the island runs (src/islands/islands-bootstrap.ts), so a tab left open
 * across a deploy (whose host serves only the new build's files) still has them.
 */
export function islandChunks(manifest: ViteManifest): Map<string, { src: string; deps: string[]; later: string[] }> {
  const chunks = new Map<string, { src: string; deps: string[]; later: string[] }>()
  const file = (key: string) => `/${manifest[key]!.file}`
  for (const chunk of Object.values(manifest)) {
    if (!chunk.isEntry || !chunk.name?.startsWith('island-')) continue
    const deps = new Set<string>()
    const later = new Set<string>()
    const dynamic: string[] = []
    const walk = (keys: readonly string[] = [], into: Set<string>) => {
      for (const key of keys) {
        const dep = manifest[key]
        if (!dep || deps.has(file(key)) || into.has(file(key))) continue
        into.add(file(key))
        dynamic.push(...(dep.dynamicImports ?? []))
        walk(dep.imports, into)
      }
    }
    dynamic.push(...(chunk.dynamicImports ?? []))
    walk(chunk.imports, deps)
    // What the island and everything it loads import dynamically, with those chunks' own imports.
    for (let key = dynamic.shift(); key !== undefined; key = dynamic.shift()) walk([key], later)
    later.delete(`/${chunk.file}`)
    chunks.set(chunk.name.slice('island-'.length), { src: `/${chunk.file}`, deps: [...deps], later: [...later] })
  }
  return chunks
}
