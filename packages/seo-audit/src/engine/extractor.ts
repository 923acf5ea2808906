/** One page's extraction: what every rule needs, collected from the tags, attributes and text the tokenizer reports. */
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
import type { StringPool } from './string-pool.ts'
import { noFacts, type PageFacts, type ProgrammingValueHit, type ResourceKind } from './page-facts.ts'
import { programmingValuesIn, ProgrammingValueScanner } from './rules/programming-values.ts'
import { LinkReader } from './link-reader.ts'
import { A, BLOCK_TAGS } from './tag-names.ts'

const WHITESPACE_RUN = /[ \t\n\r\f]+/g

/** Whether `source.slice(start, end)` is not empty and all whitespace (what WHITESPACE_RUN matches). */
function isBlank(source: string, start: number, end: number): boolean {
  if (end <= start) return false
  for (let i = start; i < end; i++) {
    const c = source.charCodeAt(i)
    if (c !== 32 && c !== 10 && c !== 9 && c !== 13 && c !== 12) return false
  }
  return true
}

export class Extractor extends LinkReader {
  readonly facts: PageFacts = noFacts(this.links)

  // Where the page is.
  private refresh: string | null = null
  private instantRefresh: string | null = null
  /** The inline script being read (JavaScript, no src), while it is short enough to be a redirect stub. */
  private scriptBuf: string | null = null
  private scriptRedirect: PageFacts['clientRedirect'] = null
  private headerLocation: string | null = null
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
  private pictureDepth = 0
  private codeDepth = 0 // code, pre, kbd, samp: code, not text
  private lastWasSpace = true
  private readonly programmingValues: ProgrammingValueScanner
  /** Programming values in the title and the description. */
  private readonly headValues: ProgrammingValueHit[] = []

  constructor(
    html: string,
    private readonly textMax: number,
    pool: StringPool | null,
  ) {
    super(html, pool)
    this.programmingValues = new ProgrammingValueScanner(html)
  }

  protected openTag(name: string, offset: number): void {
    const facts = this.facts
    const v = this.values
    const ids = facts.ids as Set<string> // (an extracted page's: compacted later)
    const id = v[A.id]
    if (id) ids.add(id)
    const style = v[A.style]
    if (style !== undefined && style.includes('url(')) {
      for (const r of cssUrls(style)) this.resource(-1, r.url, r.kind, name, `<${name} style>`, offset)
    }
    switch (name) {
      case 'a':
      case 'area': {
        const anchorName = v[A.name]
        if (anchorName) ids.add(anchorName)
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

  protected text(source: string, start: number, end: number): void {
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

  protected closeTag(name: string): void {
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
