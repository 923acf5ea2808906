import path from 'node:path'

/**
 * The environment of another project's shell, for running a packed or installed package as its
 * users would: `npm run` and `npx` put this repository's node_modules/.bin on PATH and set npm_*
 * variables, which would let the package lean on our dev tools (its install hook once did).
 */
export function userShellEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return {
    ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^npm_/i.test(k))),
    PATH: (process.env.PATH ?? '')
      .split(path.delimiter)
      .filter((dir) => !dir.split(path.sep).includes('node_modules'))
      .join(path.delimiter),
    ...extra,
  }
}
