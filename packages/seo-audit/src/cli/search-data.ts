/**
 * `--search-data <export>`: a Search Console export on disk (the UI export's zip, the folder it unzips to, one
 * of its CSVs, or an API response's JSON), read and handed to the engine. Sizes are checked before reading.
 */
import { readdir, readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { MAX_SEARCH_FILE_BYTES, parseSearchExport, SearchDataError, type SearchExport } from '../search-data/index.ts'
import { AuditCliError } from './load-site.ts'

const EXPORT_FILE = /\.(csv|json|zip)$/i

async function filesOf(source: string): Promise<string[]> {
  let info
  try {
    info = await stat(source)
  } catch (e) {
    throw new AuditCliError(`cannot read the search data ${source}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`)
  }
  if (!info.isDirectory()) return [source]
  const names = (await readdir(source)).filter((n) => EXPORT_FILE.test(n)).sort()
  if (names.length === 0) throw new AuditCliError(`the search data folder ${source} holds no .csv, .json or .zip file`)
  return names.map((n) => path.join(source, n))
}

export async function loadSearchData(source: string): Promise<SearchExport> {
  const files = await filesOf(source)
  const read: Array<{ name: string; data: Uint8Array }> = []
  for (const file of files) {
    const name = path.relative(path.dirname(source), file) || path.basename(file)
    const { size } = await stat(file)
    // The parser refuses it too, but only after it was read whole.
    if (size > MAX_SEARCH_FILE_BYTES) {
      throw new AuditCliError(`--search-data: ${name}: is ${Math.round(size / 1024 / 1024)} MB, larger than the ${MAX_SEARCH_FILE_BYTES / 1024 / 1024} MB read (a Search Console export is far smaller: is it the right file?)`)
    }
    read.push({ name, data: await readFile(file) })
  }
  try {
    const data = parseSearchExport(read)
    // The audit joins pages only: the per-query tables (100,000s of rows in an API export) are let go before
    // the site is read, so they do not weigh on every collection of the audit that follows.
    return { ...data, queries: [], queryPages: [] }
  } catch (e) {
    if (e instanceof SearchDataError) throw new AuditCliError(`--search-data: ${e.message}`)
    throw e
  }
}
