/**
 * Sites other generators built with their default settings (tests/fixtures/foreign/README.md):
 * the audit finds exactly the defects planted in each, and nothing else but the missing social
 * cards (og:image) that their default layouts really lack.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { loadSite } from '../src/cli/load-site.ts'
import { auditSite, type AuditResult, type TrailingSlash } from '../src/engine/index.ts'

const FOREIGN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/foreign')

async function audit(generator: string, trailingSlash?: TrailingSlash): Promise<AuditResult> {
  const loaded = await loadSite(path.join(FOREIGN, generator))
  return auditSite({
    pages: loaded.pages,
    files: loaded.files,
    texts: loaded.texts,
    strict: true,
    ...(trailingSlash ? { trailingSlash } : {}),
  })
}

function findings(r: AuditResult) {
  return {
    broken: r.brokenLinks.map((b) => `${b.page} → ${b.url} (${b.reason})`),
    mixed: r.mixedContent.map((m) => `${m.page}: ${m.message}`),
    alt: r.missingAltTags.map((a) => `${a.page}: ${a.message}`),
    warnings: r.warnings.map((w) => `${w.page}: ${w.rule}`),
  }
}

describe('sites built by other generators', () => {
  it('Eleventy (about.md → about/index.html): the four planted defects, nothing else', async () => {
    const r = await audit('eleventy')
    expect(r.siteUrl).toBe('https://dune-coffee.example')
    expect(r.pagesScanned).toBe(5)
    expect(findings(r)).toEqual({
      broken: [
        '/blog/ → https://dune-coffee.example/blog/cold-brew/ (not-found)',
        '/blog/origins/ → https://dune-coffee.example/blog/brewing-guide/#ratio (missing-fragment)',
      ],
      mixed: ['/blog/origins/: Insecure image: http://cdn.dune-coffee.example/origins/map.png'],
      alt: ['/about/: Missing alt tag: /img/roastery.svg'],
      // Not planted, and true: these generators' default layouts have no social card (og:image).
      warnings: ['/: og-image-missing', '/about/: og-image-missing', '/blog/: og-image-missing', '/blog/brewing-guide/: og-image-missing', '/blog/origins/: og-image-missing'],
    })
  })

  it('Astro (build.format directory): the four planted defects, nothing else', async () => {
    const r = await audit('astro')
    expect(r.siteUrl).toBe('https://sand-and-stone.example')
    expect(r.pagesScanned).toBe(4)
    expect(findings(r)).toEqual({
      broken: [
        '/projects/ → https://sand-and-stone.example/services/#marble (missing-fragment)',
        '/services/ → https://sand-and-stone.example/contact/ (not-found)',
      ],
      mixed: ['/services/: Insecure image: http://images.sand-and-stone.example/pool-mosaic.jpg'],
      alt: ['/projects/villa-pool/: Missing alt tag: /img/pool-after.svg'],
      // Not planted, and true: these generators' default layouts have no social card (og:image).
      warnings: ['/: og-image-missing', '/projects/: og-image-missing', '/projects/villa-pool/: og-image-missing', '/services/: og-image-missing'],
    })
  })

  it('VitePress (cleanUrls, client-rendered 404 page): the four planted defects, nothing else', async () => {
    const r = await audit('vitepress')
    expect(r.siteUrl).toBe('https://docs.oasis-irrigation.example')
    expect(r.pagesScanned).toBe(4)
    expect(findings(r)).toEqual({
      broken: [
        '/guide/getting-started → https://docs.oasis-irrigation.example/guide/schedules (not-found)',
        '/guide/getting-started → https://docs.oasis-irrigation.example/guide/configuration#sensors (missing-fragment)',
      ],
      mixed: ['/guide/configuration: Insecure image: http://status.oasis-irrigation.example/badge.png'],
      alt: ['/guide/getting-started: Missing alt tag: /wiring.svg'],
      // Not planted, and true: these generators' default layouts have no social card (og:image).
      warnings: ['/: og-image-missing', '/guide/configuration: og-image-missing', '/guide/getting-started: og-image-missing'],
    })
  })

  it('read as if the host served each directory index without its slash, the Eleventy site drowns in false 404s', async () => {
    const r = await audit('eleventy', 'never')
    expect(r.brokenLinks.length).toBeGreaterThan(5)
    expect(r.brokenLinks.map((b) => b.url)).toContain('https://dune-coffee.example/brewing-guide/')
  })
})

/** Redirect stubs as three generators write them at old addresses (tests/fixtures/foreign/README.md). */
describe('redirect stubs of other generators: links land where a browser lands', () => {
  const stubFindings = (r: AuditResult) => ({
    broken: r.brokenLinks.map((b) => `${b.page} → ${b.url} (${b.reason})`),
    redirects: r.warnings.filter((w) => w.rule.startsWith('redirect') || w.rule === 'link-to-redirect').map((w) => `${w.page}: ${w.rule}: ${w.message}`),
  })

  it('rustdoc (a re-export leaves a stub that keeps the query and fragment): the old path’s #method is checked on the new page', async () => {
    const r = await audit('rustdoc')
    expect(stubFindings(r)).toEqual({
      broken: [
        // Not planted, and true: rustdoc run on one crate links its logo to a root index.html it never writes.
        '/help → /index.html (not-found)',
        '/settings → /index.html (not-found)',
        '/tides/ → /tides/harmonics/struct.Constituent.html#method.depth (missing-fragment)',
      ],
      redirects: [
        '/tides/: link-to-redirect: Link to /tides/harmonics/struct.Constituent.html#method.speed redirects to /tides/struct.Constituent.html; link the target directly',
        '/tides/: link-to-redirect: Link to /tides/harmonics/struct.Constituent.html#method.depth redirects to /tides/struct.Constituent.html; link the target directly',
      ],
    })
    // the stubs themselves are not pages: no title, canonical or social-card duties
    expect(r.warnings.filter((w) => w.page.includes('harmonics') || w.page.includes('station!'))).toEqual([])
  })

  it('MkDocs with mkdocs-redirects (the stub’s script re-appends the fragment)', async () => {
    const r = await audit('mkdocs')
    expect(stubFindings(r)).toEqual({
      broken: ['/ → https://tide-tables.example/old-config/#metric (missing-fragment)'],
      redirects: [
        '/: link-to-redirect: Link to /setup/#from-source redirects to /guide/install/; link the target directly',
        '/: link-to-redirect: Link to /old-config/#units redirects to /guide/configure/; link the target directly',
        '/: link-to-redirect: Link to /old-config/#metric redirects to /guide/configure/; link the target directly',
      ],
    })
  })

  it('Jekyll with jekyll-redirect-from (the stub drops the fragment): a warning, not a missing fragment', async () => {
    const r = await audit('jekyll')
    expect(stubFindings(r)).toEqual({
      broken: [],
      redirects: [
        '/: link-to-redirect: Link to /old-lighthouse/#parking redirects to /walks/lighthouse/; link the target directly',
        '/: redirect-drops-fragment: Link to /old-lighthouse/#parking lands on /walks/lighthouse/ without #parking: the redirect stub on the way does not keep the fragment',
      ],
    })
  })
})
