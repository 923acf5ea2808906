/**
 * The fs adapter of the audit engine: walks a build directory and returns
 * what `auditSite` needs. Never reads outside the root: symlinks are resolved
 * and skipped (with a finding) when they leave it or loop; only regular files
 * are read; oversized and binary `.html` files become findings, not crashes.
 * Synchronous fs calls on purpose: for many small files they are several
 * times faster than the thread-pool round trips of fs.promises.
 */
import { readdirSync, readFileSync, realpathSync, statSync } from 'node:fs'
import path from 'node:path'
import { compactFacts, extractPage, lineStartsOf, sitePathForFile, StringPool, type AuditWarning, type PageInput } from '../engine/index.ts'
import { extractInWorkers, poolSize } from './load-pool.ts'
import { decodePage, lineStartsOfBytes, looksBinary, mb, pageReader, unreadableBecause } from './page-file.ts'

/** A usage or runtime error: the CLI prints its message on one line and exits 2. */
export class AuditCliError extends Error {}

export interface LoadOptions {
  /** `.html` files larger than this are reported, not parsed. */
  maxFileSize?: number
  /** Stop with an error beyond this many files (runaway symlink farms). */
  maxFiles?: number
  onProgress?: (done: number, total: number) => void
  /**
   * Extract each page as it is read and keep only its facts (made independent of the HTML) and line
   * starts: memory then grows with what the rules need, not with the megabytes read.
   */
  extract?: boolean
  /** Worker threads that read and extract pages (with `extract`); 0: as many as the machine has cores. Default 1: this thread. See `poolSize`. */
  jobs?: number
}

export interface LoadedSite {
  root: string
  pages: PageInput[]
  files: string[]
  /** Symlinks that leave the root: present on the host, never read here. */
  unreadPaths: string[]
  texts: Record<string, string>
  /** From `audit-manifest.json`: built file → the file it was built from (a post's Markdown). */
  sources: Record<string, string>
  /** From `audit-manifest.json`: built file → `"line:column"` of each element from its source → `"line:column"` there. */
  sourcePositions: Record<string, Record<string, string>>
  /** From `audit-manifest.json`, when present and valid. */
  manifestSiteUrl: string | null
  /** With `extract`: a page's line starts read again from its bytes (`AuditInput.lineStartsOf`). */
  lineStartsOf?: (file: string) => Uint32Array | undefined
  warnings: AuditWarning[]
}

export const DEFAULT_MAX_FILE_SIZE = 5 * 1024 * 1024
const utf8 = new TextDecoder('utf-8')
const MAX_DEPTH = 64

function errCode(e: unknown): string {
  return (e as NodeJS.ErrnoException)?.code ?? (e instanceof Error ? e.message : String(e))
}

function isTextWanted(rel: string): boolean {
  const base = rel.slice(rel.lastIndexOf('/') + 1)
  return rel === 'audit-manifest.json' || rel === '_redirects' || /^sitemap[^/]*\.xml$/i.test(base)
}

interface PendingFile {
  rel: string
  /** Where the file is, when not at the real root + `rel` (under a symlink): most pages keep no second path. */
  real: string | undefined
  size: number
}

export async function loadSite(dir: string, options: LoadOptions = {}): Promise<LoadedSite> {
  const maxFileSize = options.maxFileSize ?? DEFAULT_MAX_FILE_SIZE
  const maxFiles = options.maxFiles ?? 200_000
  const root = path.resolve(dir)
  let rootStat
  try {
    rootStat = statSync(root)
  } catch {
    throw new AuditCliError(`directory not found: ${dir}`)
  }
  if (!rootStat.isDirectory()) throw new AuditCliError(`not a directory: ${dir}`)
  const realRoot = realpathSync(root)
  const inside = (p: string) => p === realRoot || p.startsWith(realRoot + path.sep)

  const files: string[] = []
  const unreadPaths: string[] = []
  const html: PendingFile[] = []
  const textFiles: PendingFile[] = []
  const warnings: AuditWarning[] = []
  const warn = (rel: string, rule: AuditWarning['rule'], message: string) =>
    warnings.push({ rule, level: 'warning', page: sitePathForFile(rel), file: rel, message })

  const addFile = (rel: string, full: string, size: number) => {
    files.push(rel)
    if (files.length > maxFiles) throw new AuditCliError(`more than ${maxFiles} files under ${dir}`)
    const real = full === path.join(realRoot, rel) ? undefined : full
    if (rel.endsWith('.html')) html.push({ rel, real, size })
    else if (isTextWanted(rel)) textFiles.push({ rel, real, size })
  }
  const realOf = (f: PendingFile) => f.real ?? path.join(realRoot, f.rel)

  const walk = (realDir: string, prefix: string, ancestors: Set<string>, depth: number): void => {
    if (depth > MAX_DEPTH) {
      warn(prefix, 'symlink-loop', `Directory nesting deeper than ${MAX_DEPTH}; not followed`)
      return
    }
    let entries
    try {
      entries = readdirSync(realDir, { withFileTypes: true })
    } catch (e) {
      throw new AuditCliError(`cannot read directory ${path.join(dir, prefix)}: ${errCode(e)}`)
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    for (const entry of entries) {
      const rel = prefix + entry.name
      const full = path.join(realDir, entry.name)
      if (entry.isSymbolicLink()) {
        let real: string
        try {
          real = realpathSync(full)
        } catch (e) {
          if (errCode(e) === 'ELOOP') warn(rel, 'symlink-loop', `Symlink ${rel} loops; not followed`)
          continue // dangling: the host would not serve it either, links to it are reported as broken
        }
        if (!inside(real)) {
          // The packaging points it elsewhere (Debian's Sphinx docs share `_static/*.js`); the host serves it.
          warn(rel, 'symlink-outside-root', `Symlink ${rel} points outside the site root; not read, links to it are not checked`)
          unreadPaths.push(rel)
          continue
        }
        let st
        try {
          st = statSync(real)
        } catch {
          continue
        }
        if (st.isDirectory()) {
          if (ancestors.has(real)) {
            warn(rel, 'symlink-loop', `Symlink ${rel} points back into its own parent directory; not followed`)
            continue
          }
          walk(real, `${rel}/`, new Set([...ancestors, real]), depth + 1)
        } else if (st.isFile()) addFile(rel, real, st.size)
      } else if (entry.isDirectory()) {
        walk(full, `${rel}/`, new Set([...ancestors, full]), depth + 1)
      } else if (entry.isFile()) {
        let size = 0
        if (rel.endsWith('.html') || isTextWanted(rel)) {
          try {
            size = statSync(full).size
          } catch (e) {
            throw new AuditCliError(`cannot read ${path.join(dir, rel)}: ${errCode(e)}`)
          }
        }
        addFile(rel, full, size)
      }
      // FIFOs, sockets, devices: never opened
    }
  }
  walk(realRoot, '', new Set([realRoot]), 0)

  /** A reader whose errors name the file as the user gave the directory. */
  const reporting =
    (reader: (file: string) => Uint8Array) =>
    (f: PendingFile): Uint8Array => {
      try {
        return reader(realOf(f))
      } catch (e) {
        throw new AuditCliError(`cannot read ${path.join(dir, f.rel)}: ${errCode(e)}`)
      }
    }
  const read = reporting(readFileSync)
  const readPage = reporting(pageReader())

  // For the text of a link a finding names: the facts keep no link text (2.5 M strings to pool on a
  // 30,000-page site, for the few links a report shows).
  // (into a buffer of its own, reused: a page is decoded to a string at once)
  const readAgain = reporting(pageReader())
  const reread = (f: PendingFile) => () => decodePage(readAgain(f))
  const linked = new Map<string, string>() // pages under a symlink: where they are
  for (const f of html) if (f.real !== undefined) linked.set(f.rel, f.real)
  const lineStartsAgain = (file: string) => lineStartsOfBytes(readAgain({ rel: file, real: linked.get(file), size: 0 }), lineStartsOf)

  const pool = options.extract ? new StringPool() : null
  const pages: PageInput[] = []
  const tooLarge = (f: PendingFile): PageInput => ({ file: f.rel, problem: `file is ${mb(f.size)}, over the ${mb(maxFileSize)} limit` })
  const jobs = pool ? poolSize(options.jobs ?? 1, html.length) : 1
  if (pool && jobs > 1) {
    // Read and extracted on worker threads, and put back in the order of the files.
    const toRead = html.flatMap((f, i) => (f.size > maxFileSize ? [] : [i]))
    for (const f of html) pages.push(tooLarge(f)) // (replaced below unless it is too large)
    let done = html.length - toRead.length
    await extractInWorkers(toRead.map((i) => realOf(html[i]!)), { jobs, maxFileSize, pool }, (k, page) => {
      const f = html[toRead[k]!]!
      if ('error' in page) throw new AuditCliError(`cannot read ${path.join(dir, f.rel)}: ${page.error}`)
      pages[toRead[k]!] = 'facts' in page ? { file: f.rel, facts: page.facts, reread: reread(f) } : { file: f.rel, problem: page.problem }
      options.onProgress?.(++done, html.length)
    })
  } else {
    for (const f of html) {
      if (f.size > maxFileSize) pages.push(tooLarge(f))
      else {
        // Without extraction the page's HTML is kept, so it needs a buffer of its own.
        const buf = pool ? readPage(f) : read(f)
        const problem = unreadableBecause(buf, maxFileSize)
        if (problem !== null) pages.push({ file: f.rel, problem })
        else {
          const html = decodePage(buf)
          if (pool) {
            const facts = compactFacts(extractPage(html, { pool }), pool)
            // no line starts: the few pages with findings are read again for their lines (30,000 arrays saved)
            pages.push({ file: f.rel, facts, reread: reread(f) })
          }
          else pages.push({ file: f.rel, html })
        }
      }
      options.onProgress?.(pages.length, html.length)
    }
  }

  const texts: Record<string, string> = {}
  for (const f of textFiles) {
    if (f.size > maxFileSize * 10) continue
    const buf = read(f)
    if (!looksBinary(buf)) texts[f.rel] = utf8.decode(buf)
  }

  let manifestSiteUrl: string | null = null
  const sources: Record<string, string> = {}
  const sourcePositions: Record<string, Record<string, string>> = {}
  const manifest = texts['audit-manifest.json']
  if (manifest !== undefined) {
    try {
      const parsed = JSON.parse(manifest) as { siteUrl?: unknown; sources?: unknown; sourcePositions?: unknown }
      if (typeof parsed.siteUrl === 'string') manifestSiteUrl = parsed.siteUrl
      if (parsed.sources && typeof parsed.sources === 'object') {
        for (const [built, source] of Object.entries(parsed.sources)) if (typeof source === 'string') sources[built] = source
      }
      if (parsed.sourcePositions && typeof parsed.sourcePositions === 'object') {
        for (const [built, positions] of Object.entries(parsed.sourcePositions)) {
          if (!positions || typeof positions !== 'object') continue
          const own: Record<string, string> = {}
          for (const [at, source] of Object.entries(positions)) if (typeof source === 'string') own[at] = source
          sourcePositions[built] = own
        }
      }
    } catch {
      /* an invalid manifest is ignored: the site URL then comes from --site or the home page */
    }
  }

  return { root, pages, files, unreadPaths, texts, manifestSiteUrl, sources, sourcePositions, warnings, ...(pool ? { lineStartsOf: lineStartsAgain } : {}) }
}
