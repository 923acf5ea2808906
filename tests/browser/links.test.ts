import { afterAll, beforeAll, expect, it } from 'vitest'
import { LinkChecker } from 'linkinator'
import { startSite, type SiteServer } from './harness.ts'

let site: SiteServer
beforeAll(async () => {
  site = await startSite()
})
afterAll(() => site?.close())

it('linkinator finds no broken link in the served build', async () => {
  const checker = new LinkChecker()
  const result = await checker.check({
    path: `${site.origin}/`,
    recurse: true,
    // Outside links are not fetched in tests (no network); the audit's --external mode covers them.
    linksToSkip: [`^(?!${site.origin.replace(/[.]/g, '\\.')})`],
    concurrency: 8,
    timeout: 10_000,
  })
  const broken = result.links.filter((l) => l.state === 'BROKEN').map((l) => `${l.url} (${l.status}) on ${l.parent}`)
  expect(broken).toEqual([])
  expect(result.links.filter((l) => l.state === 'OK').length).toBeGreaterThan(30)
}, 120_000)
