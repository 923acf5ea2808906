/**
 * A table a person can scan and sort: a visible title that names it, a header button per column that sorts by it
 * (the sorted column's header carries aria-sort), numbers aligned at the end, and a few rows at a time
 * ("Show more"). On a narrow screen the table scrolls sideways inside its labelled, focusable region,
 * never the page.
 */
import { useId, useMemo, useState, type ReactNode } from 'react'

export interface Column<Row> {
  id: string
  label: string
  /** What the column sorts by. */
  value: (row: Row) => number | string
  /** The cell's content (default: the value as text). */
  render?: (row: Row) => ReactNode
  /** Right-aligned, sorted largest first on the first press. */
  numeric?: boolean
  /** The cell that names the row (a `<th scope="row">`), e.g. the page or the query. */
  rowHeader?: boolean
  /** Long text (URLs) that may break anywhere. */
  wrap?: boolean
}

export interface SortableTableProps<Row> {
  caption: ReactNode
  columns: Column<Row>[]
  rows: readonly Row[]
  rowKey: (row: Row) => string
  /** The column sorted on first show, and its direction. */
  sort: { id: string; dir: 'ascending' | 'descending' }
  /** Rows shown at first and added by each "Show more". */
  pageSize?: number
}

type Dir = 'ascending' | 'descending'

const compare = (a: number | string, b: number | string) =>
  typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b))

/** Whether the rows are already sorted by the value (so a stable sort would keep them as they are). */
function inOrder<Row>(rows: readonly Row[], value: (row: Row) => number | string, sign: number): boolean {
  if (rows.length < 2) return true
  let before = value(rows[0]!)
  for (let i = 1; i < rows.length; i++) {
    const now = value(rows[i]!)
    if (sign * compare(before, now) > 0) return false
    before = now
  }
  return true
}

export function SortableTable<Row>({ caption, columns, rows, rowKey, sort, pageSize = 20 }: SortableTableProps<Row>) {
  const captionId = useId()
  const [by, setBy] = useState<{ id: string; dir: Dir }>(sort)
  const [shown, setShown] = useState(pageSize)
  const sorted = useMemo(() => {
    const column = columns.find((c) => c.id === by.id) ?? columns[0]!
    const sign = by.dir === 'ascending' ? 1 : -1
    // Tables usually arrive in the order they first show in (most impressions first): a stable sort would
    // give them back as they are, so a check in one pass spares copying and sorting 100,000 rows.
    if (inOrder(rows, column.value, sign)) return rows
    return rows
      .map((row) => ({ row, key: column.value(row) }))
      .sort((a, b) => sign * compare(a.key, b.key))
      .map((x) => x.row)
  }, [rows, columns, by])

  const sortBy = (column: Column<Row>) => {
    const first: Dir = column.numeric ? 'descending' : 'ascending'
    setBy((now) => (now.id === column.id ? { id: column.id, dir: now.dir === 'ascending' ? 'descending' : 'ascending' } : { id: column.id, dir: first }))
  }

  return (
    <div className="sortable">
      {/* The caption shows above the region, at the screen's width (a <caption> is as wide as its table); the table keeps its name. */}
      <p className="table-caption" id={captionId}>
        {caption}
      </p>
      <div className="table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table aria-labelledby={captionId}>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.id} scope="col" aria-sort={by.id === c.id ? by.dir : undefined} className={c.numeric ? 'num' : undefined}>
                  <button type="button" className="sort-button" onClick={() => sortBy(c)}>
                    {c.label}
                    <span className="sort-mark" aria-hidden="true">
                      {by.id === c.id ? (by.dir === 'ascending' ? '▲' : '▼') : '↕'}
                    </span>
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {sorted.slice(0, shown).map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((c) => {
                  const content = c.render ? c.render(row) : c.value(row)
                  const className = c.numeric ? 'num' : c.wrap ? 'cell-wrap' : undefined
                  return c.rowHeader ? (
                    <th key={c.id} scope="row" className={className}>
                      {content}
                    </th>
                  ) : (
                    <td key={c.id} className={className}>
                      {content}
                    </td>
                  )
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length > shown ? (
        <p className="table-more">
          <span className="muted">
            Showing {shown} of {rows.length}.
          </span>{' '}
          <button type="button" className="btn btn-small" onClick={() => setShown((n) => n + pageSize * 5)}>
            Show more
          </button>
        </p>
      ) : null}
    </div>
  )
}
