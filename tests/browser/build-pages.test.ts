/**
 * The sample build pages are pages of their own: the client-side
 * soft-404 check must know them, or it marks them noindex 500 ms after they
 * load, which a rendering crawler would obey.
 */
import { describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { type SiteServer, gotoReady } from './harness.ts'
import { useBrowserAndSite } from './use-site.ts'

let browser: Browser
let site: SiteServer
useBrowserAndSite((b, s) => ([browser, site] = [b, s]))

async function expectIndexable(page: Page) {
  await expect(page.locator('meta[name="robots"]').getAttribute('content')).resolves.toBe('index, follow')
  await expect(page.locator('link[rel="canonical"]').count()).resolves.toBe(1)
}

describe('sample build pages', () => {
  it('stay indexable after the soft-404 check, opened directly and reached by an in-app link', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await gotoReady(page, `${site.origin}/gaming-pc-builds-dubai`)
    const link = page.locator('main a[href^="/gaming-pc-builds-dubai/"]').first()
    const target = (await link.getAttribute('href'))!
    await link.click()
    await page.waitForURL(site.origin + target)
    await expectIndexable(page)

    await gotoReady(page, site.origin + target)
    await expectIndexable(page)
    await context.close()
  })
})
