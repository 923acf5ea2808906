/**
 * Reading one page file: into a reused buffer, deciding whether it can be parsed (size, binary), and
 * decoding it. Shared by the CLI's reader on one thread, its worker threads (load-pool.ts) and
 * dev/floor.ts.
 */
import { isAscii } from 'node:buffer'
import { closeSync, openSync, readSync } from 'node:fs'

export function mb(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}

/** Git's heuristic: a NUL byte in the first 8000 bytes means binary. */
export function looksBinary(buf: Uint8Array): boolean {
  return buf.subarray(0, 8000).indexOf(0) !== -1 // native search, not a JS loop per byte
}

/**
 * Reads files into one buffer, reused (grown when a file is larger): 30,000 pages leave no 30,000
 * buffers for the garbage collector, and memory does not grow with the megabytes read. What it returns
 * is valid until the next read.
 */
export function pageReader(): (file: string) => Uint8Array {
  let buffer = Buffer.allocUnsafe(256 * 1024)
  return (file) => {
    const fd = openSync(file, 'r')
    try {
      let length = 0
      for (;;) {
        if (length === buffer.length) {
          const bigger = Buffer.allocUnsafe(buffer.length * 2)
          buffer.copy(bigger, 0, 0, length)
          buffer = bigger
        }
        const n = readSync(fd, buffer, length, buffer.length - length, null)
        if (n === 0) break
        length += n
      }
      return buffer.subarray(0, length)
    } finally {
      closeSync(fd)
    }
  }
}

const utf8 = new TextDecoder('utf-8')

/** A page's text. Pure ASCII (most pages of most sites) decodes as Latin-1: a one-byte string, made faster. */
export function decodePage(buf: Uint8Array): string {
  return isAscii(buf) ? Buffer.from(buf.buffer, buf.byteOffset, buf.byteLength).toString('latin1') : utf8.decode(buf)
}

/**
 * Where the lines of a page start, from its bytes when they are ASCII (a byte is then a character, and
 * no string is made), else from its text: `lineStartsOf(decodePage(buf))`.
 */
export function lineStartsOfBytes(buf: Uint8Array, ofText: (text: string) => Uint32Array): Uint32Array {
  if (!isAscii(buf)) return ofText(decodePage(buf))
  const bytes = Buffer.from(buf.buffer, buf.byteOffset, buf.byteLength)
  let n = 1
  for (let i = bytes.indexOf(10); i !== -1; i = bytes.indexOf(10, i + 1)) n++
  const starts = new Uint32Array(n)
  let k = 1
  for (let i = bytes.indexOf(10); i !== -1; i = bytes.indexOf(10, i + 1)) starts[k++] = i + 1
  return starts
}

/** Why a page's bytes are not parsed (too large, binary), or `null` when they are HTML to parse. */
export function unreadableBecause(buf: Uint8Array, maxFileSize: number): string | null {
  if (buf.length > maxFileSize) return `file is ${mb(buf.length)}, over the ${mb(maxFileSize)} limit`
  if (looksBinary(buf)) return 'binary data, not HTML'
  return null
}
