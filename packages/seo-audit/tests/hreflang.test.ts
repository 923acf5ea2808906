/**
 * Language versions: hreflang links, <html lang>/dir and the sitemap's alternates. Each fixture is
 * the bilingual site below with one defect planted; the audit must find exactly that defect (rule and
 * message), and the correct site nothing.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { loadSite } from '../src/cli/load-site.ts'
import { auditSite, hreflangProblem, isRightToLeft, langMatches } from '../src/engine/index.ts'
import { ISO_3166_1, ISO_639_1 } from '../src/engine/language-tags.ts'
import type { AuditResult } from '../src/engine/types.ts'
import { OG_IMAGE_FILE, SITE, auditFiles, page, stub, urlFor } from './helpers.ts'

type Alternates = Array<[code: string, href: string]>

/** A page of the bilingual site: `lang` on <html> (with dir="rtl" for Arabic unless `dir` says otherwise) and its hreflang links. */
function langPage(sitePath: string, lang: string | null, alternates: Alternates, o: { dir?: string | null; head?: string; canonical?: string } = {}): string {
  const dir = o.dir === undefined ? (lang === 'ar' ? 'rtl' : null) : o.dir
  const links = alternates.map(([code, href]) => `<link rel="alternate" hreflang="${code}" href="${href}">`).join('\n')
  const html = page(sitePath, { lang, head: `${links}\n${o.head ?? ''}`, ...(o.canonical !== undefined ? { canonical: o.canonical } : {}) })
  return dir === null || lang === null ? html : html.replace(`<html lang="${lang}">`, `<html lang="${lang}" dir="${dir}">`)
}

const HOME: Alternates = [
  ['en', urlFor('/')],
  ['ar', urlFor('/ar/')],
  ['x-default', urlFor('/')],
]
const BUILDS: Alternates = [
  ['en', urlFor('/builds')],
  ['ar', urlFor('/ar/builds')],
  ['x-default', urlFor('/builds')],
]

/** The correct bilingual site: English and Arabic home and builds pages, reciprocal, self-referencing, with x-default. */
function bilingual(): Record<string, string> {
  return {
    'index.html': langPage('/', 'en', HOME),
    'ar/index.html': langPage('/ar/', 'ar', HOME),
    'builds.html': langPage('/builds', 'en', BUILDS),
    'ar/builds.html': langPage('/ar/builds', 'ar', BUILDS),
  }
}

/** A sitemap whose every <url> lists the alternates given for its path (`xhtml:link`). */
function sitemapWithAlternates(entries: Record<string, Alternates>): string {
  const urls = Object.entries(entries).map(
    ([p, alts]) =>
      `  <url><loc>${urlFor(p)}</loc>\n${alts.map(([code, href]) => `    <xhtml:link rel="alternate" hreflang="${code}" href="${href}"/>`).join('\n')}\n  </url>`,
  )
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>`
}

const BILINGUAL_SITEMAP = { '/': HOME, '/ar/': HOME, '/builds': BUILDS, '/ar/builds': BUILDS }

function findings(r: AuditResult): Array<[string, string, string]> {
  return r.warnings.map((w) => [w.page, w.rule, w.message])
}

describe('hreflang: a correct bilingual site', () => {
  it('yields no finding: reciprocal en/ar links with x-default, lang and dir right, sitemap alternates agreeing', async () => {
    const r = await auditFiles({ ...bilingual(), 'sitemap.xml': sitemapWithAlternates(BILINGUAL_SITEMAP) })
    expect(findings(r)).toEqual([])
    expect(r.brokenLinks).toEqual([])
    expect(r.score).toBe(100)
    const strict = await auditFiles({ ...bilingual(), 'sitemap.xml': sitemapWithAlternates(BILINGUAL_SITEMAP) }, { strict: true })
    expect(strict.score).toBe(100)
  })

  it('compares URLs the way links resolve: a relative return link names the same page', async () => {
    const r = await auditFiles({
      'index.html': langPage('/', 'en', [
        ['en', '/'],
        ['ar', 'ar/'],
      ]),
      'ar/index.html': langPage('/ar/', 'ar', [
        ['en', '../'],
        ['ar', './'],
      ]),
    })
    expect(findings(r)).toEqual([])
  })

  it('leaves hreflang links to another site alone (nothing to check a return link on)', async () => {
    const r = await auditFiles({
      'index.html': langPage('/', 'en', [
        ['en', urlFor('/')],
        ['ar', 'https://ar.example.ae/'],
      ]),
    })
    expect(findings(r)).toEqual([])
  })
})

describe('hreflang: planted defects, one rule each', () => {
  it('hreflang-no-return: the page named does not link back', async () => {
    const r = await auditFiles({
      ...bilingual(),
      'ar/builds.html': langPage('/ar/builds', 'ar', [['ar', urlFor('/ar/builds')]]),
    })
    expect(findings(r)).toEqual([
      ['/builds', 'hreflang-no-return', 'hreflang="ar" → /ar/builds has no hreflang link back to this page'],
    ])
    expect(r.warnings[0]!.line).toBe(6)
  })

  it('hreflang-broken: the page named is not in the build (also a broken link)', async () => {
    const r = await auditFiles({
      ...bilingual(),
      'builds.html': langPage('/builds', 'en', [
        ['en', urlFor('/builds')],
        ['ar', urlFor('/ar/build')],
        ['x-default', urlFor('/builds')],
      ]),
    })
    expect(findings(r)).toEqual([
      ['/ar/builds', 'hreflang-no-return', 'hreflang="en" → /builds has no hreflang link back to this page'],
      ['/ar/builds', 'hreflang-no-return', 'hreflang="x-default" → /builds has no hreflang link back to this page'],
      ['/builds', 'hreflang-broken', 'hreflang="ar" → /ar/build does not exist'],
    ])
    expect(r.brokenLinks.map((b) => [b.page, b.url])).toEqual([['/builds', urlFor('/ar/build')]])
  })

  it('hreflang-redirect: the URL named is a redirect stub', async () => {
    const r = await auditFiles({
      'index.html': langPage('/', 'en', [
        ['en', urlFor('/')],
        ['ar', urlFor('/arabic')],
      ]),
      'arabic.html': stub(urlFor('/ar/')),
      'ar/index.html': page('/ar/', { lang: 'ar' }).replace('<html lang="ar">', '<html lang="ar" dir="rtl">'),
    })
    expect(findings(r)).toEqual([['/', 'hreflang-redirect', 'hreflang="ar" → /arabic is a redirect (to /ar/); name the page it leads to']])
  })

  it('hreflang-not-canonical: the URL named is not the page’s canonical URL, or the page names another as canonical', async () => {
    const r = await auditFiles({
      ...bilingual(),
      'index.html': langPage('/', 'en', [
        ['en', urlFor('/')],
        ['ar', `${SITE}/ar/index.html`],
        ['x-default', urlFor('/')],
      ]),
      'builds.html': langPage('/builds', 'en', [
        ['en', urlFor('/builds')],
        ['ar', urlFor('/ar/builds-copy')],
        ['x-default', urlFor('/builds')],
        ['ar-AE', urlFor('/ar/builds')],
      ]),
      'ar/builds-copy.html': langPage('/ar/builds-copy', 'ar', BUILDS, { canonical: urlFor('/ar/builds') }),
    })
    expect(findings(r).filter(([, rule]) => rule.startsWith('hreflang'))).toEqual([
      ['/', 'hreflang-not-canonical', `hreflang="ar" → /ar/index.html is not canonical: that page's canonical URL is ${SITE}/ar/`],
      ['/builds', 'hreflang-not-canonical', `hreflang="ar" → /ar/builds-copy is not canonical: that page's canonical URL is ${SITE}/ar/builds`],
    ])
    // what the other rules say about the copy, for completeness
    expect(findings(r).filter(([, rule]) => !rule.startsWith('hreflang')).map(([p, rule]) => [p, rule])).toEqual([['/ar/builds-copy', 'canonical-not-self']])
  })

  it('hreflang-noindex: the page named is noindex', async () => {
    const r = await auditFiles({
      ...bilingual(),
      'ar/builds.html': langPage('/ar/builds', 'ar', BUILDS, { head: '<meta name="robots" content="noindex">' }),
    })
    expect(findings(r)).toEqual([['/builds', 'hreflang-noindex', 'hreflang="ar" → /ar/builds is a noindex page']])
  })

  it('hreflang-invalid: codes that are not language[-Script][-REGION] or x-default', async () => {
    const self = urlFor('/')
    const r = await auditFiles({
      'index.html': langPage('/', 'en', [
        ['en', self],
        ['english', self],
        ['en_US', self],
        ['ar-UAE', self],
        ['xx-', self],
        ['xx', self],
        ['en-UK', self],
      ]),
    })
    expect(findings(r)).toEqual([
      ['/', 'hreflang-invalid', 'hreflang="english" is not a valid language code: "english" is not a language code (use ISO 639-1, e.g. en, ar)'],
      ['/', 'hreflang-invalid', 'hreflang="en_US" is not a valid language code: subtags are joined with "-", not "_" (en-US)'],
      ['/', 'hreflang-invalid', 'hreflang="ar-UAE" is not a valid language code: "UAE" is not a region (use a two-letter ISO 3166-1 code, e.g. AE)'],
      ['/', 'hreflang-invalid', 'hreflang="xx-" is not a valid language code: it has an empty subtag'],
      ['/', 'hreflang-invalid', 'hreflang="xx" is not a valid language code: "xx" is not an ISO 639-1 language'],
      ['/', 'hreflang-invalid', 'hreflang="en-UK" is not a valid language code: "UK" is not an ISO 3166-1 region (use GB)'],
    ])
  })

  it('hreflang-duplicate: one code naming two URLs is an error (fails the run, costs a point without --strict)', async () => {
    const r = await auditFiles({
      ...bilingual(),
      'index.html': langPage('/', 'en', [...HOME, ['AR', 'https://ar.example.ae/']]),
    })
    expect(findings(r)).toEqual([['/', 'hreflang-duplicate', 'hreflang="ar" names 2 different URLs: /ar/ and https://ar.example.ae/']])
    expect(r.warnings[0]!.level).toBe('error')
    expect(r.totals.errors).toBe(1)
    expect(r.score).toBe(99)
  })

  it('hreflang-self-missing: the set leaves out the page itself', async () => {
    const r = await auditFiles({
      ...bilingual(),
      'index.html': langPage('/', 'en', [
        ['ar', urlFor('/ar/')],
        ['x-default', urlFor('/builds')],
      ]),
      'ar/index.html': langPage('/ar/', 'ar', [
        ['en', urlFor('/')],
        ['ar', urlFor('/ar/')],
      ]),
    })
    expect(findings(r)).toEqual([
      ['/', 'hreflang-self-missing', `hreflang links (ar, x-default) leave out this page itself; add hreflang="en" href="${SITE}/"`],
      ['/', 'hreflang-no-return', 'hreflang="x-default" → /builds has no hreflang link back to this page'],
    ])
  })

  it('hreflang-lang-mismatch: <html lang> is not the language the others give the page', async () => {
    const r = await auditFiles({
      ...bilingual(),
      'ar/builds.html': langPage('/ar/builds', 'en', BUILDS),
    })
    expect(findings(r)).toEqual([['/ar/builds', 'hreflang-lang-mismatch', '<html lang="en"> does not match hreflang="ar" that /builds uses for this page']])
  })

  it('lang-missing on a language version; ar-AE fits hreflang="ar"', async () => {
    const r = await auditFiles({
      ...bilingual(),
      'ar/index.html': langPage('/ar/', null, HOME),
      'ar/builds.html': langPage('/ar/builds', 'ar-AE', BUILDS, { dir: 'rtl' }),
    })
    expect(findings(r)).toEqual([['/ar/', 'lang-missing', '<html> has no lang attribute']])
  })

  it('dir-rtl-missing: a right-to-left language without dir="rtl"', async () => {
    const r = await auditFiles({
      ...bilingual(),
      'ar/index.html': langPage('/ar/', 'ar', HOME, { dir: null }),
      'ar/builds.html': langPage('/ar/builds', 'ar', BUILDS, { dir: 'ltr' }),
      'he.html': page('/he', { lang: 'he-IL' }),
      'ur.html': page('/ur', { lang: 'ur' }).replace('<html lang="ur">', '<html lang="ur" dir="RTL">'),
    })
    expect(findings(r)).toEqual([
      ['/ar/', 'dir-rtl-missing', '<html lang="ar"> needs dir="rtl" (Arabic is written right to left); it has no dir'],
      ['/ar/builds', 'dir-rtl-missing', '<html lang="ar"> needs dir="rtl" (Arabic is written right to left); it has dir="ltr"'],
      ['/he', 'dir-rtl-missing', '<html lang="he-IL"> needs dir="rtl" (Hebrew is written right to left); it has no dir'],
    ])
  })

  it('hreflang-sitemap-mismatch: a pair in the sitemap not on the page, and one on the page not in the sitemap', async () => {
    const r = await auditFiles({
      ...bilingual(),
      'sitemap.xml': sitemapWithAlternates({
        ...BILINGUAL_SITEMAP,
        '/': [...HOME, ['ar-AE', urlFor('/ar/')]],
        '/ar/builds': BUILDS.filter(([code]) => code !== 'x-default'),
      }),
    })
    expect(findings(r)).toEqual([
      ['/', 'hreflang-sitemap-mismatch', 'sitemap.xml lists hreflang="ar-AE" → /ar/ for this page, but the page has no such link'],
      ['/ar/builds', 'hreflang-sitemap-mismatch', "hreflang=\"x-default\" → /builds is missing from this page's alternates in sitemap.xml"],
    ])
  })

  it('hreflang-sitemap-mismatch only when the sitemap lists alternates at all', async () => {
    const r = await auditFiles(bilingual())
    expect(findings(r)).toEqual([])
  })
})

describe('hreflang: scoring, severity and the CLI adapter', () => {
  it('warnings cost a point each with --strict only, like the other SEO warnings; a rule can be made an error or turned off', async () => {
    const files = { ...bilingual(), 'ar/builds.html': langPage('/ar/builds', 'ar', BUILDS, { dir: null }) }
    expect((await auditFiles(files)).score).toBe(100)
    expect((await auditFiles(files, { strict: true })).score).toBe(99)
    const asError = await auditFiles(files, { rules: { 'dir-rtl-missing': 'error' } })
    expect([asError.score, asError.totals.errors]).toEqual([99, 1])
    expect((await auditFiles(files, { rules: { 'dir-rtl-missing': 'off' } })).warnings).toEqual([])
  })

  const tmp = mkdtempSync(path.join(os.tmpdir(), 'seo-audit-hreflang-'))
  afterAll(() => rmSync(tmp, { recursive: true, force: true }))

  it('reports the same through the CLI’s file reader (compacted facts, line numbers)', async () => {
    const files: Record<string, string> = {
      ...bilingual(),
      'ar/builds.html': langPage('/ar/builds', 'ar', [['ar', urlFor('/ar/builds')]]),
      'sitemap.xml': sitemapWithAlternates(BILINGUAL_SITEMAP),
      [OG_IMAGE_FILE]: '',
    }
    for (const [file, content] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(tmp, file)), { recursive: true })
      writeFileSync(path.join(tmp, file), content)
    }
    const site = await loadSite(tmp)
    const r = await auditSite({ pages: site.pages, files: site.files, texts: site.texts, siteUrl: SITE, now: new Date('2025-06-01T00:00:00Z') })
    expect(r.warnings.map((w) => [w.file, w.line, w.rule, w.message])).toEqual([
      ['ar/builds.html', undefined, 'hreflang-sitemap-mismatch', 'sitemap.xml lists hreflang="en" → /builds for this page, but the page has no such link'],
      ['ar/builds.html', undefined, 'hreflang-sitemap-mismatch', 'sitemap.xml lists hreflang="x-default" → /builds for this page, but the page has no such link'],
      ['builds.html', 6, 'hreflang-no-return', 'hreflang="ar" → /ar/builds has no hreflang link back to this page'],
    ])
  })
})

describe('language codes', () => {
  it('accepts ISO 639-1 languages with an optional script and region, and x-default', () => {
    for (const code of ['en', 'ar', 'ar-AE', 'AR-ae', 'zh-Hant', 'zh-Hant-TW', 'es-419', 'sr-Latn-RS', 'x-default', 'X-Default', 'he', 'fa-IR', 'ur-PK']) {
      expect([code, hreflangProblem(code)]).toEqual([code, null])
    }
  })

  it('refuses what is not one', () => {
    for (const code of ['english', 'en_US', 'ar-UAE', 'xx-', 'xx', 'en-UK', 'eng', '', 'ar-', '-ar', 'en-US-x-twain', 'i-klingon', 'iw', 'x-default-en', 'de-1996']) {
      expect([code, hreflangProblem(code)]).not.toEqual([code, null])
    }
    expect(hreflangProblem('iw')).toBe('"iw" is not an ISO 639-1 language (use he)')
    expect(hreflangProblem('fil')).toBe('"fil" is not an ISO 639-1 code (hreflang takes the two-letter code where there is one)')
  })

  it('its tables agree with the ICU data in Node’s Intl (every ISO 639-1 language and ISO 3166-1 region has a name)', () => {
    const languages = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' })
    const regions = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' })
    expect(ISO_639_1.size).toBe(184)
    expect(ISO_3166_1.size).toBe(249)
    const unnamedLanguages = [...ISO_639_1].filter((c) => languages.of(c) === c)
    const unnamedRegions = [...ISO_3166_1].filter((c) => regions.of(c.toUpperCase()) === c.toUpperCase())
    expect(unnamedLanguages).toEqual([])
    expect(unnamedRegions).toEqual([])
    // and the other way round, over every two-letter code: what ICU names beyond the tables is deprecated
    // (iw for he, ...), historic (yu, zr) or exceptionally reserved (uk, eu, un), none of it valid in hreflang
    const letters = 'abcdefghijklmnopqrstuvwxyz'
    const pairs = [...letters].flatMap((a) => [...letters].map((b) => a + b))
    expect(pairs.filter((c) => languages.of(c) !== c && !ISO_639_1.has(c))).toEqual(['in', 'iw', 'ji', 'jw', 'mo', 'sh'])
    const notIso = new Set('ac an bu cp cq cs dd dg dy ea eu ez fx hv ic nh qo rh su ta tp uk un vd xa xb xk yd yu zr zz'.split(' '))
    const extraRegions = pairs.filter((c) => regions.of(c.toUpperCase()) !== c.toUpperCase() && !ISO_3166_1.has(c))
    expect(extraRegions.filter((c) => !notIso.has(c))).toEqual([])
    expect(extraRegions.length).toBeGreaterThan(20) // (ICU does name them: the comparison is not vacuous)
  })

  it('knows right-to-left languages and how lang fits hreflang', () => {
    expect(['ar', 'ar-AE', 'he', 'fa', 'ur', 'pa-Arab', 'AR'].filter(isRightToLeft)).toEqual(['ar', 'ar-AE', 'he', 'fa', 'ur', 'pa-Arab', 'AR'])
    expect(['en', 'az-Latn', 'ku-Latn', 'arn', 'fr'].filter(isRightToLeft)).toEqual([])
    expect([langMatches('ar-AE', 'ar'), langMatches('ar', 'ar-ae'), langMatches('en-GB', 'en-US'), langMatches('en', 'ar')]).toEqual([true, true, false, false])
  })
})
