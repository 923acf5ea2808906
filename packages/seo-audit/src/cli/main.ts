/**
 * seo-audit: runs the audit engine (src/audit) over a built site on disk.
 * Exit 0: no broken link and the score reaches --min-score; 1: otherwise;
 * 2: a usage or runtime error (one line on stderr).
 */
import { readFileSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander'
import { auditSite, runPasses, TRAILING_SLASH_MODES, type AuditBaseline, type TrailingSlash } from '../engine/index.ts'
import { REPORT_FORMATS, reportChunks, summaryLine, type ReportFormat } from './format/index.ts'
import { loadBaseline } from './baseline.ts'
import { CONFIG_FILE, loadConfig, type AuditConfig } from './config.ts'
import { createExternalChecker, DEFAULTS } from './external.ts'
import { AuditCliError, DEFAULT_MAX_FILE_SIZE, loadSite } from './load-site.ts'
import { IN_POOL_WORKER } from './load-pool.ts'
import { createProgress, type Progress } from './progress.ts'
import { loadSearchData } from './search-data.ts'
import { writeReportFile, writeReportStream, writeStream } from './write-report.ts'

// Every page's facts outlive the page, so V8's allocation-site pretenuring learns that what the extractor
// allocates survives and starts allocating it straight in the old generation, where the page's
// short-lived objects then pile up as garbage only a full collection frees: on the 30,006-page generated
// site the heap reached 531 MB (875 MB committed) for 162 MB live. Without it: peak RSS 1.06-1.08 GB ->
// 0.53-0.57 GB there, 650 -> 460-570 MB on the Rust docs, and less CPU (less copying by the scavenger).
// The flag is read at each collection, so setting it here, before any page is read, is in time.
setFlagsFromString('--no-allocation-site-pretenuring')

interface CliOptions {
  minScore: number
  strict: boolean
  format: ReportFormat
  output?: string
  external: boolean
  allowPrivate: boolean
  concurrency: number
  timeout: number
  ignore: string[]
  site?: string
  maxFileSize: number
  cache: boolean
  cacheDir: string
  cacheTtl: number
  trailingSlash: TrailingSlash
  config?: string
  threads?: string
  jobs: number
  maxFindings?: number
  baseline?: string
  searchData?: string
}

function intOption(name: string, min: number, max = Number.MAX_SAFE_INTEGER) {
  return (value: string): number => {
    const n = Number(value)
    if (!/^\s*\d+(\.\d+)?\s*$/.test(value) || !Number.isFinite(n) || n < min || n > max) {
      throw new InvalidArgumentError(`${name} must be a number from ${min}${max < Number.MAX_SAFE_INTEGER ? ` to ${max}` : ' up'}.`)
    }
    return n
  }
}

function jobsOption(value: string): number {
  if (value.trim() === 'auto') return 0
  return intOption('--jobs', 1, 256)(value)
}

function siteOption(value: string): string {
  try {
    const u = new URL(value)
    if (u.protocol === 'https:' || u.protocol === 'http:') return u.origin
  } catch {
    /* fall through */
  }
  throw new InvalidArgumentError('must be an absolute http(s) URL, e.g. https://www.falconpc.ae.')
}

function collect(value: string, previous: string[]): string[] {
  return [...previous, value]
}

/** The package's version: its package.json is one folder up from the bundle (dist/cli.mjs), two from this source file. */
function packageVersion(): string {
  for (const candidate of ['../package.json', '../../package.json']) {
    try {
      const pkg = JSON.parse(readFileSync(new URL(candidate, import.meta.url), 'utf8')) as { name?: string; version?: string }
      if (pkg.name === 'seo-audit' && pkg.version) return pkg.version
    } catch {
      /* try the next */
    }
  }
  return 'unknown'
}

function buildProgram(): Command {
  return new Command()
    .name('seo-audit')
    .version(packageVersion(), '-V, --version', 'print the version and exit')
    .description(
      'Audit a built static site: broken links (internal links and #fragments resolved the way the static host ' +
        'serves the build), mixed content, missing alt text, and SEO warnings (titles, descriptions, canonicals, ' +
        'sitemap, JSON-LD, h1, lang, soft 404s). Score: 100, minus 5 per broken link, 10 per mixed-content item, ' +
        '3 per missing alt (green at 90+, yellow at 70+, else red). Offline unless --external.',
    )
    .argument('[dir]', 'the build output directory to audit', 'dist')
    .option('--min-score <n>', 'fail (exit 1) when the score is below this, 0-100', intOption('--min-score', 0, 100), 100)
    .option('--strict', 'let warnings (titles, canonicals, sitemap, JSON-LD, h1, lang, ...) lower the score by 1 each', false)
    .addOption(
      new Option(
        '--format <format>',
        'report format: text (a summary grouped by page, worst first), or a complete list of findings: json, junit, sarif, ' +
          'or github (workflow-command annotations)',
      )
        .choices(REPORT_FORMATS)
        .default('text'),
    )
    .option('--output <file>', 'write the report to this file instead of stdout (a summary line still goes to stdout)')
    .option('--external', 'also check external links over the network: HEAD, then GET; 403, 429 and timeouts are notices, not broken; results cached', false)
    .option(
      '--allow-private',
      'with --external, also request loopback, private, link-local and cloud-metadata addresses (refused and reported as skipped by default)',
      false,
    )
    .option(
      '--concurrency <n>',
      `external requests in flight at once (at most ${DEFAULTS.perHost} per host)`,
      intOption('--concurrency', 1, 256),
      DEFAULTS.concurrency,
    )
    .option('--timeout <ms>', 'timeout per external request in milliseconds', intOption('--timeout', 1), DEFAULTS.timeoutMs)
    .option(
      '--ignore <pattern>',
      'skip links and pages whose URL or site path matches: a glob (* matches anything) or /regex/; repeatable',
      collect,
      [],
    )
    .addOption(
      new Option(
        '--trailing-slash <mode>',
        'the URL a host serves each page at, which relative links resolve against: auto (dir/index.html at /dir/, ' +
          'page.html at /page), always (page.html at /page/ too) or never (dir/index.html at /dir)',
      )
        .choices(TRAILING_SLASH_MODES)
        .default('auto'),
    )
    .option('--site <url>', 'the site URL (default: audit-manifest.json, then the home page canonical, then sitemap.xml)', siteOption)
    .option(
      '--max-file-size <mb>',
      'HTML files larger than this many MB are reported and not parsed',
      intOption('--max-file-size', 0.001),
      DEFAULT_MAX_FILE_SIZE / (1024 * 1024),
    )
    .option(
      '--max-findings <n>',
      'list at most n findings per rule, and per page and rule, and count the rest (bounds the report on hostile input; default: all)',
      intOption('--max-findings', 1),
    )
    .option(
      '--baseline <report-or-sitemap>',
      'the previous deploy, as its JSON report or sitemap.xml (a file or a URL): fail when a URL it published is gone ' +
        'without a redirect, and, with a report, fail only on findings that are new',
    )
    .option(
      '--search-data <export>',
      "Search Console's performance export (its zip, the folder it unzips to, or a Search Analytics API response as JSON): " +
        'every finding carries its page’s clicks and impressions, pages with most impressions are listed first, and a URL ' +
        'with impressions that this build neither serves nor redirects fails as published-url-gone',
    )
    .option('--config <file>', `options, ignore patterns and per-rule severity (default: ./${CONFIG_FILE}, then the "seo-audit" key of ./package.json); flags override it`)
    .option(
      '--jobs <n>',
      'read and parse pages on n worker threads, or "auto" for one per core (one thread below 2,000 pages); the report is the same. ' +
        'On 2 cores the pool was no faster than one thread and took more memory',
      jobsOption,
      1,
    )
    // The old name of a pool that was removed; accepted, so a CI script that passes it still runs.
    .addOption(new Option('--threads <n>').hideHelp())
    .option('--no-cache', 'do not read or write the external-link cache')
    .option('--cache-dir <dir>', 'where the external-link cache lives', '.cache/seo-audit')
    .option('--cache-ttl <hours>', 'how long cached external results stay valid', intOption('--cache-ttl', 0), 24)
    .addHelpText(
      'after',
      '\nExit status:\n' +
        '  0  no broken link and the score reaches --min-score\n' +
        '  1  a broken link, or the score is below --min-score (with --baseline: a published URL gone, or a new finding;\n' +
        '     with --search-data: a URL with impressions gone)\n' +
        '  2  a usage or runtime error (missing directory, unreadable file), with a one-line message\n' +
        '\nExamples:\n' +
        '  seo-audit                          audit dist/ offline, fail below 100\n' +
        '  seo-audit dist --strict            warnings count too (npm run audit)\n' +
        '  seo-audit dist --min-score 90 --format sarif --output seo.sarif\n' +
        '  seo-audit dist --format github     annotations on a GitHub pull request\n' +
        '  seo-audit dist --baseline https://www.example.com/sitemap.xml   a deploy guard: nothing published may vanish\n' +
        '  seo-audit dist --baseline main-report.json --format github      fail a pull request on new findings only\n' +
        '  seo-audit dist --search-data ~/Downloads/example.com-Performance-on-Search.zip   what costs traffic first\n' +
        "  seo-audit dist --external --ignore 'https://wa.me/*' --timeout 5000",
    )
    .showHelpAfterError(false)
    .allowExcessArguments(false)
}

/** Config values for every option the command line did not set; `--ignore` patterns add to the file's. */
function applyConfig(program: Command, config: AuditConfig): void {
  for (const [key, value] of Object.entries(config)) {
    if (key === 'dir' || key === 'rules' || value === undefined) continue
    if (key === 'ignore') {
      program.setOptionValueWithSource('ignore', [...(value as string[]), ...program.opts<CliOptions>().ignore], 'config')
    } else if (program.getOptionValueSource(key) !== 'cli') {
      program.setOptionValueWithSource(key, value, 'config')
    }
  }
}

/**
 * A full garbage collection, where the runtime allows one. Once the audit returns, the pages' facts (most
 * of the heap) are unreachable, but V8 may not collect them before the report is written: on a busy machine
 * its background marking falls behind and the heap grew by the report's garbage on top of them (the Rust
 * documentation's JSON report: 479 MB peak against 396 MB for the text report). One collection here, a
 * few hundred milliseconds, lets the report be written into the room the pages leave.
 */
function collectGarbage(): void {
  try {
    setFlagsFromString('--expose-gc')
    ;(runInNewContext('gc') as () => void)()
  } catch {
    /* not allowed here: the report is written all the same */
  }
}

/**
 * Reads and audits the site. Its own function so the pages' facts (most of the heap) are out of reach
 * once it returns: only the result is kept while the report is written.
 */
async function runAudit(
  dir: string,
  opts: CliOptions,
  config: AuditConfig,
  baseline: AuditBaseline | undefined,
  searchData: Awaited<ReturnType<typeof loadSearchData>> | undefined,
  progress: Progress,
) {
  const loaded = await loadSite(dir, {
    maxFileSize: Math.round(opts.maxFileSize * 1024 * 1024),
    // Each page is extracted as it is read and its HTML let go: memory follows the facts.
    extract: true,
    jobs: opts.jobs,
    onProgress: (done, total) => progress.update(`Reading ${done}/${total} pages`),
  })
  if (loaded.pages.length === 0) throw new AuditCliError(`no .html files under ${dir}`)
  const checker = opts.external
    ? createExternalChecker({
        concurrency: opts.concurrency,
        timeoutMs: opts.timeout,
        allowPrivate: opts.allowPrivate,
        cache: opts.cache ? { file: path.resolve(opts.cacheDir, 'external.json'), ttlMs: opts.cacheTtl * 3600_000 } : null,
      })
    : undefined
  const result = await auditSite({
    pages: loaded.pages,
    files: loaded.files,
    unreadPaths: loaded.unreadPaths,
    ...(loaded.lineStartsOf ? { lineStartsOf: loaded.lineStartsOf } : {}),
    texts: loaded.texts,
    siteUrl: opts.site ?? loaded.manifestSiteUrl,
    strict: opts.strict,
    ignore: opts.ignore,
    trailingSlash: opts.trailingSlash,
    ...(config.rules ? { rules: config.rules } : {}),
    extraWarnings: loaded.warnings,
    ...(baseline ? { baseline } : {}),
    ...(searchData ? { searchData } : {}),
    ...(opts.maxFindings !== undefined ? { maxFindings: opts.maxFindings } : {}),
    ...(checker ? { checkExternal: checker.check } : {}),
    afterLinks: collectGarbage,
    onProgress: (p) =>
      progress.update(p.phase === 'parse' ? `Parsing ${p.done}/${p.total} pages` : `Checking external links ${p.done}/${p.total}`),
  })
  return { result, root: loaded.root, sources: loaded.sources, sourcePositions: loaded.sourcePositions, checker }
}

async function main(argv: string[]): Promise<number> {
  const program = buildProgram()
  program.exitOverride()
  program.configureOutput({
    writeErr: (s) => process.stderr.write(s.startsWith('error:') ? `seo-audit: ${s}` : s),
  })
  try {
    program.parse(argv, { from: 'user' })
  } catch (e) {
    if (e instanceof CommanderError) {
      return e.code === 'commander.helpDisplayed' || e.code === 'commander.version' || e.exitCode === 0 ? 0 : 2
    }
    throw e
  }
  const progress = createProgress()

  try {
    const { config } = await loadConfig(program.opts<CliOptions>().config)
    applyConfig(program, config)
    const dir = program.args.length > 0 ? (program.processedArgs[0] as string) : (config.dir ?? 'dist')
    const opts = program.opts<CliOptions>()
    if (opts.threads !== undefined) process.stderr.write('seo-audit: --threads is ignored: pages are parsed on one thread, which measured as fast or faster\n')
    // Read first: a baseline that cannot be read stops the run before the site is.
    const baseline = opts.baseline ? await loadBaseline(opts.baseline) : undefined
    const searchData = opts.searchData ? await loadSearchData(opts.searchData) : undefined
    const { result, root: loadedRoot, sources, sourcePositions, checker } = await runAudit(dir, opts, config, baseline, searchData, progress)
    progress.done()
    try {
      await checker?.flush()
    } catch (e) {
      process.stderr.write(`seo-audit: could not write the external-link cache: ${(e as Error).message}\n`)
    }

    if (opts.format !== 'text') collectGarbage() // before a report that may run to tens of megabytes
    const root = path.relative(process.cwd(), loadedRoot).split(path.sep).join('/') || '.'
    const report = reportChunks(result, opts.format, {
      root: root.startsWith('..') ? loadedRoot : root,
      minScore: opts.minScore,
      sources,
      sourcePositions,
      ...(config.rules ? { rules: config.rules } : {}),
    })
    const ok = runPasses(result, opts.minScore, config.rules)
    if (opts.output) {
      try {
        await mkdir(path.dirname(path.resolve(opts.output)), { recursive: true })
        await writeReportFile(opts.output, report)
      } catch (e) {
        throw new AuditCliError(`cannot write ${opts.output}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`)
      }
      await writeStream(process.stdout, `${summaryLine(result)} · ${ok ? 'PASS' : 'FAIL'} (report: ${opts.output})\n`)
    } else {
      await writeReportStream(process.stdout, report)
    }
    return ok ? 0 : 1
  } catch (e) {
    progress.done()
    const message = e instanceof AuditCliError ? e.message : e instanceof Error ? e.message : String(e)
    process.stderr.write(`seo-audit: ${message.split('\n')[0]}\n`)
    return 2
  }
}


// Loaded in one of --jobs' worker threads, this bundle reads pages (load-pool.ts) instead of running the command.
if (!IN_POOL_WORKER) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (e: unknown) => {
      process.stderr.write(`seo-audit: ${e instanceof Error ? e.message : String(e)}\n`)
      process.exit(2)
    },
  )
}
