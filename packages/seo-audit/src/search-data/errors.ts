/** The one error a broken or foreign export gets: which file, which row, what is wrong. */

/** Largest file (and largest file inside a zip) read: a UI export is a few hundred KB, a 100,000-row API export about 15 MB. */
export const MAX_SEARCH_FILE_BYTES = 32 * 1024 * 1024

export class SearchDataError extends Error {
  /** The file, as named to `parseSearchExport` (inside a zip: `export.zip/Queries.csv`). */
  readonly file: string
  /** 1-based line of a CSV (the header is line 1), or 1-based index of a row of an API export's `rows`. */
  readonly row: number | undefined

  constructor(file: string, message: string, row?: number) {
    super(`${file}${row !== undefined ? `, row ${row}` : ''}: ${message}`)
    this.name = 'SearchDataError'
    this.file = file
    this.row = row
  }
}
