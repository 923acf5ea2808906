import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkContent } from '../../../build/content/check.ts'
import { loadContent } from '../../../build/content/load.ts'
import { fixtureProject, post, problemsOf } from './helpers.ts'
import { scratchDir } from '../scratch-dir.ts'

/** The fields of a valid post, as a JavaScript object literal. */
const validFields = `{ title: 'A good post title', excerpt: 'An excerpt that is long enough to read well.', date: '2025-03-14',
  author: 'Omar Haddad', category: 'Buying Guides', tags: ['gpu'], image: 'images/evil.svg', imageAlt: 'An illustration of a graphics card',
  metaDescription: 'A meta description that is comfortably longer than fifty characters for the test.' }`

describe('front matter is YAML only: no other engine runs', () => {
  for (const language of ['js', 'javascript', 'coffee', 'json', 'JS', ' js', 'toml']) {
    it(`refuses a post opening with ---${language} and evaluates nothing`, () => {
      const marker = path.join(scratchDir('fm-marker-'), 'ran')
      const code = `(require('fs').writeFileSync(${JSON.stringify(marker)}, 'x'), ${validFields})`
      const body = language.trim() === 'json' ? JSON.stringify({ title: 'x' }) : code
      const dir = fixtureProject({ 'evil.md': `---${language}\n${body}\n---\n\nBody text.\n` })
      const problems = problemsOf(() => checkContent(dir)).filter((p) => p.startsWith('posts/evil.md'))
      expect(fs.existsSync(marker), 'the front matter was evaluated').toBe(false)
      expect(problems).toHaveLength(1)
      expect(problems[0]).toMatch(/^posts\/evil\.md: front matter: /)
      expect(problems[0]).toContain(`---${language.trim()}`)
      expect(problems[0]).not.toContain('\n')
    })
  }

  it('still reads plain --- and ---yaml front matter', () => {
    const plain = post({ __name: 'plain' })
    const dir = fixtureProject({ 'plain.md': plain, 'tagged.md': plain.replace(/^---\n/, '---yaml\n').replace('images/plain.svg', 'images/tagged.svg') })
    expect(loadContent(dir).posts.map((p) => p.slug).sort()).toEqual(['plain', 'tagged'])
  })
})
