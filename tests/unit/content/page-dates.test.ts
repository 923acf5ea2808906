import fs from 'node:fs'
import path from 'node:path'
import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { pageChangeDates } from '../../../build/postbuild/page-dates.ts'
import { sitePages } from '../../../src/site/page-table.ts'
import { checkContent } from '../../../build/content/check.ts'
import { ROOT } from './helpers.ts'
import { scratchDir } from '../scratch-dir.ts'

/** A project with two screens: Faq reads data/faqs.json through a shared block, Home reads nothing. */
function project() {
  const dir = scratchDir('page-dates-')
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), text)
  }
  write('src/pages/Home.tsx', `import { Hero } from './shared/hero.tsx'\nexport default () => Hero\n`)
  write('src/pages/shared/hero.tsx', `export const Hero = 'hero'\n`)
  write('src/pages/Faq.tsx', `import faqs from 'virtual:data/faqs'\nimport { Block } from './shared/block.tsx'\nexport default () => [faqs, Block]\n`)
  write('src/pages/shared/block.tsx', `import site from 'virtual:data/site'\nexport const Block = site\n`)
  write('data/faqs.json', '[]\n')
  write('data/site.json', '{}\n')
  return { dir, write }
}

function git(dir: string, date: string, ...args: string[]) {
  execFileSync('git', args, {
    cwd: dir,
    stdio: 'ignore',
    env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@x', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@x' },
  })
}

describe('lastmod of a static page', () => {
  it('is the newest commit of its screen, the modules it imports and the data they read', () => {
    const { dir, write } = project()
    git(dir, '2024-05-01T10:00:00Z', 'init', '-q')
    git(dir, '2024-05-01T10:00:00Z', 'add', '.')
    git(dir, '2024-05-01T10:00:00Z', 'commit', '-q', '-m', 'first')
    write('data/site.json', '{"name":"x"}\n') // read by Faq through its shared block
    git(dir, '2024-06-10T23:30:00Z', 'commit', '-q', '-am', 'site facts')
    write('data/unrelated.json', '{}\n')
    git(dir, '2024-07-01T08:00:00Z', 'add', '.')
    git(dir, '2024-07-01T08:00:00Z', 'commit', '-q', '-m', 'other data')
    expect(pageChangeDates(dir, [{ id: 'home' }, { id: 'faq' }])).toEqual({ home: '2024-05-01', faq: '2024-06-10' })
  })

  it('falls back to the files’ modification times outside git', () => {
    const { dir } = project()
    for (const [file, day] of [['src/pages/Home.tsx', '2023-01-02'], ['src/pages/shared/hero.tsx', '2023-03-04'], ['src/pages/Faq.tsx', '2023-01-01'], ['src/pages/shared/block.tsx', '2023-01-01'], ['data/faqs.json', '2023-02-01'], ['data/site.json', '2023-01-01']] as const) {
      const t = new Date(`${day}T12:00:00Z`)
      fs.utimesSync(path.join(dir, file), t, t)
    }
    expect(pageChangeDates(dir, [{ id: 'home' }, { id: 'faq' }])).toEqual({ home: '2023-03-04', faq: '2023-02-01' })
  })

  it('is no longer the build date in the page table', () => {
    const { data, posts } = checkContent(ROOT)
    const changed = pageChangeDates(ROOT, data.pages)
    const pages = sitePages(data, posts, '2999-12-31', changed)
    const faq = pages.find((p) => p.id === 'faq')!
    expect(faq.lastmod).toBe(changed.faq)
    expect(faq.lastmod! < '2999-12-31').toBe(true)
    const newestPost = posts.map((p) => p.updated ?? p.date).sort().at(-1)!
    expect(pages.find((p) => p.id === 'blog')!.lastmod! >= newestPost).toBe(true)
  })
})
