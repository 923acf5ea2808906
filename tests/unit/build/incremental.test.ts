/**
 * The build never goes stale and is reproducible: the real scripts/build.ts on a throw-away copy of the
 * project. Two clean builds write the same bytes; a build with nothing changed stops early and leaves the
 * output alone; then random sequences of edits (a post's body, excerpt or category, a new post with a new
 * image, a data file, a component, a stylesheet, a deleted post, a renamed slug) and a hand edit of the output,
 * each followed by a build that may use the cache and a `--clean` one, whose outputs must be byte-identical.
 *
 * Seeded: by default from the checked-out commit, so a run of the same commit (CI's, a fresh clone's) makes the
 * same edits and each new commit tries another sequence; BUILD_EDIT_SEED=<n> replays a failure (the seed is in
 * every failure message);
 * BUILD_EDIT_STEPS=<n> runs longer sequences (default 2 steps, to keep the suite's time). The second test goes on
 * from the first one's output and cache: run the file, not one test.
 */
import fs from 'node:fs'
import path from 'node:path'
import { execFileSync, spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { BUILD_ARGS, copyProject } from '../../project-copy.ts'
import { scratchDir } from '../scratch-dir.ts'

const seed = Number(process.env.BUILD_EDIT_SEED ?? commitSeed())
const steps = Number(process.env.BUILD_EDIT_STEPS ?? 2)
const project = scratchDir('falcon-incremental-')
copyProject(project)

/** The first 32 bits of the checked-out commit's id (outside a git checkout, 1). */
function commitSeed(): number {
  try {
    return parseInt(execFileSync('git', ['rev-parse', 'HEAD'], { cwd: import.meta.dirname, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).slice(0, 8), 16)
  } catch {
    return 1
  }
}

/** mulberry32: a small seeded generator, so a failing sequence can be replayed. */
function generator(s: number) {
  return () => {
    s = (s + 0x6d2b79f5) | 0
    let t = Math.imul(s ^ (s >>> 15), 1 | s)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32
  }
}
const random = generator(seed)
const pick = <T,>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!

function build(dist: string, ...flags: string[]) {
  // The copy is not a git checkout: without SOURCE_DATE_EPOCH its date would be its newest input's
  // (build/cache/source-date.ts, tested on its own), which every edit changes, and a new date renders every
  // page again. A fixed date, as a git checkout has between commits, lets posts' edits keep pages.
  const env: NodeJS.ProcessEnv = { ...process.env, SITE_DIST: dist, SITE_CACHE_DIR: path.join(project, '.cache/content'), SOURCE_DATE_EPOCH: '1790000000' }
  const result = spawnSync(process.execPath, [...BUILD_ARGS, ...flags], { cwd: project, encoding: 'utf8', env, timeout: 240_000 })
  expect(result.status, `seed ${seed}: build ${flags.join(' ')} into ${dist} failed:\n${result.stderr}\n${result.stdout.slice(-2000)}`).toBe(0)
  return result.stdout
}

function files(dir: string, prefix = ''): string[] {
  return fs.readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((e) => {
    const rel = prefix ? `${prefix}/${e.name}` : e.name
    return e.isDirectory() ? files(dir, rel) : [rel]
  })
}

/** The files that differ between two output directories (missing on either side, or other bytes). */
function differences(a: string, b: string): string[] {
  const inA = new Set(files(path.join(project, a)))
  const inB = new Set(files(path.join(project, b)))
  const out: string[] = []
  for (const f of inA) if (!inB.has(f)) out.push(`only in ${a}: ${f}`)
  for (const f of inB) if (!inA.has(f)) out.push(`only in ${b}: ${f}`)
  for (const f of inA) if (inB.has(f) && !fs.readFileSync(path.join(project, a, f)).equals(fs.readFileSync(path.join(project, b, f)))) out.push(`differs: ${f}`)
  return out.sort()
}

const read = (rel: string) => fs.readFileSync(path.join(project, rel), 'utf8')
const write = (rel: string, text: string) => fs.writeFileSync(path.join(project, rel), text)
const englishPosts = () => fs.readdirSync(path.join(project, 'posts')).filter((f) => f.endsWith('.md'))
/** Posts nothing else names (no link, no translation, no data entry): they can go or move without breaking a link. */
function unreferencedPosts(): string[] {
  const texts = ['posts', 'posts/ar', 'data', 'src']
    .flatMap((dir) => files(path.join(project, dir)).map((f) => `${dir}/${f}`))
    .filter((f) => /\.(md|json|tsx?)$/.test(f))
    .map((f) => [f, read(f)] as const)
  return englishPosts().filter((post) => {
    const slug = post.replace(/\.md$/, '')
    return !texts.some(([f, text]) => f !== `posts/${post}` && text.includes(slug))
  })
}

let counter = 0
/** Each edit changes the sources and says what it did; one that cannot apply falls back to a body edit. */
const edits: Record<string, () => string> = {
  'post body': () => {
    const post = pick(englishPosts())
    write(`posts/${post}`, `${read(`posts/${post}`)}\nOne more paragraph, edit ${++counter}.\n`)
    return `posts/${post}: a paragraph added`
  },
  'post front matter': () => {
    const post = pick(englishPosts())
    write(`posts/${post}`, read(`posts/${post}`).replace(/^(excerpt: .*?)("?)$/m, `$1 Revised ${++counter}.$2`))
    return `posts/${post}: excerpt changed`
  },
  'post category': () => {
    const post = pick(englishPosts())
    const names = (JSON.parse(read('data/categories.json')) as { name: string }[]).map((c) => c.name)
    const text = read(`posts/${post}`)
    const now = /^category: (.*)$/m.exec(text)?.[1]
    const next = pick(names.filter((n) => n !== now))
    write(`posts/${post}`, text.replace(/^category: .*$/m, `category: ${next}`))
    return `posts/${post}: category ${now} → ${next}`
  },
  'new post': () => {
    // A copy of a post under a new slug, with an image of its own (a new processed image for the browser build).
    const from = pick(englishPosts())
    const n = ++counter
    const text = read(`posts/${from}`)
    const image = /^image: (.*)$/m.exec(text)![1]!.trim()
    const newImage = image.replace(/(\.\w+)$/, `-copy${n}$1`)
    write(`posts/${newImage}`, read(`posts/${image}`).replace('</svg>', `<!-- copy ${n} --></svg>`))
    write(
      `posts/new-post-${n}.md`,
      text
        .replace(/^(title|seoTitle): "?(.*?)"?$/gm, (_, field: string, value: string) => `${field}: "${value.slice(0, 40)} part ${n}"`)
        .replace(/^image: .*$/m, `image: ${newImage}`)
        // Only one post may be featured (the content check says so): a copy of the featured post is not.
        .replace(/^featured: .*$/m, 'featured: false'),
    )
    return `posts/new-post-${n}.md: new, from ${from}, with ${newImage}`
  },
  'data file': () => {
    write('data/testimonials.json', read('data/testimonials.json').replace(/"name": "([^"]+)"/, `"name": "$1 ${++counter}"`))
    return 'data/testimonials.json: a name changed'
  },
  component: () => {
    const file = 'src/app/Footer.tsx'
    const text = read(file)
    write(file, /data-edit="\d+"/.test(text) ? text.replace(/data-edit="\d+"/, `data-edit="${++counter}"`) : text.replace('<footer', `<footer data-edit="${++counter}"`))
    return `${file}: an attribute changed`
  },
  stylesheet: () => {
    write('src/app/shell.css', read('src/app/shell.css').replace('.site-header {', `.site-header {\n  outline-offset: ${++counter}px;`))
    return 'src/app/shell.css: a declaration added'
  },
  'deleted post': () => {
    const free = unreferencedPosts()
    if (!free.length) return edits['post body']!()
    const post = pick(free)
    fs.rmSync(path.join(project, 'posts', post))
    return `posts/${post}: deleted`
  },
  'renamed slug': () => {
    const free = unreferencedPosts()
    if (!free.length) return edits['post body']!()
    const post = pick(free)
    const renamed = post.replace(/\.md$/, `-r${++counter}.md`)
    fs.renameSync(path.join(project, 'posts', post), path.join(project, 'posts', renamed))
    return `posts/${post}: renamed to ${renamed}`
  },
}

describe('incremental builds', () => {
  it('two clean builds are identical, and an unchanged build stops early', () => {
    build('out-cached')
    build('out-clean', '--clean')
    expect(differences('out-cached', 'out-clean'), `seed ${seed}`).toEqual([])
    const before = fs.statSync(path.join(project, 'out-cached/index.html')).mtimeMs
    expect(build('out-cached')).toContain('Nothing changed since the last build')
    expect(fs.statSync(path.join(project, 'out-cached/index.html')).mtimeMs).toBe(before)
  }, 900_000)

  it('after random edits, the build that may use the cache writes what a clean build writes', () => {
    // Goes on from the first test's output and cache.
    const done: string[] = []
    for (let step = 0; step < steps; step++) {
      const count = 1 + Math.floor(random() * 2)
      // The first step edits posts only (the path that keeps pages); the others anything.
      const kinds = Array.from({ length: count }, () => pick(step === 0 ? ['post body', 'post front matter'] : Object.keys(edits)))
      for (const kind of kinds) done.push(edits[kind]!())
      // A hand edit of the output, written into its files: they may be the cache's own (hard links), and the build
      // must not take the edit from there.
      const page = pick(files(path.join(project, 'out-cached')).filter((f) => f.endsWith('.html')))
      for (const file of [page, `${page}.br`]) fs.appendFileSync(path.join(project, 'out-cached', file), '<!-- edited -->')
      done.push(`out-cached/${page}: edited by hand`)
      // Half the steps, a file of the kept browser bundle too (build/cache/bundle-cache.ts).
      const assetEdited = random() < 0.5
      if (assetEdited) {
        const asset = pick(files(path.join(project, 'out-cached')).filter((f) => /^assets\/.*\.js$/.test(f)))
        fs.appendFileSync(path.join(project, 'out-cached', asset), '/* edited */')
        done.push(`out-cached/${asset}: edited by hand`)
      }
      const log = build('out-cached')
      // A step that edits posts only renders again some pages, not all.
      const kept = Number(/(\d+) kept from the last build/.exec(log)?.[1] ?? 0)
      console.log(`seed ${seed}, step ${step + 1}: ${done.slice(-count - 1 - Number(assetEdited)).join('; ')} → ${/\[page cache\] (.*)/.exec(log)?.[1] ?? 'no page cache line'}`)
      if (kinds.every((k) => k.startsWith('post'))) expect(kept, `seed ${seed}, after: ${done.join('; ')}`).toBeGreaterThan(0)
      // An edit of a post's body or excerpt changes no bundle: the build renders with the last one's (unless one
      // of its files was edited by hand).
      if (!assetEdited && kinds.every((k) => k === 'post body' || k === 'post front matter')) expect(log, `seed ${seed}, after: ${done.join('; ')}`).toContain('bundles restored from the cache')
      build('out-clean', '--clean')
      expect(differences('out-cached', 'out-clean'), `seed ${seed}, after: ${done.join('; ')}`).toEqual([])
    }
  }, 900_000)
})
