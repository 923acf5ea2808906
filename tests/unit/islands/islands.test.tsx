/**
 * The islands mechanism: what the pre-renderer writes for an island, what the build adds to each
 * page (chunk addresses, the bootstrap, the page's own stylesheet in <head>), and the budget of the
 * inline script every page carries.
 */
import fs from 'node:fs'
import path from 'node:path'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Behaviour, Island } from '../../../src/islands/Island.tsx'
import { defineIsland, type BehaviourSpec } from '../../../src/islands/define.ts'
import { PageStyles, StyleCollector, pageSheets, useBaseStyles, useStyles } from '../../../src/lib/styles.tsx'
import { islandChunks, islandEntries, type ViteManifest } from '../../../build/vite-plugin-islands/index.ts'
import { finishPage, inlineScript, SPECULATION_RULES } from '../../../build/pages/page-html.ts'
import { ROOT } from '../content/helpers.ts'
import { pluralForm } from '../../../src/i18n/fill.ts'
import { fillParts } from '../../../src/i18n/fill-parts.ts'
import { islandTexts } from '../flows/island-texts.ts'

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>
const greeting = defineIsland('greeting', Greeting)
const share = { name: 'share', run: () => {} } satisfies BehaviourSpec
const toasts: BehaviourSpec<{ dismiss: string }> = { name: 'share', run: () => {} }

describe('an island in the pre-rendered page', () => {
  it('is its component rendered in place, with its name, when to start and its props beside it', () => {
    const html = renderToStaticMarkup(<Island of={greeting} props={{ name: 'Dubai & <Sharjah>' }} when="visible" />)
    expect(html).toBe(
      '<falcon-island data-island="greeting" data-when="visible" data-props="{&quot;name&quot;:&quot;Dubai &amp; &lt;Sharjah&gt;&quot;}"><p>Hello Dubai &amp; &lt;Sharjah&gt;</p></falcon-island>',
    )
  })

  it('wraps a plain behaviour around the static markup it enhances, with its props when it has some', () => {
    expect(renderToStaticMarkup(<Behaviour of={share}><button type="button">Share</button></Behaviour>)).toBe(
      '<falcon-island data-island="share" data-when="interaction"><button type="button">Share</button></falcon-island>',
    )
    expect(renderToStaticMarkup(<Behaviour of={toasts} props={{ dismiss: 'إغلاق: {title}' }}><button type="button">مشاركة</button></Behaviour>)).toBe(
      '<falcon-island data-island="share" data-when="interaction" data-props="{&quot;dismiss&quot;:&quot;إغلاق: {title}&quot;}"><button type="button">مشاركة</button></falcon-island>',
    )
  })

  it('is named by its declaration, never by a bare string, and takes the props its declaration types', () => {
    // @ts-expect-error a behaviour is its declaration's object, so a misspelt name cannot compile
    expect(() => renderToStaticMarkup(<Behaviour name="share"><i /></Behaviour>)).toThrow()
    // @ts-expect-error the share behaviour reads its toasts, so a page must give them
    void (() => <Behaviour of={toasts}><i /></Behaviour>)
  })

  it("has one file per island in its feature's folder, whose name is the name its declaration gives", () => {
    const entries = islandEntries(ROOT)
    expect(entries.map((e) => e.name)).toEqual(expect.arrayContaining(['quote', 'price-match', 'store', 'audit', 'send-email', 'share', 'assembly', 'live-counts', 'analytics', 'chooser']))
    for (const entry of entries) {
      expect(path.relative(ROOT, entry.file), entry.name).toMatch(/^src\/features\/[a-z-]+\/[a-z-]+\.(island\.tsx|behaviour\.ts)$/)
      const source = fs.readFileSync(entry.file, 'utf8')
      if (entry.kind === 'react') expect(source, entry.file).toContain(`export default defineIsland('${entry.name}', `)
      else expect(source, entry.file).toMatch(new RegExp(`export default \\{\\n  name: '${entry.name}',\\n[^]*\\n\\} satisfies BehaviourSpec(<\\w+>)?\\n`))
    }
  })
})

describe("a page's stylesheet", () => {
  function Part({ css, children }: { css: string; children?: React.ReactNode }) {
    useStyles(css)
    return <div>{children}</div>
  }
  it('holds each sheet the page rendered, once, in the order first used, and nothing it did not render', () => {
    const sheets = pageSheets()
    const html = renderToStaticMarkup(
      <StyleCollector value={sheets}>
        <Part css="a{}">
          <Part css="b{}" />
        </Part>
        <Part css="a{}" />
        {false ? <Part css="unused{}" /> : null}
        <PageStyles />
      </StyleCollector>,
    )
    expect(html).toContain('<style data-page-css="">a{}\nb{}</style>')
    expect(html).not.toContain('unused')
  })

  it('puts the base sheets first, so a feature sheet used before a base one still comes after it', () => {
    function Base({ css }: { css: string }) {
      useBaseStyles(css)
      return null
    }
    const html = renderToStaticMarkup(
      <StyleCollector value={pageSheets()}>
        <Base css="global{}" />
        <Part css="feature{}">
          <Base css="card{}" />
        </Part>
        <Base css="last{}" />
        <PageStyles />
      </StyleCollector>,
    )
    expect(html).toContain('<style data-page-css="">global{}\ncard{}\nlast{}\nfeature{}</style>')
  })

  it('refuses a sheet that would end the <style> early', () => {
    const sheets = pageSheets()
    sheets.rest.add('a{content:"</style><script>x()</script>"}')
    expect(() => renderToStaticMarkup(<StyleCollector value={sheets}><PageStyles /></StyleCollector>)).toThrow('</style')
  })
})

const manifest: ViteManifest = {
  'falcon-island:quote': { file: 'assets/island-quote-abc.js', name: 'island-quote', isEntry: true, imports: ['_react.js', '_fields.js'] },
  '_react.js': { file: 'assets/react-1.js' },
  '_fields.js': { file: 'assets/fields-2.js', imports: ['_react.js'], dynamicImports: ['src/Later.tsx'] },
  'src/Later.tsx': { file: 'assets/Later-3.js', imports: ['_react.js', '_links.js'], dynamicImports: ['src/Dialog.tsx'] },
  '_links.js': { file: 'assets/links-4.js' },
  'src/Dialog.tsx': { file: 'assets/Dialog-5.js', imports: ['_links.js'] },
  'falcon-island:share': { file: 'assets/island-share-def.js', name: 'island-share', isEntry: true },
}
const scripts = { page: 'page()', islands: 'islands()' }
const page = (body: string) =>
  `<!doctype html><html><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="stylesheet" href="/assets/app-1.css"><script type="module" crossorigin src="/assets/app-2.js"></script><link rel="modulepreload" crossorigin href="/assets/x.js"></head><body><div id="root">${body}<style data-page-css="">p{color:red}</style></div><script>window.__staticRouterHydrationData = JSON.parse("{}");</script></body></html>`

describe('the build finishes each page', () => {
  it('gives each island its chunk, the chunks it imports and those it may import later, and starts islands with the bootstrap', () => {
    // Later: what the island's chunks import dynamically, with their own imports, but not what the island already loads.
    expect(islandChunks(manifest).get('quote')).toEqual({
      src: '/assets/island-quote-abc.js',
      deps: ['/assets/react-1.js', '/assets/fields-2.js'],
      later: ['/assets/Later-3.js', '/assets/links-4.js', '/assets/Dialog-5.js'],
    })
    expect(islandChunks(manifest).get('share')).toEqual({ src: '/assets/island-share-def.js', deps: [], later: [] })
    const html = finishPage(page('<falcon-island data-island="quote" data-when="visible" data-props="{}"></falcon-island>'), manifest, scripts)
    expect(html).toContain(
      '<falcon-island data-island="quote" data-src="/assets/island-quote-abc.js" data-deps="/assets/react-1.js /assets/fields-2.js" data-later="/assets/Later-3.js /assets/links-4.js /assets/Dialog-5.js" data-when="visible"',
    )
    expect(html).toContain(`<script>islands()</script><script>page()</script><script type="speculationrules">${SPECULATION_RULES}</script></body>`)
  })

  it('loads no script file on a page without islands: only the page bootstrap and the speculation rules, inline', () => {
    const html = finishPage(page('<p>Static</p>'), manifest, scripts)
    expect(html).not.toMatch(/<script[^>]*\bsrc=|modulepreload|__staticRouterHydrationData|islands\(\)/)
    expect(html).toContain('<script>page()</script>')
  })

  it("moves the page's stylesheet into <head> and drops the template's stylesheet link", () => {
    const html = finishPage(page('<p>Static</p>'), manifest, scripts)
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"><style>p{color:red}</style>')
    expect(html).not.toContain('rel="stylesheet"')
    expect(html.match(/<style/g)).toHaveLength(1)
  })

  it('fails the build, naming it, for an island the browser build has no chunk for', () => {
    expect(() => finishPage(page('<falcon-island data-island="nope" data-when="load"></falcon-island>'), manifest, scripts)).toThrow('Island "nope" has no chunk')
  })
})

describe('the inline scripts', () => {
  it('keep the page bootstrap under 1 KB (every page carries it) and the islands bootstrap small', () => {
    expect(Buffer.byteLength(inlineScript('src/islands/page-bootstrap.ts'))).toBeLessThan(1024)
    // Only pages with islands carry it; holding a click for an island that has not run (and following a held
    // link the island has not taken after 8 s) took it past 1 KB, handing a running island's later code to the
    // service worker (for a tab open across a deploy) to 1.45 KB.
    expect(Buffer.byteLength(inlineScript('src/islands/islands-bootstrap.ts'))).toBeLessThan(1500)
  })

  it("offer the update in English from the page bootstrap, the same words as the English message file (other languages put theirs on the banner)", () => {
    const english = JSON.parse(fs.readFileSync(path.join(ROOT, 'data/messages/en/offline.json'), 'utf8')).update as string
    expect(inlineScript('src/islands/page-bootstrap.ts')).toContain(`.dataset.text||${JSON.stringify(english)}`)
  })

  it('are the minified TypeScript sources', () => {
    const source = fs.readFileSync(path.join(ROOT, 'src/islands/page-bootstrap.ts'), 'utf8')
    expect(source).toContain("sw.register('/sw.js')")
    expect(inlineScript('src/islands/page-bootstrap.ts')).toContain('register("/sw.js")')
  })
})

describe("an island's copy", () => {
  it('is filled in the browser with plain {name} arguments and tags, without a message formatter', () => {
    const html = renderToStaticMarkup(<p>{fillParts('Step {step} could not load, <retry>try again</retry>.', { retry: (text) => <button type="button">{text}</button> }, { step: 2 })}</p>)
    expect(html).toBe('<p>Step 2 could not load, <button type="button">try again</button>.</p>')
  })

  it('counts in the plural forms of the page\'s language: six in Arabic, two in English', () => {
    const en = islandTexts('en').liveCounts
    const ar = islandTexts('ar').liveCounts
    const show = (t: typeof en, n: number) => renderToStaticMarkup(<p>{fillParts(pluralForm(t.t.orders, t.lang, n), { b: (text) => <b>{text}</b> }, { count: n })}</p>)
    expect([1, 5].map((n) => show(en, n))).toEqual(['<p><b>1</b> order today</p>', '<p><b>5</b> orders today</p>'])
    expect(Object.keys(ar.t.orders).sort()).toEqual(['few', 'many', 'one', 'other', 'two', 'zero'])
    expect([2, 3, 11, 100].map((n) => show(ar, n))).toEqual(['<p>طلبان اليوم</p>', '<p><b>3</b> طلبات اليوم</p>', '<p><b>11</b> طلبًا اليوم</p>', '<p><b>100</b> طلب اليوم</p>'])
  })
})
