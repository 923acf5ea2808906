/**
 * Which file a finding is shown on, for the formats a CI annotates (github, sarif). An element the
 * build wrote from a source file (a link in a post's Markdown body) is shown on that file, at the line
 * and column the build recorded for it (`sourcePositions` in `audit-manifest.json`); anything else (the
 * header, the footer, the head, a whole page) on the built file, at its line and column there.
 */
import type { FormatOptions } from './options.ts'

export interface FindingPlace {
  file?: string
  line?: number
  column?: number
}

export interface Located extends FindingPlace {
  /** Set when the finding was moved to its source: where it is in the built file. */
  built?: FindingPlace
}

/** A built file's path as the reader finds it (`dist/blog/x.html`). */
export function builtPath(file: string | undefined, options: Pick<FormatOptions, 'root'>): string | undefined {
  if (!file) return undefined
  return options.root ? `${options.root.replace(/\/+$/, '')}/${file}` : file
}

/** `"12:3"` → line 12, column 3. */
function parsePosition(at: string): { line: number; column: number } | undefined {
  const m = /^(\d+):(\d+)$/.exec(at)
  return m ? { line: Number(m[1]), column: Number(m[2]) } : undefined
}

export function locate(f: FindingPlace, options: Pick<FormatOptions, 'root' | 'sources' | 'sourcePositions'>): Located {
  const built: FindingPlace = { file: builtPath(f.file, options), line: f.line, column: f.column }
  if (f.file === undefined || f.line === undefined || f.column === undefined) return built
  const source = options.sources?.[f.file]
  const at = options.sourcePositions?.[f.file]?.[`${f.line}:${f.column}`]
  const position = source && at ? parsePosition(at) : undefined
  return position ? { file: source, ...position, built } : built
}
