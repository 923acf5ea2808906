/**
 * The copy `npm run check` holds to the promise table (build/content/promise-copy.ts), read as writers
 * typed it: every message, the text of data/*.json and its translations, and posts line by line.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { CopyText } from './promise-copy.ts'
import type { Messages } from './translations.ts'

/**
 * Data files whose text is not the business's promise: customers' own words, the visitor's budget
 * bands, part and game tables (their schemas check them), search terms, paths.
 */
const NOT_PROMISES = new Set(['testimonials', 'quote', 'parts', 'games', 'keywords', 'redirects'])
/** The chooser's words for smoothness ("well above 60 fps") and a game's own frame cap are its model, not a claim. */
const FPS_NAMESPACES = new Set(['chooser', 'chooser-model', 'chooser-page'])

/** `[path, text]` of every string in a JSON value: `features.delivery.text`, `[2].answer`. */
function strings(value: unknown, at = ''): [string, string][] {
  if (typeof value === 'string') return [[at, value]]
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${at}[${i}]`))
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => strings(v, at ? `${at}.${k}` : k))
  return []
}

/** A post file's lines as copy (`posts/x.md:83`); a post may discuss frame rates. */
export function postCopy(file: string, text: string): CopyText[] {
  const out: CopyText[] = []
  text.split('\n').forEach((line, i) => {
    if (line.trim()) out.push({ where: `${file}:${i + 1}`, text: line, allowFps: true })
  })
  return out
}

/** The copy of messages and data/; the posts' is read line by line by postCopy (build/content/promise-memo.ts keeps their results). */
export function promiseTexts(root: string, messages: Messages): CopyText[] {
  const out: CopyText[] = []
  for (const [ns, byLocale] of Object.entries(messages))
    for (const [locale, tree] of Object.entries(byLocale))
      for (const [key, text] of strings(tree)) out.push({ where: `data/messages/${locale}/${ns}.json: ${key}`, text, allowFps: FPS_NAMESPACES.has(ns) })

  const englishEmirates = JSON.parse(fs.readFileSync(path.join(root, 'data/emirates.json'), 'utf8')) as { name: string }[]
  const dataDirs = ['data', ...fs.readdirSync(path.join(root, 'data'), { withFileTypes: true }).filter((d) => d.isDirectory() && d.name !== 'messages').map((d) => `data/${d.name}`)]
  for (const dir of dataDirs) {
    for (const file of fs.readdirSync(path.join(root, dir)).filter((f) => f.endsWith('.json')).sort()) {
      const name = file.slice(0, -'.json'.length)
      if (NOT_PROMISES.has(name)) continue
      const value = JSON.parse(fs.readFileSync(path.join(root, dir, file), 'utf8')) as unknown
      for (const [key, text] of strings(value)) {
        const emirate = name === 'emirates' ? englishEmirates[Number(/^\[(\d+)\]/.exec(key)?.[1])]?.name : undefined
        out.push({ where: `${dir}/${file}: ${key}`, text, ...(emirate ? { emirate } : {}) })
      }
    }
  }

  return out
}
