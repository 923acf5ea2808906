/**
 * What an external check means, for every checker: the CLI's (node:http, ../cli/external.ts) and the
 * /seo-audit page's (the browser's fetch). A checker gives the status it read, or says with `noAnswer`
 * why it has none; `classifyExternal` alone decides what the report calls it.
 *
 * A link is broken only when the checker knows it is: an answer of 400 or more (but 403 and 429, which
 * a server gives a robot it does not like), or no server at all (DNS has no such host, the connection
 * was refused or reset, after the CLI's retries). When the checker cannot tell, the link is unknown: a
 * notice that never costs a point. That is a timeout, and a browser's failed fetch, which looks the same
 * whether no server answered or the browser would not show the answer (CORS, the server's
 * Cross-Origin-Resource-Policy, a content blocker, a page policy, being offline).
 */
import type { ExternalCheckResult } from './types.ts'

/** How a check ended without a status the checker could read. */
export type NoAnswer =
  /** Nothing within the time allowed. */
  | 'timeout'
  /** The checker knows no server answered: no such host, connection refused or reset. */
  | 'unreachable'
  /** The request failed and the checker cannot tell why (a browser's fetch). */
  | 'unreadable'
  /** The checker would not send it (a loopback, private or metadata address). */
  | 'refused'

export function noAnswer(kind: NoAnswer, note: string): ExternalCheckResult {
  switch (kind) {
    case 'timeout':
    case 'unreadable':
      return { status: 0, unknown: true, note }
    case 'refused':
      return { status: 0, skipped: true, note }
    case 'unreachable':
      return { status: 0, note }
  }
}

export type ExternalVerdict = 'ok' | 'broken' | 'unknown' | 'skipped'

/**
 * External policy: an unknown result (see `noAnswer`), 403 and 429 are unknown (a notice, not broken);
 * status 0 otherwise ('No Response': no server) and 400 and above are broken. A link the checker refused
 * to request is skipped (a notice).
 */
export function classifyExternal(result: ExternalCheckResult): ExternalVerdict {
  if (result.skipped) return 'skipped'
  if (result.unknown || result.status === 403 || result.status === 429) return 'unknown'
  if (result.status === 0 || result.status >= 400) return 'broken'
  return 'ok'
}
