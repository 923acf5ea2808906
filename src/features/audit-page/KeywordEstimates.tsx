/**
 * The staff's keyword estimates (data/keywords.json: volume and difficulty, dated) with coverage measured on
 * the build's pages. Labelled as estimates and kept apart from measured search figures: with a Search
 * Console export open, only the keywords the site does not rank for yet (no impressions in the export)
 * are listed here.
 */
import keywordsJson from 'virtual:data/keywords'
import type { KeywordAnalysis, Opportunity } from './keywords.ts'
import { formatNumber } from '../../lib/numbers.ts'

// Class names are written whole: the build keeps a page's CSS rules by the words its scripts contain (build/pages/prune-pages.ts).
const PILL_CLASS: Record<Opportunity, string> = { high: 'pill-high', medium: 'pill-medium', low: 'pill-low' }

/** Only the data files this module reads (each is its own module, so chunks stay small). */
const data = { keywords: keywordsJson }

/** @param measured with an export open: whether a keyword is one of its queries. */
export function KeywordEstimates({ rows, measured }: { rows: KeywordAnalysis[]; measured: ((keyword: string) => boolean) | null }) {
  const listed = measured ? rows.filter((k) => !measured(k.keyword)) : rows
  const left = rows.length - listed.length
  return (
    <div className="audit-results">
      <h2>Keyword estimates (not measured)</h2>
      <p className="muted estimate-note">
        Search volume and difficulty are estimates: {data.keywords.source} Coverage is measured on the pages of this build.{' '}
        {measured
          ? `Only keywords with no impressions in the open export are listed${left ? ` (${left} with measured figures are in the query table above)` : ''}.`
          : 'Rankings are not tracked here: open a Search Console export above for measured figures.'}
      </p>
      {/* On a phone the table is wider than the screen: a focusable, labelled region scrolls with the keyboard too. */}
      <section className="table-scroll" tabIndex={0} aria-label="Keyword estimates (table scrolls sideways)">
        <table className="keyword-table">
          <thead>
            <tr>
              <th scope="col">Keyword</th>
              <th scope="col">Monthly searches (estimate)</th>
              <th scope="col">Difficulty (estimate)</th>
              <th scope="col">Opportunity</th>
              <th scope="col">Ranking</th>
              <th scope="col">Coverage (title / h1 / description / body)</th>
              <th scope="col">Suggested action</th>
            </tr>
          </thead>
          <tbody>
            {listed.map((k) => (
              <tr key={k.keyword}>
                <th scope="row">{k.keyword}</th>
                <td>{formatNumber(k.searchVolume)}</td>
                <td>{k.difficulty}</td>
                <td>
                  <span className={`pill ${PILL_CLASS[k.opportunity]}`}>{k.opportunity}</span>
                </td>
                <td>{measured ? 'Not ranking in the export' : 'Not tracked'}</td>
                <td>
                  {k.coverage.title.length} / {k.coverage.h1.length} / {k.coverage.description.length} / {k.coverage.body.length}
                </td>
                <td>{k.suggestedAction}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  )
}
