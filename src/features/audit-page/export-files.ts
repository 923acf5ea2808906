/**
 * The files of a Search Console export as the staff member opens them: picked (one zip, its CSVs, or the
 * API's JSON) or dropped (the same, or the unzipped folder). Read into memory in this tab only: nothing
 * is sent anywhere or stored.
 */
import { MAX_SEARCH_FILE_BYTES } from 'seo-audit/search-data'

export interface ExportFile {
  name: string
  data: Uint8Array
}

/** Refused before it is read: the engine would refuse it anyway, after holding it all in memory. */
async function read(file: File): Promise<ExportFile> {
  if (file.size > MAX_SEARCH_FILE_BYTES)
    throw new Error(`${file.name}: ${(file.size / 1e6).toFixed(0)} MB is more than a Search Console export holds (at most ${MAX_SEARCH_FILE_BYTES / 1024 / 1024} MB are read)`)
  return { name: file.name, data: new Uint8Array(await file.arrayBuffer()) }
}

/** The picked files. */
export function readPicked(files: FileList | readonly File[]): Promise<ExportFile[]> {
  return Promise.all([...files].map(read))
}

/** The files in a dropped folder (and its folders), by the File System entries API Chromium, Firefox and Safari share. */
async function filesIn(entry: FileSystemEntry): Promise<File[]> {
  if (entry.isFile) return [await new Promise<File>((resolve, reject) => (entry as FileSystemFileEntry).file(resolve, reject))]
  if (!entry.isDirectory) return []
  const reader = (entry as FileSystemDirectoryEntry).createReader()
  const entries: FileSystemEntry[] = []
  // readEntries answers in batches until an empty one.
  for (;;) {
    const batch = await new Promise<FileSystemEntry[]>((resolve, reject) => reader.readEntries(resolve, reject))
    if (batch.length === 0) break
    entries.push(...batch)
  }
  return (await Promise.all(entries.map(filesIn))).flat()
}

/** The dropped files, a dropped folder's files included. */
export async function readDropped(transfer: DataTransfer): Promise<ExportFile[]> {
  const entries = [...transfer.items].map((item) => (item.kind === 'file' ? item.webkitGetAsEntry() : null))
  if (entries.some((e) => e?.isDirectory)) {
    const files = (await Promise.all(entries.filter((e): e is FileSystemEntry => e !== null).map(filesIn))).flat()
    return Promise.all(files.map(read))
  }
  return readPicked(transfer.files)
}
