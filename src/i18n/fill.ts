/**
 * Island copy in the browser. An island's messages come in its props, already formatted on the server in
 * the page's language (src/i18n/island-copy.ts); where only the browser knows a value (a name, a count)
 * the text keeps a plain `{name}`, which this fills in, and a tag `<retry>…</retry>` that `fillParts`
 * makes an element of. No ICU, no other language's copy: a few hundred bytes.
 */
import { createElement, Fragment, type ReactNode } from 'react'

export type FillValues = Readonly<Record<string, string | number>>

const has = (values: object, key: string) => Object.prototype.hasOwnProperty.call(values, key)

/** `fill('Step {step} of {total}', { step: 2, total: 3 })` → `Step 2 of 3`. One pass: a value that contains `{x}` stays as it is. */
export function fill(template: string, values: FillValues): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (has(values, key) ? String(values[key]) : whole))
}

/** The form of `forms` (the server's `pluralForms`) that `count` takes in the page's language (`lang`), still with `{count}` in it. */
export function pluralForm(forms: { other: string } & Partial<Record<Intl.LDMLPluralRule, string>>, lang: string, count: number): string {
  return forms[new Intl.PluralRules(lang).select(count)] ?? forms.other
}

const TAG = /<(\w+)>([\s\S]*?)<\/\1>/g

/**
 * `fill` for copy with tags: `Step {step} failed, <retry>try again</retry>` → the text, and the element
 * `tags.retry` makes of the tag's text. Tags come from the message files and are not nested.
 */
export function fillParts(template: string, tags: Readonly<Record<string, (text: string) => ReactNode>>, values: FillValues = {}): ReactNode {
  const parts: ReactNode[] = []
  let at = 0
  for (const m of template.matchAll(TAG)) {
    const tag = tags[m[1]!]
    if (!tag) continue
    if (m.index > at) parts.push(fill(template.slice(at, m.index), values))
    parts.push(tag(fill(m[2]!, values)))
    at = m.index + m[0].length
  }
  if (at < template.length) parts.push(fill(template.slice(at), values))
  // Spread as children, so React needs no keys for the parts.
  return createElement(Fragment, null, ...parts)
}
