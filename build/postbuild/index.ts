import fs from 'node:fs'
import path from 'node:path'
import { pageTableI18n, type Content } from '../content/load.ts'
import { postPath, sitePages } from '../../src/site/page-table.ts'
import { legacyTables, redirectTable, type Redirect } from '../../src/site/redirect-table.ts'
import { htmlFileFor } from '../../src/site/urls.ts'
import { localizedPath, notFoundPages } from '../../src/site/locales.ts'
import type { Locale } from '../../src/i18n/messages.ts'
import { REDIRECT_SCRIPT, redirectStubHtml, redirectsFile, robotsTxt, sitemapXml } from './outputs.ts'
import { contentSecurityPolicy, headerRules, headersFile, pageHashes, siteHashes, withPolicyMetaTag, type PagePolicy } from './headers.ts'
import { nginxConfig } from './nginx.ts'
import { offlinePageHtml, stylesheetOf } from './offline-page.ts'
import { writeLegacyRedirectScript } from './legacy-script.ts'
import { addPageAssets, noPageAssets, OFFLINE_PAGE, writeServiceWorker } from './service-worker.ts'
import { listFiles } from '../lib/files.ts'
import { prunePages } from '../pages/prune-pages.ts'
import { FEED_PATH, feedXml } from './feed.ts'
import { sourcePositionsOf } from './source-positions.ts'
import { precompressPages } from './precompress.ts'
import { postBuildMemos, type PostBuildMemos } from '../cache/memo.ts'


/**
 * Writes everything the renderer does not: sitemap, robots, redirect stubs, `_redirects`, the page manifest.
 * `builtAt` is the date of the sources (build/cache/source-date.ts), never the clock: the same sources give the same bytes.
 * `memos`: the steps' results kept from the last build (build/cache/memo.ts); by default none, and every page is worked on.
 */
export async function writePostBuildOutputs(outDir: string, content: Content, builtAt: Date, changedOn: Readonly<Record<string, string>> = {}, memos: PostBuildMemos = postBuildMemos()) {
  const { data, posts } = content
  const builtOn = builtAt.toISOString().slice(0, 10)
  const site = data.site
  // vite-react-ssg's route-loader data: the site has no loaders and no client router, so nothing reads it.
  for (const f of fs.readdirSync(outDir)) if (/^static-loader-data-manifest-.*\.json$/.test(f)) fs.rmSync(path.join(outDir, f))
  fs.rmSync(path.join(outDir, 'static-loader-data'), { recursive: true, force: true })
  // Vite's and vite-react-ssg's build manifests (which chunk each module is in): read while rendering, never by
  // a visitor, and a host would publish them with the site.
  fs.rmSync(path.join(outDir, '.vite'), { recursive: true, force: true })
  const pages = sitePages(data, posts, builtOn, changedOn, pageTableI18n(content))
  const missing = pages.filter((p) => !fs.existsSync(path.join(outDir, htmlFileFor(p.path))))
  if (missing.length) throw new Error(`The renderer did not write: ${missing.map((p) => htmlFileFor(p.path)).join(', ')}`)

  const table = redirectTable(data, posts.map((p) => p.slug))
  for (const redirect of table) {
    const file = path.join(outDir, htmlFileFor(redirect.from))
    if (fs.existsSync(file)) throw new Error(`Redirect ${redirect.from} would overwrite a rendered page`)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    const html = redirectStubHtml(site, redirect)
    const { key } = await memos.stubs.write(() => [html], file, () => Buffer.from(html))
    if (key) memos.digests.set(file, key)
  }
  fs.writeFileSync(path.join(outDir, 'redirect.js'), REDIRECT_SCRIPT)
  const redirects = redirectsFile(table, data.redirects.blogPrefixes)
  fs.writeFileSync(path.join(outDir, '_redirects'), redirects)
  fs.writeFileSync(path.join(outDir, 'sitemap.xml'), await sitemapXml(site.url, pages))
  fs.writeFileSync(path.join(outDir, 'robots.txt'), robotsTxt(site.url))
  const blog = data.pages.find((p) => p.id === 'blog')
  if (blog) {
    fs.mkdirSync(path.join(outDir, path.dirname(FEED_PATH.slice(1))), { recursive: true })
    fs.writeFileSync(path.join(outDir, FEED_PATH.slice(1)), feedXml(site, blog, posts))
  }
  const offline = await writeOfflineOutputs(outDir, content, pages, table, memos)
  const files = listFiles(outDir).concat('audit-manifest.json').sort()
  const { sources, sourcePositions } = pageSources(outDir, content, memos)
  fs.writeFileSync(
    path.join(outDir, 'audit-manifest.json'),
    // `redirects`: the host's rules, which the host never serves as a file; the staff page's Search Console view follows them as the CLI does.
    `${JSON.stringify({ siteUrl: site.url, generatedAt: builtAt.toISOString(), sources, sourcePositions, files, redirects }, null, 1)}\n`,
  )
  // Last: the copies are of the finished pages, and the manifest lists what a visitor asks for, not them.
  await precompressPages(outDir, memos.brotli, memos.digests)
  memos.save()
  return { pages: pages.length, redirects: table.length, files: files.length, precached: offline.precached }
}

/**
 * For the audit's annotations, read from the finished pages: each post page (English and translated) →
 * its Markdown file, and its body's elements → their place in that file (./source-positions.ts).
 */
function pageSources(outDir: string, content: Content, memos: PostBuildMemos) {
  const sources: Record<string, string> = {}
  const sourcePositions: Record<string, Record<string, string>> = {}
  const translated = Object.entries(content.translatedPosts) as [Locale, Content['posts']][]
  const postPages = [
    ...content.posts.map((post) => ({ post, file: htmlFileFor(postPath(post.slug)) })),
    ...translated.flatMap(([locale, posts]) => posts.map((post) => ({ post, file: htmlFileFor(localizedPath(postPath(post.slug), locale)) }))),
  ]
  for (const { post, file } of postPages) {
    sources[file] = post.file
    const full = path.join(outDir, file)
    const positions = memos.positions.get(() => [memos.digests.of(full), JSON.stringify(post.elements)], () => sourcePositionsOf(fs.readFileSync(full, 'utf8'), post.elements))
    if (positions) sourcePositions[file] = positions
    else console.warn(`audit-manifest.json: ${file} does not hold the links and images of ${post.file} in its body, so the audit annotates its findings on the page`)
  }
  return { sources, sourcePositions }
}

/**
 * The outputs of the hardening work: the offline page, the 404 page's legacy
 * redirect script, the service worker, `_headers` (with a hash of every inline
 * script the pages carry) and the nginx config.
 */
async function writeOfflineOutputs(outDir: string, content: Content, pages: readonly PagePolicy[], table: readonly Redirect[], memos: PostBuildMemos) {
  const stubPaths = table.map((r) => r.from)
  const { data, posts } = content
  const site = data.site
  const notFound = fs.readFileSync(path.join(outDir, '404.html'), 'utf8')
  const offlineLinks = data.navigation.main.map((l) => ({ path: l.path, label: l.label }))
  fs.writeFileSync(path.join(outDir, OFFLINE_PAGE.slice(1)), offlinePageHtml(site, stylesheetOf(notFound), offlineLinks))

  const slugs = posts.map((p) => p.slug)
  if (fs.existsSync(path.join(outDir, '404.html'))) {
    await writeLegacyRedirectScript(outDir, legacyTables(data, slugs))
    memos.digests.forget(path.join(outDir, '404.html'))
  }
  // After the offline page took the not-found page's sheet, before the policies hash the sheets.
  await prunePages(outDir, memos)

  // One read of each page, one page in memory at a time (all of them were over a gigabyte at 10,000 posts):
  // each page's own inline scripts and styles, for its policy (the site's are their union), and what the
  // public pages load, for the service worker.
  const staffPages = new Set(pages.filter((p) => (p.needs ?? []).includes('outside-links')).map((p) => htmlFileFor(p.path)))
  const hashesOf = new Map<string, ReturnType<typeof pageHashes>>()
  const publicAssets = noPageAssets()
  for (const file of listFiles(outDir).filter((f) => f.endsWith('.html'))) {
    const full = path.join(outDir, file)
    const { scriptHashes, styleHashes, stylesheets, islands } = memos.hashes.get(
      () => [memos.digests.of(full)],
      () => {
        const html = fs.readFileSync(full, 'utf8')
        const assets = noPageAssets()
        addPageAssets(html, assets)
        // Through JSON: the file names found in the page are slices of it, which would keep every page alive in the memo.
        return JSON.parse(JSON.stringify({ ...pageHashes(html), stylesheets: [...assets.stylesheets], islands: [...assets.islands] })) as ReturnType<typeof memos.hashes.get>
      },
    )
    hashesOf.set(file, { scriptHashes, styleHashes })
    if (staffPages.has(file)) continue
    for (const f of stylesheets) publicAssets.stylesheets.add(f)
    for (const f of islands) publicAssets.islands.add(f)
  }
  const { scriptHashes, styleHashes } = siteHashes(hashesOf)
  const withHashes = (page: PagePolicy): PagePolicy => ({ ...page, ...(hashesOf.get(htmlFileFor(page.path)) ?? { scriptHashes: [], styleHashes: [] }) })
  // A host serves the 404 pages at any unknown path, which no `_headers` page rule matches: they carry their policy themselves.
  for (const notFoundPage of notFoundPages()) {
    const file = htmlFileFor(notFoundPage.path)
    const notFoundFile = path.join(outDir, file)
    if (!fs.existsSync(notFoundFile)) continue
    const own = hashesOf.get(file)!
    const policy = contentSecurityPolicy(site, own.scriptHashes, pages.find((p) => p.path === notFoundPage.path)?.needs ?? [], own.styleHashes)
    memos.digests.write(notFoundFile, withPolicyMetaTag(fs.readFileSync(notFoundFile, 'utf8'), file, policy))
  }

  const sw = await writeServiceWorker(outDir, publicAssets)

  const rules = headerRules(site, scriptHashes, [...pages, ...[...stubPaths, '/offline'].map((path) => ({ path }))].map(withHashes), styleHashes)
  fs.writeFileSync(path.join(outDir, '_headers'), headersFile(rules))
  fs.writeFileSync(path.join(outDir, 'nginx.conf'), nginxConfig(site, table, data.redirects.blogPrefixes, rules))
  return sw
}
