import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { prunePages } from '../../../build/pages/prune-pages.ts'
import { postBuildMemos } from '../../../build/cache/memo.ts'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

/** A built site in a temporary directory: `files` by path. */
function site(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prune-'))
  dirs.push(dir)
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), text)
  }
  return dir
}

const page = (css: string, body: string) => `<!doctype html><html lang="en"><head><style>${css}</style></head><body>${body}</body></html>`
const styleOf = (dir: string, file: string) => /<style>([\s\S]*?)<\/style>/.exec(fs.readFileSync(path.join(dir, file), 'utf8'))![1]!

describe('prunePages: a page carries the rules it can use', () => {
  const CSS = ':focus-visible{outline:3px solid}:lang(ar){letter-spacing:0}.card{color:red}.hero{color:blue}.toast{color:green}.dialog-open{color:pink}details[open] summary{color:gray}[dir=rtl] svg{transform:scaleX(-1)}.unused{color:black}'

  it('keeps rules of what the pages that share a sheet render, and drops the rest', async () => {
    const dir = site({
      'a.html': page(CSS, '<div class="card"></div><details><summary>Q</summary></details>'),
      'b.html': page(CSS, '<div class="hero"><svg><use href="#icon-arrow"></use></svg></div>'),
      'ar/b.html': page(CSS.replace('.unused', '.unused-ar'), '<div dir="rtl"><svg><use href="#icon-arrow"></use></svg></div>'),
    })
    const result = await prunePages(dir)
    const kept = styleOf(dir, 'a.html')
    // One sheet for both pages (one hash in their policy), with the rules either page uses.
    expect(styleOf(dir, 'b.html')).toBe(kept)
    expect(result.sheets).toBe(2)
    expect(styleOf(dir, 'ar/b.html')).toContain('[dir=rtl] svg')
    expect(kept).toContain('.card{')
    expect(kept).toContain('.hero{')
    // A state HTML sets by itself; the right-to-left rules only where a page is right to left.
    expect(kept).toContain('details[open] summary')
    expect(kept).not.toContain('[dir=rtl]')
    expect(kept).not.toContain('.unused')
    expect(kept).not.toContain('.toast')
    // A selector that is one pseudo-class alone applies to every page.
    expect(kept).toContain(':focus-visible{')
    expect(kept).toContain(':lang(ar){')
    expect(result.cssAfter).toBeLessThan(result.cssBefore)
  })

  it('keeps what a script the page runs can add: inline scripts, the island chunk it names and the chunks that one imports', async () => {
    const dir = site({
      'assets/island-x-abc.js': 'import{a}from"./dialog-def.js";export const t="toast"',
      'assets/dialog-def.js': 'export const a=()=>el.classList.add("dialog-open")',
      'assets/other-ghi.js': 'export const u="unused"',
      'c.html': page(CSS, '<falcon-island data-island="x" data-src="/assets/island-x-abc.js"></falcon-island>'),
      'd.html': page(CSS + '.x{}', '<script>document.body.innerHTML=\'<p class="\'+"dialog-open"+\'"></p>\'</script>'),
    })
    await prunePages(dir)
    const withIsland = styleOf(dir, 'c.html')
    expect(withIsland).toContain('.toast{')
    expect(withIsland).toContain('.dialog-open{')
    // A chunk no page names adds nothing.
    expect(withIsland).not.toContain('.unused')
    // An inline script's words count too.
    const withInline = styleOf(dir, 'd.html')
    expect(withInline).toContain('.dialog-open{')
    expect(withInline).not.toContain('.toast{')
  })
})

describe('prunePages with what the last build gathered', () => {
  const CSS = '.card{color:red}.hero{color:blue}.toast{color:green}.dialog-open{color:pink}'
  const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, file), 'utf8')

  it('writes, after pages changed, came and went, what pruning from nothing writes', async () => {
    const memoDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prune-memo-'))
    dirs.push(memoDir)
    const build = async (files: Record<string, string>) => {
      const memos = postBuildMemos(memoDir, 'code')
      const gathered = memos.pruning.value !== undefined
      const kept = site(files)
      await prunePages(kept, memos)
      memos.save()
      const clean = site(files)
      await prunePages(clean)
      for (const file of Object.keys(files)) expect(read(kept, file), file).toBe(read(clean, file))
      return { gathered, kept }
    }
    expect((await build({ 'a.html': page(CSS, '<p class="card"></p>'), 'b.html': page(CSS, '<p class="hero"></p>') })).gathered).toBe(false)
    // b goes (its .hero with it), a changes, c comes.
    const second = await build({ 'a.html': page(CSS, '<p class="card toast"></p>'), 'c.html': page(CSS, '<p class="dialog-open"></p>') })
    expect(second.gathered).toBe(true)
    expect(styleOf(second.kept, 'a.html')).toBe('.card{color:red}.toast{color:green}.dialog-open{color:pink}')
    // A record lost: the build gathers every page again, with the same result.
    fs.rmSync(path.join(memoDir, 'facts'), { recursive: true })
    const third = await build({ 'a.html': page(CSS, '<p class="card"></p>'), 'c.html': page(CSS, '<p class="hero"></p>') })
    expect(styleOf(third.kept, 'c.html')).toBe('.card{color:red}.hero{color:blue}')
  })
})

describe('class names in the code are written whole', () => {
  it('no className glues a fragment to an interpolation (`pill-${level}`): the pruning would not find the class', () => {
    const root = path.resolve(import.meta.dirname, '../../../src')
    const glued = fs
      .readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
      .flatMap((e) => {
        const file = path.join(e.parentPath, e.name)
        return [...fs.readFileSync(file, 'utf8').matchAll(/(?:className=\{|classList\.\w+\()`[^`]*[-_]\$\{/g)].map((m) => `${path.relative(root, file)}: ${m[0]}`)
      })
    expect(glued).toEqual([])
  })
})
