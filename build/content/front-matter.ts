/** How a post's front matter is read: YAML only, never code (build/content/load.ts, build/content/render-ahead.ts). */
import matter from 'gray-matter'
import yaml from 'js-yaml'

/**
 * YAML's core schema: no timestamp type, so an unquoted `date: 2025-02-30`
 * stays the text the writer typed (and fails validation) instead of silently
 * becoming 2 March.
 */
const parseYaml = (s: string) => (yaml.load(s, { schema: yaml.CORE_SCHEMA }) ?? {}) as object
const refuse = (): never => {
  throw new Error('only YAML front matter is allowed')
}
/**
 * gray-matter picks a parser from the word after the opening dashes, and its
 * built-in JavaScript engine evaluates the block (`---js` runs code). The
 * language is checked before parsing (frontMatterLanguageProblem); the other
 * engines are also replaced so that nothing but YAML can ever be parsed.
 */
export const frontMatterOptions = { language: 'yaml', engines: { yaml: parseYaml, javascript: refuse, coffee: refuse, json: refuse } }

/** A one-line problem when the front matter names a language other than YAML (`---js`, `---json`, ...), else null. */
export function frontMatterLanguageProblem(source: string): string | null {
  const language = /^---(?!-)([^\r\n]*)/.exec(source)?.[1]?.trim() ?? ''
  if (!language || language.toLowerCase() === 'yaml') return null
  return `front matter: only YAML is allowed, but the file opens with "---${language}" (start it with a line of just ---)`
}

/** A post file's Markdown body, or null when its front matter is not readable YAML (the content check reports why). */
export function postBody(source: string): { body: string; data: Record<string, unknown> } | null {
  if (frontMatterLanguageProblem(source)) return null
  try {
    const parsed = matter(source, frontMatterOptions)
    return { body: parsed.content, data: parsed.data }
  } catch {
    return null
  }
}
