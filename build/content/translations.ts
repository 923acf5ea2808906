/**
 * Node-side: reads every message file under data/messages/, checks them (src/i18n/messages.ts) and
 * returns them by namespace and locale. A problem names the file and the key; all of them are reported
 * at once, the way content problems are.
 */
import fs from 'node:fs'
import path from 'node:path'
import { ContentError } from './errors.ts'
import { parseJson } from 'seo-audit/json-issues'
import { LOCALES, messageProblems, SOURCE_LOCALE, type Locale, type MessageTree } from '../../src/i18n/messages.ts'
import { TRANSLATED, translateData, translationProblems } from '../../src/i18n/data-text.ts'
import { dataFiles, type DataFileName, type SiteData } from '../../src/content/schemas.ts'
import { formatIssues } from 'seo-audit/json-issues'

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
    problems.push(...messageProblems(files, fileOf(ns)).filter((p) => ![...broken].some((file) => p.startsWith(`${file}: `))))
    out[ns] = files as Record<Locale, MessageTree>
  }
  if (problems.length) throw new ContentError(problems)
  return out
}

/** The data files with translated copy (src/i18n/data-text.ts), per locale other than English, merged over English. */
export type DataTranslations = Partial<Record<Locale, Partial<SiteData>>>

/**
 * Reads `data/<locale>/<file>.json` for every file TRANSLATED names and every locale but English, checks it
 * against English (same fields, nothing else) and the merged file against the file's schema.
 */
export function loadDataTranslations(root: string, data: SiteData): DataTranslations {
  const problems: string[] = []
  const out: DataTranslations = {}
  for (const locale of LOCALES) {
    if (locale === SOURCE_LOCALE) continue
    const merged: Partial<Record<DataFileName, unknown>> = {}
    for (const name of Object.keys(TRANSLATED) as DataFileName[]) {
      const file = `data/${locale}/${name}.json`
      const at = path.join(root, file)
      if (!fs.existsSync(at)) {
        problems.push(`${file}: missing: data/${name}.json's text needs a translation (see TRANSLATED in src/i18n/data-text.ts)`)
        continue
      }
      let translation: unknown
      try {
        translation = parseJson(file, fs.readFileSync(at, 'utf8'))
      } catch (error) {
        if (!(error instanceof ContentError)) throw error
        problems.push(...error.problems)
        continue
      }
      const found = translationProblems(name, data[name], translation, file)
      problems.push(...found)
      if (found.length) continue
      const value = translateData(name, data[name], translation)
      const result = dataFiles[name].safeParse(value)
      if (result.success) merged[name] = result.data
      else problems.push(...formatIssues(file, result.error.issues, value))
    }
    out[locale] = merged as Partial<SiteData>
  }
  if (problems.length) throw new ContentError(problems)
  return out
}
