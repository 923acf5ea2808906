/**
 * Every page of the build, English and Arabic, the staff page, the offline and 404 pages, checked on its
 * HTML (page-checks.ts): what a browser walk over every route used to re-prove page by page, in a second.
 */
import fs from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'
import { inlineScript } from '../../build/pages/page-html.ts'
import { htmlFileFor } from '../../src/site/urls.ts'
import { DIST, sitemapPaths } from './harness.ts'
import { checkPageHtml } from './page-checks.ts'

const routes = [...sitemapPaths(), '/seo-audit', '/offline', '/404', '/ar/404']

it('every page: lang and dir, one h1 and headings in order, alt text, nothing wider than a phone, only the build\'s scripts, islands with their chunks', () => {
  const options = {
    inlineScripts: new Set(['src/islands/page-bootstrap.ts', 'src/islands/islands-bootstrap.ts'].map(inlineScript)),
    exists: (sitePath: string) => fs.existsSync(path.join(DIST, decodeURIComponent(sitePath.split(/[?#]/)[0]!))),
  }
  const found = routes.flatMap((route) => checkPageHtml(fs.readFileSync(path.join(DIST, htmlFileFor(route)), 'utf8'), route, options))
  expect(routes.length).toBeGreaterThan(70)
  expect(found).toEqual([])
})
