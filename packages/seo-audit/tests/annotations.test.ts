import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { formatReport } from '../src/cli/format/index.ts'
import { cleanupTmpDirs, runCli, site } from './cli-helpers.ts'
import { auditFiles, page } from './helpers.ts'

afterAll(cleanupTmpDirs)

// A post page as a site's build writes it: the layout's header and the post's body on one line of HTML
// (a line alone cannot tell them apart), the body from posts/post.md, where its link is on line 12, column 6.
const BODY_LINK = '<a href="/blog/deleted">the other post</a>'
const POST_PAGE = page('/blog/post', {
  body: `<header><a href="/deals">Deals</a></header><main><div class="prose"><p>Read ${BODY_LINK}.</p></div></main>`,
})
const HOME = page('/', { body: '<header><a href="/deals">Deals</a></header><a href="/blog/post">Post</a>' })

/** `"line:column"` of a string's first occurrence in a page. */
function positionIn(html: string, s: string): string {
  const before = html.slice(0, html.indexOf(s))
  return `${before.split('\n').length}:${before.length - before.lastIndexOf('\n')}`
}

/** What the build's audit-manifest.json says of the post page. */
const MANIFEST = {
  sources: { 'blog/post.html': 'posts/post.md' },
  sourcePositions: { 'blog/post.html': { [positionIn(POST_PAGE, BODY_LINK)]: '12:6' } },
}

const annotations = (github: string) => github.split('\n').filter((l) => l.startsWith('::'))

describe('annotations on the file that holds the finding (--format github, sarif)', () => {
  it('a broken link of a post body: one annotation on the post at its Markdown line; the header link: on the built pages', { timeout: 60_000 }, async () => {
    const dir = site({
      'index.html': HOME,
      'blog/post.html': POST_PAGE,
      'audit-manifest.json': JSON.stringify({ siteUrl: 'https://www.falconpc.ae', files: [], ...MANIFEST }),
    }, ['/', '/blog', '/blog/post'])
    const r = await runCli([dir, '--format', 'github'], path.dirname(dir))
    expect(r.code).toBe(1)
    const lines = annotations(r.stdout)
    const onPost = lines.filter((l) => l.includes('file=posts/post.md'))
    expect(onPost).toHaveLength(1)
    expect(onPost[0]).toMatch(/^::error file=posts\/post\.md,line=12,col=6,title=seo-audit broken-link::Broken internal link https:\/\/www\.falconpc\.ae\/blog\/deleted /)
    expect(onPost[0]).toContain(`(in dist/blog/post.html line ${positionIn(POST_PAGE, BODY_LINK).split(':')[0]}, built from this file)`)

    const header = lines.filter((l) => l.includes('/deals'))
    expect(header.map((l) => /file=([^,]+)/.exec(l)![1]).sort()).toEqual(['dist/blog/post.html', 'dist/index.html'])
    expect(lines.filter((l) => l.includes('.md')), 'the layout is never blamed on a post').toEqual(onPost)
  })

  it('SARIF puts the body link on the Markdown line and column, the header link on the page', async () => {
    const result = await auditFiles({ 'index.html': HOME, 'blog/post.html': POST_PAGE })
    const sarif = JSON.parse(formatReport(result, 'sarif', { root: 'dist', ...MANIFEST })) as {
      runs: Array<{ results: Array<{ message: { text: string }; locations: Array<{ physicalLocation: { artifactLocation: { uri: string }; region?: object } }> }> }>
    }
    const where = (url: string) =>
      sarif.runs[0]!.results.filter((r) => r.message.text.includes(url)).map((r) => r.locations[0]!.physicalLocation)
    expect(where('/blog/deleted')).toEqual([{ artifactLocation: { uri: 'posts/post.md' }, region: { startLine: 12, startColumn: 6 } }])
    const [line, column] = positionIn(POST_PAGE, '<a href="/deals"').split(':').map(Number)
    expect(where('/deals')).toContainEqual({ artifactLocation: { uri: 'dist/blog/post.html' }, region: { startLine: line, startColumn: column } })
    expect(where('/deals').every((l) => !l.artifactLocation.uri.endsWith('.md'))).toBe(true)
  })

  it('without the positions, nothing moves to the post: a finding is never annotated on a file by guess', async () => {
    const result = await auditFiles({ 'index.html': HOME, 'blog/post.html': POST_PAGE })
    const github = formatReport(result, 'github', { root: 'dist', sources: MANIFEST.sources })
    expect(annotations(github).filter((l) => l.includes('.md'))).toEqual([])
    expect(annotations(github).filter((l) => l.includes('/blog/deleted'))).toEqual([expect.stringMatching(/^::error file=dist\/blog\/post\.html,line=\d+,col=\d+,/)])
  })
})
