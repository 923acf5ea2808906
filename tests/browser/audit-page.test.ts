import fs from 'node:fs'
import path from 'node:path'
import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { builtFiles, DIST, ROOT, watchPage, type SiteServer } from './harness.ts'
import { useBrowserAndSite } from './use-site.ts'

let browser: Browser
let site: SiteServer
let context: BrowserContext
let problems: string[]

useBrowserAndSite((b, s) => ([browser, site] = [b, s]))

/** Clicks a tab until React has hydrated enough to select it (the pre-rendered tabs are inert until then). */
async function selectTab(page: Page, name: string) {
  const tab = page.getByRole('tab', { name })
  await expect
    .poll(
      async () => {
        await tab.click()
        return tab.getAttribute('aria-selected')
      },
      { timeout: 30_000 },
    )
    .toBe('true')
}

async function openAudit(setup?: (ctx: BrowserContext) => Promise<void>): Promise<Page> {
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' })
  const watch = await watchPage(context)
  // Registered after watchPage's catch-all, so these routes win.
  if (setup) await setup(context)
  problems = watch.problems
  const page = await context.newPage()
  watch.attach(page)
  await page.goto(`${site.origin}/seo-audit`)
  return page
}

// The seo-audit command as installed (its bundle is built by `npm ci` and again by `npm run audit`, which runs before these tests).
const cliJson = () => {
  const run = spawnSync(path.join(ROOT, 'node_modules/.bin/seo-audit'), [DIST, '--strict', '--format', 'json', '--min-score', '0'], { cwd: ROOT, encoding: 'utf8' })
  return JSON.parse(run.stdout)
}

describe('/seo-audit', () => {
  it('runs the same engine as the CLI over every page on open, and shows its score', async () => {
    const page = await openAudit()
    const panel = page.locator('#panel-audit')
    await panel.locator('.score-value').waitFor({ timeout: 30_000 })
    const cli = cliJson()
    const htmlFiles = builtFiles().filter((f) => f.endsWith('.html')).length
    expect(cli.pagesScanned).toBe(htmlFiles)
    await expect(panel.locator('.score-value').textContent()).resolves.toBe(`Score: ${cli.score}/100`)
    await expect(panel.locator('.score-card').getAttribute('class')).resolves.toContain(`score-${cli.scoreColor}`)
    await expect(panel.locator('.score-meta').innerText()).resolves.toContain(`${htmlFiles} pages scanned`)
    await expect(panel.getByRole('heading', { name: `Broken links (${cli.totals.brokenLinks})` }).count()).resolves.toBe(1)
    await expect(panel.getByRole('heading', { name: `Warnings (${cli.totals.warnings})` }).count()).resolves.toBe(1)
    // Our own build is clean.
    expect(cli.score).toBe(100)
    await expect(page.getByRole('button', { name: 'Refresh Audit' }).isEnabled()).resolves.toBe(true)
    expect(problems).toEqual([])
    await context.close()
  })

  it('disables the buttons while running and labels them Scanning... and Analyzing...', async () => {
    let release!: () => void
    const gate = new Promise<void>((r) => (release = r))
    const page = await openAudit(async (ctx) => {
      await ctx.route('**/audit-manifest.json', async (route) => {
        await gate
        await route.continue()
      })
    })
    const scan = page.getByRole('button', { name: 'Scanning...' })
    await scan.waitFor()
    await expect(scan.isDisabled()).resolves.toBe(true)
    await selectTab(page, 'Content Analysis')
    const analyze = page.getByRole('button', { name: 'Analyzing...' })
    await expect(analyze.isDisabled()).resolves.toBe(true)
    release()
    await page.getByRole('button', { name: 'Refresh Analysis' }).waitFor({ timeout: 30_000 })
    await selectTab(page, 'Technical Audit')
    await page.getByRole('button', { name: 'Refresh Audit' }).waitFor({ timeout: 30_000 })
    await context.close()
  })

  it('reports a broken link and a missing alt planted in a served page, with the spec texts', async () => {
    const page = await openAudit(async (ctx) => {
      // The English page only (its Arabic version, /ar/return-policy-dubai.html, stays as built).
      await ctx.route((url) => url.pathname === '/return-policy-dubai.html', async (route) => {
        const res = await route.fetch()
        const html = (await res.text()).replace('</main>', '<p><a href="/no-such-page">Old deals</a><img src="/img/nope.webp"></p></main>')
        await route.fulfill({ response: res, body: html })
      })
    })
    const panel = page.locator('#panel-audit')
    await panel.locator('.score-value').waitFor({ timeout: 30_000 })
    const row = panel.locator('tbody tr', { hasText: '/no-such-page' })
    await expect(row.locator('td').allInnerTexts()).resolves.toEqual([expect.stringContaining('/no-such-page'), '404', '/return-policy-dubai', 'Old deals', 'internal'])
    await expect(panel.getByText('Missing alt tag: /img/nope.webp').count()).resolves.toBe(1)
    // 100 − 5 (broken) − 3 (missing alt) − 1 per strict warning (the missing image file is a broken link too)
    const score = Number(/(\d+)\/100/.exec((await panel.locator('.score-value').textContent()) ?? '')?.[1])
    expect(score).toBeLessThanOrEqual(92)
    await context.close()
  })

  it('checks outside links only when asked, like the CLI: a 404 it can read is broken, no answer is unknown and costs nothing', async () => {
    const requested = new Set<string>()
    const planted = ['https://gone.example/deal', 'https://down.example/', 'https://slow.example/', 'https://open.example/']
    const page = await openAudit(async (ctx) => {
      await ctx.route((url) => url.pathname === '/return-policy-dubai.html', async (route) => {
        const res = await route.fetch()
        const links = planted.map((u) => `<a href="${u}">${new URL(u).hostname}</a>`).join(' ')
        await route.fulfill({ response: res, body: (await res.text()).replace('</main>', `<p>${links}</p></main>`) })
      })
      const cors = { 'access-control-allow-origin': '*' }
      await ctx.route(/^https:\/\/(?!www\.falconpc\.ae\/)/, (route) => {
        const url = route.request().url()
        requested.add(url)
        const host = new URL(url).hostname
        // wa.me (every WhatsApp link of the site) and down.example refuse the connection, slow.example times out
        if (host === 'wa.me' || host === 'down.example') return route.abort('connectionrefused')
        if (host === 'slow.example') return route.abort('timedout')
        // a 404 and a 200 (a fulfilled response is readable from the page, CORS header or not)
        if (host === 'gone.example') return route.fulfill({ status: 404, headers: cors, body: '' })
        return route.fulfill({ status: 200, headers: cors, body: '' })
      })
    })
    const panel = page.locator('#panel-audit')
    await panel.locator('.score-value').waitFor({ timeout: 30_000 })
    expect(requested.size).toBe(0)
    const offline = Number(/(\d+)\/100/.exec((await panel.locator('.score-value').textContent()) ?? '')?.[1])
    const offlineBroken = await panel.getByRole('heading', { name: /^Broken links/ }).textContent()
    expect(offlineBroken).toBe('Broken links (0)')

    await panel.getByRole('button', { name: 'Check external links too' }).click()
    await panel.getByRole('button', { name: 'Checking external links...' }).waitFor()
    await panel.getByRole('button', { name: 'Check external links too' }).waitFor({ timeout: 60_000 })
    const whatsapp = [...requested].filter((u) => u.startsWith('https://wa.me/'))
    expect(whatsapp.length).toBeGreaterThan(0)
    for (const u of planted) expect(requested.has(u)).toBe(true)

    // One broken link: the 404 the browser could read. Nothing that did not answer is counted broken.
    await expect(panel.getByRole('heading', { name: /^Broken links/ }).textContent()).resolves.toBe('Broken links (1)')
    const row = panel.locator('tbody tr')
    await expect(row.count()).resolves.toBe(1)
    await expect(row.locator('td').allInnerTexts()).resolves.toEqual(['https://gone.example/deal', '404', '/return-policy-dubai', 'gone.example', 'external'])
    const unknown = whatsapp.length + 2 // wa.me, down.example, slow.example
    await expect(panel.locator('.external-summary').innerText()).resolves.toBe(
      `External links: ${whatsapp.length + planted.length} URLs checked · 1 broken · ${unknown} could not be verified (not counted as broken)`,
    )
    await expect(panel.getByText('Could not verify https://down.example/ (no answer the browser could read)').count()).resolves.toBe(1)
    // the score loses the broken link's 5 points and nothing for the unknowns
    await expect(panel.locator('.score-value').textContent()).resolves.toBe(`Score: ${offline - 5}/100`)
    await context.close()
  })

  it('analyses the staff keywords with coverage measured on the pages, the same on every run', async () => {
    const keywords = JSON.parse(fs.readFileSync(path.join(ROOT, 'data/keywords.json'), 'utf8')).keywords as { keyword: string; searchVolume: number; difficulty: number }[]
    const page = await openAudit()
    await selectTab(page, 'Content Analysis')
    const table = page.locator('#panel-content table')
    await table.waitFor({ timeout: 30_000 })
    const read = () => table.locator('tbody tr').evaluateAll((rows) => rows.map((r) => [...r.children].map((c) => (c.textContent ?? '').trim())))
    const first = await read()
    expect(first.length).toBe(Math.min(15, keywords.length))
    for (const row of first) {
      const k = keywords.find((x) => x.keyword === row[0])!
      expect(row[1]).toBe(k.searchVolume.toLocaleString('en-US'))
      expect(row[2]).toBe(String(k.difficulty))
      expect(row[3]).toBe(k.difficulty < 30 ? 'high' : k.difficulty < 60 ? 'medium' : 'low')
      expect(row[4]).toBe('Not tracked')
    }
    // "price match" is in the Price Match page's title, so its title coverage is at least 1.
    const priceMatch = first.find((r) => r[0] === 'price match')!
    expect(Number(priceMatch[5]!.split(' / ')[0])).toBeGreaterThanOrEqual(1)
    await page.getByRole('button', { name: 'Refresh Analysis' }).click()
    await page.getByRole('button', { name: 'Refresh Analysis' }).waitFor({ timeout: 30_000 })
    expect(await read()).toEqual(first)
    await context.close()
  })
})
