/**
 * The seo-audit config file, like lychee's: `seo-audit.config.json` in the
 * working directory, the file `--config` names, or a `"seo-audit"` key in
 * the working directory's package.json. The same options as the flags (camelCase),
 * plus `rules` for per-rule severity. Unknown keys are errors that name the key.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { formatIssues, parseJson } from '../../src/content/errors.ts'
import { REPORT_FORMATS, RULE_NAMES, RULE_SEVERITIES, TRAILING_SLASH_MODES } from '../../src/audit/index.ts'
import { AuditCliError } from './load-site.ts'

export const CONFIG_FILE = 'seo-audit.config.json'
const PACKAGE_KEY = 'seo-audit'

const httpUrl = z.string().refine((s) => {
  try {
    const u = new URL(s)
    return u.protocol === 'https:' || u.protocol === 'http:'
  } catch {
    return false
  }
}, 'expected an absolute http(s) URL')

export const configSchema = z.strictObject({
  dir: z.string().min(1).optional(),
  minScore: z.number().min(0).max(100).optional(),
  strict: z.boolean().optional(),
  format: z.enum(REPORT_FORMATS).optional(),
  output: z.string().min(1).optional(),
  external: z.boolean().optional(),
  concurrency: z.number().int().min(1).max(256).optional(),
  timeout: z.number().min(1).optional(),
  ignore: z.array(z.string().min(1)).optional(),
  site: httpUrl.optional(),
  maxFileSize: z.number().positive().optional(),
  cache: z.boolean().optional(),
  cacheDir: z.string().min(1).optional(),
  cacheTtl: z.number().min(0).optional(),
  trailingSlash: z.enum(TRAILING_SLASH_MODES).optional(),
  threads: z.number().int().min(1).max(64).optional(),
  rules: z.partialRecord(z.enum(RULE_NAMES), z.enum(RULE_SEVERITIES)).optional(),
})

export type AuditConfig = z.infer<typeof configSchema>

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

function validate(input: unknown, shown: string, baseDir: string): AuditConfig {
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
export function loadConfig(explicit: string | undefined, cwd = process.cwd()): LoadedConfig {
  if (explicit !== undefined) {
    const file = path.resolve(cwd, explicit)
    return { source: explicit, config: validate(read(file, explicit), explicit, path.dirname(file)) }
  }
  const file = path.join(cwd, CONFIG_FILE)
  if (existsSync(file)) return { source: CONFIG_FILE, config: validate(read(file, CONFIG_FILE), CONFIG_FILE, cwd) }
  const pkgFile = path.join(cwd, 'package.json')
  if (existsSync(pkgFile)) {
    const pkg = read(pkgFile, 'package.json')
    if (pkg && typeof pkg === 'object' && PACKAGE_KEY in pkg) {
      const shown = `package.json ("${PACKAGE_KEY}")`
      return { source: shown, config: validate((pkg as Record<string, unknown>)[PACKAGE_KEY], shown, cwd) }
    }
  }
  return { source: null, config: {} }
}
