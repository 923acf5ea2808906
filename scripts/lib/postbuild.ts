import fs from 'node:fs'
import path from 'node:path'
import type { Content } from '../../src/content/load.ts'
import { sitePages } from '../../src/site/page-table.ts'
import { redirectTable } from '../../src/site/redirect-table.ts'
import { htmlFileFor } from '../../src/site/urls.ts'
import { REDIRECT_SCRIPT, redirectStubHtml, redirectsFile, robotsTxt, sitemapXml } from './outputs.ts'

function listFiles(dir: string, prefix = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const rel = prefix ? `${prefix}/${e.name}` : e.name
    return e.isDirectory() ? listFiles(path.join(dir, e.name), rel) : [rel]
  })
}

/** Writes everything the renderer does not: sitemap, robots, redirect stubs, `_redirects`, the page manifest. */
export async function writePostBuildOutputs(outDir: string, content: Content, builtOn: string) {
  const { data, posts } = content
  const site = data.site
  const pages = sitePages(data, posts, builtOn)
  const missing = pages.filter((p) => !fs.existsSync(path.join(outDir, htmlFileFor(p.path))))
  if (missing.length) throw new Error(`The renderer did not write: ${missing.map((p) => htmlFileFor(p.path)).join(', ')}`)

  const table = redirectTable(data, posts.map((p) => p.slug))
  for (const redirect of table) {
    const file = path.join(outDir, htmlFileFor(redirect.from))
    if (fs.existsSync(file)) throw new Error(`Redirect ${redirect.from} would overwrite a rendered page`)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, redirectStubHtml(site, redirect))
  }
  fs.writeFileSync(path.join(outDir, 'redirect.js'), REDIRECT_SCRIPT)
  fs.writeFileSync(path.join(outDir, '_redirects'), redirectsFile(table, data.redirects.blogPrefixes))
  fs.writeFileSync(path.join(outDir, 'sitemap.xml'), await sitemapXml(site.url, pages))
  fs.writeFileSync(path.join(outDir, 'robots.txt'), robotsTxt(site.url))
  const files = listFiles(outDir).concat('audit-manifest.json').sort()
  fs.writeFileSync(
    path.join(outDir, 'audit-manifest.json'),
    `${JSON.stringify({ siteUrl: site.url, generatedAt: new Date().toISOString(), files }, null, 1)}\n`,
  )
  return { pages: pages.length, redirects: table.length, files: files.length }
}
