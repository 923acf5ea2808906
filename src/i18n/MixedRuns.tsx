import { Fragment } from 'react'
import { bidiSegments } from './bidi.ts'

/**
 * Text with its runs of digits and Latin units isolated left to right (`<bdi dir="ltr">`: src/i18n/bidi.ts),
 * for islands: the build isolates the rest of a right-to-left page in its HTML (build/pages/bidi-html.ts),
 * but leaves the markup React hydrates as React rendered it. Left to right, a `<bdi>` changes nothing.
 */
export function MixedRuns({ text }: { text: string }) {
  const segments = bidiSegments(text)
  if (!segments.some((s) => s.ltr)) return text
  return segments.map((s, i) =>
    s.ltr ? (
      <bdi key={i} dir="ltr">
        {s.text}
      </bdi>
    ) : (
      <Fragment key={i}>{s.text}</Fragment>
    ),
  )
}
