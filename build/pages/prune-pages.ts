/**
 * Each built page carries only the CSS rules it can use (the page's HTML is its
 * first round trip; a phone on slow 4G gets about 14 KB in it).
 *
 * - **Stylesheet.** Every page inlines the sheets of the components it rendered (src/lib/styles.tsx):
 *   global.css and the shell's sheet, then each screen's and component's. PurgeCSS drops the rules whose classes, ids, tags and attributes
 *   appear in none of the pages that share the sheet and in no script those pages can run (their inline
 *   scripts, the island chunks they name and every chunk those import). Pages of one kind
 *   (every post, every build page) share one sheet, so they keep sharing one pruned sheet: one hash in
 *   their policy (build/postbuild/headers.ts). States that scripts set (a class an island adds, an attribute
 *   the device modes toggle, the toast the share button makes) keep their rules because their names
 *   appear in the scripts; states HTML sets by itself (`[open]`, `:popover-open`, `:target`) keep theirs
 *   because PurgeCSS matches a selector without its pseudo-classes; a selector that is one pseudo-class
 *   alone (`:focus-visible`, `:lang(ar)`) is always kept. Class names are written whole in the code
 *   (`'pill-high'`, not `pill-${level}`) so that a script's words name them; a unit test keeps it so.
 *
 * Runs on the finished pages, before their policies hash the sheets.
 */
import fs from 'node:fs'
import path from 'node:path'
import { PurgeCSS } from 'purgecss'
import { listFiles } from '../lib/files.ts'
import { postBuildMemos, type PostBuildMemos } from '../cache/memo.ts'

const STYLE = /<style>([\s\S]*?)<\/style>/
const SCRIPT = /<script\b[^>]*>([\s\S]*?)<\/script>/gi
const WORD = /[A-Za-z0-9_-]+/g
/** A start tag and its attributes, as React and the post-build write them (values always in double quotes). */
const START_TAG = /<([a-zA-Z][\w-]*)((?:\s+[^\s"'=<>/]+(?:="[^"]*")?)*)\s*\/?>/g
const ATTRIBUTE = /([^\s"'=<>/]+)(?:="([^"]*)")?/g
/** The references React and the post-build write in attribute values (React writes ' as &#x27;). */
const ENTITY = /&(amp|quot|#39|#x27|lt|gt);/g
const ENTITIES: Record<string, string> = { amp: '&', quot: '"', '#39': "'", '#x27': "'", lt: '<', gt: '>' }

/** What PurgeCSS matches selectors against: the tags, classes, ids and attributes of pages. */
interface PageSelectors {
  tags: Set<string>
  classes: Set<string>
  ids: Set<string>
  names: Set<string>
  values: Set<string>
}

/**
 * Adds a page's tags, classes, ids, attribute names and values to `into`: what purgecss-from-html
 * returns, from one regular expression over the start tags. purgecss-from-html builds a DOM and merges
 * arrays at every node: 4.9 s for the 2,288 pages of a build with 1,000 posts, against 0.4 s here.
 */
function addSelectors(html: string, into: PageSelectors) {
  for (const [, tag, attributes] of html.matchAll(START_TAG)) {
    into.tags.add(tag!.toLowerCase())
    for (const [, name, raw] of attributes!.matchAll(ATTRIBUTE)) {
      const value = (raw ?? '').replace(ENTITY, (_, e: string) => ENTITIES[e]!)
      const words = value.split(' ')
      if (name === 'class') for (const w of words) into.classes.add(w)
      else if (name === 'id') for (const w of words) into.ids.add(w)
      into.names.add(name!)
      for (const w of words) into.values.add(w)
    }
  }
}
/**
 * A page's selectors as lists (what the memo keeps), as strings of their own: a word cut out of the page by a
 * regular expression is a slice that keeps the whole page in memory, and the memo keeps every page's words
 * until the build ends (at 1,000 posts, 100 MB of pages kept alive by their words).
 */
function selectorsOf(html: string): Record<keyof PageSelectors, string[]> {
  const found: PageSelectors = { tags: new Set(), classes: new Set(), ids: new Set(), names: new Set(), values: new Set() }
  addSelectors(html, found)
  return JSON.parse(JSON.stringify({ tags: [...found.tags], classes: [...found.classes], ids: [...found.ids], names: [...found.names], values: [...found.values] })) as Record<keyof PageSelectors, string[]>
}
/** A chunk named in a page (`/assets/x.js`) or imported by another chunk (`./x.js`). */
const CHUNK_REF = /(?:\.\/|\/assets\/|^assets\/|"assets\/)([\w.-]+\.js)\b/g

export interface PruneResult {
  pages: number
  sheets: number
  /** Characters of inline CSS over all pages, before and after. */
  cssBefore: number
  cssAfter: number
}

/**
 * Prunes the inline sheet of every HTML file under `outDir`, in place (`memos`: results kept from the last build,
 * build/cache/memo.ts). Two passes over the files, one page in memory at a time: the first gathers what each
 * sheet's pages use, the second writes the pages with their pruned sheet. (Holding every page between the
 * passes was over a gigabyte at 10,000 posts.)
 */
export async function prunePages(outDir: string, memos: Pick<PostBuildMemos, 'selectors' | 'sheets'> = postBuildMemos()): Promise<PruneResult> {
  const files = listFiles(outDir)
  const pages = files.filter((f) => f.endsWith('.html'))
  const read = (file: string) => fs.readFileSync(path.join(outDir, file), 'utf8')
  const chunks = new Map(files.filter((f) => /^assets\/[^/]+\.js$/.test(f)).map((f) => [f.slice('assets/'.length), read(f)]))
  /** The text of every script a page can run: its inline scripts and the chunks it names, with every chunk they import. */
  const scriptsOf = (html: string): string[] => {
    const texts = [...html.matchAll(SCRIPT)].map((m) => m[1]!)
    const seen = new Set<string>()
    const visit = (text: string) => {
      for (const [, name] of text.matchAll(CHUNK_REF)) {
        const chunk = chunks.get(name!)
        if (chunk === undefined || seen.has(name!)) continue
        seen.add(name!)
        texts.push(chunk)
        visit(chunk)
      }
    }
    visit(html)
    return texts
  }

  /** Per distinct sheet: the selectors of the pages that share it, and the distinct script texts those pages run. */
  const bySheet = new Map<string, { found: PageSelectors; scripts: Set<string> }>()
  for (const file of pages) {
    const html = read(file)
    const css = STYLE.exec(html)?.[1]
    if (css === undefined) continue
    let group = bySheet.get(css)
    if (!group) {
      // A copy of its own: a slice of the page would keep the whole page alive.
      group = { found: { tags: new Set(), classes: new Set(), ids: new Set(), names: new Set(), values: new Set() }, scripts: new Set() }
      bySheet.set(flat(css), group)
    }
    const text = html.replace(STYLE, '').replace(SCRIPT, '')
    for (const [kind, words] of Object.entries(memos.selectors.get(() => [text], () => selectorsOf(text))) as [keyof PageSelectors, string[]][])
      for (const w of words) group.found[kind].add(w)
    // Pages of one kind run the same scripts: one copy of each distinct text (at 10,000 posts, a copy per page was hundreds of MB).
    group.scripts.add(scriptsOf(html).join('\n'))
  }
  const pruned = new Map<string, string>()
  for (const [css, { found, scripts }] of bySheet) {
    const selectors = {
      attributes: { names: [...found.names], values: [...found.values] },
      classes: [...found.classes],
      ids: [...found.ids],
      tags: [...found.tags],
      undetermined: [],
    }
    // Every word a script of these pages could use as a class, an id or an attribute. Pages of one kind run
    // the same scripts: each distinct text is read once.
    const scriptWords = new Set<string>()
    for (const text of scripts) for (const w of text.match(WORD) ?? []) scriptWords.add(w)
    const words = { raw: [...scriptWords].join(' '), extension: 'txt' }
    const purge = async () => {
      const [result] = await new PurgeCSS().purge({
        content: [{ raw: '', extension: 'pages' }, words],
        css: [{ raw: css }],
        extractors: [{ extractor: () => selectors, extensions: ['pages'] }],
        // A selector that is one pseudo-class alone (`:focus-visible`, `:lang(ar)`) applies to any page; PurgeCSS,
        // which matches selectors without their pseudo-classes, would find nothing left to match and drop it.
        safelist: { standard: [/^:[\w-]+(\([^)]*\))?$/] },
        // Custom properties and keyframes are cheap and may be named from a script or a style attribute.
        variables: false,
        keyframes: false,
        fontFace: false,
      })
      return result?.css.trim() ?? css
    }
    const sorted = (set: Set<string>) => [...set].sort().join(' ')
    const input = () => [css, ...(['tags', 'classes', 'ids', 'names', 'values'] as const).map((kind) => sorted(found[kind])), sorted(scriptWords)]
    pruned.set(css, await memos.sheets.getAsync(input, purge))
  }

  let cssBefore = 0
  let cssAfter = 0
  for (const file of pages) {
    const before = read(file)
    const css = STYLE.exec(before)?.[1]
    if (css === undefined) continue
    const kept = pruned.get(css)!
    cssBefore += css.length
    cssAfter += kept.length
    const html = before.replace(STYLE, () => `<style>${kept}</style>`)
    if (html !== before) fs.writeFileSync(path.join(outDir, file), html)
  }
  return { pages: pages.length, sheets: bySheet.size, cssBefore, cssAfter }
}

/** A string that shares no memory with the one it was cut from. */
const flat = (text: string): string => Buffer.from(text, 'utf8').toString('utf8')
