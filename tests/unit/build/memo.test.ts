/**
 * The post-build steps' tables (build/cache/memo.ts): a saved table is read back by the next build under the
 * same code key, its values are used instead of computing them, and only the entries a build used are kept.
 * Kept files are put in place as hard links, and one written into since (a hand edit of the output) is made again.
 * Records are packed, a build's in one file, and read back one by one.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { FileDigests, MemoFiles, MemoRecords, MemoTable } from '../../../build/cache/memo.ts'
import { linkFile, replaceFile } from '../../../build/lib/files.ts'
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

describe('kept files', () => {
  it('are linked into place, and one written into since it was kept is made again', async () => {
    const root = scratchDir('falcon-memo-files-')
    const out = (build: string) => {
      fs.mkdirSync(path.join(root, build), { recursive: true })
      return path.join(root, build)
    }
    let made = 0
    const make = () => (made++, Buffer.from('<p>page</p>'))
    const build = async (name: string) => {
      const files = new MemoFiles(path.join(root, 'kept'), 'code-1')
      const to = path.join(out(name), 'page.html')
      const result = await files.write(() => ['page'], to, make)
      files.finish()
      return { to, result }
    }

    const first = await build('one')
    const second = await build('two')
    expect(made).toBe(1)
    expect(second.result).toEqual(first.result)
    expect(second.result.key).toBeTruthy()
    // One file, not a copy.
    expect(fs.statSync(second.to).ino).toBe(fs.statSync(first.to).ino)

    // A hand edit of the output writes into the kept file too: it is not used again.
    fs.appendFileSync(second.to, '<p>edited</p>')
    const third = await build('three')
    expect(made).toBe(2)
    expect(fs.readFileSync(third.to, 'utf8')).toBe('<p>page</p>')
    expect(fs.readFileSync(path.join(root, 'one', 'page.html'), 'utf8')).toBe('<p>page</p><p>edited</p>')
    // The file made again is kept in its place.
    await build('four')
    expect(made).toBe(2)

    // Another code key makes it again, and its save removes the other key's files.
    const other = new MemoFiles(path.join(root, 'kept'), 'code-2')
    await other.write(() => ['page'], path.join(out('five'), 'page.html'), make)
    other.finish()
    expect(made).toBe(3)
    expect(fs.readdirSync(path.join(root, 'kept'))).toEqual(['code-2'])
  })
})

describe('kept records', () => {
  it('are read back by key after a finish, only the kept ones, from a few pack files', () => {
    const dir = path.join(scratchDir('falcon-memo-records-'), 'facts')
    const files = () => fs.readdirSync(path.join(dir, 'code-1'))
    const first = new MemoRecords<{ words: string[] }>(dir, 'code-1')
    for (let i = 0; i < 500; i++) first.set(`page-${i}`, { words: [`word-${i}`, 'é ع "quoted"'] })
    // Read back in the build that wrote them, too.
    expect(first.get('page-7')).toEqual({ words: ['word-7', 'é ع "quoted"'] })
    first.finish(new Set(Array.from({ length: 500 }, (_, i) => `page-${i}`)))
    // One pack and the index, not a file per record.
    expect(files()).toHaveLength(2)

    // Builds that change one page each: a pack each, merged once there are too many; what goes is dropped.
    const kept = new Set(Array.from({ length: 500 }, (_, i) => `page-${i}`))
    for (let build = 0; build < 12; build++) {
      const records = new MemoRecords<{ words: string[] }>(dir, 'code-1')
      expect(records.get(`page-${build}`)).toEqual({ words: [`word-${build}`, 'é ع "quoted"'] })
      records.set(`page-${build}`, { words: [`changed in build ${build}`] })
      kept.delete(`page-${499 - build}`)
      records.finish(kept)
      expect(files().length).toBeLessThanOrEqual(9)
    }
    const last = new MemoRecords<{ words: string[] }>(dir, 'code-1')
    expect(last.get('page-3')).toEqual({ words: ['changed in build 3'] })
    expect(last.get('page-20')).toEqual({ words: ['word-20', 'é ع "quoted"'] })
    expect(last.get('page-499')).toBeUndefined()

    // A pack cut short: its records are missing, not an error. Another code key starts empty.
    for (const file of files()) if (file !== 'index.json') fs.truncateSync(path.join(dir, 'code-1', file), 10)
    expect(new MemoRecords(dir, 'code-1').get('page-20')).toBeUndefined()
    expect(new MemoRecords(dir, 'code-2').get('page-20')).toBeUndefined()
  })
})

describe('linkFile', () => {
  it('replaces the file there, and copies across file systems', () => {
    const dir = scratchDir('falcon-link-')
    fs.writeFileSync(path.join(dir, 'kept'), 'kept')
    fs.writeFileSync(path.join(dir, 'out'), 'older')
    linkFile(path.join(dir, 'kept'), path.join(dir, 'out'))
    expect(fs.statSync(path.join(dir, 'out')).ino).toBe(fs.statSync(path.join(dir, 'kept')).ino)
    // /dev/shm is memory, another file system than the temporary directory's disk on most machines.
    if (!fs.existsSync('/dev/shm') || fs.statSync('/dev/shm').dev === fs.statSync(dir).dev) return
    const other = fs.mkdtempSync('/dev/shm/falcon-link-')
    try {
      fs.writeFileSync(path.join(other, 'out'), 'older')
      linkFile(path.join(dir, 'kept'), path.join(other, 'out'))
      expect(fs.readFileSync(path.join(other, 'out'), 'utf8')).toBe('kept')
    } finally {
      fs.rmSync(other, { recursive: true, force: true })
    }
  })
})

describe('file identities', () => {
  it('are the ones given, else the hash of the bytes; a file written through them or forgotten is hashed', () => {
    const file = path.join(scratchDir('falcon-digests-'), 'page.html')
    fs.writeFileSync(file, 'rendered')
    const digests = new FileDigests()
    const hashOf = (text: string) => crypto.createHash('sha256').update(text).digest('base64url')
    expect(digests.of(file)).toBe(hashOf('rendered'))
    digests.set(file, 'kept-page')
    expect(digests.of(file)).toBe('kept-page')
    digests.write(file, 'changed')
    expect(fs.readFileSync(file, 'utf8')).toBe('changed')
    expect(digests.of(file)).toBe(hashOf('changed'))
    digests.set(file, 'kept-page')
    replaceFile(file, 'changed again')
    digests.forget(file)
    expect(digests.of(file)).toBe(hashOf('changed again'))
  })
})
