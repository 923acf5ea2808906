/** Island copy with tags, as React nodes (src/i18n/fill.ts is the plain-text half). */
import { createElement, Fragment, type ReactNode } from 'react'
import { fill, type FillValues } from './fill.ts'

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
