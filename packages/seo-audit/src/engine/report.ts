/** Collects findings, one per (page, subject), with file, line and column attached. */
import { lineStartsOf, positionOf } from './lines.ts'
import type { PageRecord } from './page-record.ts'
import type {
  AuditWarning,
  BrokenLink,
  FindingTotals,
  OmittedFindings,
  MissingAltTag,
  MixedContentItem,
  ResourceKind,
  WarningLevel,
  WarningRule,
} from './types.ts'
import { ruleIsOn, warningLevel, type RuleSeverities } from './severity.ts'

const RESOURCE_WORD: Record<ResourceKind, string> = {
  image: 'image',
  script: 'script',
  stylesheet: 'stylesheet',
  icon: 'icon',
  iframe: 'iframe',
  media: 'media',
  font: 'font',
  object: 'object',
  manifest: 'manifest',
}

/** 'Insecure image: {url}', 'Insecure script: {url}', 'Insecure stylesheet: {url}', ... */
export function mixedContentMessage(kind: ResourceKind, url: string): string {
  return `Insecure ${RESOURCE_WORD[kind]}: ${url}`
}

/** 'Missing alt tag: {src}' */
export function missingAltMessage(src: string): string {
  return `Missing alt tag: ${src}`
}

const REASONS: Record<number, string> = {
  200: 'OK',
  301: 'Moved Permanently',
  302: 'Found',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  410: 'Gone',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
}

/** 'No Response' for status 0, otherwise e.g. '404 Not Found'. */
export function describeStatus(status: number): string {
  if (status === 0) return 'No Response'
  const reason = REASONS[status]
  return reason ? `${status} ${reason}` : String(status)
}

/**
 * Machine reports list every finding. `maxFindings` (the CLI's `--max-findings`) bounds them for
 * hostile input: at most that many per rule, and per page and rule. What it leaves out is counted
 * exactly (after de-duplication) in `omitted` and `totals`, and the score uses the true counts.
 */
export interface FindingCaps {
  perPage: number
  perRule: number
}

export function findingCaps(maxFindings: number | undefined): FindingCaps {
  const n = maxFindings === undefined || !(maxFindings >= 1) ? Infinity : Math.floor(maxFindings)
  return { perPage: n, perRule: n }
}

export type FindingRule = 'broken-link' | 'mixed-content' | 'missing-alt' | WarningRule

export class Report {
  readonly brokenLinks: BrokenLink[] = []
  readonly mixedContent: MixedContentItem[] = []
  readonly missingAltTags: MissingAltTag[] = []
  readonly warnings: AuditWarning[] = []
  readonly totals: FindingTotals = { brokenLinks: 0, mixedContent: 0, missingAltTags: 0, warnings: 0, notices: 0, errors: 0 }
  /**
   * Warnings already reported: per rule, per message, the page path (or the paths, once a message is on
   * two pages). Keyed by strings the warnings hold anyway: a key made of page, rule and message took
   * about 200 bytes a warning, 17 MB for the 85,000 warnings of the Rust documentation.
   */
  private readonly seen = new Map<WarningRule, Map<string, string | Set<string>>>()
  /**
   * Links and images already reported on `linkPage`. Every rule reports these
   * one page at a time (the external pass one URL and then one page at a
   * time), so the set only needs to hold one page's keys.
   */
  private linkPage = ''
  private linkSeen = new Set<string>()
  private readonly shownPerRule = new Map<FindingRule, number>()
  private readonly shownPerPage = new Map<string, number>()
  private readonly omittedByKey = new Map<string, OmittedFindings>()

  private readonly on: { broken: boolean; mixed: boolean; alt: boolean }
  /** The last page read again, and its HTML (see `htmlOf`). */
  private readPage: PageRecord | null = null
  private readHtml = ''
  private readonly lines = (page: PageRecord): ArrayLike<number> | undefined => {
    if (page.html === null && this.readPage !== page && page.reread) {
      const starts = this.readLineStarts?.(page.file)
      if (starts !== undefined) return starts
    }
    const html = this.htmlOf(page)
    return html === undefined ? undefined : lineStartsOf(html)
  }

  /** `rules`: the config's per-rule severities, applied as findings arrive (an `off` rule is neither listed nor counted). */
  constructor(
    private readonly rules: RuleSeverities | undefined = undefined,
    private readonly caps: FindingCaps = findingCaps(undefined),
    /** `AuditInput.lineStartsOf`. */
    private readonly readLineStarts?: (file: string) => Uint32Array | undefined,
  ) {
    this.on = { broken: ruleIsOn('broken-link', rules), mixed: ruleIsOn('mixed-content', rules), alt: ruleIsOn('missing-alt', rules) }
  }

  private once(path: string, rule: WarningRule, message: string): boolean {
    let byMessage = this.seen.get(rule)
    if (!byMessage) this.seen.set(rule, (byMessage = new Map()))
    const paths = byMessage.get(message)
    if (paths === undefined) byMessage.set(message, path)
    else if (typeof paths === 'string') {
      if (paths === path) return false
      byMessage.set(message, new Set([paths, path]))
    } else {
      if (paths.has(path)) return false
      paths.add(path)
    }
    return true
  }

  private onceOnPage(page: string, key: string): boolean {
    if (page !== this.linkPage) {
      this.linkPage = page
      this.linkSeen = new Set()
    }
    if (this.linkSeen.has(key)) return false
    this.linkSeen.add(key)
    return true
  }

  /**
   * A page's HTML: its own, or read again (an extracted page's). The last page read is kept: a broken
   * link's text and its line come from the same page in turn, and one read serves both. (A line alone
   * comes from `AuditInput.lineStartsOf`, without the text, when the adapter gives it.)
   */
  htmlOf(page: PageRecord): string | undefined {
    if (page.html !== null) return page.html
    if (!page.reread) return undefined
    if (this.readPage !== page) {
      this.readHtml = page.reread()
      this.readPage = page
    }
    return this.readHtml
  }

  /** Whether a new (de-duplicated) finding is listed; when not, it is counted in `omitted`. */
  private listed(rule: FindingRule, page: { path: string; file?: string }): boolean {
    if (this.caps.perPage === Infinity && this.caps.perRule === Infinity) return true // nothing to count (a key per page and rule)
    const pageKey = `${rule}\0${page.path}`
    const onPage = this.shownPerPage.get(pageKey) ?? 0
    const inRule = this.shownPerRule.get(rule) ?? 0
    if (onPage < this.caps.perPage && inRule < this.caps.perRule) {
      this.shownPerPage.set(pageKey, onPage + 1)
      this.shownPerRule.set(rule, inRule + 1)
      return true
    }
    // Pages with listed findings get their own "and N more"; the rest share one per rule.
    const key = onPage > 0 ? pageKey : rule
    let o = this.omittedByKey.get(key)
    if (!o) {
      o = onPage > 0 ? { rule, page: page.path, count: 0 } : { rule, count: 0 }
      if (onPage > 0 && page.file !== undefined) o.file = page.file
      this.omittedByKey.set(key, o)
    }
    o.count++
    return false
  }

  /** Findings counted but not listed, per page (and per rule for pages with none listed). */
  get omitted(): OmittedFindings[] {
    return [...this.omittedByKey.values()]
  }

  broken(page: PageRecord, offset: number, item: Omit<BrokenLink, 'page' | 'file' | 'line' | 'statusText'>): void {
    if (!this.on.broken || !this.onceOnPage(page.path, `b\0${item.url}`)) return
    this.totals.brokenLinks++
    if (!this.listed('broken-link', page)) return
    this.brokenLinks.push({
      url: item.url,
      status: item.status,
      statusText: describeStatus(item.status),
      page: page.path,
      linkText: item.linkText,
      type: item.type,
      reason: item.reason,
      message: item.message,
      file: page.file,
      ...positionOf(page, offset, this.lines),
    })
  }

  mixed(page: PageRecord, offset: number, kind: ResourceKind, url: string): void {
    if (!this.on.mixed || !this.onceOnPage(page.path, `m\0${url}`)) return
    this.totals.mixedContent++
    if (!this.listed('mixed-content', page)) return
    this.mixedContent.push({
      page: page.path,
      url,
      kind,
      message: mixedContentMessage(kind, url),
      file: page.file,
      ...positionOf(page, offset, this.lines),
    })
  }

  missingAlt(page: PageRecord, offset: number, src: string): void {
    if (!this.on.alt || !this.onceOnPage(page.path, `a\0${src}\0${src ? '' : offset}`)) return
    this.totals.missingAltTags++
    if (!this.listed('missing-alt', page)) return
    this.missingAltTags.push({
      page: page.path,
      src,
      message: missingAltMessage(src),
      file: page.file,
      ...positionOf(page, offset, this.lines),
    })
  }

  warn(
    page: PageRecord | { path: string; file?: string },
    rule: WarningRule,
    message: string,
    opts: { offset?: number; url?: string; level?: WarningLevel } = {},
  ): void {
    if (!this.once(page.path, rule, message)) return
    const w: AuditWarning = { rule, level: opts.level ?? 'warning', page: page.path, message }
    if (opts.url !== undefined) w.url = opts.url
    if (page.file !== undefined) w.file = page.file
    if (opts.offset !== undefined && 'html' in page) {
      const at = positionOf(page, opts.offset, this.lines)
      if (at) {
        w.line = at.line
        w.column = at.column
      }
    }
    this.addWarning(w)
  }

  /** A warning made elsewhere (the adapter's), counted and capped like the engine's own. */
  addWarning(found: AuditWarning): void {
    const level = warningLevel(found.rule, found.level, this.rules)
    if (level === null) return
    const w = level === found.level ? found : { ...found, level }
    if (level === 'warning') this.totals.warnings++
    else if (level === 'error') this.totals.errors++
    else this.totals.notices++
    if (this.listed(w.rule, { path: w.page, ...(w.file !== undefined ? { file: w.file } : {}) })) this.warnings.push(w)
  }
}
