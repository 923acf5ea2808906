/**
 * Node-side: reads every message file under data/messages/, checks them (src/i18n/messages.ts) and
 * returns them by namespace and locale. A problem names the file and the key; all of them are reported
 * at once, the way content problems are.
 */
import fs from 'node:fs'
import path from 'node:path'
import { ContentError } from '../content/errors.ts'
import { parseJson } from '../../packages/seo-audit/src/cli/json-issues.ts'
import { LOCALES, messageProblems, SOURCE_LOCALE, type Locale, type MessageTree } from './messages.ts'

export const MESSAGES_DIR = 'data/messages'

export type Messages = Record<string, Record<Locale, MessageTree>>

const namespacesIn = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -'.json'.length)) : [])

export function loadMessages(root: string): Messages {
  const fileOf = (ns: string) => (locale: Locale) => `${MESSAGES_DIR}/${locale}/${ns}.json`
  const problems: string[] = []
  const namespaces = namespacesIn(path.join(root, MESSAGES_DIR, SOURCE_LOCALE)).sort()
  for (const locale of LOCALES)
    for (const ns of namespacesIn(path.join(root, MESSAGES_DIR, locale)))
      if (!namespaces.includes(ns)) problems.push(`${fileOf(ns)(locale)}: no such file in ${MESSAGES_DIR}/${SOURCE_LOCALE}/; remove it or add the English first`)
  const out: Messages = {}
  for (const ns of namespaces) {
    const broken = new Set<string>()
    const files: Partial<Record<Locale, unknown>> = {}
    for (const locale of LOCALES) {
      const file = path.join(root, fileOf(ns)(locale))
      if (!fs.existsSync(file)) continue
      try {
        files[locale] = parseJson(fileOf(ns)(locale), fs.readFileSync(file, 'utf8'))
      } catch (error) {
        if (!(error instanceof ContentError)) throw error
        problems.push(...error.problems)
        broken.add(fileOf(ns)(locale))
      }
    }
    // A file that is not JSON is reported once, not again as missing or as missing every key.
    problems.push(...messageProblems(files, fileOf(ns)).filter((p) => ![...broken].some((file) => p.startsWith(`${file}: `)) && !(broken.size && p.includes(' has it'))))
    out[ns] = files as Record<Locale, MessageTree>
  }
  if (problems.length) throw new ContentError(problems)
  return out
}
