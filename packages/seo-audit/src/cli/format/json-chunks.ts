/**
 * `JSON.stringify(value, null, 2)` written a piece at a time: the same bytes, without the whole
 * document as one string. Objects and arrays are opened here, down to a depth; below it each value is
 * one `JSON.stringify` call, indented to its place. An array can also be given as a `JsonStream`, made
 * as it is written, so a report's 85,000 SARIF results never exist at once.
 */

/** An array whose items are made as they are written. */
export class JsonStream {
  constructor(readonly items: () => Iterable<unknown>) {}
}

const INDENT = '  '

/** A value's JSON at its place: JSON has no raw line breaks inside strings, so every `\n` starts a line to indent. */
function indented(json: string, indent: string): string {
  return indent === '' || !json.includes('\n') ? json : json.replace(/\n/g, `\n${indent}`)
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return false
  const proto = Object.getPrototypeOf(v) as unknown
  return (proto === Object.prototype || proto === null) && typeof (v as { toJSON?: unknown }).toJSON !== 'function'
}

/**
 * The pieces of `JSON.stringify(value, null, 2)` (without a trailing newline). `depth`: how many levels
 * of objects and arrays are opened here; below, each value is stringified whole.
 */
export function* jsonChunks(value: unknown, depth = 2, indent = ''): Generator<string> {
  const inner = indent + INDENT
  if (value instanceof JsonStream) {
    let first = true
    for (const item of value.items()) {
      yield first ? '[' : ','
      first = false
      yield `\n${inner}`
      yield* itemChunks(item, depth - 1, inner)
    }
    yield first ? '[]' : `\n${indent}]`
  } else if (depth > 0 && Array.isArray(value) && value.length > 0) {
    yield '['
    for (let i = 0; i < value.length; i++) {
      yield `${i ? ',' : ''}\n${inner}`
      yield* itemChunks(value[i], depth - 1, inner)
    }
    yield `\n${indent}]`
  } else if (depth > 0 && isPlainObject(value)) {
    let first = true
    for (const [key, v] of Object.entries(value)) {
      if (leftOut(v)) continue
      yield `${first ? '{' : ','}\n${inner}${JSON.stringify(key)}: `
      first = false
      yield* jsonChunks(v, depth - 1, inner)
    }
    yield first ? '{}' : `\n${indent}}`
  } else {
    yield indented(JSON.stringify(value, null, 2), indent)
  }
}

/** An array item: what `JSON.stringify` leaves out of an object becomes `null` in an array. */
function itemChunks(item: unknown, depth: number, indent: string): Iterable<string> {
  return leftOut(item) ? ['null'] : jsonChunks(item, depth, indent)
}

/** What `JSON.stringify` leaves out of an object (and writes as `null` in an array). */
function leftOut(v: unknown): boolean {
  return v === undefined || typeof v === 'function' || typeof v === 'symbol'
}
