/**
 * Content Analysis from real search data: the staff member opens a Search Console export on their own
 * machine (picked or dropped), it is parsed here, in this tab, and joined with this build's pages.
 * Nothing is uploaded or stored: closing the tab (or "Close the export") forgets it. The parser and the
 * tables' code load only when a file is opened.
 */
import { useEffect, useRef, useState, type DragEvent } from 'react'
import type { SiteSnapshot } from './run-audit.ts'
import type { OpenedExport } from './search-open.ts'
import type { SearchView } from './SearchView.tsx'
import searchCss from './search-data.css?inline'
import { useStyles } from '../../lib/styles.tsx'

type State =
  | { state: 'none' }
  | { state: 'reading'; names: string[] }
  | { state: 'error'; message: string; names: string[] }
  | { state: 'open'; opened: OpenedExport; View: typeof SearchView }

const opener = () => import('./search-open.ts')
/** The tables and the chart: loaded with the engine, not with the page. */
const viewer = () => import('./SearchView.tsx')
/** Performance marks: when a file was opened (the start of `search-data:parse-join` and `search-data:shown`). */
const MARK = 'search-data:open'

/** What to download from Search Console, for a page with no export open. */
function HowTo() {
  return (
    <div className="search-howto">
      <h3>What to download from Search Console</h3>
      <ol>
        <li>
          In Search Console, open <strong>Performance → Search results</strong> for this site’s property.
        </li>
        <li>Pick the date range (3 months is a good start) and leave the other filters as they are, or set the country and search type you want.</li>
        <li>
          Press <strong>Export → Download CSV</strong>. Open the zip here as it is, or the CSV files in it (<code>Queries.csv</code>, <code>Pages.csv</code>,{' '}
          <code>Dates.csv</code>, <code>Filters.csv</code>, …).
        </li>
        <li>
          To see which page ranks for which query (striking distance and one query split over several pages), open the Search Analytics API’s JSON answer
          instead: <code>searchanalytics.query</code> with the dimensions <code>query</code> and <code>page</code> (the API Explorer on its documentation
          page gives it).
        </li>
      </ol>
    </div>
  )
}

/**
 * @param keywords the staff's keyword estimates (data/keywords.json), matched with the export's queries
 * @param onMeasured told which of them the open export measures (null: no export open).
 */
export function SearchData({
  site,
  keywords,
  onMeasured,
}: {
  site: () => Promise<SiteSnapshot>
  keywords: readonly string[]
  onMeasured: (measured: ((keyword: string) => boolean) | null) => void
}) {
  useStyles(searchCss)
  const [shown, setShown] = useState<State>({ state: 'none' })
  const [dragging, setDragging] = useState(false)
  // Only the latest opening shows (a second file picked while the first is read wins).
  const latest = useRef(0)

  const open = async (read: () => Promise<{ name: string; data: Uint8Array }[]>, names: string[]) => {
    if (names.length === 0) return
    const turn = ++latest.current
    setShown({ state: 'reading', names })
    onMeasured(null)
    performance.mark(MARK)
    try {
      const [{ openExport }, { SearchView: View }, files, snapshot] = await Promise.all([opener(), viewer(), read(), site()])
      if (turn !== latest.current) return
      const opened = openExport(files, snapshot, keywords)
      performance.measure('search-data:parse-join', MARK)
      setShown({ state: 'open', opened, View })
      onMeasured(opened.measured)
    } catch (error) {
      if (turn === latest.current) setShown({ state: 'error', message: (error as Error).message, names })
    }
  }

  // For npm run bench:search: from the file's opening to the tables' first render.
  useEffect(() => {
    if (shown.state === 'open' && performance.getEntriesByName(MARK, 'mark').length) performance.measure('search-data:shown', MARK)
  }, [shown])

  const onDrop = (e: DragEvent) => {
    e.preventDefault()
    setDragging(false)
    const transfer = e.dataTransfer
    void open(async () => (await import('./export-files.ts')).readDropped(transfer), [...transfer.files].map((f) => f.name))
  }

  return (
    <section className="search-data" aria-labelledby="search-data-title">
      <h2 id="search-data-title">What searchers see (Search Console)</h2>
      <div
        className={dragging ? 'drop-zone dragging' : 'drop-zone'}
        onDragOver={(e) => {
          e.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <label htmlFor="search-export">Open a Search Console export (the zip, its CSV files or the API’s JSON), or drop it here:</label>
        <input
          id="search-export"
          type="file"
          multiple
          accept=".zip,.csv,.json,application/zip,text/csv,application/json"
          onChange={(e) => {
            const files = [...(e.currentTarget.files ?? [])]
            e.currentTarget.value = ''
            void open(async () => (await import('./export-files.ts')).readPicked(files), files.map((f) => f.name))
          }}
        />
        <p className="muted">Read in this browser tab only: nothing is uploaded or kept. Closing the tab forgets it.</p>
      </div>
      <p className="audit-status" role="status">
        {shown.state === 'reading' ? `Reading ${shown.names.join(', ')}…` : shown.state === 'open' ? `Opened ${shown.opened.names.join(', ')}.` : ''}
      </p>
      {shown.state === 'error' ? (
        <p role="alert" className="audit-error">
          Could not open {shown.names.join(', ')}: {shown.message}
        </p>
      ) : null}
      {shown.state === 'open' ? (
        <>
          <button
            type="button"
            className="btn btn-small"
            onClick={() => {
              latest.current++
              setShown({ state: 'none' })
              onMeasured(null)
            }}
          >
            Close the export
          </button>
          <shown.View opened={shown.opened} />
        </>
      ) : (
        <HowTo />
      )}
    </section>
  )
}
