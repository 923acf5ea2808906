/**
 * `--baseline <file or URL>`: the previous deploy, read from its JSON report (`--format json`) or its
 * sitemap (a sitemap index's child sitemaps are read too: fetched beside a URL, or found next to a file).
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { findingKeys, parseSitemap, type AuditBaseline, type AuditResult } from '../engine/index.ts'
import { AuditCliError } from './load-site.ts'

const FETCH_TIMEOUT_MS = 15_000

async function readSource(source: string): Promise<string> {
  if (/^https?:\/\//i.test(source)) {
    let response: Response
    try {
      response = await fetch(source, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'follow' })
    } catch (e) {
      throw new AuditCliError(`cannot fetch the baseline ${source}: ${(e as Error).message}`)
    }
    if (!response.ok) throw new AuditCliError(`cannot fetch the baseline ${source}: it answers ${response.status}`)
    return response.text()
  }
  try {
    return await readFile(source, 'utf8')
  } catch (e) {
    throw new AuditCliError(`cannot read the baseline ${source}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`)
  }
}

/** Where a child sitemap named in an index is: beside the URL, or next to the file under its own name. */
function childSource(parent: string, loc: string): string {
  if (/^https?:\/\//i.test(parent)) return new URL(loc, parent).href
  const name = (() => {
    try {
      return path.posix.basename(new URL(loc).pathname)
    } catch {
      return path.basename(loc)
    }
  })()
  return path.join(path.dirname(parent), name)
}

export async function loadBaseline(source: string): Promise<AuditBaseline> {
  const text = await readSource(source)
  const label = `in the baseline ${/^https?:/i.test(source) ? source : path.basename(source)}`
  if (text.trimStart().startsWith('{')) {
    let report: Partial<AuditResult>
    try {
      report = JSON.parse(text) as Partial<AuditResult>
    } catch (e) {
      throw new AuditCliError(`the baseline ${source} is not valid JSON: ${(e as Error).message}`)
    }
    const lists = [report.brokenLinks, report.mixedContent, report.missingAltTags, report.warnings]
    if (!Array.isArray(report.published) || lists.some((l) => !Array.isArray(l))) {
      throw new AuditCliError(
        `the baseline ${source} is not a seo-audit JSON report with its published URLs (made by an older version?); give the previous sitemap.xml instead`,
      )
    }
    if ((report.omitted ?? []).length > 0) {
      process.stderr.write(`seo-audit: the baseline report was made with --max-findings; findings it left out count as new\n`)
    }
    const baseline: AuditBaseline = {
      source: label,
      published: report.published.filter((u): u is string => typeof u === 'string'),
      findings: findingKeys(report as AuditResult),
    }
    if (typeof report.score === 'number') baseline.score = report.score
    return baseline
  }
  const published: string[] = []
  const pending = [{ source, text }]
  const read = new Set([source])
  while (pending.length > 0) {
    const { source: from, text: xml } = pending.pop()!
    const parsed = parseSitemap(xml)
    if (parsed.root === 'urlset') published.push(...parsed.locs)
    else if (parsed.root === 'sitemapindex') {
      for (const loc of parsed.locs) {
        const child = childSource(from, loc)
        if (read.has(child) || read.size > 1000) continue
        read.add(child)
        pending.push({ source: child, text: await readSource(child) })
      }
    } else {
      throw new AuditCliError(`the baseline ${from} is neither a seo-audit JSON report nor a sitemap (its root element is ${parsed.root ?? 'missing'})`)
    }
  }
  return { source: label, published, findings: null }
}
