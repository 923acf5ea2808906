/** How a post's front matter is read: YAML only, never code (build/content/load.ts, build/content/render-ahead.ts); and where posts are. */
import fs from 'node:fs'
import path from 'node:path'
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
const frontMatterOptions = { language: 'yaml', engines: { yaml: parseYaml, javascript: refuse, coffee: refuse, json: refuse } }

/** A one-line problem when the front matter names a language other than YAML (`---js`, `---json`, ...), else null. */
function frontMatterLanguageProblem(source: string): string | null {
  const language = /^---(?!-)([^\r\n]*)/.exec(source)?.[1]?.trim() ?? ''
  if (!language || language.toLowerCase() === 'yaml') return null
  return `front matter: only YAML is allowed, but the file opens with "---${language}" (start it with a line of just ---)`
}

/**
 * A post file's front matter and body, or the one-line problem that stops it from being read (a language
 * other than YAML, YAML that does not parse). The content check reports the problem; the Markdown threads
 * (build/content/render-ahead.ts) skip the file and leave it to the check.
 */
export function readFrontMatter(source: string): { data: Record<string, unknown>; body: string } | { problem: string } {
  const languageProblem = frontMatterLanguageProblem(source)
  if (languageProblem) return { problem: languageProblem }
  try {
    const parsed = matter(source, frontMatterOptions)
    return { data: parsed.data, body: parsed.content }
  } catch (error) {
    return { problem: `front matter is not valid YAML: ${(error as Error).message.split('\n')[0]}` }
  }
}

/** Every post file, as a path from the root (`posts/x.md`, `posts/ar/x.md`): the folder's own, then each language folder's, each sorted. */
export function postFiles(root: string): string[] {
  if (!fs.existsSync(path.join(root, 'posts'))) return []
  const folders = ['posts', ...fs.readdirSync(path.join(root, 'posts'), { withFileTypes: true }).filter((d) => d.isDirectory() && d.name !== 'images').map((d) => `posts/${d.name}`)]
  return folders.flatMap((folder) =>
    fs
      .readdirSync(path.join(root, folder))
      .filter((f) => f.endsWith('.md'))
      .sort()
      .map((f) => `${folder}/${f}`),
  )
}
