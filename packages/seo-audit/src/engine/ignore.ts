/**
 * `--ignore` patterns: a glob where `*` matches any run of characters
 * (slashes included), or a regular expression written `/source/flags`.
 * A glob must match the whole string; a regular expression anywhere.
 */
export type IgnorePattern = string | RegExp

export function compileIgnore(patterns: ReadonlyArray<IgnorePattern> | undefined): (s: string) => boolean {
  if (!patterns || patterns.length === 0) return () => false
  const res = patterns.map(toRegExp)
  return (s: string) => res.some((re) => re.test(s))
}

export function toRegExp(pattern: IgnorePattern): RegExp {
  if (pattern instanceof RegExp) return pattern
  const re = /^\/(.+)\/([a-z]*)$/.exec(pattern)
  if (re) return new RegExp(re[1]!, re[2]!.replace(/[gy]/g, ''))
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*')
  return new RegExp(`^${source}$`)
}
