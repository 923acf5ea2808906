/**
 * sitemap.xml against the pages: every indexable page listed, and nothing
 * else (no noindex page, no redirect stub, no URL without a page). Its
 * `<xhtml:link rel="alternate" hreflang>` entries are read here and checked
 * against the pages' own in ./hreflang.ts.
 */
import { Parser } from 'htmlparser2'
import { tokenizeHtml } from '../html-tokenizer.ts'
import type { Report } from '../report.ts'
import { decodePathname } from '../resolve.ts'
import { isRedirectStatus } from '../page-record.ts'
import type { SiteModel } from '../site.ts'

export interface ParsedSitemap {
  /** Root element (`urlset`, `sitemapindex`), or `null` when the XML has none. */
  root: string | null
  locs: string[]
  /** `<xhtml:link rel="alternate" hreflang href>` inside a `<url>`, with that url's `<loc>`; absent when there are none. */
  alternates?: SitemapAlternate[]
}

/** One language version a sitemap's `<url>` lists: `<xhtml:link rel="alternate" hreflang="ar" href="...">`. */
export interface SitemapAlternate {
  /** The `<loc>` of the `<url>` it is in. */
  loc: string
  hreflang: string
  href: string
}

/** Reads the `<loc>` values of a urlset or sitemap index. */
export function parseSitemap(xml: string): ParsedSitemap {
  return parseSimpleSitemap(xml) ?? parseSitemapXml(xml)
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1).toLowerCase()

/**
 * What a sitemap reader does with the parser's element and text events. `attribs` matter only on
 * `link` elements (the alternates); a `<url>`'s alternates belong to the first `<loc>` inside it.
 */
function sitemapReader() {
  let root: string | null = null
  const locs: string[] = []
  let buf: string | null = null
  /** The `<url>` being read: its first `<loc>` and its alternates (`null` outside a `<url>`). */
  let url: { loc: string | null; links: Array<{ hreflang: string; href: string }> } | null = null
  let alternates: SitemapAlternate[] | null = null
  return {
    result: (): ParsedSitemap => (alternates === null ? { root, locs } : { root, locs, alternates }),
    onopentag(name: string, attribs?: Record<string, string>) {
      const n = localName(name)
      if (root === null) root = n
      if (n === 'loc') buf = ''
      else if (n === 'url') url = { loc: null, links: [] }
      else if (n === 'link' && url !== null && attribs !== undefined) {
        const { rel, hreflang, href } = attribs
        if (hreflang !== undefined && href !== undefined && rel !== undefined && /(^|\s)alternate(\s|$)/i.test(rel)) {
          url.links.push({ hreflang: hreflang.trim(), href: href.trim() })
        }
      }
    },
    ontext(text: string) {
      if (buf !== null) buf += text
    },
    onclosetag(name: string) {
      const n = localName(name)
      if (n === 'loc' && buf !== null) {
        const loc = buf.trim()
        locs.push(loc)
        buf = null
        if (url !== null && url.loc === null) url.loc = loc
      } else if (n === 'url' && url !== null) {
        const { loc, links } = url
        if (loc !== null && links.length > 0) {
          alternates ??= []
          for (const l of links) alternates.push({ loc, hreflang: l.hreflang, href: l.href })
        }
        url = null
      }
    },
  }
}

/** Any sitemap, through htmlparser2's Parser in XML mode (entities, CDATA, comments, odd markup). */
function parseSitemapXml(xml: string): ParsedSitemap {
  const reader = sitemapReader()
  new Parser(reader, { xmlMode: true, decodeEntities: true }).end(xml)
  return reader.result()
}

/**
 * The same reading for the sitemaps generators write, on the audit's own tokenizer (already
 * compiled by then: the Parser runs once per audit, mostly on V8's interpreter, and cost more than
 * all the rest of this rule). "Simple" means: no `&` (so no entity), no `<!` (no comment, CDATA or
 * doctype), and every `<` opens a tag, closes one or starts a `<?...?>` declaration. In such a
 * document XML and HTML tokenizing agree (with raw-text elements off, as in foreign content), so
 * this only mirrors the Parser's element stack for XML: names kept as written, a close tag pops
 * up to its match, `/>` closes, and the end of the input closes what is open. Anything else
 * returns `null` for the Parser. tests/sitemap-parse.test.ts compares both.
 */
export function parseSimpleSitemap(xml: string): ParsedSitemap | null {
  if (xml.includes('&') || xml.includes('<!')) return null
  for (let i = xml.indexOf('<'); i !== -1; i = xml.indexOf('<', i + 1)) {
    const c = xml.charCodeAt(i + 1)
    if (c === 63 /* ? */) {
      // an XML declaration ends at `?>`; HTML would end it at the first `>`: the same only if that one follows a `?`
      const gt = xml.indexOf('>', i + 2)
      if (gt < i + 3 || xml.charCodeAt(gt - 1) !== 63) return null
      continue
    }
    const first = c === 47 /* / */ ? xml.charCodeAt(i + 2) : c
    if (!((first >= 65 && first <= 90) || (first >= 97 && first <= 122))) return null
  }

  const reader = sitemapReader()
  const stack: string[] = [] // open elements, innermost last
  let tagname = ''
  let pendingOpen = false // a start tag whose `>` has not come yet
  // Attributes are read on `link` elements only (the alternates), the first of duplicates winning as in the Parser.
  let attribs: Record<string, string> | undefined
  let attribName = ''
  let attribValue = ''
  const endOpenTag = () => {
    if (pendingOpen) reader.onopentag(tagname, attribs)
    pendingOpen = false
    attribs = undefined
  }
  const none = () => {}
  tokenizeHtml(xml, {
    onopentagname(start, end) {
      tagname = xml.slice(start, end)
      stack.push(tagname)
      pendingOpen = true
      attribs = localName(tagname) === 'link' ? {} : undefined
    },
    onopentagend: endOpenTag,
    onselfclosingtag() {
      const name = tagname
      endOpenTag()
      if (stack[stack.length - 1] === name) reader.onclosetag(stack.pop()!)
    },
    onclosetag(start, end) {
      const pos = stack.lastIndexOf(xml.slice(start, end))
      if (pos !== -1) while (stack.length > pos) reader.onclosetag(stack.pop()!)
    },
    ontext(start, end) {
      reader.ontext(xml.slice(start, end))
    },
    ontextentity: none,
    onattribname(start, end) {
      if (attribs === undefined) return
      attribName = xml.slice(start, end)
      attribValue = ''
    },
    onattribdata(start, end) {
      if (attribs !== undefined) attribValue += xml.slice(start, end)
    },
    onattribentity: none,
    onattribend() {
      if (attribs !== undefined && !Object.prototype.hasOwnProperty.call(attribs, attribName)) attribs[attribName] = attribValue
    },
    oncdata: none,
    oncomment: none,
    ondeclaration: none,
    onprocessinginstruction: none,
    onend() {
      while (stack.length > 0) reader.onclosetag(stack.pop()!)
    },
    isInForeignContext: () => true,
  })
  return reader.result()
}

const SITEMAP = { path: '/sitemap.xml', file: 'sitemap.xml' }

/** What the sitemap says, for the hreflang rules: the pages it lists (by file) and the alternates of its `<url>`s. */
export interface SitemapListing {
  listed: ReadonlySet<string>
  alternates: SitemapAlternate[]
}

/** Checks sitemap.xml; returns what it lists, or `null` when there is no sitemap to read. */
export function checkSitemap(site: SiteModel, report: Report, texts: Record<string, string>): SitemapListing | null {
  const indexable = site.pages.filter((p) => p.indexable && !p.ignored)
  if (!site.files.has('sitemap.xml')) {
    if (indexable.length > 0) report.warn(SITEMAP, 'sitemap-missing', 'The build has no sitemap.xml')
    return null
  }
  const xml = texts['sitemap.xml']
  if (xml === undefined) return null // the adapter did not provide it: nothing to judge

  const entries: string[] = []
  const alternates: SitemapAlternate[] = []
  const top = parseSitemap(xml)
  if (top.root === 'sitemapindex') {
    for (const loc of top.locs) {
      const child = childSitemap(site, loc)
      const childXml = child ? texts[child] : undefined
      if (childXml === undefined) {
        report.warn(SITEMAP, 'sitemap-invalid', `Sitemap index lists ${loc}, which is not a sitemap in the build`, {
          url: loc,
        })
        continue
      }
      const parsed = parseSitemap(childXml)
      if (parsed.root !== 'urlset') {
        report.warn(SITEMAP, 'sitemap-invalid', `${child} is not a <urlset>`)
        continue
      }
      entries.push(...parsed.locs)
      if (parsed.alternates) alternates.push(...parsed.alternates)
    }
  } else if (top.root === 'urlset') {
    entries.push(...top.locs)
    if (top.alternates) alternates.push(...top.alternates)
  } else {
    report.warn(SITEMAP, 'sitemap-invalid', 'sitemap.xml has no <urlset> or <sitemapindex>')
    return null
  }

  const listed = new Set<string>()
  for (const loc of entries) {
    let url: URL
    try {
      url = new URL(loc)
    } catch {
      report.warn(SITEMAP, 'sitemap-invalid', `<loc> is not an absolute URL: ${loc}`, { url: loc })
      continue
    }
    if (!site.isInternalUrl(url)) {
      report.warn(SITEMAP, 'sitemap-unknown-url', `Lists ${loc}, which is not on ${site.origin}`, { url: loc })
      continue
    }
    const target = site.target(decodePathname(url.pathname))
    if (target.file === null || target.page?.notFoundPage) {
      report.warn(SITEMAP, 'sitemap-unknown-url', `Lists ${loc}, but no such page exists`, { url: loc })
      continue
    }
    listed.add(target.file)
    const page = target.page
    if (!page) continue // a non-HTML file (a PDF, an image): fine
    if (isRedirectStatus(page.status)) {
      report.warn(SITEMAP, 'sitemap-redirect', `Lists ${loc}, a redirect stub (to ${page.redirect ?? '?'})`, { url: loc })
    } else if (page.facts?.noindex) {
      report.warn(SITEMAP, 'sitemap-noindex', `Lists ${loc}, a noindex page`, { url: loc })
    } else if (page.status !== 200) {
      report.warn(SITEMAP, 'sitemap-unknown-url', `Lists ${loc}, which answers ${page.status}`, { url: loc })
    } else if (url.href !== page.url) {
      report.warn(SITEMAP, 'sitemap-not-canonical', `Lists ${loc}; the page's URL is ${page.url}`, { url: loc })
    }
  }

  for (const page of indexable) {
    if (!listed.has(page.file)) report.warn(page, 'sitemap-missing-page', `Indexable page missing from sitemap.xml`)
  }
  return { listed, alternates }
}

function childSitemap(site: SiteModel, loc: string): string | null {
  try {
    const url = new URL(loc)
    if (!site.isInternalUrl(url)) return null
    return site.target(decodePathname(url.pathname)).file
  } catch {
    return null
  }
}

/** The site origin a sitemap implies (its first absolute `<loc>`), for when nothing else says it. */
export function sitemapOrigin(xml: string | undefined): string | null {
  if (!xml) return null
  const first = parseSitemap(xml).locs[0]
  if (!first) return null
  try {
    const u = new URL(first)
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.origin : null
  } catch {
    return null
  }
}
