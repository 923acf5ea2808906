/**
 * The /seo-audit page's adapter around the audit engine: same-origin fetches
 * of every page the build's manifest lists, then the same `auditSite` the CLI
 * runs. External links are checked only when asked, from the browser.
 */
import { auditSite, extractPage, isHtmlFile, noAnswer, sitePathForFile, type AuditResult, type ExternalChecker, type SearchJoinInput } from 'seo-audit'
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
  let manifest: { siteUrl: string; files: string[]; redirects?: string }
  try {
    manifest = JSON.parse(await fetchText('/audit-manifest.json'))
  } catch (error) {
    throw new Error(`Could not read the page manifest (/audit-manifest.json): ${(error as Error).message}`, { cause: error })
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
  // The host's `_redirects` rules (it never serves the file): the Search Console join follows them, as the CLI does.
  if (typeof manifest.redirects === 'string') texts['_redirects'] = manifest.redirects
  return { siteUrl: manifest.siteUrl, files: manifest.files, pages, texts }
}

const EXTERNAL_TIMEOUT_MS = 10_000

const timedOut = (error: unknown) => (error as Error).name === 'TimeoutError'
/** Discards an answer's body unread (a GET's). */
const drop = (res: Response) => void res.body?.cancel().catch(() => {})

/**
 * Checks an outside link from the browser, for the engine's `classifyExternal` (the CLI's rules):
 * - a site that lets other origins read its answers (CORS) shows its status: HEAD, then GET when HEAD
 *   gets 400 or more (but 429), as the CLI asks; a 404 is broken there as in CI;
 * - any other site's status is hidden from the page: a `no-cors` HEAD only tells that it answered
 *   (reachable);
 * - a fetch that fails tells nothing more: no server, or an answer the browser would not show (CORS,
 *   the server's Cross-Origin-Resource-Policy, a content blocker, being offline) look the same. That is
 *   `noAnswer('unreadable')`, an unknown link, never a broken one; a timeout too.
 */
export const browserExternalChecker: ExternalChecker = async (url) => {
  const signal = AbortSignal.timeout(EXTERNAL_TIMEOUT_MS)
  const timeout = noAnswer('timeout', `timed out after ${EXTERNAL_TIMEOUT_MS / 1000} s`)
  const readable = { mode: 'cors', credentials: 'omit', cache: 'no-store', signal } as const
  try {
    const head = await fetch(url, { ...readable, method: 'HEAD' })
    if (head.status < 400 || head.status === 429) return { status: head.status }
    const get = await fetch(url, { ...readable, method: 'GET' })
    drop(get)
    return { status: get.status, note: `HEAD ${head.status}, GET ${get.status}` }
  } catch (error) {
    if (timedOut(error)) return timeout
  }
  try {
    await fetch(url, { method: 'HEAD', mode: 'no-cors', credentials: 'omit', cache: 'no-store', signal })
    return { status: 200, note: 'answered (status hidden from the browser)' }
  } catch (error) {
    return timedOut(error) ? timeout : noAnswer('unreadable', 'no answer the browser could read')
  }
}

/** The site as the engine reads it: the audit and the Search Console join (`joinSearchData`) take the same. */
export function siteInput(snapshot: SiteSnapshot): SearchJoinInput {
  return {
    pages: extractedPages(snapshot),
    files: snapshot.files,
    texts: snapshot.texts,
    siteUrl: snapshot.siteUrl,
  }
}

/**
 * Each page's HTML with its facts (`extractPage`), extracted once per read of the site: the audit and a Search
 * Console export opened later share them (the engine extracts a page given without facts, the same way).
 */
const extracted = new WeakMap<SiteSnapshot, SearchJoinInput['pages']>()
function extractedPages(snapshot: SiteSnapshot): SearchJoinInput['pages'] {
  let pages = extracted.get(snapshot)
  if (!pages) {
    pages = snapshot.pages.map((p) => (p.html !== undefined ? { file: p.file, html: p.html, facts: extractPage(p.html) } : { file: p.file, problem: p.problem ?? 'unreadable' }))
    extracted.set(snapshot, pages)
  }
  return pages
}

export async function auditSnapshot(snapshot: SiteSnapshot, checkExternal?: ExternalChecker): Promise<AuditResult> {
  return auditSite({
    ...siteInput(snapshot),
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
