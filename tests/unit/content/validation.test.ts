import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { DESCRIPTION_MAX } from 'seo-audit/limits'
import { loadContent } from '../../../build/content/load.ts'
import { checkContent } from '../../../build/content/check.ts'
import { fixtureProject, post, problemsOf, ROOT } from './helpers.ts'

describe('post front matter', () => {
  it('accepts a valid post and computes slug and read time', () => {
    const dir = fixtureProject({ 'my-post.md': post() })
    const { posts } = loadContent(dir)
    expect(posts).toHaveLength(1)
    expect(posts[0]).toMatchObject({ slug: 'my-post', readTime: '1 min', date: '2025-03-14', file: 'posts/my-post.md' })
  })

  it('names the file and the field when the title is missing', () => {
    const dir = fixtureProject({ 'no-title.md': post({ __name: 'no-title', title: undefined }) })
    expect(problemsOf(() => loadContent(dir))).toEqual(['posts/no-title.md: title: required'])
  })

  it('lists the categories when the category is unknown', () => {
    const dir = fixtureProject({ 'cat.md': post({ __name: 'cat', category: 'Gossip' }) })
    const [problem] = problemsOf(() => loadContent(dir))
    expect(problem).toMatch(/^posts\/cat\.md: category: expected one of "Gaming PC Builds", "Component Reviews", .*, got "Gossip"$/)
  })

  it('says what a date should look like', () => {
    const dir = fixtureProject({ 'foo.md': post({ __name: 'foo', date: 'tomorrow' }) })
    expect(problemsOf(() => loadContent(dir))).toEqual(['posts/foo.md: date: expected YYYY-MM-DD, got "tomorrow"'])
  })

  it('rejects an impossible calendar date', () => {
    const dir = fixtureProject({ 'feb.md': post({ __name: 'feb', date: '2025-02-30' }) })
    expect(problemsOf(() => loadContent(dir))).toEqual(['posts/feb.md: date: expected YYYY-MM-DD, got "2025-02-30"'])
  })

  it('rejects a publication date in the future, except on a draft', () => {
    const dir = fixtureProject({ 'soon.md': post({ __name: 'soon', date: '2999-01-01' }) })
    expect(problemsOf(() => loadContent(dir))).toEqual([
      'posts/soon.md: date: 2999-01-01 is in the future; set the day it is published, or mark the post draft: true until then',
    ])
    const draft = fixtureProject({ 'soon.md': post({ __name: 'soon', date: '2999-01-01', draft: true }) })
    expect(loadContent(draft, { includeDrafts: true }).posts.map((p) => p.date)).toEqual(['2999-01-01'])
  })

  it('rejects an update dated before the post', () => {
    const dir = fixtureProject({ 'upd.md': post({ __name: 'upd', date: '2025-03-14', updated: '2025-03-01' }) })
    expect(problemsOf(() => loadContent(dir))).toEqual(['posts/upd.md: updated: 2025-03-01 is before date 2025-03-14'])
    const same = fixtureProject({ 'upd.md': post({ __name: 'upd', date: '2025-03-14', updated: '2025-03-14' }) })
    expect(loadContent(same).posts).toHaveLength(1)
  })

  it('allows the description length the audit allows, not more (one limit for check and CI)', () => {
    const at = (n: number) => `${'A meta description for the limit test. '.repeat(5).slice(0, n - 1)}.`
    const ok = fixtureProject({ 'len.md': post({ __name: 'len', metaDescription: at(DESCRIPTION_MAX) }) })
    expect(loadContent(ok).posts).toHaveLength(1)
    const long = fixtureProject({ 'len.md': post({ __name: 'len', metaDescription: at(DESCRIPTION_MAX + 1) }) })
    expect(problemsOf(() => loadContent(long))).toEqual([`posts/len.md: metaDescription: expected at most ${DESCRIPTION_MAX} characters`])
    expect(DESCRIPTION_MAX).toBe(160)
  })

  it('fails at check, naming the post, when its slug is an old address that redirects', () => {
    const [old, target] = Object.entries(JSON.parse(fs.readFileSync(path.join(ROOT, 'data/redirects.json'), 'utf8')).oldBlogSlugs as Record<string, string>)[0]!
    const dir = fixtureProject({ [`${old}.md`]: post({ __name: old }) })
    expect(problemsOf(() => checkContent(dir))).toContain(
      `posts/${old}.md: slug: "${old}" is an old address; data/redirects.json oldBlogSlugs sends /blog/${old} to /blog/${target}. Choose another slug or remove the redirect`,
    )
    const redirects = JSON.parse(fs.readFileSync(path.join(ROOT, 'data/redirects.json'), 'utf8'))
    redirects.redirects.push({ from: '/blog/taken', to: '/blog' })
    const exact = fixtureProject({ 'taken.md': post({ __name: 'taken' }) }, { 'redirects.json': JSON.stringify(redirects) })
    expect(problemsOf(() => checkContent(exact))).toContain(
      'posts/taken.md: slug: "taken" is an old address; data/redirects.json redirects sends /blog/taken to /blog. Choose another slug or remove the redirect',
    )
  })

  it('names both files when two posts share a slug', () => {
    const dir = fixtureProject({ 'a.md': post({ __name: 'a', slug: 'same' }), 'b.md': post({ __name: 'b', slug: 'same' }) })
    expect(problemsOf(() => loadContent(dir))).toEqual(['posts/b.md: slug: "same" is already used by posts/a.md'])
  })

  it('reports unknown fields (typos) by name', () => {
    const dir = fixtureProject({ 'typo.md': post({ __name: 'typo', catgory: 'x' }) })
    expect(problemsOf(() => loadContent(dir))).toEqual(['posts/typo.md: catgory: unknown field (check the spelling)'])
  })

  it('leaves drafts out unless asked', () => {
    const dir = fixtureProject({ 'd.md': post({ __name: 'd', draft: true }) })
    expect(loadContent(dir).posts).toHaveLength(0)
    expect(loadContent(dir, { includeDrafts: true }).posts).toHaveLength(1)
  })

  it('asks for a seoTitle when the title is too long for search results', () => {
    const long = 'A very long post title that goes on and on about gaming PCs in Dubai'
    const dir = fixtureProject({ 't.md': post({ __name: 't', title: long }) })
    expect(problemsOf(() => checkContent(dir))).toContain(
      `posts/t.md: title: ${long.length} characters is too long for search results; add seoTitle with at most 60 characters`,
    )
    const fixed = fixtureProject({ 't.md': post({ __name: 't', title: long, seoTitle: 'Gaming PCs in Dubai, explained' }) })
    expect(problemsOf(() => checkContent(fixed)).filter((p) => p.startsWith('posts/t.md'))).toEqual([])
  })

  it('fails when a post links to a page that does not exist', () => {
    const dir = fixtureProject({ 'l.md': post({ __name: 'l' }, 'See [our deals](/black-friday) and [the FAQ](/gaming-pc-faq).') })
    expect(problemsOf(() => checkContent(dir))).toContain('posts/l.md: link /black-friday does not lead to any page of the site')
  })
})

describe('data files', () => {
  it('says where broken JSON is broken', () => {
    const dir = fixtureProject({}, { 'site.json': '{\n  "name": "Falcon PC",\n}\n' })
    const problems = problemsOf(() => loadContent(dir))
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/^data\/site\.json: invalid JSON at line 3, column 1: /)
  })

  it('names the field and the expectation for a wrong value', () => {
    const dir = fixtureProject({}, { 'testimonials.json': JSON.stringify([{ name: 'A', location: 'Dubai', text: 'Great', rating: 7, verified: true, datePublished: '2025-01-01' }]) })
    expect(problemsOf(() => loadContent(dir))).toEqual(['data/testimonials.json: 0.rating: Too big: expected number to be <=5'])
  })

  it('reports a missing required field in data as required', () => {
    const dir = fixtureProject({}, { 'certifications.json': JSON.stringify([{ title: 'X', icon: 'shield' }]) })
    expect(problemsOf(() => loadContent(dir))).toEqual(['data/certifications.json: 0.description: required'])
  })
})

describe('shop counters (data/site.json socialProof)', () => {
  const site = (socialProof: object) => {
    const json = JSON.parse(fs.readFileSync(path.join(ROOT, 'data/site.json'), 'utf8'))
    return { 'site.json': JSON.stringify({ ...json, socialProof }) }
  }

  it('are off in the shipped data', () => {
    const json = JSON.parse(fs.readFileSync(path.join(ROOT, 'data/site.json'), 'utf8'))
    expect(json.socialProof).toEqual({ showViewers: false, showOrders: false, source: '' })
  })

  it('cannot be switched on without a source of real numbers', () => {
    const dir = fixtureProject({}, site({ showViewers: true, showOrders: false, source: '' }))
    expect(problemsOf(() => loadContent(dir))).toEqual([
      'data/site.json: socialProof.source: required when showViewers or showOrders is on: the URL of a JSON endpoint with the real numbers ({ "viewers": n, "ordersToday": n }); the site shows no invented counts',
    ])
  })

  it('can be switched on with an https URL or a site path as the source', () => {
    for (const source of ['https://stats.example.com/live.json', '/live-counts.json']) {
      const dir = fixtureProject({}, site({ showViewers: true, showOrders: true, source }))
      expect(loadContent(dir).data.site.socialProof.source).toBe(source)
    }
    const dir = fixtureProject({}, site({ showViewers: false, showOrders: true, source: 'http://stats.example.com/live.json' }))
    expect(problemsOf(() => loadContent(dir))).toEqual(['data/site.json: socialProof.source: expected "" or the https:// URL (or /path) of a JSON endpoint'])
  })
})

describe('the form endpoint (data/site.json forms)', () => {
  const site = (forms: object) => {
    const json = JSON.parse(fs.readFileSync(path.join(ROOT, 'data/site.json'), 'utf8'))
    return { 'site.json': JSON.stringify({ ...json, forms }) }
  }

  it('takes "" (WhatsApp and e-mail only) or an https URL', () => {
    for (const endpoint of ['', 'https://formspree.io/f/abcdwxyz']) expect(loadContent(fixtureProject({}, site({ endpoint }))).data.site.forms.endpoint).toBe(endpoint)
  })

  it('refuses anything else, naming the file and the field', () => {
    for (const endpoint of ['http://forms.example.com/quote', 'formspree.io/f/abcd', '/api/quote']) {
      expect(problemsOf(() => loadContent(fixtureProject({}, site({ endpoint }))))).toEqual([
        'data/site.json: forms.endpoint: expected "" (no endpoint: WhatsApp and e-mail only) or the https:// URL the quote and price-match requests are posted to, such as https://formspree.io/f/abcdwxyz',
      ])
    }
    expect(problemsOf(() => loadContent(fixtureProject({}, site({}))))).toEqual(['data/site.json: forms.endpoint: required'])
  })

  it('warns while no endpoint is set (requests then reach the business only by WhatsApp or e-mail), and not once one is', () => {
    const warned = (endpoint: string) => {
      const lines: string[] = []
      try {
        checkContent(fixtureProject({}, site({ endpoint })), { warn: (m) => lines.push(m) })
      } catch {
        // The fixture has no posts, so the old post addresses fail: the warnings are printed before that.
      }
      return lines.filter((m) => m.includes('forms.endpoint'))
    }
    expect(warned('')).toEqual([
      "Warning: data/site.json: forms.endpoint: not set, so quote and price-match requests reach the business only if the visitor sends them by WhatsApp or e-mail; set the form service's https URL (docs/decisions/quote-endpoint.md)",
    ])
    expect(warned('https://formspree.io/f/abcdwxyz')).toEqual([])
  })
})
