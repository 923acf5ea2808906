/**
 * Problems in a JSON file a person wrote, as `file: field: message` lines: the audit's config file and
 * the site's content files (data/*.json, front matter) report the same way.
 */
import type { z } from 'zod'

/** A problem a person can act on in a file they wrote: always names the file and the field. */
export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'))
    this.name = 'ContentError'
  }
}

function describe(value: unknown): string {
  if (value === undefined) return 'nothing'
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'a list'
  if (value instanceof Date) return JSON.stringify(value.toISOString().slice(0, 10))
  if (typeof value === 'object') return 'an object'
  return JSON.stringify(value)
}

const child = (v: unknown, k: PropertyKey): unknown => (v && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[k] : undefined)

/**
 * A path's parts as a person finds them: an item of a list in which its `id` is unique is named by
 * that id (`parts.ryzen-7-7700.socket`), any other step by its key or position (`parts.3.socket`).
 */
function fieldNames(path: readonly PropertyKey[], input: unknown): string[] {
  const names: string[] = []
  let value = input
  for (const key of path) {
    const next = child(value, key)
    const id = child(next, 'id')
    const unique = Array.isArray(value) && typeof id === 'string' && id !== '' && value.filter((v) => child(v, 'id') === id).length === 1
    names.push(unique ? id : String(key))
    value = next
  }
  return names
}

/** Turns zod issues into `file: field: message` lines. */
export function formatIssues(file: string, issues: readonly z.core.$ZodIssue[], input: unknown): string[] {
  return issues.map((issue) => {
    const names = fieldNames(issue.path, input)
    const field = names.length ? names.join('.') : '(file)'
    let message = issue.message
    if (issue.code === 'unrecognized_keys') {
      return `${file}: ${[...names, issue.keys.join(', ')].join('.')}: unknown field (check the spelling)`
    }
    if (issue.code === 'invalid_type' && message.startsWith('Invalid input')) {
      const got = issue.path.reduce<unknown>((v, k) => child(v, k as PropertyKey), input)
      message = got === undefined ? 'required' : `expected ${issue.expected}, got ${describe(got)}`
    }
    return `${file}: ${field}: ${message}`
  })
}

/** `JSON.parse` with a message that says where the syntax error is. */
export function parseJson(file: string, source: string): unknown {
  try {
    return JSON.parse(source)
  } catch (error) {
    const msg = (error as Error).message
    const pos = /position (\d+)/.exec(msg)
    let where = ''
    if (pos) {
      const before = source.slice(0, Number(pos[1]))
      const line = before.split('\n').length
      const column = before.length - before.lastIndexOf('\n')
      where = ` at line ${line}, column ${column}`
    }
    throw new ContentError([`${file}: invalid JSON${where}: ${msg.replace(/ in JSON at position \d+.*$/s, '').replace(/^JSON\.parse: /, '')}`])
  }
}
