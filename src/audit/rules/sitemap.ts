/**
 * sitemap.xml against the pages: every indexable page listed, and nothing
 * else (no noindex page, no redirect stub, no URL without a page).
 */
import { Parser } from 'htmlparser2'
import type { Report } from '../report.ts'
import { decodePathname } from '../resolve.ts'
import { isRedirectStatus, type SiteModel } from '../site.ts'

export interface ParsedSitemap {
  /** Root element (`urlset`, `sitemapindex`), or `null` when the XML has none. */
  root: string | null
  locs: string[]
}

/** Reads the `<loc>` values of a urlset or sitemap index. */
export function parseSitemap(xml: string): ParsedSitemap {
  let root: string | null = null
  const locs: string[] = []
  let buf: string | null = null
  const local = (name: string) => name.slice(name.indexOf(':') + 1).toLowerCase()
  const parser = new Parser(
    {
      onopentag(name) {
        const n = local(name)
        if (root === null) root = n
        if (n === 'loc') buf = ''
      },
      ontext(text) {
        if (buf !== null) buf += text
      },
      onclosetag(name) {
        if (local(name) === 'loc' && buf !== null) {
          locs.push(buf.trim())
          buf = null
        }
      },
    },
    { xmlMode: true, decodeEntities: true },
  )
  parser.end(xml)
  return { root, locs }
}

const SITEMAP = { path: '/sitemap.xml', file: 'sitemap.xml' }

export function checkSitemap(site: SiteModel, report: Report, texts: Record<string, string>): void {
  const indexable = site.pages.filter((p) => p.indexable && !p.ignored)
  if (!site.files.has('sitemap.xml')) {
    if (indexable.length > 0) report.warn(SITEMAP, 'sitemap-missing', 'The build has no sitemap.xml')
    return
  }
  const xml = texts['sitemap.xml']
  if (xml === undefined) return // the adapter did not provide it: nothing to judge

  const entries: string[] = []
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
    }
  } else if (top.root === 'urlset') {
    entries.push(...top.locs)
  } else {
    report.warn(SITEMAP, 'sitemap-invalid', 'sitemap.xml has no <urlset> or <sitemapindex>')
    return
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
