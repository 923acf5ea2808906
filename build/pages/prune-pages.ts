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
import { digestOf } from '../lib/digest.ts'
import { listFiles } from '../lib/files.ts'
import { postBuildMemos, type PageFacts, type PostBuildMemos, type PruneState } from '../cache/memo.ts'

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
 * What the pruning reads of a page (`sheet: null`: a page without an inline sheet), kept in a record of its own
 * (build/cache/memo.ts): each kind of word as one string of words joined by spaces (`null`: none). Being new
 * strings, they keep no page alive (a word cut out of the page by a regular expression is a slice that holds
 * on to the whole page: 100 MB of pages at 1,000 posts).
 */
function factsOf(html: string): PageFacts {
  const css = STYLE.exec(html)?.[1]
  const joined = (words: Iterable<string>) => {
    const all = [...new Set(words)]
    return all.length ? flat(all.join(' ')) : null
  }
  if (css === undefined) return { sheet: null, selectors: { tags: null, classes: null, ids: null, names: null, values: null }, scriptWords: null, chunks: null }
  const found: PageSelectors = { tags: new Set(), classes: new Set(), ids: new Set(), names: new Set(), values: new Set() }
  addSelectors(html.replace(STYLE, '').replace(SCRIPT, ''), found)
  return {
    sheet: digestOf(css),
    selectors: { tags: joined(found.tags), classes: joined(found.classes), ids: joined(found.ids), names: joined(found.names), values: joined(found.values) },
    scriptWords: joined([...html.matchAll(SCRIPT)].flatMap(([, script]) => script!.match(WORD) ?? [])),
    chunks: joined([...html.matchAll(CHUNK_REF)].map((m) => m[1]!)),
  }
}
/** The kinds of word a sheet's counts keep, by their digit in a count's key. */
const KINDS = ['tags', 'classes', 'ids', 'names', 'values', 'scriptWords', 'chunks'] as const
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
 * Prunes the inline sheet of every HTML file under `outDir` (`memos`: results kept from the last build,
 * build/cache/memo.ts). Two passes over the files, one page in memory at a time: the first gathers what each
 * sheet's pages use, the second writes the pages with their pruned sheet. (Holding every page between the
 * passes was over a gigabyte at 10,000 posts.) With kept results, a page whose bytes and pruned sheet are those
 * of the last build is neither read nor written: its facts and its pruned copy come from the memo.
 */
export async function prunePages(outDir: string, memos: Pick<PostBuildMemos, 'digests' | 'facts' | 'pruning' | 'sheetTexts' | 'sheets' | 'pruned'> = postBuildMemos()): Promise<PruneResult> {
  const files = listFiles(outDir)
  const pages = files.filter((f) => f.endsWith('.html'))
  const read = (file: string) => fs.readFileSync(path.join(outDir, file), 'utf8')
  const chunks = new Map(files.filter((f) => /^assets\/[^/]+\.js$/.test(f)).map((f) => [f.slice('assets/'.length), read(f)]))
  /** Each chunk's words, and the chunks it imports, directly or through others (found once per build, not once per page). */
  const chunkWords = new Map([...chunks].map(([name, text]) => [name, text.match(WORD) ?? []]))
  /** The chunks a chunk imports directly. */
  const direct = new Map([...chunks].map(([name, text]) => [name, [...text.matchAll(CHUNK_REF)].map((m) => m[1]!).filter((n) => chunks.has(n))]))
  /** A chunk and every chunk it imports, directly or through others (chunks may import each other in a cycle). */
  const closures = new Map<string, string[]>()
  const closureOf = (name: string): string[] => {
    let closure = closures.get(name)
    if (closure) return closure
    const seen = new Set([name])
    const stack = [name]
    while (stack.length)
      for (const next of direct.get(stack.pop()!)!) {
        if (seen.has(next)) continue
        seen.add(next)
        stack.push(next)
      }
    closures.set(name, (closure = [...seen]))
    return closure
  }

  /**
   * Per distinct sheet: the selectors of the pages that share it, and every word a script of those pages could
   * use as a class, an id or an attribute: the words of their inline scripts and of the chunks they name, with
   * every chunk those import. Words are kept, never the scripts' texts (a page's JSON-LD makes each page's
   * scripts differ: a text per page was 550 MB at 10,000 posts).
   *
   * Kept as counts: per sheet, how many of its pages use each word. A build with the last one's counts (`memos.pruning`)
   * takes out the words of each page that changed or went and adds those of each changed or new page, so an
   * unchanged page is not looked at; without them (a clean build, other code, a record gone) every page is added.
   */
  const gathered = gather(memos.pruning.value) ?? gather(undefined)!
  function gather(last: PruneState | undefined) {
    const pagesNow: PruneState['pages'] = {}
    const counts = new Map(Object.entries(last?.counts ?? {}).map(([sheet, words]) => [sheet, new Map(Object.entries(words))]))
    const change = (sheet: string, facts: PageFacts, by: 1 | -1) => {
      let words = counts.get(sheet)
      if (!words) counts.set(sheet, (words = new Map()))
      for (const [kind, text] of KINDS.map((kind, i) => [i, kind === 'scriptWords' || kind === 'chunks' ? facts[kind] : facts.selectors[kind]] as const)) {
        if (text === null) continue
        for (const word of text.split(' ')) {
          const key = `${kind}${word}`
          const count = (words.get(key) ?? 0) + by
          if (count > 0) words.set(key, count)
          else words.delete(key)
        }
      }
    }
    const lastPages = last?.pages ?? {}
    for (const file of pages) {
      const full = path.join(outDir, file)
      // A clean build keeps nothing and needs no identity: it is not worked out (a hash of every page).
      const digest = memos.facts.keeps ? memos.digests.of(full) : ''
      const before = lastPages[file]
      if (before && before[0] === digest) {
        pagesNow[file] = before
        continue
      }
      if (before?.[1]) {
        const old = memos.facts.get(before[0])
        if (!old) return undefined
        change(before[1], old, -1)
      }
      let facts = memos.facts.keeps ? memos.facts.get(digest) : undefined
      if (!facts) {
        facts = factsOf(read(file))
        if (facts.sheet !== null) memos.facts.set(digest, facts)
      }
      if (facts.sheet !== null) change(facts.sheet, facts, 1)
      pagesNow[file] = [digest, facts.sheet]
    }
    // Pages that went.
    for (const [file, [digest, sheet]] of Object.entries(lastPages)) {
      if (file in pagesNow || sheet === null) continue
      const old = memos.facts.get(digest)
      if (!old) return undefined
      change(sheet, old, -1)
    }
    // Sheets no page has any more.
    const sheets = new Set(Object.values(pagesNow).flatMap(([, sheet]) => (sheet === null ? [] : [sheet])))
    for (const sheet of counts.keys()) if (!sheets.has(sheet)) counts.delete(sheet)
    return { pages: pagesNow, counts }
  }
  if (memos.facts.keeps) memos.pruning.value = { pages: gathered.pages, counts: Object.fromEntries([...gathered.counts].map(([sheet, words]) => [sheet, Object.fromEntries(words)])) }

  /** Each sheet's text (the memo's, else read from one of its pages). */
  const sheetFiles = new Map<string, string>()
  for (const [file, [, sheet]] of Object.entries(gathered.pages)) if (sheet !== null && !sheetFiles.has(sheet)) sheetFiles.set(sheet, file)
  const pruned = new Map<string, { css: string; length: number; hash: string }>()
  for (const [sheet, file] of [...sheetFiles].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const css = memos.sheetTexts.get(() => [sheet], () => flat(STYLE.exec(read(file))![1]!))
    const byKind = KINDS.map(() => [] as string[])
    for (const key of gathered.counts.get(sheet)!.keys()) byKind[Number(key[0])]!.push(key.slice(1))
    const [tags, classes, ids, names, values, scriptWords, named] = byKind.map((words) => words.sort()) as string[][] as [string[], string[], string[], string[], string[], string[], string[]]
    const words = new Set(scriptWords)
    const chunksUsed = new Set<string>()
    for (const name of named) if (chunks.has(name)) for (const n of closureOf(name)) chunksUsed.add(n)
    for (const name of [...chunksUsed].sort()) for (const w of chunkWords.get(name)!) words.add(w)
    const allWords = [...words].sort()
    const selectors = { attributes: { names, values }, classes, ids, tags, undetermined: [] }
    const purge = async () => {
      const [result] = await new PurgeCSS().purge({
        content: [{ raw: '', extension: 'pages' }, { raw: allWords.join(' '), extension: 'txt' }],
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
    const kept = await memos.sheets.getAsync(() => [css, ...[tags, classes, ids, names, values, allWords].map((list) => list.join(' '))], purge)
    pruned.set(sheet, { css: kept, length: css.length, hash: digestOf(kept) })
  }

  let cssBefore = 0
  let cssAfter = 0
  for (const [file, [, sheet]] of Object.entries(gathered.pages)) {
    if (sheet === null) continue
    const kept = pruned.get(sheet)!
    cssBefore += kept.length
    cssAfter += kept.css.length
    const full = path.join(outDir, file)
    const { key } = await memos.pruned.write(
      () => [memos.digests.of(full), kept.hash],
      full,
      () => Buffer.from(read(file).replace(STYLE, () => `<style>${kept.css}</style>`)),
    )
    if (key) memos.digests.set(full, key)
  }
  return { pages: pages.length, sheets: pruned.size, cssBefore, cssAfter }
}

/** A string that shares no memory with the one it was cut from. */
const flat = (text: string): string => Buffer.from(text, 'utf8').toString('utf8')
