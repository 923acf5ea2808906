/**
 * The pieces every data schema is made of: checked text, dates and slugs, a choice that names its options, unique ids.
 */
import { z } from 'zod'

export const text = z.string().trim().min(1, 'must not be empty')
export const isoDate = z
  .string({ error: (i) => (i.input === undefined ? 'required' : `expected YYYY-MM-DD, got ${JSON.stringify(i.input)}`) })
  .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), {
    error: (i) => `expected YYYY-MM-DD, got ${JSON.stringify(i.input)}`,
  })
export const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'expected a lower-case slug such as my-post')

/** One of a list, saying "required" when absent and the choices when wrong (zod's own message is "Invalid option"). */
export const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (i) => (i.input === undefined ? 'required' : `expected one of ${values.join(', ')}, got ${JSON.stringify(i.input)}`) })

/** An issue on each item whose id an earlier item of the list already has (`path` names the item's id field). */
export function uniqueIds(items: readonly { id: string }[], what: string, ctx: z.RefinementCtx, path: (i: number) => PropertyKey[]) {
  const seen = new Set<string>()
  items.forEach((item, i) => {
    if (seen.has(item.id)) ctx.addIssue({ code: 'custom', path: path(i), message: `"${item.id}" is used by another ${what}; ids must be unique` })
    seen.add(item.id)
  })
}
