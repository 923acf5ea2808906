import { Fragment, useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react'
import keywordsJson from 'virtual:data/keywords'
import type { AuditResult, ScoreColor } from 'seo-audit'
import type { KeywordAnalysis } from './keywords.ts'
import type { Progress, SiteSnapshot } from './run-audit.ts'
import { KeywordEstimates } from './KeywordEstimates.tsx'
import { SearchData } from './SearchData.tsx'
import auditCss from './audit-page.css?inline'
import { useStyles } from '../../lib/styles.tsx'

// Class names are written whole: the build keeps a page's CSS rules by the words its scripts contain (build/pages/prune-pages.ts).
const SCORE_CLASS: Record<ScoreColor, string> = { green: 'score-green', yellow: 'score-yellow', red: 'score-red' }

/** Only the data files this module reads (each is its own module, so chunks stay small). */
const data = { keywords: keywordsJson }
const keywords = keywordsJson.keywords.map((k) => k.keyword)

type Tab = 'audit' | 'content'
type Run<T> = { state: 'running'; progress?: Progress } | { state: 'done'; value: T } | { state: 'error'; message: string }

/** The engine and parser load only when the page runs an audit. */
const engine = () => import('./run-audit.ts')
const keywordsModule = () => import('./keywords.ts')

/** Reads every page of the site (on open, the audit and the analysis share one read). */
type ReadSite = (onProgress: (p: Progress) => void) => Promise<SiteSnapshot>
const readSite: ReadSite = async (onProgress) => (await engine()).fetchSite(onProgress)

const SCORE_WORD = { green: 'Good', yellow: 'Needs work', red: 'Poor' } as const
const MAX_BROKEN = 10
const MAX_ALT = 5

/**
 * Staff view of the same audit the CI runs: Technical Audit (score, broken
 * links, mixed content, missing alt, warnings) and Content Analysis (keyword
 * coverage measured on the built pages). Both run once on open.
 */
export function AuditDashboard() {
  useStyles(auditCss)
  const [tab, setTab] = useState<Tab>('audit')
  const [audit, setAudit] = useState<Run<AuditResult>>({ state: 'running' })
  const [external, setExternal] = useState(false)
  const [analysis, setAnalysis] = useState<Run<KeywordAnalysis[]>>({ state: 'running' })
  const tabs = useRef<Record<Tab, HTMLButtonElement | null>>({ audit: null, content: null })
  // The latest read of the site, which an opened search export is joined with.
  const latest = useRef<Promise<SiteSnapshot> | null>(null)
  const [measured, setMeasured] = useState<((keyword: string) => boolean) | null>(null)
  const site = useCallback(() => (latest.current ??= readSite(() => {})), [])

  const runAudit = useCallback(async (withExternal: boolean, read: ReadSite = readSite) => {
    setAudit({ state: 'running' })
    setExternal(withExternal)
    try {
      const { auditSnapshot, browserExternalChecker } = await engine()
      const snapshot = await (latest.current = read((progress) => setAudit({ state: 'running', progress })))
      const result = await auditSnapshot(snapshot, withExternal ? browserExternalChecker : undefined)
      setAudit({ state: 'done', value: result })
    } catch (error) {
      setAudit({ state: 'error', message: (error as Error).message })
    }
  }, [])

  const runAnalysis = useCallback(async (read: ReadSite = readSite) => {
    setAnalysis({ state: 'running' })
    try {
      const [{ indexablePageTexts }, { analyseKeywords }] = await Promise.all([engine(), keywordsModule()])
      const snapshot = await (latest.current = read((progress) => setAnalysis({ state: 'running', progress })))
      setAnalysis({ state: 'done', value: analyseKeywords(data.keywords.keywords, indexablePageTexts(snapshot)) })
    } catch (error) {
      setAnalysis({ state: 'error', message: (error as Error).message })
    }
  }, [])

  // Both run once on open, from a single read of the site.
  useEffect(() => {
    const listeners: ((p: Progress) => void)[] = []
    let once: Promise<SiteSnapshot> | undefined
    const shared: ReadSite = (onProgress) => {
      listeners.push(onProgress)
      return (once ??= readSite((p) => listeners.forEach((l) => l(p))))
    }
    void runAudit(false, shared)
    void runAnalysis(shared)
  }, [runAudit, runAnalysis])

  const onTabKey = (e: KeyboardEvent) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(e.key)) return
    e.preventDefault()
    const next: Tab = e.key === 'Home' ? 'audit' : e.key === 'End' ? 'content' : tab === 'audit' ? 'content' : 'audit'
    setTab(next)
    tabs.current[next]?.focus()
  }

  const auditRunning = audit.state === 'running'
  const analysisRunning = analysis.state === 'running'
  return (
    <div className="audit-dashboard">
      <noscript>
        <p className="audit-note">
          The audit runs in your browser: turn on JavaScript, or run <code>npm run audit</code>. Opening a Search Console export needs JavaScript too (it is
          read in your browser, never uploaded), or run <code>npx seo-audit dist --search-data &lt;export&gt;</code>.
        </p>
      </noscript>
      <div role="tablist" aria-label="Audit views" className="audit-tabs" onKeyDown={onTabKey}>
        {(
          [
            ['audit', 'Technical Audit'],
            ['content', 'Content Analysis'],
          ] as const
        ).map(([id, label]) => (
          <button
            key={id}
            ref={(el) => {
              tabs.current[id] = el
            }}
            type="button"
            role="tab"
            id={`tab-${id}`}
            aria-selected={tab === id}
            aria-controls={`panel-${id}`}
            tabIndex={tab === id ? 0 : -1}
            onClick={() => setTab(id)}
          >
            {label}
          </button>
        ))}
      </div>

      <section role="tabpanel" id="panel-audit" aria-labelledby="tab-audit" hidden={tab !== 'audit'} className="audit-panel">
        <div className="audit-actions">
          <button type="button" className="btn btn-primary" disabled={auditRunning} onClick={() => void runAudit(false)}>
            {auditRunning && !external ? 'Scanning...' : 'Refresh Audit'}
          </button>
          <button type="button" className="btn" disabled={auditRunning} onClick={() => void runAudit(true)}>
            {auditRunning && external ? 'Checking external links...' : 'Check external links too'}
          </button>
        </div>
        <RunStatus run={audit} what="pages" />
        {audit.state === 'done' ? <TechnicalResults result={audit.value} external={external} /> : null}
      </section>

      <section role="tabpanel" id="panel-content" aria-labelledby="tab-content" hidden={tab !== 'content'} className="audit-panel">
        <div className="audit-actions">
          <button type="button" className="btn btn-primary" disabled={analysisRunning} onClick={() => void runAnalysis()}>
            {analysisRunning ? 'Analyzing...' : 'Refresh Analysis'}
          </button>
        </div>
        <RunStatus run={analysis} what="pages" />
        <SearchData site={site} keywords={keywords} onMeasured={(m) => setMeasured(() => m)} />
        {analysis.state === 'done' ? <KeywordEstimates rows={analysis.value} measured={measured} /> : null}
      </section>
    </div>
  )
}

function RunStatus({ run, what }: { run: Run<unknown>; what: string }) {
  if (run.state === 'error')
    return (
      <p role="alert" className="audit-error">
        The audit could not run: {run.message}
      </p>
    )
  return (
    <p className="audit-status" role="status">
      {run.state === 'running' ? (run.progress ? `Reading ${run.progress.done} of ${run.progress.total} ${what}…` : 'Starting…') : ''}
    </p>
  )
}

/** Distinct outside URLs found broken, and those that could not be verified (the engine's notices, never broken). */
function externalCounts(result: AuditResult): { broken: number; unknown: number } {
  const broken = new Set(result.brokenLinks.filter((b) => b.type === 'external').map((b) => b.url))
  const unknown = new Set(result.warnings.filter((w) => w.rule === 'external-unknown').map((w) => w.url))
  return { broken: broken.size, unknown: unknown.size }
}

function TechnicalResults({ result, external }: { result: AuditResult; external: boolean }) {
  const errors = result.warnings.filter((w) => w.level === 'error')
  const warnings = result.warnings.filter((w) => w.level === 'warning')
  const notices = result.warnings.filter((w) => w.level === 'notice')
  const outside = external ? externalCounts(result) : null
  return (
    <div className="audit-results">
      <div className={`score-card ${SCORE_CLASS[result.scoreColor]}`}>
        <p className="score-value">
          <span className="visually-hidden">Score: </span>
          {result.score}
          <span className="score-of">/100</span>
        </p>
        <p className="score-word">{SCORE_WORD[result.scoreColor]}</p>
        <p className="score-meta">
          {result.pagesScanned} pages scanned · {result.stats.linksChecked} links checked
          {external ? ` · ${result.stats.externalChecked} external URLs` : ' · external links not checked'} · {new Date(result.auditDate).toLocaleString('en-GB')}
        </p>
      </div>

      {outside ? (
        <p className="external-summary">
          External links: {result.stats.externalChecked} URLs checked · {outside.broken} broken · {outside.unknown} could not be verified (not counted as broken)
        </p>
      ) : null}

      {errors.length ? (
        <>
          <h2>Errors ({result.totals.errors})</h2>
          <Findings items={errors} />
          <More shown={errors.length} total={result.totals.errors} />
        </>
      ) : null}

      <h2>Broken links ({result.totals.brokenLinks})</h2>
      {result.brokenLinks.length === 0 ? (
        <p>No broken links.</p>
      ) : (
        <section className="table-scroll" tabIndex={0} aria-label="Broken links (table scrolls sideways)">
          <table>
            <thead>
              <tr>
                <th scope="col">URL</th>
                <th scope="col">Status</th>
                <th scope="col">Page</th>
                <th scope="col">Link text</th>
                <th scope="col">Type</th>
              </tr>
            </thead>
            <tbody>
              {result.brokenLinks.slice(0, MAX_BROKEN).map((b, i) => (
                <tr key={i}>
                  <td className="break">{b.url}</td>
                  <td>{b.status === 0 ? 'No Response' : b.status}</td>
                  <td>{b.page}</td>
                  <td>{b.linkText}</td>
                  <td>{b.type}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <More shown={Math.min(MAX_BROKEN, result.brokenLinks.length)} total={result.totals.brokenLinks} />

      <h2>Missing alt tags ({result.totals.missingAltTags})</h2>
      {result.missingAltTags.length === 0 ? (
        <p>Every image has an alt attribute.</p>
      ) : (
        <ul>
          {result.missingAltTags.slice(0, MAX_ALT).map((m, i) => (
            <li key={i}>
              {m.message} <span className="muted">on {m.page}</span>
            </li>
          ))}
        </ul>
      )}
      <More shown={Math.min(MAX_ALT, result.missingAltTags.length)} total={result.totals.missingAltTags} />

      <h2>Mixed content ({result.totals.mixedContent})</h2>
      {result.mixedContent.length === 0 ? (
        <p>No insecure resources.</p>
      ) : (
        <ul>
          {result.mixedContent.map((m, i) => (
            <li key={i}>
              {m.message} <span className="muted">on {m.page}</span>
            </li>
          ))}
        </ul>
      )}
      <More shown={result.mixedContent.length} total={result.totals.mixedContent} />

      <h2>Warnings ({result.totals.warnings})</h2>
      {warnings.length === 0 ? (
        <p>No warnings: titles, descriptions, canonicals, sitemap, structured data and headings all pass.</p>
      ) : (
        <Findings items={warnings} />
      )}
      <More shown={warnings.length} total={result.totals.warnings} />
      {notices.length ? (
        <details>
          <summary>Notices ({result.totals.notices}): could not be verified from the browser</summary>
          <ul>
            {notices.map((w, i) => (
              <li key={i}>
                <Message text={w.message} /> <span className="muted">on {w.page}</span>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  )
}

/** Errors or warnings as the page lists them: the rule, the message and the page it is on. */
function Findings({ items }: { items: AuditResult['warnings'] }) {
  return (
    <ul>
      {items.map((w, i) => (
        <li key={i}>
          <span className="rule">{w.rule}</span> <Message text={w.message} /> <span className="muted">on {w.page}</span>
        </li>
      ))}
    </ul>
  )
}

/**
 * A finding's message with each “quoted” part isolated: Arabic page text quoted in an English line keeps
 * its own order, and the quotation marks stay at its ends.
 */
function Message({ text }: { text: string }) {
  const parts = text.split(/“([^”]*)”/)
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <Fragment key={i}>
            “<bdi>{part}</bdi>”
          </Fragment>
        ) : (
          part
        ),
      )}
    </>
  )
}

function More({ shown, total }: { shown: number; total: number }) {
  if (total <= shown) return null
  return (
    <p className="muted">
      Showing {shown} of {total}. Run <code>npm run audit</code> for the full list.
    </p>
  )
}
