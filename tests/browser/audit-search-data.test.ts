/**
 * The staff page's Search Console view: an export made up here (the UI export's CSVs or its zip, the API's JSON)
 * is opened from the visitor's machine (picked, or the zip dropped on the page), parsed in the tab and joined
 * with the build's pages, with no request leaving the page; a broken export shows its error and no table;
 * without JavaScript the page says what it needs; with an export open the page passes axe and stays within the
 * screen at 320, 390 and 1280 px.
 */
import { describe, expect, it } from 'vitest'
import type { Browser, Page, Request } from 'playwright-core'
import { screenContext, sitemapPaths, waitForIsland, watchPage, type SiteServer } from './harness.ts'
import { lookAt } from './look.ts'
import { useBrowserAndSite } from './use-site.ts'
import { apiExportJson, uiExportCsvs, zipExport, type ApiRow, type ExportFile } from './search-export.ts'

let browser: Browser
let site: SiteServer
useBrowserAndSite((b, s) => ([browser, site] = [b, s]))

const SITE = 'https://www.falconpc.ae'
const paths = sitemapPaths()
const english = paths.filter((p) => !p.startsWith('/ar'))
const arabic = paths.filter((p) => p.startsWith('/ar'))
/** A URL the build neither serves nor redirects, and one it redirects (data/redirects.json). */
const GONE = '/old-rtx-deals'
const REDIRECTED = '/about'
/** Redirected by a host rule only (`_redirects`: an old blog prefix), as the CLI follows it. */
const RULE_REDIRECTED = '/pc-builds/an-old-post'
const ARABIC_QUERY = 'كمبيوتر ألعاب دبي'

const uiExport = (): ExportFile[] =>
  uiExportCsvs({
    queries: {
      'gaming pc dubai': { clicks: 40, impressions: 2000, position: 6.2 },
      'custom gaming pc, dubai': { clicks: 3, impressions: 800, position: 12.4 },
      [ARABIC_QUERY]: { clicks: 5, impressions: 300, position: 9.5 },
    },
    pages: {
      [`${SITE}/`]: { clicks: 30, impressions: 1500, position: 5.1 },
      [`${SITE}${english[1]}`]: { clicks: 12, impressions: 700, position: 11.3 },
      [`${SITE}${arabic[0]}`]: { clicks: 5, impressions: 300, position: 9.5 },
      [`${SITE}${GONE}`]: { clicks: 9, impressions: 900, position: 7.7 },
      [`${SITE}${REDIRECTED}`]: { clicks: 1, impressions: 100, position: 15 },
      [`${SITE}${RULE_REDIRECTED}`]: { clicks: 2, impressions: 50, position: 18 },
    },
    days: Object.fromEntries(Array.from({ length: 14 }, (_, i) => [`2026-10-${String(i + 1).padStart(2, '0')}`, { clicks: 3 + (i % 5), impressions: 200 + i * 10 }])),
    filters: { date: 'Last 3 months', country: 'United Arab Emirates', searchType: 'Web' },
  })

const apiRows: ApiRow[] = [
  { query: 'gaming pc dubai', page: `${SITE}/`, clicks: 30, impressions: 1500, position: 5.1 },
  { query: 'gaming pc dubai', page: `${SITE}${english[1]}`, clicks: 4, impressions: 400, position: 14.2 },
  { query: ARABIC_QUERY, page: `${SITE}${arabic[0]}`, clicks: 5, impressions: 300, position: 9.5 },
  { query: 'rtx deals', page: `${SITE}${GONE}`, clicks: 9, impressions: 900, position: 7.7 },
]

/** Opens /seo-audit at `width` on the Content Analysis tab, once the keyword analysis has run. */
async function openContent(width: number, javaScriptEnabled = true) {
  const context = await screenContext(browser, width, { javaScriptEnabled })
  const watch = await watchPage(context)
  const page = await context.newPage()
  watch.attach(page)
  await page.goto(`${site.origin}/seo-audit`)
  if (javaScriptEnabled) {
    await waitForIsland(page, 'audit')
    await page.getByRole('tab', { name: 'Content Analysis' }).click()
    await page.locator('#panel-content .keyword-table').waitFor({ timeout: 30_000 })
  }
  return { context, page, problems: watch.problems }
}

/** Every request the page makes from now on. */
function recordRequests(page: Page): Request[] {
  const seen: Request[] = []
  page.on('request', (r) => seen.push(r))
  return seen
}

/** What the page asked for: only the parser's own code, from this site. Nothing sent. */
function expectNothingSent(requests: readonly Request[]) {
  const origin = new URL(site.origin).origin
  for (const r of requests) {
    expect([r.method(), new URL(r.url()).origin, r.postData()]).toEqual(['GET', origin, null])
    expect(new URL(r.url()).pathname).toMatch(/^\/assets\/[\w.-]+\.js$/)
  }
}

/** Drops the file on the drop zone as a visitor dragging it from their files would: a DataTransfer carrying a File made in the page. */
async function drop(page: Page, file: ExportFile) {
  const dataTransfer = await page.evaluateHandle(
    ({ bytes, name, type }) => {
      const transfer = new DataTransfer()
      transfer.items.add(new File([new Uint8Array(bytes)], name, { type }))
      return transfer
    },
    { bytes: [...file.buffer], name: file.name, type: file.mimeType },
  )
  const zone = page.locator('#panel-content .drop-zone')
  await zone.dispatchEvent('dragenter', { dataTransfer })
  await zone.dispatchEvent('dragover', { dataTransfer })
  await zone.dispatchEvent('drop', { dataTransfer })
}

const open = (page: Page, files: ExportFile[]) => page.locator('#search-export').setInputFiles(files)
const tableCaptioned = (page: Page, name: string | RegExp) => page.locator('#panel-content').getByRole('table', { name })
const rowTexts = (page: Page, caption: string | RegExp) =>
  tableCaptioned(page, caption)
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((r) => [...r.children].map((c) => (c.textContent ?? '').trim())))

describe('/seo-audit with a Search Console export', () => {
  it('opens the CSVs and the API JSON in the tab, joined with the build, and no request leaves the page', async () => {
    const { context, page, problems } = await openContent(1280)
    const requests = recordRequests(page)
    await open(page, uiExport())
    await page.getByRole('img', { name: 'Clicks and impressions per day' }).waitFor({ timeout: 30_000 })
    expectNothingSent(requests)
    const filters = page.locator('.search-filters')
    for (const text of ['Last 3 months', 'United Arab Emirates', 'Web']) await expect(filters.getByText(text, { exact: true }).count()).resolves.toBe(1)

    // A URL with impressions the build neither serves nor redirects is traffic about to be lost; a redirected one is not.
    const gone = await rowTexts(page, 'URLs gone from this build')
    expect(gone).toEqual([[GONE, '9', '900', '1.0%', '7.7']])
    const redirected = await rowTexts(page, 'Redirected URLs')
    expect(redirected.map((r) => r.slice(0, 2))).toEqual([
      [REDIRECTED, '/gaming-pc-builder-dubai'],
      [RULE_REDIRECTED, '/blog/:splat'],
    ])
    // English and Arabic apart, by the page's language.
    const englishPages = await rowTexts(page, /^English pages/)
    expect(englishPages.map((r) => r[0])).toEqual(['/', english[1]])
    expect((await rowTexts(page, /^Arabic pages/)).map((r) => r[0])).toEqual([decodeURI(arabic[0]!)])
    expect((await rowTexts(page, /^Arabic queries/)).map((r) => r[0])).toEqual([ARABIC_QUERY])
    expect((await rowTexts(page, 'Queries in striking distance')).map((r) => r[0])).toContain('custom gaming pc, dubai')
    // Every indexable page of the build (the sitemap's) but the three with impressions.
    await expect(page.getByRole('heading', { name: `Indexable pages with no impressions (${paths.length - 3})` }).count()).resolves.toBe(1)

    // Sorting: the header's button sorts, the header cell says how.
    const table = tableCaptioned(page, /^English pages/)
    const clicks = table.getByRole('columnheader', { name: 'Clicks' })
    await clicks.getByRole('button').click()
    await expect(clicks.getAttribute('aria-sort')).resolves.toBe('descending')
    expect((await rowTexts(page, /^English pages/)).map((r) => Number(r[1]))).toEqual([30, 12])
    await clicks.getByRole('button').click()
    await expect(clicks.getAttribute('aria-sort')).resolves.toBe('ascending')
    expect((await rowTexts(page, /^English pages/)).map((r) => Number(r[1]))).toEqual([12, 30])

    // The estimates stay, labelled, for the keywords the export does not measure.
    const estimates = page.locator('#panel-content .keyword-table tbody th')
    await expect(estimates.allInnerTexts()).resolves.not.toContain('gaming pc dubai')
    await expect(page.getByText(/Search volume and difficulty are estimates: .*last reviewed 2025-10-01/).count()).resolves.toBe(1)

    // The API's JSON pairs queries with pages: one query over two pages. Opening it asks for nothing at all.
    const before = requests.length
    await open(page, [apiExportJson(apiRows)])
    await tableCaptioned(page, 'Queries split across pages').waitFor()
    const split = await rowTexts(page, 'Queries split across pages')
    expect(split.map((r) => r[0])).toEqual(['gaming pc dubai'])
    expect(requests.length - before).toBe(0)
    expect(problems).toEqual([])
    await context.close()
  })

  it('opens the export’s zip dropped on the page, in the tab, and no request leaves the page', async () => {
    const { context, page, problems } = await openContent(1280)
    const requests = recordRequests(page)
    await drop(page, zipExport(uiExport(), 'Performance-on-Search.zip'))
    await page.getByRole('img', { name: 'Clicks and impressions per day' }).waitFor({ timeout: 30_000 })
    await expect(page.locator('.search-data [role="status"]').innerText()).resolves.toBe('Opened Performance-on-Search.zip.')
    expect((await rowTexts(page, /^English pages/)).map((r) => r[0])).toEqual(['/', english[1]])
    expect(await rowTexts(page, 'URLs gone from this build')).toEqual([[GONE, '9', '900', '1.0%', '7.7']])
    expect(requests.length).toBeGreaterThan(0) // the parser's code, fetched when the file came: the count sees the page's requests
    expectNothingSent(requests)
    expect(problems).toEqual([])
    await context.close()
  })

  it('shows a broken export’s error, naming the file and the row, and no table', async () => {
    const { context, page } = await openContent(1280)
    await open(page, uiExport())
    await tableCaptioned(page, /^English pages/).waitFor({ timeout: 30_000 })
    // A row of Pages.csv with no number where its clicks go.
    const [queries, pages] = uiExport()
    const broken = { ...pages!, buffer: Buffer.from(pages!.buffer.toString('utf8').replace(/\n([^\n]+?),30,1500,/, '\n$1,thirty,1500,'), 'utf8') }
    await open(page, [queries!, broken])
    const alert = page.locator('#panel-content [role="alert"]')
    await alert.waitFor()
    await expect(alert.innerText()).resolves.toMatch(/Pages\.csv, row 2/)
    await expect(page.locator('.search-data table').count()).resolves.toBe(0)
    await expect(page.locator('.search-chart').count()).resolves.toBe(0)
    // A file of another kind: its name in the error, no table.
    await open(page, [{ name: 'Queries.csv', mimeType: 'text/csv', buffer: Buffer.from('\uFEFFKeyword,Volume\nrtx,10\n') }])
    await expect.poll(() => alert.innerText()).toMatch(/^Could not open Queries\.csv: Queries\.csv/)
    await expect(page.locator('.search-data table').count()).resolves.toBe(0)
    await context.close()
  })

  it('says what it needs without JavaScript', async () => {
    const { context, page } = await openContent(390, false)
    await expect(page.locator('body').innerText()).resolves.toContain('Opening a Search Console export needs JavaScript too')
    await context.close()
  })

  it.each([320, 390, 1280])('passes axe at %i px with an export open, within the screen', async (width) => {
    const { context, page, problems } = await openContent(width)
    await open(page, uiExport())
    await tableCaptioned(page, /^English pages/).waitFor({ timeout: 30_000 })
    await page.locator('.search-data').scrollIntoViewIfNeeded()
    expect(await lookAt(page, `search-data`)).toEqual([])
    await page.screenshot({ path: `test-results/states/search-data-full-${width}.png`, fullPage: true })
    expect(problems).toEqual([])
    await context.close()
  })
})
