/** What the extractor finds in a page: its links, head tags, text and programming values. */

/** What kind of subresource a URL is loaded as (mixed-content wording). */
export type ResourceKind =
  | 'image'
  | 'script'
  | 'stylesheet'
  | 'icon'
  | 'iframe'
  | 'media'
  | 'font'
  | 'object'
  | 'manifest'

export type LinkRole =
  /** <a href>, <area href>: navigation; checked for existence and fragments. */
  | 'anchor'
  /** Loaded by the page (img, script, stylesheet, ...): checked for existence and mixed content. */
  | 'resource'
  /** <link rel=alternate|next|prev>, og:image: checked for existence only. */
  | 'reference'

export interface LinkRef {
  /** Attribute value as written (entities decoded, trimmed). */
  url: string
  role: LinkRole
  /** For resources: how the browser loads it. */
  kind?: ResourceKind
  tag: string
  /** Anchor text, image alt, or a label such as `<script>`. */
  text: string
  /** Character offset of the element in the page's HTML. */
  offset: number
}

/** Ids looked up by value: a compacted page's (`IdSet` in string-pool.ts) keeps them as numbers. */
export interface IdLookup extends Iterable<string> {
  has(id: string): boolean
  readonly size: number
}

export interface PageFacts {
  lang: string | null
  /** `<html dir>` as written (trimmed), or `null`. */
  dir: string | null
  title: string | null
  titleCount: number
  description: string | null
  /** Lower-cased tokens of every robots / googlebot meta. */
  robots: string[]
  noindex: boolean
  canonicals: Array<{ href: string; offset: number }>
  baseHref: string | null
  h1: string[]
  /** Every `id` and every `<a name>` (a `Set` as extracted, an `IdSet` once compacted). */
  ids: Set<string> | IdLookup
  links: LinkRef[]
  /**
   * Set by `compactFacts` instead of `links` (then empty): the links as numbers in a table shared by
   * every page (`linksOf(facts)` gives them as objects).
   */
  packedLinks?: PackedLinks
  imagesWithoutAlt: Array<{ src: string; offset: number }>
  jsonLd: Array<{ text: string; offset: number }>
  /** `<meta name="prerender-status-code">`, e.g. 301 for a redirect stub, 404 for the not-found page. */
  statusCode: number | null
  /** Redirect target from `prerender-header: Location: ...` or a meta refresh. */
  location: string | null
  /**
   * An instant redirect in the browser, as many generators leave at an old address: a meta refresh
   * with delay 0, and/or an inline script that is only `location.replace("new.html" + location.hash)`.
   * `keepsFragment`: the browser lands on the target with the link's #fragment (only a script can).
   */
  clientRedirect: { url: string; keepsFragment: boolean; keepsQuery: boolean } | null
  /** Visible body text: total length (whitespace runs collapsed) and its first characters. */
  textLength: number
  textSample: string
  /** The first og:image and its alt, width and height (`null` when absent). */
  ogImage: { url: string | null; alt: string | null; width: string | null; height: string | null }
  /** Every `<link rel="alternate" hreflang>`, in page order (empty on a site with one language). */
  hreflang: HreflangLink[]
  /**
   * Programming values (`NaN`, `undefined`, «ليس رقمًا», ...) in the title, the description and the visible
   * text outside code elements: in the text, those in a value's place and the others unless a code
   * element came before them (at most 10 of each; see rules/programming-values.ts).
   */
  programmingValues: ProgrammingValueHit[]
  /** Whether the page has a code element (`<code>`, `<pre>`, `<kbd>`, `<samp>`): it talks about code. */
  showsCode: boolean
}

/** A programming value a page shows (rules/programming-values.ts). */
export interface ProgrammingValueHit {
  /** As a visitor reads it (references decoded): `NaN`, `-Infinity`, `[object Object]`, `ليس\u00a0رقمًا`. */
  value: string
  /** Where a visitor reads it. */
  in: 'title' | 'description' | 'text'
  /** The text around it, whitespace collapsed, about 40 characters either side. */
  context: string
  /** Where it starts in the page's HTML (in the title or description: in that text). */
  offset: number
  /**
   * Where it stands: `value`, next to a unit or a currency or joined to a number (counts on every page);
   * `alone`, the whole text of an element or a label's value, or `prose`, a form only code prints in a
   * sentence (these count on pages that show no code).
   */
  place: 'value' | 'alone' | 'prose'
}

/**
 * A page's links packed by `compactFacts` (compact.ts): links `start` to `end - 1` of a table of numbers
 * shared by every page, their strings in `pool.strings`.
 */
export interface PackedLinks {
  pool: {
    readonly strings: readonly string[]
    readonly links: {
      field(i: number, field: number): number
      role(code: number): LinkRole
      kind(code: number): ResourceKind | undefined
      tag(code: number): string
    }
  }
  start: number
  end: number
}

/** One `<link rel="alternate" hreflang="ar" href="...">`: the code and href as written (trimmed). */
export interface HreflangLink {
  lang: string
  href: string
  offset: number
}

/** A page's facts before its extraction has found any, with `links` as the list its links go to. */
export function noFacts(links: LinkRef[]): PageFacts {
  return {
    lang: null,
    dir: null,
    title: null,
    titleCount: 0,
    description: null,
    robots: [],
    noindex: false,
    canonicals: [],
    baseHref: null,
    h1: [],
    ids: new Set(),
    links,
    imagesWithoutAlt: [],
    jsonLd: [],
    statusCode: null,
    location: null,
    clientRedirect: null,
    textLength: 0,
    textSample: '',
    ogImage: { url: null, alt: null, width: null, height: null },
    hreflang: [],
    programmingValues: [],
    showsCode: false,
  }
}
