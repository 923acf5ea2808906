/**
 * `--ignore` patterns: a glob where `*` matches any run of characters
 * (slashes included), or a regular expression written `/source/flags`.
 * A glob must match the whole string; a regular expression anywhere.
 */
export type IgnorePattern = string | RegExp

/** What `compileIgnore` returns without patterns (a rule can then skip working out what it would test). */
export const ignoreNothing = (_s: string): boolean => false

export function compileIgnore(patterns: ReadonlyArray<IgnorePattern> | undefined): (s: string) => boolean {
  if (!patterns || patterns.length === 0) return ignoreNothing
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
