/**
 * The post-build steps' tables (build/cache/memo.ts): a saved table is read back by the next build under the
 * same code key, its values are used instead of computing them, and only the entries a build used are kept.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { MemoTable } from '../../../build/cache/memo.ts'
import { scratchDir } from '../scratch-dir.ts'

describe('a memo table', () => {
  it('is read back whole after a save in pieces, used instead of computing, and keeps only what was used', () => {
    const file = path.join(scratchDir('falcon-memo-'), 'table.json')
    const first = new MemoTable<{ words: string[] }>(file, 'code-1')
    // Enough entries for several of the megabyte pieces the save writes.
    const made = Array.from({ length: 3000 }, (_, i) => first.get(() => [`page ${i}`], () => ({ words: [`word-${i}`, 'x'.repeat(1000), 'é ع "quoted"'] })))
    first.save()
    expect(fs.statSync(file).size).toBeGreaterThan(3 * (1 << 20))
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toMatchObject({ codeKey: 'code-1' })

    const second = new MemoTable<{ words: string[] }>(file, 'code-1')
    const computed: number[] = []
    const read = Array.from({ length: 3000 }, (_, i) => second.get(() => [`page ${i}`], () => (computed.push(i), { words: [] })))
    expect(computed).toEqual([])
    expect(read).toEqual(made)
    // A build that uses one entry keeps one.
    const third = new MemoTable<{ words: string[] }>(file, 'code-1')
    third.get(() => ['page 7'], () => ({ words: [] }))
    third.save()
    expect(Object.keys((JSON.parse(fs.readFileSync(file, 'utf8')) as { entries: object }).entries)).toHaveLength(1)
    // Another code key reads nothing.
    const other = new MemoTable<{ words: string[] }>(file, 'code-2')
    expect(other.get(() => ['page 7'], () => ({ words: ['new'] }))).toEqual({ words: ['new'] })
  })
})
