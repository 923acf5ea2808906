/**
 * Writes a report's pieces (`reportChunks`) as they are made, in blocks of about 64 KB: to a file with
 * synchronous writes, or to a stream, waiting when it asks to (`drain`). The whole document is never one
 * string: a 28 MB JSON report is 28 MB of UTF-8 on disk, and was up to twice that as a JavaScript string.
 */
import { closeSync, openSync, writeSync } from 'node:fs'

const BLOCK = 64 * 1024

/** Gathers pieces into blocks of about BLOCK characters and hands each block to `flush`. */
async function inBlocks(chunks: Iterable<string>, flush: (block: string) => void | Promise<void>): Promise<void> {
  let parts: string[] = []
  let size = 0
  for (const chunk of chunks) {
    parts.push(chunk)
    size += chunk.length
    if (size >= BLOCK) {
      await flush(parts.join(''))
      parts = []
      size = 0
    }
  }
  if (size > 0) await flush(parts.join(''))
}

export async function writeReportFile(file: string, chunks: Iterable<string>): Promise<void> {
  const fd = openSync(file, 'w')
  try {
    await inBlocks(chunks, (block) => {
      const bytes = Buffer.from(block, 'utf8')
      for (let at = 0; at < bytes.length; ) at += writeSync(fd, bytes, at)
    })
  } finally {
    closeSync(fd)
  }
}

export function writeStream(stream: NodeJS.WritableStream, text: string): Promise<void> {
  return new Promise((resolve) => {
    if (stream.write(text)) resolve()
    else stream.once('drain', () => resolve())
  })
}

export async function writeReportStream(stream: NodeJS.WritableStream, chunks: Iterable<string>): Promise<void> {
  await inBlocks(chunks, (block) => writeStream(stream, block))
}
