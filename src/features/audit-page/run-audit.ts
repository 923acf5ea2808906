/**
 * The /seo-audit page's adapter around the audit engine: same-origin fetches
 * of every page the build's manifest lists, then the same `auditSite` the CLI
 * runs. External links are checked only when asked, from the browser.
 */
import { auditSite, isHtmlFile, sitePathForFile, type AuditResult, type ExternalChecker } from '../../../packages/seo-audit/src/engine/index.ts'
import { pageText, type PageText } from './keywords.ts'

export interface SiteSnapshot {
  siteUrl: string
  files: string[]
  pages: { file: string; html?: string; problem?: string }[]
  texts: Record<string, string>
}

export interface Progress {
  done: number
  total: number
}

const FETCH_CONCURRENCY = 6

async function fetchText(url: string): Promise<string> {
  const res = await fetch(url, { cache: 'no-store', credentials: 'same-origin' })
  if (!res.ok) throw new Error(`${url} answered ${res.status}`)
  return res.text()
}

/** Reads the manifest and every HTML file it lists, a few at a time. */
export async function fetchSite(onProgress: (p: Progress) => void): Promise<SiteSnapshot> {
  let manifest: { siteUrl: string; files: string[] }
  try {
    manifest = JSON.parse(await fetchText('/audit-manifest.json'))
  } catch (error) {
    throw new Error(`Could not read the page manifest (/audit-manifest.json): ${(error as Error).message}`)
  }
  const htmlFiles = manifest.files.filter(isHtmlFile)
  const pages: SiteSnapshot['pages'] = new Array(htmlFiles.length)
  let next = 0
  let done = 0
  onProgress({ done, total: htmlFiles.length })
  const worker = async () => {
    while (next < htmlFiles.length) {
      const i = next++
      const file = htmlFiles[i]!
      try {
        pages[i] = { file, html: await fetchText(`/${file}`) }
      } catch (error) {
        pages[i] = { file, problem: (error as Error).message }
      }
      onProgress({ done: ++done, total: htmlFiles.length })
    }
  }
  await Promise.all(Array.from({ length: FETCH_CONCURRENCY }, worker))
  const texts: Record<string, string> = {}
  for (const name of ['sitemap.xml', 'robots.txt']) {
    if (manifest.files.includes(name)) texts[name] = await fetchText(`/${name}`).catch(() => '')
  }
  return { siteUrl: manifest.siteUrl, files: manifest.files, pages, texts }
}

/**
 * HEAD with `no-cors`: the browser cannot read another site's status, only
 * whether it answered at all. An answer counts as reachable; no answer is
 * status 0, which the engine reports as 'No Response'.
 */
export const browserExternalChecker: ExternalChecker = async (url) => {
  try {
    await fetch(url, { method: 'HEAD', mode: 'no-cors', cache: 'no-store', signal: AbortSignal.timeout(10_000) })
    return { status: 200, note: 'answered (status hidden from the browser)' }
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError'
    return timedOut ? { status: 0, unknown: true, note: 'timed out after 10 s' } : { status: 0 }
  }
}

export async function auditSnapshot(snapshot: SiteSnapshot, checkExternal?: ExternalChecker): Promise<AuditResult> {
  return auditSite({
    pages: snapshot.pages.map((p) => (p.html !== undefined ? { file: p.file, html: p.html } : { file: p.file, problem: p.problem ?? 'unreadable' })),
    files: snapshot.files,
    texts: snapshot.texts,
    siteUrl: snapshot.siteUrl,
    strict: true,
    checkExternal,
  })
}

/** The text of every indexable page (not redirect stubs, not the 404 page), for keyword coverage. */
export function indexablePageTexts(snapshot: SiteSnapshot): PageText[] {
  return snapshot.pages
    .filter((p): p is { file: string; html: string } => p.html !== undefined)
    .filter((p) => !/<meta[^>]+name="robots"[^>]+content="noindex/i.test(p.html))
    .map((p) => pageText(sitePathForFile(p.file, new Set(snapshot.files)), p.html))
}
