/**
 * One streaming parse per page: everything every rule needs is collected here,
 * so no rule ever re-parses HTML. The tokenizer (./html-tokenizer.ts) calls the
 * page's Extractor directly; only the tags and attributes below are ever
 * turned into strings.
 */
import {
  clip,
  cssUrls,
  isJavaScriptType,
  isJsonLdType,
  normalizeSpace,
  parseSrcset,
  preloadKind,
  refreshDelay,
  refreshUrl,
  REDIRECT_SCRIPT_MAX,
  relTokens,
  scriptRedirect,
} from './attr-values.ts'
import { NO_TEXT, StringPool } from './compact.ts'
import { tokenizeHtml, type TokenizerCallbacks } from './html-tokenizer.ts'
import { programmingValuesIn, ProgrammingValueScanner } from './rules/programming-values.ts'
import type { LinkRef, LinkRole, PageFacts, ProgrammingValueHit, ResourceKind } from './types.ts'

export { cssUrls, normalizeSpace, parseSrcset, refreshUrl } from './attr-values.ts'

export type { LinkRef, LinkRole, PageFacts } from './types.ts'

const TEXT_SAMPLE_MAX = 600
const WHITESPACE_RUN = /[ \t\n\r\f]+/g
/** Elements that show code: their text is not searched for programming values, and a page with one talks about code. */
const CODE_TAGS = ['code', 'pre', 'kbd', 'samp']
const BLOCK_TAGS = new Set(['p', 'div', 'li', 'td', 'th', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'section', 'article', 'header', 'footer', 'nav', 'main', 'aside', 'blockquote', 'figcaption', 'dt', 'dd', 'tr', 'br', 'summary', 'details', 'address'])

/** Attributes collected, by index (`id` and `style` on every tag, the others on the tags in WANTED). */
const ATTRIBUTES = ['id', 'style', 'href', 'name', 'aria-label', 'title', 'alt', 'src', 'srcset', 'rel', 'as', 'property', 'content', 'http-equiv', 'type', 'poster', 'data', 'lang', 'dir', 'hreflang'] as const
type AttributeName = (typeof ATTRIBUTES)[number]
const A = Object.fromEntries(ATTRIBUTES.map((a, i) => [a, i])) as Record<AttributeName, number>

/** Attributes collected per tag (besides `id` and `style`, collected on every tag). */
const WANTED: Record<string, AttributeName[]> = {
  a: ['href', 'name', 'aria-label', 'title'],
  area: ['href', 'name', 'alt', 'aria-label'],
  img: ['src', 'srcset', 'alt'],
  link: ['rel', 'href', 'as', 'hreflang'],
  meta: ['name', 'property', 'content', 'http-equiv'],
  script: ['type', 'src'],
  source: ['src', 'srcset'],
  video: ['src', 'poster'],
  audio: ['src', 'poster'],
  track: ['src'],
  iframe: ['src'],
  frame: ['src'],
  embed: ['src'],
  object: ['data'],
  input: ['type', 'src'],
  html: ['lang', 'dir'],
  base: ['href'],
}

/** Tags whose open/close events extraction handles (block tags: their ends separate words in the text sample). */
const TAGS = [...new Set([...Object.keys(WANTED), 'style', 'picture', 'title', 'h1', 'svg', 'template', 'noscript', ...CODE_TAGS, ...BLOCK_TAGS, 'image'])]
/** A tag's name as extraction sees it (`<image>` is `<img>`, as browsers parse it). */
const TAG_NAMES = TAGS.map((t) => (t === 'image' ? 'img' : t))
const EVERY_TAG = (1 << A.id) | (1 << A.style)
/** Per tag (by index in TAGS), the bits of the attributes collected on it. */
const TAG_MASKS = TAG_NAMES.map((t) => (WANTED[t] ?? []).reduce((m, a) => m | (1 << A[a]), EVERY_TAG))

/**
 * A fixed set of lower-case ASCII names, looked up straight from the HTML
 * (ASCII case-insensitively, as HTML compares tag and attribute names): the
 * name's index comes back, so no string is built for a name, and an unknown
 * name is usually rejected on its first letter and length alone.
 */
class NameTable {
  private readonly buckets: Array<number[] | undefined> = []

  constructor(private readonly names: readonly string[]) {
    names.forEach((n, i) => {
      const c = n.charCodeAt(0) - 97
      if (c < 0 || c > 25 || n.length > 31 || n !== n.toLowerCase()) throw new Error(`not a lower-case ASCII name: ${n}`)
      ;(this.buckets[c * 32 + n.length] ??= []).push(i)
    })
  }

  /** The index of the name `html.slice(start, end)` is, or -1 when it is not in the table. */
  find(html: string, start: number, end: number): number {
    const len = end - start
    const c = (html.charCodeAt(start) | 0x20) - 97
    if (c < 0 || c > 25 || len > 31) return -1
    const bucket = this.buckets[c * 32 + len]
    if (bucket === undefined) return -1
    next: for (const index of bucket) {
      const name = this.names[index]!
      for (let k = 1; k < len; k++) {
        let ch = html.charCodeAt(start + k)
        if (ch >= 65 && ch <= 90) ch |= 0x20
        if (ch !== name.charCodeAt(k)) continue next
      }
      return index
    }
    return -1
  }
}

const TAG_TABLE = new NameTable(TAGS)
const ATTRIBUTE_TABLE = new NameTable(ATTRIBUTES)

export interface ExtractOptions {
  /** How much visible text to keep in `textSample` (the content analysis wants all of it). */
  textMax?: number
  /**
   * Links go straight to this pool's link table (`packedLinks`, and `links` is left empty), without
   * their text, as `compactFacts(facts, pool, { dropLinkText: true })` would put them: a URL written
   * plainly in the page is looked up where it stands, with no string made for it.
   */
  pool?: StringPool
}

export function extractPage(html: string, { textMax = TEXT_SAMPLE_MAX, pool }: ExtractOptions = {}): PageFacts {
  if (!primed) prime()
  return extract(html, textMax, pool ?? null)
}

function extract(html: string, textMax: number, pool: StringPool | null): PageFacts {
  const extractor = new Extractor(html, textMax, pool)
  tokenizeHtml(html, extractor, extractor.skipAttribute)
  return extractor.finish()
}

/**
 * One small page with every construct the tokenizer and the extractor handle: comments of each
 * kind, a doctype, CDATA, a processing instruction, entities in text and in values, quoted,
 * unquoted and empty attributes, self-closing tags, raw text and RCDATA with false end tags,
 * foreign content, and every tag extraction collects.
 */
const PRIMER = `<!DOCTYPE html><html lang="en" dir="ltr"><head><meta charset="utf-8"><title>T &amp; t &lt;b&gt;</title>
<meta name="description" content="d &quot;q&quot;"><meta name=robots content="index, follow"><meta property="og:image" content="/o.png">
<meta property="og:image:alt" content="a"><meta name="prerender-status-code" content="200"><meta http-equiv="refresh" content="9; url=/r">
<link rel="canonical" href="https://e.example/p"><link rel=stylesheet href=/s.css><link rel="preload" as="font" href="/f.woff2" crossorigin>
<link rel="icon" href="/i.ico"><link rel="alternate" hreflang="ar" href="/ar"><base href="/">
<style>a{background:url(/b.png)} /* </sty */</style><script>if (a < b && c > d) x = "</scr" + "ipt>"</script>
<script type="application/ld+json">{"@type":"Thing","name":"x"}</script><!-- c --><!----><!---><!-- a --!> <?pi x?><![CDATA[ y ]]></head>
<BODY CLASS='c' data-x=1 hidden><div id="top" style="background:url('/d.png')"><h1>H &eacute;&#233;&#xE9; &notit; &amp</h1><p>p<br/>q</p>
<a href="/x?a=1&amp;b=2" title='t' aria-label=l>a <img src="/i.png" alt="i"></a><a name="n" href=/y>y</a><a href="#top">t</a>
<area href="/m" alt="m"><img srcset="/a.png 1x, /b.png 2x"><picture><source srcset="/p.webp" type="image/webp"></picture>
<video src="/v.mp4" poster="/v.jpg"><track src="/t.vtt"></video><audio src="/a.mp3"></audio><iframe src="/f.html"></iframe>
<embed src="/e.swf"><object data="/o.pdf"></object><input type="image" src="/in.png"><input disabled>
<textarea>t &lt; </textarea><xmp>x</xmp><noembed>n</noembed><noframes>n</noframes>
<svg viewBox="0 0 1 1"><title>s</title><path d="M0 0"/><image href="/s.png"/></svg><template><p>t</p></template>
<noscript><img src="/ns.png"></noscript><x-el id=x style=color:red></x-el><ul><li>l</li></ul></ p>
<p>NaN AED, null &amp; void</p><pre><code>let x = null</code></pre><kbd>k</kbd><samp>s</samp></div></body></html>`

let primed = false

/**
 * Runs PRIMER through extraction before the first real page. V8 compiles a function only with the
 * paths it has seen run, and throws the compiled code away when a new one turns up: without this,
 * the first entity or comment on, say, page 40 of Sphinx's docs made the tokenizer and the
 * extractor recompile, several times over. Pages arrive as flat strings decoded from UTF-8, Latin-1
 * text and other text stored differently, so the primer comes the same way, in both kinds, once
 * each (running each twice cost the bench site 10 ms and gained nothing), with and without a pool.
 */
function prime(): void {
  primed = true
  const utf8 = new TextEncoder()
  const decoder = new TextDecoder()
  const pool = new StringPool()
  for (const page of [PRIMER, `${PRIMER}<p>\u2013 \u0645\u0631\u062d\u0628\u0627</p>`]) {
    const html = decoder.decode(utf8.encode(page))
    extract(html, TEXT_SAMPLE_MAX, null)
    extract(html, TEXT_SAMPLE_MAX, pool) // links packed straight into a pool, as the CLI extracts
  }
}

/** Whether `source.slice(start, end)` is not empty and all whitespace (what WHITESPACE_RUN matches). */
function isBlank(source: string, start: number, end: number): boolean {
  if (end <= start) return false
  for (let i = start; i < end; i++) {
    const c = source.charCodeAt(i)
    if (c !== 32 && c !== 10 && c !== 9 && c !== 13 && c !== 12) return false
  }
  return true
}

/** One page's extraction: the tokenizer's callbacks and everything they collect. */
class Extractor implements TokenizerCallbacks {
  readonly facts: PageFacts = {
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
    links: [],
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
  private readonly links: LinkRef[] = this.facts.links

  // The start tag being read.
  private tag = '' // its name when it is one of TAGS, else ''
  private tagMask = EVERY_TAG // the attributes collected on it
  private nameStart = 0
  private nameEnd = 0
  /** Collected attribute values by index; `setMask` has a bit for each one this tag set (the first of duplicates wins). */
  private readonly values: Array<string | undefined> = ATTRIBUTES.map(() => undefined)
  /** Where each collected value starts in the page when it is written there as is (no entity), else -1. */
  private readonly starts = new Int32Array(ATTRIBUTES.length)
  private setMask = 0
  private attribute = -1 // the attribute being read
  private value = ''
  private valueStart = -1 // where `value` starts in the page, while it is the page's text as is
  /** For the tokenizer: drops every attribute this tag does not collect before any callback. */
  readonly skipAttribute: (start: number, end: number) => boolean

  // Where the page is.
  private refresh: string | null = null
  private instantRefresh: string | null = null
  /** The inline script being read (JavaScript, no src), while it is short enough to be a redirect stub. */
  private scriptBuf: string | null = null
  private scriptRedirect: PageFacts['clientRedirect'] = null
  private headerLocation: string | null = null
  private anchor: LinkRef | null = null
  private anchorText = ''
  private anchorFallback = ''
  private titleBuf: string | null = null
  private h1Depth = 0
  private h1Buf = ''
  private jsonBuf: string | null = null
  private jsonOffset = 0
  private styleBuf: string | null = null
  private styleOffset = 0
  private scriptDepth = 0
  private hiddenDepth = 0 // template, noscript: no visible text
  private noscriptDepth = 0
  private svgDepth = 0
  private pictureDepth = 0
  private codeDepth = 0 // code, pre, kbd, samp: code, not text
  private lastWasSpace = true
  private readonly programmingValues: ProgrammingValueScanner
  /** Programming values in the title and the description. */
  private readonly headValues: ProgrammingValueHit[] = []

  /** Whether links keep their text (not with a pool: see `ExtractOptions.pool`). */
  private readonly keepText: boolean
  /** The page's first link in the pool's table. */
  private readonly firstLink: number

  constructor(
    private readonly html: string,
    private readonly textMax: number,
    private readonly pool: StringPool | null,
  ) {
    this.keepText = pool === null
    this.programmingValues = new ProgrammingValueScanner(html)
    this.firstLink = pool === null ? 0 : pool.links.length
    this.skipAttribute = (start, end) => {
      const a = ATTRIBUTE_TABLE.find(html, start, end)
      this.attribute = a
      return a < 0 || (this.tagMask & (1 << a)) === 0
    }
  }

  // --- tokenizer callbacks ---

  onopentagname(start: number, end: number): void {
    this.nameStart = start
    this.nameEnd = end
    const t = TAG_TABLE.find(this.html, start, end)
    this.tag = t < 0 ? '' : TAG_NAMES[t]!
    this.tagMask = t < 0 ? EVERY_TAG : TAG_MASKS[t]!
  }

  onattribname(): void {
    this.value = ''
    this.valueStart = -1
  }

  onattribdata(start: number, end: number): void {
    this.valueStart = this.value === '' ? start : -1
    this.value += this.html.slice(start, end)
  }

  onattribentity(cp: number): void {
    this.valueStart = -1
    this.value += String.fromCodePoint(cp)
  }

  onattribend(): void {
    const a = this.attribute
    if (this.values[a] === undefined) {
      this.values[a] = this.value
      this.starts[a] = this.valueStart
      this.setMask |= 1 << a
    }
  }

  onopentagend(): void {
    this.endOpenTag()
  }

  onselfclosingtag(): void {
    const foreign = this.svgDepth > 0
    const name = this.endOpenTag()
    // `/>` only closes in foreign content (svg, math); in HTML it is ignored.
    if (name !== '' && (foreign || name === 'svg' || name === 'math')) this.closeTag(name)
  }

  onclosetag(start: number, end: number): void {
    const t = TAG_TABLE.find(this.html, start, end)
    if (t >= 0) this.closeTag(TAG_NAMES[t]!)
  }

  ontext(start: number, end: number): void {
    this.text(this.html, start, end)
  }

  ontextentity(cp: number): void {
    const text = String.fromCodePoint(cp)
    this.text(text, 0, text.length)
  }

  isInForeignContext(): boolean {
    return this.svgDepth > 0
  }

  oncdata(): void {}
  oncomment(): void {}
  ondeclaration(): void {}
  onprocessinginstruction(): void {}
  onend(): void {}

  // --- extraction ---

  /** The start tag is complete: hands it to openTag, then forgets its attributes. Returns the name it was handled under. */
  private endOpenTag(): string {
    let name = this.tag
    // A tag outside TAGS that carries a collected attribute (an `id`) is handled by its own name.
    if (this.setMask !== 0 && name === '') name = this.html.slice(this.nameStart, this.nameEnd).toLowerCase()
    if (name !== '') this.openTag(name, this.nameStart - 1)
    if (this.setMask !== 0) {
      // only the values this tag set (a bit each in setMask)
      for (let m = this.setMask; m !== 0; m &= m - 1) this.values[31 - Math.clz32(m & -m)] = undefined
      this.setMask = 0
    }
    this.tag = ''
    this.tagMask = EVERY_TAG
    return name
  }

  /**
   * Adds a link. `at`: where `url` stands in the page as is, or -1 (then, with a pool, its string is
   * looked up). `text` is not read with a pool.
   */
  private link(url: string, at: number, role: LinkRole, kind: ResourceKind | undefined, tag: string, text: string, offset: number): LinkRef | null {
    const pool = this.pool
    if (pool !== null) {
      const id = at >= 0 ? pool.rangeId(this.html, at, at + url.length) : pool.id(url)
      pool.links.push(id, NO_TEXT, offset, role, kind, tag)
      return null
    }
    const link: LinkRef = kind === undefined ? { url, role, tag, text, offset } : { url, role, kind, tag, text, offset }
    this.links.push(link)
    return link
  }

  /** Where attribute `a`'s value `value`, trimmed to `url`, stands in the page as is, or -1. */
  private at(a: number, value: string, url: string): number {
    const start = this.starts[a]!
    return start >= 0 && url.length === value.length ? start : -1
  }

  /** A resource link from attribute `a` (-1: a URL not written as is in the page). */
  private resource(a: number, url: string | undefined, kind: ResourceKind, tag: string, text: string, offset: number): void {
    if (url === undefined) return
    const u = url.trim()
    if (u) this.link(u, a < 0 ? -1 : this.at(a, url, u), 'resource', kind, tag, text, offset)
  }

  private srcset(value: string | undefined, kind: ResourceKind, tag: string, text: string, offset: number): void {
    if (!value) return
    for (const u of parseSrcset(value)) this.link(u, -1, 'resource', kind, tag, text, offset)
  }

  private closeAnchor(): void {
    if (this.anchor) this.anchor.text = clip(normalizeSpace(this.anchorText) || normalizeSpace(this.anchorFallback))
    this.anchor = null
    this.anchorText = ''
  }

  private openTag(name: string, offset: number): void {
    const facts = this.facts
    const v = this.values
    const id = v[A.id]
    if (id) facts.ids.add(id)
    const style = v[A.style]
    if (style !== undefined && style.includes('url(')) {
      for (const r of cssUrls(style)) this.resource(-1, r.url, r.kind, name, `<${name} style>`, offset)
    }
    switch (name) {
      case 'a':
      case 'area': {
        const anchorName = v[A.name]
        if (anchorName) facts.ids.add(anchorName)
        const value = v[A.href]
        const href = value?.trim()
        if (name === 'a') this.closeAnchor() // an <a> inside an <a> closes the first one
        if (href) {
          const link = this.link(href, this.at(A.href, value!, href), 'anchor', undefined, name, '', offset)
          if (link === null) {
            // no text kept
          } else if (name === 'a') {
            this.anchor = link
            this.anchorFallback = v[A['aria-label']] ?? v[A.title] ?? ''
          } else {
            link.text = clip(normalizeSpace(v[A.alt] ?? v[A['aria-label']] ?? ''))
          }
        }
        break
      }
      case 'img': {
        const alt = v[A.alt]
        const src = v[A.src]
        const srcset = v[A.srcset]
        const label = alt && this.keepText ? clip(normalizeSpace(alt)) : '<img>'
        this.resource(A.src, src, 'image', name, label, offset)
        this.srcset(srcset, 'image', name, label, offset)
        if (alt === undefined && this.noscriptDepth === 0) {
          facts.imagesWithoutAlt.push({ src: src?.trim() || parseSrcset(srcset ?? '')[0] || '', offset })
        }
        if (this.anchor && alt) this.anchorText += ` ${alt} `
        break
      }
      case 'link': {
        const rels = relTokens(v[A.rel])
        const href = v[A.href]
        if (href === undefined || rels.length === 0) break
        if (rels.includes('canonical')) {
          facts.canonicals.push({ href: href.trim(), offset })
        }
        const hreflang = v[A.hreflang]
        if (hreflang !== undefined && rels.includes('alternate')) facts.hreflang.push({ lang: hreflang.trim(), href: href.trim(), offset })
        if (rels.includes('stylesheet')) this.resource(A.href, href, 'stylesheet', name, '<link rel=stylesheet>', offset)
        else if (rels.some((r) => r === 'icon' || r === 'apple-touch-icon' || r === 'mask-icon')) {
          this.resource(A.href, href, 'icon', name, '<link rel=icon>', offset)
        } else if (rels.includes('preload') || rels.includes('modulepreload') || rels.includes('prefetch')) {
          this.resource(A.href, href, preloadKind(v[A.as]), name, `<link rel=${rels.join(' ')}>`, offset)
        } else if (rels.includes('manifest')) this.resource(A.href, href, 'manifest', name, '<link rel=manifest>', offset)
        else if (rels.some((r) => r === 'alternate' || r === 'next' || r === 'prev')) {
          const u = href.trim()
          if (u) this.link(u, this.at(A.href, href, u), 'reference', undefined, name, `<link rel=${rels.join(' ')}>`, offset)
        }
        break
      }
      case 'meta': {
        const metaName = (v[A.name] ?? v[A.property] ?? '').toLowerCase()
        const content = v[A.content] ?? ''
        if (metaName === 'description') {
          if (facts.description === null) {
            facts.description = normalizeSpace(content)
            this.headValues.push(...programmingValuesIn(content, 'description'))
          }
        } else if (metaName === 'robots' || metaName === 'googlebot') {
          for (const t of content.toLowerCase().split(/[\s,]+/)) if (t) facts.robots.push(t)
        } else if (metaName === 'prerender-status-code') {
          const code = Number.parseInt(content, 10)
          if (Number.isFinite(code)) facts.statusCode = code
        } else if (metaName === 'prerender-header') {
          const m = /^\s*location\s*:\s*(.+)$/i.exec(content)
          if (m?.[1]) this.headerLocation = m[1].trim()
        } else if (metaName === 'og:image' || metaName === 'twitter:image' || metaName === 'og:image:secure_url') {
          const u = content.trim()
          if (u) this.link(u, this.at(A.content, content, u), 'reference', undefined, name, `<meta ${metaName}>`, offset)
          if (metaName === 'og:image' && u && facts.ogImage.url === null) facts.ogImage.url = u
        } else if (metaName === 'og:image:alt' || metaName === 'og:image:width' || metaName === 'og:image:height') {
          const key = metaName.slice('og:image:'.length) as 'alt' | 'width' | 'height'
          const value = content.trim()
          if (value && facts.ogImage[key] === null) facts.ogImage[key] = value
        } else if ((v[A['http-equiv']] ?? '').toLowerCase() === 'refresh') {
          this.refresh = refreshUrl(content)
          if (this.refresh !== null && refreshDelay(content) === 0 && this.instantRefresh === null) this.instantRefresh = this.refresh
        }
        break
      }
      case 'script': {
        if (isJsonLdType(v[A.type])) {
          this.jsonBuf = ''
          this.jsonOffset = offset
        } else {
          this.scriptDepth++
          this.resource(A.src, v[A.src], 'script', name, '<script>', offset)
          this.scriptBuf = v[A.src] === undefined && isJavaScriptType(v[A.type]) && this.scriptRedirect === null ? '' : null
        }
        break
      }
      case 'style':
        this.styleBuf = ''
        this.styleOffset = offset
        break
      case 'source': {
        const kind: ResourceKind = this.pictureDepth > 0 ? 'image' : 'media'
        this.resource(A.src, v[A.src], kind, name, '<source>', offset)
        this.srcset(v[A.srcset], kind, name, '<source>', offset)
        break
      }
      case 'picture':
        this.pictureDepth++
        break
      case 'video':
      case 'audio':
        this.resource(A.src, v[A.src], 'media', name, `<${name}>`, offset)
        this.resource(A.poster, v[A.poster], 'image', name, `<${name} poster>`, offset)
        break
      case 'track':
        this.resource(A.src, v[A.src], 'media', name, '<track>', offset)
        break
      case 'iframe':
      case 'frame':
        this.resource(A.src, v[A.src], 'iframe', name, `<${name}>`, offset)
        break
      case 'embed':
        this.resource(A.src, v[A.src], 'object', name, '<embed>', offset)
        break
      case 'object':
        this.resource(A.data, v[A.data], 'object', name, '<object>', offset)
        break
      case 'input':
        if ((v[A.type] ?? '').toLowerCase() === 'image') this.resource(A.src, v[A.src], 'image', name, '<input type=image>', offset)
        break
      case 'html': {
        const lang = v[A.lang]
        if (facts.lang === null && lang !== undefined) facts.lang = lang.trim()
        const dir = v[A.dir]
        if (facts.dir === null && dir !== undefined) facts.dir = dir.trim()
        break
      }
      case 'base': {
        const href = v[A.href]
        if (facts.baseHref === null && href) facts.baseHref = href.trim()
        break
      }
      case 'title':
        if (this.svgDepth === 0) {
          facts.titleCount++
          this.titleBuf = ''
        }
        break
      case 'h1':
        this.h1Depth++
        break
      case 'svg':
        this.svgDepth++
        break
      case 'template':
        this.hiddenDepth++
        break
      case 'noscript':
        this.hiddenDepth++
        this.noscriptDepth++
        break
      case 'code':
      case 'pre':
      case 'kbd':
      case 'samp':
        this.codeDepth++
        if (this.hiddenDepth === 0) facts.showsCode = true
        break
    }
  }

  private text(source: string, start: number, end: number): void {
    if (this.jsonBuf !== null) {
      this.jsonBuf += source.slice(start, end)
      return
    }
    if (this.styleBuf !== null) {
      this.styleBuf += source.slice(start, end)
      return
    }
    if (this.scriptDepth > 0) {
      if (this.scriptBuf !== null) {
        this.scriptBuf = this.scriptBuf.length + end - start > REDIRECT_SCRIPT_MAX ? null : this.scriptBuf + source.slice(start, end)
      }
      return
    }
    if (this.titleBuf !== null) {
      this.titleBuf += source.slice(start, end)
      return
    }
    let data: string | null = null
    if (this.anchor) this.anchorText += data = source.slice(start, end)
    if (this.h1Depth > 0) this.h1Buf += data ??= source.slice(start, end)
    if (this.hiddenDepth > 0) return
    const facts = this.facts
    if (this.codeDepth === 0 && source === this.html) this.programmingValues.visibleText(start, end, facts.showsCode)
    // visible text: counted with whitespace runs collapsed while the sample fills,
    // then only roughly (rules need "is it thin?", not an exact count)
    if (facts.textSample.length >= this.textMax) {
      facts.textLength += end - start
      return
    }
    if (isBlank(source, start, end)) {
      // only whitespace (most text between tags): one space, or none after a space
      if (this.lastWasSpace) return
      this.lastWasSpace = true
      facts.textLength += 1
      facts.textSample += ' '
      return
    }
    data ??= source.slice(start, end)
    let chunk = data.replace(WHITESPACE_RUN, ' ')
    if (this.lastWasSpace && chunk.charCodeAt(0) === 32) chunk = chunk.slice(1)
    if (chunk.length === 0) return
    this.lastWasSpace = chunk.charCodeAt(chunk.length - 1) === 32
    facts.textLength += chunk.length
    facts.textSample += chunk
  }

  private closeTag(name: string): void {
    const facts = this.facts
    // Block boundaries separate words ("</h1><p>" is not "coolingWater").
    if (BLOCK_TAGS.has(name) && !this.lastWasSpace && facts.textSample.length < this.textMax) {
      facts.textSample += ' '
      facts.textLength += 1
      this.lastWasSpace = true
    }
    switch (name) {
      case 'a':
        this.closeAnchor()
        break
      case 'title':
        if (this.titleBuf !== null) {
          if (facts.title === null) this.setTitle(this.titleBuf)
          this.titleBuf = null
        }
        break
      case 'h1':
        if (this.h1Depth > 0) {
          this.h1Depth--
          if (this.h1Depth === 0) {
            facts.h1.push(normalizeSpace(this.h1Buf))
            this.h1Buf = ''
          }
        }
        break
      case 'script':
        if (this.jsonBuf !== null) {
          facts.jsonLd.push({ text: this.jsonBuf, offset: this.jsonOffset })
          this.jsonBuf = null
        } else if (this.scriptDepth > 0) {
          this.scriptDepth--
          if (this.scriptBuf !== null) this.scriptRedirect = scriptRedirect(this.scriptBuf)
          this.scriptBuf = null
        }
        break
      case 'style':
        if (this.styleBuf !== null) {
          const css = this.styleBuf
          if (css.includes('url(') || css.includes('@import')) {
            for (const r of cssUrls(css)) this.resource(-1, r.url, r.kind, 'style', '<style>', this.styleOffset)
          }
          this.styleBuf = null
        }
        break
      case 'picture':
        if (this.pictureDepth > 0) this.pictureDepth--
        break
      case 'svg':
        if (this.svgDepth > 0) this.svgDepth--
        break
      case 'template':
        if (this.hiddenDepth > 0) this.hiddenDepth--
        break
      case 'noscript':
        if (this.hiddenDepth > 0) this.hiddenDepth--
        if (this.noscriptDepth > 0) this.noscriptDepth--
        break
      case 'code':
      case 'pre':
      case 'kbd':
      case 'samp':
        if (this.codeDepth > 0) this.codeDepth--
        break
    }
  }

  /** The page's title (the first one): as written, for programming values (no-break spaces kept), and normalised. */
  private setTitle(written: string): void {
    this.facts.title = normalizeSpace(written)
    this.headValues.push(...programmingValuesIn(written, 'title'))
  }

  /** End of input: closes whatever is still open and settles the page-level facts. */
  finish(): PageFacts {
    const facts = this.facts
    this.closeAnchor()
    if (this.pool !== null) facts.packedLinks = { pool: this.pool, start: this.firstLink, end: this.pool.links.length }
    if (this.titleBuf !== null && facts.title === null) this.setTitle(this.titleBuf)
    if (this.h1Depth > 0) facts.h1.push(normalizeSpace(this.h1Buf))
    if (this.jsonBuf !== null) facts.jsonLd.push({ text: this.jsonBuf, offset: this.jsonOffset })
    facts.textSample = facts.textSample.slice(0, this.textMax).trim()
    const found = this.programmingValues
    if (this.headValues.length + found.inValuePlace.length + found.inProse.length > 0) {
      // the title's and the description's first, then the text's in page order
      facts.programmingValues = [...this.headValues, ...[...found.inValuePlace, ...found.inProse].sort((a, b) => a.offset - b.offset)]
    }
    facts.noindex = facts.robots.includes('noindex') || facts.robots.includes('none')
    facts.location = this.headerLocation ?? this.refresh
    // The script runs while the page is parsed, before a refresh (which waits for the load event).
    facts.clientRedirect =
      this.scriptRedirect ?? (this.instantRefresh !== null ? { url: this.instantRefresh, keepsFragment: false, keepsQuery: false } : null)
    return facts
  }
}
