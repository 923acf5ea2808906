/**
 * Links and subresources, in one pass over the extracted references:
 * broken internal links and fragments, links to redirect aliases, mixed
 * content, and the external URLs to hand to the injected checker.
 */
import { packedLink } from '../compact.ts'
import { NO_TEXT } from '../link-table.ts'
import { extractPage, type LinkRef } from '../extract.ts'
import { ignoreNothing } from '../ignore.ts'
import type { Report } from '../report.ts'
import type { InternalVerdict } from '../internal-url.ts'
import { isRedirectStatus, type PageRecord, type Target } from '../page-record.ts'
import { CACHE_MAX, type SiteModel } from '../site.ts'
import type { LinkType } from '../types.ts'

export interface ExternalUse {
  page: PageRecord
  link: LinkRef
}

export interface LinkPassResult {
  linksChecked: number
  /** External URL (fragment removed) → where it is used. */
  external: Map<string, ExternalUse[]>
}

/** Hosts a browser treats as potentially trustworthy over plain http. */
function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]' || hostname.endsWith('.localhost')
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s)
  } catch {
    return s
  }
}

/**
 * Checks `#fragment` against a target page's ids and `<a name>`s.
 * Returns the missing fragment (decoded), or `null` when it is fine or cannot be judged.
 */
export function missingFragment(hash: string, target: PageRecord | null): string | null {
  if (hash.length <= 1) return null
  let frag = hash.slice(1)
  const directive = frag.indexOf(':~:') // text fragments (#:~:text=...) are not ids
  if (directive >= 0) frag = frag.slice(0, directive)
  if (!frag) return null
  if (frag[0] === '!' || frag[0] === '/') return null // hash-bang / client-side routes (#!/~/cart)
  if (!target?.facts) return null // not HTML, or unreadable: cannot judge
  const decoded = safeDecode(frag)
  const ids = target.facts.ids
  if (ids.has(decoded) || ids.has(frag)) return null
  if (decoded.toLowerCase() === 'top') return null // scrolls to the top per the HTML spec
  // A source listing's line range (rustdoc's `#88-90`, `#L88-L90`): the page's script scrolls to the
  // first line and highlights the range; the first line's id is what must exist.
  const range = /^(L?\d+)-L?\d+$/.exec(decoded)
  if (range && ids.has(range[1]!)) return null
  return decoded
}

/**
 * Link `i` of a page as an object, with its text: a page compacted without link texts (the CLI's) is
 * extracted again from its HTML, once, for the links a finding names (the rule goes page by page, so the
 * last page's links are all it keeps).
 */
function linkReader(report: Report): (page: PageRecord, i: number) => LinkRef {
  let page: PageRecord | null = null
  let links: LinkRef[] = []
  return (p, i) => {
    const facts = p.facts!
    const packed = facts.packedLinks
    if (!packed) return facts.links[i]!
    const link = packedLink(packed, i)
    if (packed.pool.links.field(packed.start + i, 1) === NO_TEXT && p.reread) {
      if (page !== p) {
        links = extractPage(report.htmlOf(p)!).links
        page = p
      }
      link.text = links[i]?.text ?? ''
    }
    return link
  }
}

function isBrokenTarget(t: Target): boolean {
  return t.file === null || t.page?.notFoundPage === true
}

function judgeInternal(site: SiteModel, url: URL, role: LinkRef['role']): InternalVerdict {
  const f = site.follow(url)
  const first = f.first
  const where = site.displayPath(url)
  if (isBrokenTarget(first)) {
    return { broken: { status: 404, reason: 'not-found', message: `${where.split('#')[0]} does not exist (the host would serve 404.html)` } }
  }
  const verdict: InternalVerdict = {}
  let final: Target | null = first
  if (isRedirectStatus(first.status)) {
    const finalPath = site.isInternalUrl(f.finalUrl) ? site.displayPath(f.finalUrl) : f.finalUrl.href
    verdict.redirect = `Link to ${where} redirects to ${finalPath}; link the target directly`
    if (f.loop) return { ...verdict, broken: { status: first.status, reason: 'redirect-loop', message: `${where} is part of a redirect loop` } }
    final = f.final
    if (final && isBrokenTarget(final)) {
      return { ...verdict, broken: { status: 404, reason: 'not-found', message: `${where} redirects to ${finalPath}, which does not exist` } }
    }
    if (final && final.status >= 400) {
      return {
        ...verdict,
        broken: { status: final.status, reason: 'error-status', message: `${where} redirects to ${finalPath}, which answers ${final.status}` },
      }
    }
  } else if (first.status !== 200) {
    return { broken: { status: first.status, reason: 'error-status', message: `${where} answers ${first.status}` } }
  }
  if (final && url.hash && role !== 'resource' && f.dropsFragment) {
    const finalPath = site.displayPath(f.finalUrl)
    verdict.dropsFragment = `Link to ${where} lands on ${finalPath} without ${url.hash}: the redirect stub on the way does not keep the fragment`
  } else if (final && url.hash && role !== 'resource') {
    const targetPage = site.htmlPage(final.file)
    const missing = missingFragment(url.hash, targetPage)
    if (missing !== null && targetPage) {
      verdict.broken = { status: 200, reason: 'missing-fragment', message: `#${missing} is not an id or <a name> on ${targetPage.path}` }
    }
  }
  return verdict.broken || verdict.redirect || verdict.dropsFragment ? verdict : FINE
}

/**
 * Whether `#x` is a fragment the URL parser keeps as written (printable ASCII, none of the characters it
 * percent-encodes in a fragment): then the link's URL is the page's own plus `#x`, made without a URL.
 */
function isPlainFragment(link: string): boolean {
  for (let i = 1; i < link.length; i++) {
    const c = link.charCodeAt(i)
    if (c <= 0x20 || c >= 0x7f || c === 0x22 /* " */ || c === 0x3c /* < */ || c === 0x3e /* > */ || c === 0x60 /* ` */) return false
  }
  return true
}

/** The verdict of most links (nothing to report), one object for all of them. */
const FINE: InternalVerdict = Object.freeze({})

export function checkLinks(
  site: SiteModel,
  report: Report,
  isIgnored: (s: string) => boolean,
  withExternal: boolean,
): LinkPassResult {
  const external = new Map<string, ExternalUse[]>()
  let linksChecked = 0
  const verdicts = new Map<string, InternalVerdict>()
  const linkRef = linkReader(report)

  for (const page of site.pages) {
    const facts = page.facts
    if (!facts || page.ignored) continue
    const isStub = isRedirectStatus(page.status)
    // Packed links (the CLI's, see compact.ts) are read as numbers; a link object is made only for a finding's text.
    const packed = facts.packedLinks
    const table = packed?.pool.links
    const strings = packed?.pool.strings
    const count = packed ? packed.end - packed.start : facts.links.length
    // Same-document links (`#x`, most of a documentation page's links) are checked against the page's ids
    // without a URL object, when the page is its own base and nothing is ignored (else as any link, below).
    const ownFragments = isIgnored === ignoreNothing && page.baseUrl === page.url && !page.url.includes('#')
    for (let i = 0; i < count; i++) {
      let linkUrl: string
      let urlId = -1
      let role: LinkRef['role']
      let kind: LinkRef['kind']
      let offset: number
      const j = packed ? packed.start + i : 0
      if (table) {
        const code = table.field(j, 3)
        urlId = table.field(j, 0)
        linkUrl = strings![urlId]!
        role = table.role(code)
        kind = table.kind(code)
        offset = table.field(j, 2)
      } else {
        const l = facts.links[i]!
        linkUrl = l.url
        role = l.role
        kind = l.kind
        offset = l.offset
      }
      linksChecked++
      if (isIgnored(linkUrl)) continue
      if (ownFragments && linkUrl.charCodeAt(0) === 35 /* # */ && isPlainFragment(linkUrl)) {
        const href = page.url + linkUrl // what `new URL(linkUrl, page.url).href` is
        if (role === 'resource' && href.startsWith('http:') && kind !== undefined && !isLoopback(site.hostname)) {
          report.mixed(page, offset, kind, href)
        }
        const missing = missingFragment(linkUrl, page)
        if (missing !== null) {
          report.broken(page, offset, missingFragmentFinding(site.siteUrl ? href : site.displayPath(new URL(href)), linkRef(page, i).text, missing))
        }
        continue
      }
      const c = site.classify(linkUrl, page, urlId, packed?.pool ?? null)
      if (c.kind === 'skip') continue
      if (c.kind === 'invalid') {
        const type: LinkType = /^[a-z][a-z0-9+.-]*:/i.test(linkUrl) ? 'external' : 'internal'
        report.broken(page, offset, {
          url: linkUrl,
          status: 404,
          type,
          linkText: linkRef(page, i).text,
          reason: 'not-found',
          message: `Malformed URL: ${linkUrl}`,
        })
        continue
      }
      if (c.kind === 'external') {
        const url = c.url
        if (role === 'resource' && url.protocol === 'http:' && kind !== undefined && !isLoopback(url.hostname)) {
          report.mixed(page, offset, kind, url.href)
        }
        if (!withExternal) continue
        const key = url.hash ? url.href.slice(0, url.href.length - url.hash.length) : url.href
        if (key !== linkUrl && isIgnored(key)) continue
        let uses = external.get(key)
        if (!uses) external.set(key, (uses = []))
        uses.push({ page, link: linkRef(page, i) })
        continue
      }
      // An internal URL is on the site's own host: http when the site is.
      if (role === 'resource' && c.href.startsWith('http:') && kind !== undefined && !isLoopback(site.hostname)) {
        report.mixed(page, offset, kind, c.href)
      }

      // internal
      // What does not depend on the page that links it is kept with the cached classification.
      const memo = c
      if (memo.shown === undefined) {
        const url = c.url
        const shown = site.siteUrl ? c.href : site.displayPath(url) // the URL as findings show it
        memo.ignored = isIgnored(shown) || isIgnored(site.displayPath(url))
        memo.shown = shown
      }
      if (memo.ignored) continue
      const shown = memo.shown
      // (A cached classification is never a `#x` link's: its string is not read again.)
      if (!c.cached && linkUrl.charCodeAt(0) === 35 /* # */ && page.baseUrl === page.url) {
        // Same document: the fragment is looked up here, whatever URL the page is served at
        // (the 404 page answers for every unknown path).
        const missing = missingFragment(c.hash, page)
        if (missing !== null) {
          report.broken(page, offset, missingFragmentFinding(shown, linkRef(page, i).text, missing))
        }
        continue
      }
      // What the host does with this URL is the same from every page that links it: judge it once
      // (kept with the cached classification, and by URL for links written differently).
      const resource = role === 'resource'
      let verdict = resource ? memo.resource : memo.navigation
      if (!verdict) {
        // A cached classification is the only one of its URL (the memo is enough); one made for a single
        // link (`?q`, `//host/x`) looks in the verdicts by URL.
        if (c.cached) verdict = judgeInternal(site, c.url, role)
        else {
          const key = resource ? `r${c.href}` : `a${c.href}`
          verdict = verdicts.get(key)
          if (!verdict) {
            if (verdicts.size >= CACHE_MAX) verdicts.clear()
            verdicts.set(key, (verdict = judgeInternal(site, c.url, role)))
          }
        }
        if (resource) memo.resource = verdict
        else memo.navigation = verdict
      }
      if (verdict.redirect && role === 'anchor' && !isStub) {
        report.warn(page, 'link-to-redirect', verdict.redirect, { offset, url: shown })
      }
      if (verdict.dropsFragment && role === 'anchor') {
        report.warn(page, 'redirect-drops-fragment', verdict.dropsFragment, { offset, url: shown })
      }
      if (verdict.broken) report.broken(page, offset, { url: shown, type: 'internal', linkText: linkRef(page, i).text, ...verdict.broken })
    }
  }
  return { linksChecked, external }
}

/** Redirect stubs must point somewhere that exists. */
export function checkRedirectStubs(site: SiteModel, report: Report): void {
  for (const page of site.pages) {
    if (page.ignored || !page.facts || !isRedirectStatus(page.status)) continue
    if (!page.redirect) {
      report.warn(page, 'redirect-target-broken', `Redirect stub (status ${page.status}) has no Location target`)
      continue
    }
    const target = new URL(page.redirect)
    if (!site.isInternalUrl(target)) continue
    const f = site.follow(new URL(page.url))
    const where = site.displayPath(target)
    if (f.loop) report.warn(page, 'redirect-target-broken', `Redirect to ${where} loops`, { url: page.redirect })
    else if (f.final && (isBrokenTarget(f.final) || f.final.status >= 400)) {
      report.warn(page, 'redirect-target-broken', `Redirect to ${where}, which does not exist`, { url: page.redirect })
    }
  }
}

/** A same-page link to an id the page does not have. */
function missingFragmentFinding(url: string, linkText: string, missing: string) {
  return { url, type: 'internal' as const, linkText, status: 200, reason: 'missing-fragment' as const, message: `#${missing} is not an id or <a name> on this page` }
}
