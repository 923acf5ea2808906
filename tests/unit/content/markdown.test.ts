import { describe, expect, it } from 'vitest'
import { renderMarkdown } from '../../../build/content/markdown.ts'

describe('Markdown to sanitized HTML', () => {
  const hostile = [
    '# Title',
    '<script>alert(1)</script>',
    '<img src="x.png" onerror="alert(2)">',
    '<iframe src="https://evil.example"></iframe>',
    '[click me](javascript:alert(3))',
    '[ok](/gaming-pc-faq)',
    '<a href="javascript:alert(4)" onclick="alert(5)">raw</a>',
  ].join('\n\n')

  it('removes scripts, iframes, event handlers and javascript: URLs', () => {
    const { html } = renderMarkdown(hostile)
    expect(html).not.toMatch(/<script/i)
    expect(html).not.toMatch(/<iframe/i)
    expect(html).not.toMatch(/\son[a-z]+=/i)
    expect(html).not.toMatch(/javascript:/i)
    expect(html).toContain('<a href="/gaming-pc-faq">ok</a>')
  })

  it('keeps GFM tables and headings, and reports links and words', () => {
    const { html, links, words } = renderMarkdown('## Prices\n\n| Tier | AED |\n|---|---|\n| Budget | 1,800 |\n\nSee [builds](/gaming-pc-builds-dubai).')
    expect(html).toContain('<h2>Prices</h2>')
    expect(html).toContain('<table>')
    // Each cell names its column, for the stacked rows of a narrow phone.
    expect(html).toContain('<td data-label="Tier">Budget</td>')
    expect(html).toContain('<td data-label="AED">1,800</td>')
    expect(links).toEqual(['/gaming-pc-builds-dubai'])
    expect(words).toBe(7)
  })
})
