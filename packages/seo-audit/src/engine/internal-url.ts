/** How a link on a page is classified, and what the link rule works out once per internal URL. */
import type { BrokenLink } from './types.ts'

/** What following an internal URL finds: the broken-link finding and the redirect warning it earns, if any. */
export interface InternalVerdict {
  broken?: { status: number; reason: BrokenLink['reason']; message: string }
  /** The link-to-redirect warning's message (for anchors on pages that are not redirect stubs). */
  redirect?: string
  /** The redirect-drops-fragment warning's message: a client-side stub on the way loses the #fragment. */
  dropsFragment?: string
}

/**
 * A link to this site as the resolution caches keep it: the URL's string and fragment, not the URL object
 * (a 30,000-page site links 180,000 distinct URLs, and the objects were most of the caches' 100 MB).
 */
export class InternalUrl {
  readonly kind = 'internal' as const
  // What the link rule works out for this URL, shared by every link that hits the cache (rules/links.ts):
  /** The URL as findings show it (`undefined` until the link rule first sees it). */
  shown: string | undefined = undefined
  ignored = false
  resource: InternalVerdict | undefined = undefined
  navigation: InternalVerdict | undefined = undefined
  constructor(
    readonly href: string,
    readonly hash: string,
    /** The URL object, kept only by a classification no cache holds (`#x`, `?q`: one page's own). */
    private readonly parsed: URL | null,
  ) {}

  /** Whether a cache holds this classification (then it is the only one for its URL until the caches start over). */
  get cached(): boolean {
    return this.parsed === null
  }

  /** The URL (parsed again, a new object each time, when a cache holds this classification). */
  get url(): URL {
    return this.parsed ?? new URL(this.href)
  }
}

export type Classified = { kind: 'skip' } | { kind: 'invalid' } | InternalUrl | { kind: 'external'; url: URL }
