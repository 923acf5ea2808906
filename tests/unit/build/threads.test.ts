/**
 * The build's two uses of worker threads give what the build's own thread gives: the posts' Markdown
 * rendered ahead into the cache (build/content/render-ahead.ts) and the pages serialised by parse5
 * (build/pages/page-threads.ts). `npm run build` runs bundled JavaScript with no TypeScript loader
 * (scripts/run-bundled.mjs) and gives its threads tsx's (build/lib/threads.ts), so each case runs in a
 * child process started the way the build is.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadContent } from '../../../build/content/load.ts'
import { AHEAD_MIN_BODIES } from '../../../build/content/render-ahead.ts'
import { PAGE_THREADS_MIN_PAGES } from '../../../build/pages/page-threads.ts'
import serializeHere from '../../../build/pages/serialize.thread.ts'
import { fixtureProject, post, ROOT } from '../content/helpers.ts'
import { scratchDir } from '../scratch-dir.ts'

/** Runs `code` (an ES module in TypeScript; `@/` is the repository) as `npm run build` runs, and returns the last line it prints. */
function runLikeTheBuild(code: string): string {
  const file = path.join(scratchDir('threads-'), 'run.mts')
  // A warning means a thread failed and the build's thread did the work: a failure here.
  fs.writeFileSync(file, `console.warn = (...a) => { throw new Error(a.join(' ')) }\n${code.replaceAll("'@/", `'${ROOT}/`)}`)
  const result = spawnSync(process.execPath, [path.join(ROOT, 'scripts/run-bundled.mjs'), file], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 })
  if (result.status !== 0) throw new Error(`child failed:\n${result.stdout}\n${result.stderr}`)
  return result.stdout.trim().split('\n').at(-1)!
}

const cacheDir = (dir: string) => path.join(dir, 'node_modules/.cache/falcon-content/markdown')

describe('worker threads of the build', () => {
  it('renders the missing Markdown ahead on two threads, and the content check then finds every body kept', () => {
    const count = AHEAD_MIN_BODIES + 6
    const posts: Record<string, string> = {}
    for (let i = 0; i < count; i++)
      posts[`post-${i}.md`] = post({ __name: `post-${i}`, title: `A post about cooling, part ${i}` }, `Words about case fans, part ${i}.\n\n| Fan | RPM |\n|---|---|\n| ${i} | ${1000 + i} |`)
    const dir = fixtureProject(posts)
    const printed = runLikeTheBuild(
      `import { renderMarkdownAhead } from '@/build/content/render-ahead.ts'
       console.log(await renderMarkdownAhead(${JSON.stringify(dir)}, { threads: 2 }))`,
    )
    expect(Number(printed)).toBe(count)
    expect(fs.readdirSync(cacheDir(dir)).filter((f) => f.endsWith('.json'))).toHaveLength(count)

    // Every kept body is what this thread renders: the check after it reads what it would have written.
    const ahead = loadContent(dir).posts
    fs.rmSync(cacheDir(dir), { recursive: true })
    const here = loadContent(dir).posts
    expect(ahead).toEqual(here)
    expect(ahead.find((p) => p.slug === 'post-3')!.html).toContain('<td data-label="Fan">3</td>')
  })

  it('leaves a handful of missing bodies to the content check', () => {
    const dir = fixtureProject({ 'one.md': post({ __name: 'one' }), 'two.md': post({ __name: 'two' }, 'Other words.') })
    const printed = runLikeTheBuild(
      `import { renderMarkdownAhead } from '@/build/content/render-ahead.ts'
       console.log(await renderMarkdownAhead(${JSON.stringify(dir)}, { threads: 2 }))`,
    )
    expect(printed).toBe('0')
    expect(fs.existsSync(cacheDir(dir))).toBe(false)
  })

  it('serialises pages on threads exactly as on the build thread', () => {
    // What React writes and parse5 rewrites: a self-closed void element, an escaped apostrophe, a repeated attribute.
    const pages = Array.from({ length: PAGE_THREADS_MIN_PAGES }, (_, i) => `<!DOCTYPE html><html lang="en" lang="en"><head><meta charset="UTF-8"/><title>Page ${i}</title></head><body><p>It&#x27;s page ${i}<br/>next</p></body></html>`)
    const file = path.join(fixtureProject({}), 'pages.json')
    fs.writeFileSync(file, JSON.stringify(pages))
    const printed = runLikeTheBuild(
      `import fs from 'node:fs'
       import { pageSerializer } from '@/build/pages/page-threads.ts'
       const pages = JSON.parse(fs.readFileSync(${JSON.stringify(file)}, 'utf8'))
       const serializer = pageSerializer(pages.length, 2)
       const out = await Promise.all(pages.map((html) => serializer.serialize(html)))
       await serializer.close()
       console.log(JSON.stringify(out))`,
    )
    const onThreads = JSON.parse(printed) as string[]
    expect(onThreads).toEqual(pages.map(serializeHere))
    expect(onThreads[7]).toBe('<!DOCTYPE html><html lang="en"><head><meta charset="UTF-8"><title>Page 7</title></head><body><p>It\'s page 7<br>next</p></body></html>')
  })
})
