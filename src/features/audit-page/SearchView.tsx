/**
 * An opened Search Console export joined with this build's pages: what it covers (dates, country, search
 * type), clicks and impressions over its dates, then what costs or could win traffic first (URLs the
 * build no longer serves, striking distance, low CTR for the position, one query over several pages),
 * then every page and query, English and Arabic apart, and the indexable pages nobody saw.
 */
import type { ReactNode } from 'react'
import { SearchChart } from './SearchChart.tsx'
import { SortableTable, type Column } from './SortableTable.tsx'
import type { SearchMetrics } from 'seo-audit/search-data'
import type { LanguageTables, OpenedExport } from './search-open.ts'
import { formatNumber } from '../../lib/numbers.ts'

const pct = (ctr: number) => `${(ctr * 100).toFixed(1)}%`
const pos = (position: number) => position.toFixed(1)

/** Clicks, impressions, CTR and position: the measured columns every table shares. */
function figureColumns<Row extends SearchMetrics>(): Column<Row>[] {
  return [
    { id: 'clicks', label: 'Clicks', numeric: true, value: (r) => r.clicks, render: (r) => formatNumber(r.clicks) },
    { id: 'impressions', label: 'Impressions', numeric: true, value: (r) => r.impressions, render: (r) => formatNumber(r.impressions) },
    { id: 'ctr', label: 'CTR', numeric: true, value: (r) => r.ctr, render: (r) => pct(r.ctr) },
    { id: 'position', label: 'Position', numeric: true, value: (r) => r.position, render: (r) => pos(r.position) },
  ]
}

const LANGUAGE_NAMES: Record<string, string> = { en: 'English', ar: 'Arabic' }

/** A URL's path as the tables show it (the site's own pages all share one origin; a host rule's target is a path). */
function pathOf(url: string): string {
  try {
    return decodeURI(new URL(url, 'https://site.invalid').pathname)
  } catch {
    return url
  }
}

const BY_IMPRESSIONS = { id: 'impressions', dir: 'descending' } as const

function Section({ title, count, intro, children }: { title: string; count?: number; intro: ReactNode; children: ReactNode }) {
  return (
    <section className="search-section">
      <h3>
        {title}
        {count === undefined ? '' : ` (${formatNumber(count)})`}
      </h3>
      <p className="muted">{intro}</p>
      {children}
    </section>
  )
}

function ByLanguage({ lang }: { lang: LanguageTables }) {
  return (
    <>
      {lang.pages.length ? (
        <SortableTable
          caption={`${lang.label} pages (${formatNumber(lang.pages.length)})`}
          rows={lang.pages}
          rowKey={(r) => r.url}
          sort={BY_IMPRESSIONS}
          columns={[{ id: 'page', label: 'Page', rowHeader: true, wrap: true, value: (r) => r.path }, ...figureColumns()]}
        />
      ) : (
        <p>No {lang.label} page in the export.</p>
      )}
      {lang.queries.length ? (
        <SortableTable
          caption={`${lang.label} queries (${formatNumber(lang.queries.length)})`}
          rows={lang.queries}
          rowKey={(r) => r.query}
          sort={BY_IMPRESSIONS}
          columns={[{ id: 'query', label: 'Query', rowHeader: true, value: (r) => r.query, render: (r) => <bdi>{r.query}</bdi> }, ...figureColumns()]}
        />
      ) : null}
    </>
  )
}

export function SearchView({ opened }: { opened: OpenedExport }) {
  const { report } = opened
  const f = report.filters
  const api = report.source === 'api'
  const unstated = api ? 'Not stated (the API answer does not say)' : 'Not stated'
  return (
    <div className="audit-results search-results">
      <dl className="search-filters" aria-label="What the export covers">
        <div>
          <dt>Dates</dt>
          <dd>{f.dateRange ?? unstated}</dd>
        </div>
        <div>
          <dt>Country</dt>
          <dd>{f.country ?? (api ? unstated : 'All countries')}</dd>
        </div>
        <div>
          <dt>Search type</dt>
          <dd>{f.searchType ?? unstated}</dd>
        </div>
        <div>
          <dt>Totals</dt>
          <dd>
            {formatNumber(report.totals.clicks)} clicks, {formatNumber(report.totals.impressions)} impressions
          </dd>
        </div>
        <div>
          <dt>Export</dt>
          <dd>{api ? 'Search Analytics API (query and page)' : 'Performance report (UI export)'}</dd>
        </div>
      </dl>
      {report.notes.length ? (
        <ul className="muted">
          {report.notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      ) : null}
      <SearchChart days={report.dates} />

      <Section title="Traffic about to be lost" count={report.gone.length} intro="URLs with impressions that this build neither serves nor redirects.">
        {report.gone.length ? (
          <SortableTable
            caption="URLs gone from this build"
            rows={report.gone}
            rowKey={(r) => r.url}
            sort={BY_IMPRESSIONS}
            columns={[{ id: 'url', label: 'Page', rowHeader: true, wrap: true, value: (r) => r.path }, ...figureColumns()]}
          />
        ) : (
          <p>Every URL with impressions is served or redirected by this build.</p>
        )}
      </Section>

      {report.redirected.length ? (
        <Section title="Redirected by this build" count={report.redirected.length} intro="URLs with figures that this build redirects (a stub or a host rule): their traffic moves to the target.">
          <SortableTable
            caption="Redirected URLs"
            rows={report.redirected}
            rowKey={(r) => r.url}
            sort={BY_IMPRESSIONS}
            columns={[
              { id: 'url', label: 'Page', rowHeader: true, wrap: true, value: (r) => r.path },
              { id: 'to', label: 'Redirects to', wrap: true, value: (r) => r.redirectTo ?? '', render: (r) => (r.redirectTo ? pathOf(r.redirectTo) : '') },
              ...figureColumns(),
            ]}
          />
        </Section>
      ) : null}

      <Section
        title="Striking distance"
        count={report.strikingDistance.length}
        intro="Queries at positions 8 to 20 with real impressions: a little more relevance could bring them onto the first page."
      >
        {report.strikingDistance.length ? (
          <SortableTable
            caption="Queries in striking distance"
            rows={report.strikingDistance}
            rowKey={(r) => `${r.query}\n${r.page ?? ''}`}
            sort={BY_IMPRESSIONS}
            columns={[
              { id: 'query', label: 'Query', rowHeader: true, value: (r) => r.query, render: (r) => <bdi>{r.query}</bdi> },
              { id: 'page', label: 'Ranking page', wrap: true, value: (r) => r.page ?? '', render: (r) => (r.page ? pathOf(r.page) : 'Not in this export') },
              ...figureColumns(),
            ]}
          />
        ) : (
          <p>No query between positions 8 and 20.</p>
        )}
      </Section>

      <Section title="Low CTR for the position" count={report.lowCtr.length} intro="Pages clicked less often than this site’s own pages at the same position: their title and description could do more.">
        {report.lowCtr.length ? (
          <SortableTable
            caption="Pages with a low CTR for their position"
            rows={report.lowCtr}
            rowKey={(r) => r.url}
            sort={{ id: 'missed', dir: 'descending' }}
            columns={[
              { id: 'page', label: 'Page', rowHeader: true, wrap: true, value: (r) => r.path },
              ...figureColumns(),
              { id: 'expected', label: 'Site CTR at this position', numeric: true, value: (r) => r.expectedCtr, render: (r) => pct(r.expectedCtr) },
              { id: 'missed', label: 'Clicks missed', numeric: true, value: (r) => r.missedClicks, render: (r) => formatNumber(Math.round(r.missedClicks)) },
            ]}
          />
        ) : (
          <p>No page is far below the site’s own CTR for its position.</p>
        )}
      </Section>

      <Section title="One query, several pages" count={report.cannibalisation.length} intro="Queries for which two or more of this site’s pages show: they compete with each other.">
        {!api ? (
          <p>The performance report’s export does not pair queries with pages: open the Search Analytics API’s JSON (dimensions query and page) to see this.</p>
        ) : report.cannibalisation.length ? (
          <SortableTable
            caption="Queries split across pages"
            rows={report.cannibalisation}
            rowKey={(r) => r.query}
            sort={BY_IMPRESSIONS}
            columns={[
              { id: 'query', label: 'Query', rowHeader: true, value: (r) => r.query, render: (r) => <bdi>{r.query}</bdi> },
              { id: 'pages', label: 'Pages (position)', wrap: true, value: (r) => r.pages.length, render: (r) => r.pages.map((p) => `${p.path} (${pos(p.position)})`).join(', ') },
              ...figureColumns(),
            ]}
          />
        ) : (
          <p>Every query leads to one page.</p>
        )}
      </Section>

      {opened.languages.map((lang) => (
        <Section key={lang.lang} title={`${lang.label} pages and queries`} intro={`Pages by their language; queries by the language of the page that showed for them${api ? '' : ' (in this export: by their script)'}.`}>
          <ByLanguage lang={lang} />
        </Section>
      ))}

      <Section title="Indexable pages with no impressions" count={report.noImpressions.length} intro="Pages of this build that search engines may show, but did not in this export.">
        {report.noImpressions.length ? (
          <details>
            <summary>The {formatNumber(report.noImpressions.length)} pages</summary>
            <ul className="unseen-pages">
              {report.noImpressions.map((p) => (
                <li key={p.url}>
                  {p.path} {p.lang ? <span className="muted">({LANGUAGE_NAMES[p.lang] ?? p.lang})</span> : null}
                </li>
              ))}
            </ul>
          </details>
        ) : (
          <p>Every indexable page had impressions.</p>
        )}
      </Section>
    </div>
  )
}
