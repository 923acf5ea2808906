/**
 * One streaming parse per page: everything every rule needs is collected here,
 * so no rule ever re-parses HTML.
 */
import {
  clip,
  cssUrls,
  isJsonLdType,
  normalizeSpace,
  parseSrcset,
  preloadKind,
  refreshUrl,
  relTokens,
} from './attr-values.ts'
import { scanHtml, type Attributes } from './tokenize.ts'
import type { ResourceKind } from './types.ts'

export { cssUrls, normalizeSpace, parseSrcset, refreshUrl } from './attr-values.ts'

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

export interface PageFacts {
  lang: string | null
  title: string | null
  titleCount: number
  description: string | null
  /** Lower-cased tokens of every robots / googlebot meta. */
  robots: string[]
  noindex: boolean
  canonicals: Array<{ href: string; offset: number }>
  baseHref: string | null
  h1: string[]
  /** Every `id` and every `<a name>`. */
  ids: Set<string>
  links: LinkRef[]
  imagesWithoutAlt: Array<{ src: string; offset: number }>
  jsonLd: Array<{ text: string; offset: number }>
  /** `<meta name="prerender-status-code">`, e.g. 301 for a redirect stub, 404 for the not-found page. */
  statusCode: number | null
  /** Redirect target from `prerender-header: Location: ...` or a meta refresh. */
  location: string | null
  /** Visible body text: total length (whitespace runs collapsed) and its first characters. */
  textLength: number
  textSample: string
  /** The first og:image and its alt, width and height (`null` when absent). */
  ogImage: { url: string | null; alt: string | null; width: string | null; height: string | null }
}

const TEXT_SAMPLE_MAX = 600
const WHITESPACE_RUN = /[ \t\n\r\f]+/g
const BLOCK_TAGS = new Set(['p', 'div', 'li', 'td', 'th', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'section', 'article', 'header', 'footer', 'nav', 'main', 'aside', 'blockquote', 'figcaption', 'dt', 'dd', 'tr', 'br', 'summary', 'details', 'address'])

/** Attributes collected per tag (besides `id` and `style`, collected on every tag). */
const WANTED = new Map<string, ReadonlySet<string>>(
  Object.entries({
    a: ['href', 'name', 'aria-label', 'title'],
    area: ['href', 'name', 'alt', 'aria-label'],
    img: ['src', 'srcset', 'alt'],
    link: ['rel', 'href', 'as'],
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
    html: ['lang'],
    base: ['href'],
  }).map(([tag, attrs]) => [tag, new Set(attrs)]),
)

/** Tags whose open/close events extraction handles (block tags: their ends separate words in the text sample). */
const TAGS = [...WANTED.keys(), 'style', 'picture', 'title', 'h1', 'svg', 'template', 'noscript', ...BLOCK_TAGS]
const ATTRIBUTES = new Set(['id', 'style', ...[...WANTED.values()].flatMap((s) => [...s])])

function wants(tag: string, attr: string): boolean {
  if (attr === 'id' || attr === 'style') return true
  const w = WANTED.get(tag)
  return w !== undefined && w.has(attr)
}

export interface ExtractOptions {
  /** How much visible text to keep in `textSample` (the content analysis wants all of it). */
  textMax?: number
}

export function extractPage(html: string, { textMax = TEXT_SAMPLE_MAX }: ExtractOptions = {}): PageFacts {
  const facts: PageFacts = {
    lang: null,
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
    textLength: 0,
    textSample: '',
    ogImage: { url: null, alt: null, width: null, height: null },
  }
  let refresh: string | null = null
  let headerLocation: string | null = null

  let anchor: LinkRef | null = null
  let anchorText = ''
  let anchorFallback = ''
  let titleBuf: string | null = null
  let h1Depth = 0
  let h1Buf = ''
  let jsonBuf: string | null = null
  let jsonOffset = 0
  let styleBuf: string | null = null
  let styleOffset = 0
  let scriptDepth = 0
  let hiddenDepth = 0 // template, noscript: no visible text
  let noscriptDepth = 0
  let svgDepth = 0
  let pictureDepth = 0
  let lastWasSpace = true

  const links = facts.links
  const resource = (url: string | undefined, kind: ResourceKind, tag: string, text: string, offset: number) => {
    if (url === undefined) return
    const u = url.trim()
    if (u) links.push({ url: u, role: 'resource', kind, tag, text, offset })
  }
  const srcset = (value: string | undefined, kind: ResourceKind, tag: string, text: string, offset: number) => {
    if (!value) return
    for (const u of parseSrcset(value)) links.push({ url: u, role: 'resource', kind, tag, text, offset })
  }

  const closeAnchor = () => {
    if (anchor) anchor.text = clip(normalizeSpace(anchorText) || normalizeSpace(anchorFallback))
    anchor = null
    anchorText = ''
  }

  scanHtml(html, {
    tags: TAGS,
    attributes: ATTRIBUTES,
    wants,
    inForeignContent: () => svgDepth > 0,
    onopentag(name: string, attrs: Attributes, offset: number) {
      const id = attrs.id
      if (id) facts.ids.add(id)
      const style = attrs.style
      if (style !== undefined && style.includes('url(')) {
        for (const r of cssUrls(style)) resource(r.url, r.kind, name, `<${name} style>`, offset)
      }
      switch (name) {
        case 'a':
        case 'area': {
          if (attrs.name) facts.ids.add(attrs.name)
          const href = attrs.href?.trim()
          if (name === 'a') closeAnchor() // an <a> inside an <a> closes the first one
          if (href) {
            const link: LinkRef = {
              url: href,
              role: 'anchor',
              tag: name,
              text: '',
              offset,
            }
            links.push(link)
            if (name === 'a') {
              anchor = link
              anchorFallback = attrs['aria-label'] ?? attrs.title ?? ''
            } else {
              link.text = clip(normalizeSpace(attrs.alt ?? attrs['aria-label'] ?? ''))
            }
          }
          break
        }
        case 'img': {
          const alt = attrs.alt
          const label = alt ? clip(normalizeSpace(alt)) : '<img>'
          resource(attrs.src, 'image', name, label, offset)
          srcset(attrs.srcset, 'image', name, label, offset)
          if (alt === undefined && noscriptDepth === 0) {
            facts.imagesWithoutAlt.push({ src: attrs.src?.trim() || parseSrcset(attrs.srcset ?? '')[0] || '', offset })
          }
          if (anchor && alt) anchorText += ` ${alt} `
          break
        }
        case 'link': {
          const rels = relTokens(attrs.rel)
          const href = attrs.href
          if (href === undefined || rels.length === 0) break
          if (rels.includes('canonical')) {
            facts.canonicals.push({ href: href.trim(), offset })
          }
          if (rels.includes('stylesheet')) resource(href, 'stylesheet', name, '<link rel=stylesheet>', offset)
          else if (rels.some((r) => r === 'icon' || r === 'apple-touch-icon' || r === 'mask-icon')) {
            resource(href, 'icon', name, '<link rel=icon>', offset)
          } else if (rels.includes('preload') || rels.includes('modulepreload') || rels.includes('prefetch')) {
            resource(href, preloadKind(attrs.as), name, `<link rel=${rels.join(' ')}>`, offset)
          } else if (rels.includes('manifest')) resource(href, 'manifest', name, '<link rel=manifest>', offset)
          else if (rels.some((r) => r === 'alternate' || r === 'next' || r === 'prev')) {
            const u = href.trim()
            if (u) links.push({ url: u, role: 'reference', tag: name, text: `<link rel=${rels.join(' ')}>`, offset })
          }
          break
        }
        case 'meta': {
          const metaName = (attrs.name ?? attrs.property ?? '').toLowerCase()
          const content = attrs.content ?? ''
          if (metaName === 'description') {
            if (facts.description === null) facts.description = normalizeSpace(content)
          } else if (metaName === 'robots' || metaName === 'googlebot') {
            for (const t of content.toLowerCase().split(/[\s,]+/)) if (t) facts.robots.push(t)
          } else if (metaName === 'prerender-status-code') {
            const code = Number.parseInt(content, 10)
            if (Number.isFinite(code)) facts.statusCode = code
          } else if (metaName === 'prerender-header') {
            const m = /^\s*location\s*:\s*(.+)$/i.exec(content)
            if (m?.[1]) headerLocation = m[1].trim()
          } else if (metaName === 'og:image' || metaName === 'twitter:image' || metaName === 'og:image:secure_url') {
            const u = content.trim()
            if (u) links.push({ url: u, role: 'reference', tag: name, text: `<meta ${metaName}>`, offset })
            if (metaName === 'og:image' && u && facts.ogImage.url === null) facts.ogImage.url = u
          } else if (metaName === 'og:image:alt' || metaName === 'og:image:width' || metaName === 'og:image:height') {
            const key = metaName.slice('og:image:'.length) as 'alt' | 'width' | 'height'
            const v = content.trim()
            if (v && facts.ogImage[key] === null) facts.ogImage[key] = v
          } else if ((attrs['http-equiv'] ?? '').toLowerCase() === 'refresh') {
            refresh = refreshUrl(content)
          }
          break
        }
        case 'script': {
          if (isJsonLdType(attrs.type)) {
            jsonBuf = ''
            jsonOffset = offset
          } else {
            scriptDepth++
            resource(attrs.src, 'script', name, '<script>', offset)
          }
          break
        }
        case 'style':
          styleBuf = ''
          styleOffset = offset
          break
        case 'source': {
          const kind: ResourceKind = pictureDepth > 0 ? 'image' : 'media'
          resource(attrs.src, kind, name, '<source>', offset)
          srcset(attrs.srcset, kind, name, '<source>', offset)
          break
        }
        case 'picture':
          pictureDepth++
          break
        case 'video':
        case 'audio':
          resource(attrs.src, 'media', name, `<${name}>`, offset)
          resource(attrs.poster, 'image', name, `<${name} poster>`, offset)
          break
        case 'track':
          resource(attrs.src, 'media', name, '<track>', offset)
          break
        case 'iframe':
        case 'frame':
          resource(attrs.src, 'iframe', name, `<${name}>`, offset)
          break
        case 'embed':
          resource(attrs.src, 'object', name, '<embed>', offset)
          break
        case 'object':
          resource(attrs.data, 'object', name, '<object>', offset)
          break
        case 'input':
          if ((attrs.type ?? '').toLowerCase() === 'image') resource(attrs.src, 'image', name, '<input type=image>', offset)
          break
        case 'html':
          if (facts.lang === null && attrs.lang !== undefined) facts.lang = attrs.lang.trim()
          break
        case 'base':
          if (facts.baseHref === null && attrs.href) facts.baseHref = attrs.href.trim()
          break
        case 'title':
          if (svgDepth === 0) {
            facts.titleCount++
            titleBuf = ''
          }
          break
        case 'h1':
          h1Depth++
          break
        case 'svg':
          svgDepth++
          break
        case 'template':
          hiddenDepth++
          break
        case 'noscript':
          hiddenDepth++
          noscriptDepth++
          break
      }
    },
    ontext(source: string, start: number, end: number) {
      if (jsonBuf !== null) {
        jsonBuf += source.slice(start, end)
        return
      }
      if (styleBuf !== null) {
        styleBuf += source.slice(start, end)
        return
      }
      if (scriptDepth > 0) return
      if (titleBuf !== null) {
        titleBuf += source.slice(start, end)
        return
      }
      let data: string | null = null
      if (anchor) anchorText += (data = source.slice(start, end))
      if (h1Depth > 0) h1Buf += (data ??= source.slice(start, end))
      if (hiddenDepth > 0) return
      // visible text: counted with whitespace runs collapsed while the sample fills,
      // then only roughly (rules need "is it thin?", not an exact count)
      if (facts.textSample.length >= textMax) {
        facts.textLength += end - start
        return
      }
      data ??= source.slice(start, end)
      let chunk = data.replace(WHITESPACE_RUN, ' ')
      if (lastWasSpace && chunk.charCodeAt(0) === 32) chunk = chunk.slice(1)
      if (chunk.length === 0) return
      lastWasSpace = chunk.charCodeAt(chunk.length - 1) === 32
      facts.textLength += chunk.length
      facts.textSample += chunk
    },
    onclosetag(name: string) {
      // Block boundaries separate words ("</h1><p>" is not "coolingWater").
      if (BLOCK_TAGS.has(name) && !lastWasSpace && facts.textSample.length < textMax) {
        facts.textSample += ' '
        facts.textLength += 1
        lastWasSpace = true
      }
      switch (name) {
        case 'a':
          closeAnchor()
          break
        case 'title':
          if (titleBuf !== null) {
            if (facts.title === null) facts.title = normalizeSpace(titleBuf)
            titleBuf = null
          }
          break
        case 'h1':
          if (h1Depth > 0) {
            h1Depth--
            if (h1Depth === 0) {
              facts.h1.push(normalizeSpace(h1Buf))
              h1Buf = ''
            }
          }
          break
        case 'script':
          if (jsonBuf !== null) {
            facts.jsonLd.push({ text: jsonBuf, offset: jsonOffset })
            jsonBuf = null
          } else if (scriptDepth > 0) scriptDepth--
          break
        case 'style':
          if (styleBuf !== null) {
            if (styleBuf.includes('url(') || styleBuf.includes('@import')) {
              for (const r of cssUrls(styleBuf)) resource(r.url, r.kind, 'style', '<style>', styleOffset)
            }
            styleBuf = null
          }
          break
        case 'picture':
          if (pictureDepth > 0) pictureDepth--
          break
        case 'svg':
          if (svgDepth > 0) svgDepth--
          break
        case 'template':
          if (hiddenDepth > 0) hiddenDepth--
          break
        case 'noscript':
          if (hiddenDepth > 0) hiddenDepth--
          if (noscriptDepth > 0) noscriptDepth--
          break
      }
    },
  })
  // End of input closes whatever is still open.
  closeAnchor()
  if (titleBuf !== null && facts.title === null) facts.title = normalizeSpace(titleBuf)
  if (h1Depth > 0) facts.h1.push(normalizeSpace(h1Buf))
  if (jsonBuf !== null) facts.jsonLd.push({ text: jsonBuf, offset: jsonOffset })

  facts.textSample = facts.textSample.slice(0, textMax).trim()
  facts.noindex = facts.robots.includes('noindex') || facts.robots.includes('none')
  facts.location = headerLocation ?? refresh
  return facts
}
