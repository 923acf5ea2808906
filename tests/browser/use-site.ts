/** Test-file lifecycle for browser tests (kept out of harness.ts, which the bench scripts import outside vitest). */
import { afterAll, beforeAll } from 'vitest'
import type { Browser } from 'playwright-core'
import { launchBrowser, startSite, type SiteServer } from './harness.ts'

/**
 * One browser and one server of the built site for a whole test file: started before its first
 * test and handed to `use`, closed after its last.
 */
export function useBrowserAndSite(use: (browser: Browser, site: SiteServer) => void): void {
  let opened: [Browser, SiteServer] | undefined
  beforeAll(async () => {
    opened = await Promise.all([launchBrowser(), startSite()])
    use(...opened)
  })
  afterAll(async () => {
    await opened?.[0].close()
    await opened?.[1].close()
  })
}
