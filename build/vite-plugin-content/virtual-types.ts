/**
 * The types of the content plugin's virtual modules, made from the schemas: one declaration per data file, per
 * top-level key of a data file that is an object, and per data file by locale, so that a new data file or key is
 * typed where pages import it without anyone restating it. `npm run check` and the build write the result to
 * src/content/virtual.d.ts when it changed; a unit test fails when the committed file is stale.
 */
import fs from 'node:fs'
import path from 'node:path'
import { dataFiles } from '../../src/content/schemas.ts'

export const VIRTUAL_TYPES_FILE = 'src/content/virtual.d.ts'

const declare = (id: string, type: string) => `declare module '${id}' {\n  const value: ${type}\n  export default value\n}`

/** The modules whose shape is not one data file's: the content store, images, facts, the chooser, the page tables. */
const OTHER_MODULES = `declare module 'virtual:page/*' {
  const value: VirtualData['pages'][number]
  export default value
}
declare module 'virtual:post-slugs' {
  /** Server build only. */
  export const slugs: string[]
  /** The slugs of the translated posts, per locale (posts/<locale>/). */
  export const translatedSlugs: Partial<Record<VirtualLocale, string[]>>
}
declare module 'virtual:listing-paths' {
  /** Server build only: /blog, /blog/page/2, …, /blog/category/{slug}, … */
  export const listingPaths: string[]
}
declare module 'virtual:content-all' {
  /** Server build only: every item of src/content/store.ts by key. */
  export const content: Record<string, unknown>
}
declare module 'virtual:images' {
  export const images: Record<string, import('./image-urls.ts').ImageInfo>
}
declare module 'virtual:facts' {
  /** Per locale (English and every translated one). */
  export const factsByLocale: Record<VirtualLocale, import('./facts.ts').SiteFacts>
}
declare module 'virtual:build-info' {
  export const buildInfo: import('./build-info.ts').BuildInfo
}
declare module 'virtual:page-paths' {
  export const pagePaths: Pick<VirtualData['pages'][number], 'id' | 'path' | 'noindex' | 'needs'>[]
}
declare module 'virtual:build-index' {
  /** Every sample build that has its own page. */
  export const buildIndex: { id: string; name: string; names: Partial<Record<VirtualLocale, string>>; path: string }[]
}
declare module 'virtual:chooser' {
  /** The build chooser's model (src/features/chooser/model.ts) in every locale, made at build time (pages). */
  const value: Readonly<Record<VirtualLocale, import('../features/chooser/model.ts').ChooserModel>>
  export default value
}
declare module 'virtual:chooser/*' {
  /** The build chooser's model in one locale (\`virtual:chooser/en\`: the island's default). */
  const value: import('../features/chooser/model.ts').ChooserModel
  export default value
}
declare module 'virtual:page-versions' {
  /** English path → the page's path in each language (src/site/locales.ts), for every page with more than one. */
  export const pageVersions: [string, import('../site/locales.ts').Versions][]
}`

/** The text of src/content/virtual.d.ts. */
export function virtualModuleTypes(): string {
  const blocks: string[] = []
  for (const [file, schema] of Object.entries(dataFiles)) {
    blocks.push(declare(`virtual:data/${file}`, `VirtualData['${file}']`))
    const shape = (schema as { shape?: Record<string, unknown> }).shape
    for (const key of Object.keys(shape ?? {})) blocks.push(declare(`virtual:data/${file}/${key}`, `VirtualData['${file}']['${key}']`))
  }
  for (const file of Object.keys(dataFiles)) blocks.push(declare(`virtual:data-by-locale/${file}`, `Readonly<Record<VirtualLocale, VirtualData['${file}']>>`))
  return [
    '// Generated from the schemas by build/vite-plugin-content/virtual-types.ts (`npm run check` writes it); do not edit.',
    '// The types of the virtual modules served by build/vite-plugin-content/index.ts.',
    "// Global names of this file (a .d.ts with no imports): kept apart from the code's own `SiteData` and `Locale`.",
    "type VirtualData = import('./schemas.ts').SiteData",
    "type VirtualLocale = import('../i18n/messages.ts').Locale",
    ...blocks,
    OTHER_MODULES,
    '',
  ].join('\n')
}

/** Writes src/content/virtual.d.ts when its text changed; says so, since the file is committed. */
export function writeVirtualModuleTypes(root: string, log: (message: string) => void = console.log): void {
  const file = path.join(root, VIRTUAL_TYPES_FILE)
  const text = virtualModuleTypes()
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text) return
  fs.writeFileSync(file, text)
  log(`Updated ${VIRTUAL_TYPES_FILE} from the schemas (commit it).`)
}
