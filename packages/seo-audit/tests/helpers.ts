/** Small in-memory sites for the engine's tests. */
import { auditSite, sitePathForFile, type AuditInput, type AuditResult } from '../src/engine/index.ts'

export const SITE = 'https://www.falconpc.ae'

export function fileFor(sitePath: string): string {
  return sitePath === '/' ? 'index.html' : `${sitePath.slice(1)}.html`
}

export function urlFor(sitePath: string): string {
  return sitePath === '/' ? `${SITE}/` : `${SITE}${sitePath}`
}

export interface PageOptions {
  title?: string | null
  description?: string | null
  /** `undefined`: the page's own URL; `null`: none. */
  canonical?: string | null
  lang?: string | null
  h1?: string | null
  /** The social card's og:image tags; `null`: none. */
  og?: string | null
  head?: string
  body?: string
}

/** The social card every helper page carries by default (the file is in every helper site). */
export const OG_IMAGE_FILE = 'img/card.jpg'
export const OG_TAGS = [
  `<meta property="og:image" content="${SITE}/${OG_IMAGE_FILE}">`,
  '<meta property="og:image:width" content="1200"><meta property="og:image:height" content="630">',
  '<meta property="og:image:alt" content="The Falcon PC workshop">',
].join('')

/** A page that passes every rule unless told otherwise. */
export function page(sitePath: string, o: PageOptions = {}): string {
  const title = o.title === undefined ? `Page ${sitePath}` : o.title
  const description = o.description === undefined ? `All about ${sitePath} at Falcon PC.` : o.description
  const canonical = o.canonical === undefined ? urlFor(sitePath) : o.canonical
  const lang = o.lang === undefined ? 'en' : o.lang
  const h1 = o.h1 === undefined ? `Heading of ${sitePath}` : o.h1
  const og = o.og === undefined ? OG_TAGS : o.og
  return [
    `<!doctype html><html${lang === null ? '' : ` lang="${lang}"`}><head><meta charset="utf-8">`,
    title === null ? '' : `<title>${title}</title>`,
    description === null ? '' : `<meta name="description" content="${description}">`,
    `${canonical === null ? '' : `<link rel="canonical" href="${canonical}">`}${og ?? ''}`,
    o.head ?? '',
    '</head><body>',
    h1 === null ? '' : `<h1>${h1}</h1>`,
    o.body ?? '<p>Some content.</p>',
    '</body></html>',
  ].join('\n')
}

export function stub(target: string): string {
  return `<!doctype html><html lang="en"><head><title>Redirecting</title>
<meta name="prerender-status-code" content="301">
<meta name="prerender-header" content="Location: ${target}">
<meta name="robots" content="noindex"><link rel="canonical" href="${target}"></head>
<body><a href="${target}">Continue</a></body></html>`
}

export const NOT_FOUND_PAGE = `<!doctype html><html lang="en"><head><title>Page Not Found</title>
<meta name="robots" content="noindex"><meta name="prerender-status-code" content="404"></head>
<body><h1>404 Page Not Found</h1><a href="/">Return to Home</a></body></html>`

export function sitemap(paths: string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${paths.map((p) => `  <url><loc>${urlFor(p)}</loc><lastmod>2025-01-01</lastmod></url>`).join('\n')}
</urlset>`
}

export interface SiteOptions extends Partial<AuditInput> {
  /** Sitemap entries; by default every page that is not noindex and not a stub or 404. */
  sitemapPaths?: string[]
  /** Leave sitemap.xml out of the build. */
  noSitemap?: boolean
}

/**
 * Audits an in-memory build: keys are files (`index.html`, `blog/x.html`,
 * `assets/a.js`), values their contents.
 */
export async function auditFiles(files: Record<string, string>, options: SiteOptions = {}): Promise<AuditResult> {
  const { sitemapPaths, noSitemap, ...input } = options
  const all: Record<string, string> = { [OG_IMAGE_FILE]: '', ...files }
  if (!noSitemap && all['sitemap.xml'] === undefined) {
    const paths =
      sitemapPaths ??
      Object.entries(files)
        .filter(([f, h]) => f.endsWith('.html') && f !== '404.html' && !/noindex|prerender-status-code/.test(h))
        .map(([f]) => sitePathForFile(f))
    all['sitemap.xml'] = sitemap(paths)
  }
  const texts: Record<string, string> = {}
  for (const [f, c] of Object.entries(all)) if (f.endsWith('.xml') || f === 'robots.txt') texts[f] = c
  return auditSite({
    pages: Object.entries(all)
      .filter(([f]) => f.endsWith('.html'))
      .map(([file, html]) => ({ file, html })),
    files: Object.keys(all),
    texts,
    siteUrl: SITE,
    now: new Date('2025-06-01T00:00:00Z'),
    ...input,
  })
}

/** A home page linking with `body`, plus the given extra files. */
export function withHome(body: string, extra: Record<string, string> = {}, head = ''): Record<string, string> {
  return { 'index.html': page('/', { body, head }), ...extra }
}

export function rules(result: AuditResult): string[] {
  return result.warnings.map((w) => w.rule)
}
