/** Collects findings, one per (page, subject), with file and line attached. */
import { lineOf, type PageRecord } from './site.ts'
import type {
  AuditWarning,
  BrokenLink,
  MissingAltTag,
  MixedContentItem,
  ResourceKind,
  WarningLevel,
  WarningRule,
} from './types.ts'

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

export class Report {
  readonly brokenLinks: BrokenLink[] = []
  readonly mixedContent: MixedContentItem[] = []
  readonly missingAltTags: MissingAltTag[] = []
  readonly warnings: AuditWarning[] = []
  private readonly seen = new Set<string>()

  private once(key: string): boolean {
    if (this.seen.has(key)) return false
    this.seen.add(key)
    return true
  }

  broken(page: PageRecord, offset: number, item: Omit<BrokenLink, 'page' | 'file' | 'line' | 'statusText'>): void {
    if (!this.once(`b\0${page.path}\0${item.url}`)) return
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
      line: lineOf(page, offset),
    })
  }

  mixed(page: PageRecord, offset: number, kind: ResourceKind, url: string): void {
    if (!this.once(`m\0${page.path}\0${url}`)) return
    this.mixedContent.push({
      page: page.path,
      url,
      kind,
      message: mixedContentMessage(kind, url),
      file: page.file,
      line: lineOf(page, offset),
    })
  }

  missingAlt(page: PageRecord, offset: number, src: string): void {
    if (!this.once(`a\0${page.path}\0${src}\0${src ? '' : offset}`)) return
    this.missingAltTags.push({
      page: page.path,
      src,
      message: missingAltMessage(src),
      file: page.file,
      line: lineOf(page, offset),
    })
  }

  warn(
    page: PageRecord | { path: string; file?: string },
    rule: WarningRule,
    message: string,
    opts: { offset?: number; url?: string; level?: WarningLevel } = {},
  ): void {
    if (!this.once(`w\0${page.path}\0${rule}\0${message}`)) return
    const w: AuditWarning = { rule, level: opts.level ?? 'warning', page: page.path, message }
    if (opts.url !== undefined) w.url = opts.url
    if (page.file !== undefined) w.file = page.file
    if (opts.offset !== undefined && 'html' in page) {
      const line = lineOf(page, opts.offset)
      if (line !== undefined) w.line = line
    }
    this.warnings.push(w)
  }
}
