/** The seo-audit config file's schema (config.ts loads it only when there is a file to check). */
import { z } from 'zod'
import { RULE_NAMES, RULE_SEVERITIES, TRAILING_SLASH_MODES } from '../engine/index.ts'
import { REPORT_FORMATS } from './format/index.ts'

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
  maxFindings: z.number().int().min(1).optional(),
  baseline: z.string().min(1).optional(),
  searchData: z.string().min(1).optional(),
  rules: z.partialRecord(z.enum(RULE_NAMES), z.enum(RULE_SEVERITIES)).optional(),
})

export type AuditConfig = z.infer<typeof configSchema>
