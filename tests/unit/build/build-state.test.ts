/**
 * The check behind "nothing changed": the same key and the output exactly as the last build left it.
 * Anything else (another key, a file gone, added or rewritten, another version) means a real build.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { InputDigests, inputKey, saveState, upToDate } from '../../../build/cache/build-state.ts'
import { inputFiles } from '../../../build/cache/inputs.ts'
import { sourceDate } from '../../../build/cache/source-date.ts'
import { scratchDir } from '../scratch-dir.ts'

function project() {
  const root = scratchDir('falcon-build-state-')
  fs.mkdirSync(path.join(root, 'posts'))
  fs.mkdirSync(path.join(root, 'public/img'), { recursive: true })
  fs.writeFileSync(path.join(root, 'posts/a.md'), 'a')
  fs.writeFileSync(path.join(root, 'public/img/a.webp'), 'derived')
  fs.writeFileSync(path.join(root, 'package.json'), '{}')
  const dist = path.join(root, 'dist')
  fs.mkdirSync(path.join(dist, 'blog'), { recursive: true })
  fs.writeFileSync(path.join(dist, 'index.html'), 'home')
  fs.writeFileSync(path.join(dist, 'blog/a.html'), 'a')
  return { root, dist }
}

describe('the build state', () => {
  it('matches only the same key and the same output', () => {
    const { root, dist } = project()
    const key = inputKey(root, inputFiles(root), { date: 'd' })
    expect(upToDate(root, dist, key)).toBe(false)
    saveState(root, dist, key)
    expect(upToDate(root, dist, key)).toBe(true)
    expect(upToDate(root, dist, inputKey(root, inputFiles(root), { date: 'e' }))).toBe(false)

    fs.writeFileSync(path.join(dist, 'extra.html'), 'x')
    expect(upToDate(root, dist, key)).toBe(false)
    fs.rmSync(path.join(dist, 'extra.html'))
    expect(upToDate(root, dist, key)).toBe(true)
    fs.rmSync(path.join(dist, 'blog/a.html'))
    expect(upToDate(root, dist, key)).toBe(false)
    fs.writeFileSync(path.join(dist, 'blog/a.html'), 'a')
    expect(upToDate(root, dist, key)).toBe(false)
  })

  it('keys the inputs by their bytes, not the files the build derives', () => {
    const { root } = project()
    const key = () => inputKey(root, inputFiles(root), {})
    const first = key()
    expect(inputFiles(root)).toEqual(['package.json', 'posts/a.md'])
    fs.writeFileSync(path.join(root, 'public/img/a.webp'), 'derived again')
    expect(key()).toBe(first)
    fs.writeFileSync(path.join(root, 'posts/a.md'), 'b')
    expect(key()).not.toBe(first)
  })

  it('reads a file again only when its size or modification time changed since the last build', () => {
    const { root } = project()
    const post = path.join(root, 'posts/a.md')
    const key = (digests: InputDigests) => inputKey(root, inputFiles(root), {}, digests)
    // A whole second, which setting a time again gives exactly.
    const mtime = new Date(1_700_000_000_000)
    fs.utimesSync(post, mtime, mtime)
    const kept = InputDigests.kept(root)
    const first = key(kept)
    kept.save()

    // Other bytes with the same size and time: the kept digest stands for the file (it is not read).
    fs.writeFileSync(post, 'b')
    fs.utimesSync(post, mtime, mtime)
    expect(key(InputDigests.kept(root))).toBe(first)
    // Another time: read, and the key is the one of its bytes.
    const later = new Date(mtime.getTime() + 1000)
    fs.utimesSync(post, later, later)
    const second = key(InputDigests.kept(root))
    expect(second).not.toBe(first)
    expect(second).toBe(key(new InputDigests(root)))

    // Without kept digests (a clean build), every file is read.
    fs.writeFileSync(post, 'a')
    fs.utimesSync(post, later, later)
    expect(key(new InputDigests(root))).toBe(first)
  })

  it('dates the sources by SOURCE_DATE_EPOCH, else the newest input outside git', () => {
    const { root } = project()
    const files = inputFiles(root)
    fs.utimesSync(path.join(root, 'posts/a.md'), 1_700_000_000, 1_700_000_000.5)
    fs.utimesSync(path.join(root, 'package.json'), 1_600_000_000, 1_600_000_000)
    const saved = process.env.SOURCE_DATE_EPOCH
    try {
      delete process.env.SOURCE_DATE_EPOCH
      expect(sourceDate(root, files).toISOString()).toBe(new Date(1_700_000_000_000).toISOString())
      process.env.SOURCE_DATE_EPOCH = '1234567890'
      expect(sourceDate(root, files).toISOString()).toBe('2009-02-13T23:31:30.000Z')
    } finally {
      if (saved === undefined) delete process.env.SOURCE_DATE_EPOCH
      else process.env.SOURCE_DATE_EPOCH = saved
    }
  })
})
