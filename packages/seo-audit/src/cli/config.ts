/**
 * The seo-audit config file, like lychee's: `seo-audit.config.json` in the
 * working directory, the file `--config` names, or a `"seo-audit"` key in
 * the working directory's package.json. The same options as the flags (camelCase),
 * plus `rules` for per-rule severity. Unknown keys are errors that name the key.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { formatIssues, parseJson } from './json-issues.ts'
import type { AuditConfig } from './config-schema.ts'
import { AuditCliError } from './load-site.ts'

export type { AuditConfig } from './config-schema.ts'

export const CONFIG_FILE = 'seo-audit.config.json'
const PACKAGE_KEY = 'seo-audit'

export interface LoadedConfig {
  /** Where it came from, e.g. `seo-audit.config.json` or `package.json ("seo-audit")`; `null` when there is none. */
  source: string | null
  config: AuditConfig
}

function read(file: string, shown: string): unknown {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (e) {
    throw new AuditCliError(`cannot read ${shown}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`)
  }
  try {
    return parseJson(shown, text)
  } catch (e) {
    throw new AuditCliError((e as Error).message)
  }
}

async function validate(input: unknown, shown: string, baseDir: string): Promise<AuditConfig> {
  // zod (tens of milliseconds to start) is loaded only when there is a config to check.
  const { configSchema } = await import('./config-schema.ts')
  const parsed = configSchema.safeParse(input)
  if (!parsed.success) throw new AuditCliError(formatIssues(shown, parsed.error.issues, input)[0]!)
  const config = parsed.data
  // Paths in the file are relative to the file, wherever the command runs.
  const rel = (p: string | undefined) => (p === undefined ? undefined : path.resolve(baseDir, p))
  return {
    ...config,
    ...(config.dir !== undefined ? { dir: rel(config.dir) } : {}),
    ...(config.output !== undefined ? { output: rel(config.output) } : {}),
    ...(config.cacheDir !== undefined ? { cacheDir: rel(config.cacheDir) } : {}),
  }
}

/** `--config` when given; else `seo-audit.config.json`, else package.json's `"seo-audit"`, in `cwd`. */
export async function loadConfig(explicit: string | undefined, cwd = process.cwd()): Promise<LoadedConfig> {
  if (explicit !== undefined) {
    const file = path.resolve(cwd, explicit)
    return { source: explicit, config: await validate(read(file, explicit), explicit, path.dirname(file)) }
  }
  const file = path.join(cwd, CONFIG_FILE)
  if (existsSync(file)) return { source: CONFIG_FILE, config: await validate(read(file, CONFIG_FILE), CONFIG_FILE, cwd) }
  const pkgFile = path.join(cwd, 'package.json')
  if (existsSync(pkgFile)) {
    const pkg = read(pkgFile, 'package.json')
    if (pkg && typeof pkg === 'object' && PACKAGE_KEY in pkg) {
      const shown = `package.json ("${PACKAGE_KEY}")`
      return { source: shown, config: await validate((pkg as Record<string, unknown>)[PACKAGE_KEY], shown, cwd) }
    }
  }
  return { source: null, config: {} }
}
